import { expect, test } from 'vitest';
import { newMessageId, type ChatMessage } from '@tuning/shared/chat';
import { nextEvent, sendAndReceive } from './socket-client.ts';
import { edit, history, react, record, recordEach } from './socket-room.ts';
import { useTwoInstances } from './two-instances.ts';
import { call } from './http.ts';

// product.md §13 across two instances sharing one database and Redis (in this process, so it runs on
// PGlite too): reactions, edits, notifications and the read position reach the other instance's
// clients once, and its cached history pages follow.

const two = useTwoInstances();

test('a mention, a reaction and an edit on one instance reach the other once, cached pages too', async (context) => {
  const [a, b] = two.ready(context);
  const [alice, bob] = await two.students(2);
  const onA = await two.join(a, alice);
  const onB = await two.join(b, bob);
  const everyone = [onA, onB];
  const reactions = recordEach(everyone, 'reactionsChanged');
  const edits = recordEach(everyone, 'messageEdited');
  const toBob = record(onB, 'notification');
  const toAlice = record(onA, 'notification');

  // Alice on A mentions Bob on B: one notification.
  const messageId = await sendAndReceive(onA, alice, `hi @${bob.userName}`, everyone);
  await expect.poll(() => toBob.length).toBe(1);
  expect(toBob[0]).toMatchObject({ kind: 'mention', messageId, actor: { userId: alice.id } });
  // B's newest page is cached now.
  expect((await history(onB))[0]).not.toHaveProperty('reactions');

  // Bob reacts on B: both hear it once, Alice is notified on A, and B's cache follows.
  const seenOnA = nextEvent(onA, 'reactionsChanged');
  expect(await react(onB, { messageId, emoji: '🎸', on: true })).toEqual({ ok: true });
  const [changed] = await seenOnA;
  expect(changed.reactions).toEqual([
    {
      emoji: '🎸',
      count: 1,
      users: [{ userId: bob.id, username: bob.userName, fullName: bob.fullName }],
    },
  ]);
  await expect.poll(() => toAlice.length).toBe(1);
  expect(toAlice[0]).toMatchObject({ kind: 'reaction', emoji: '🎸', actor: { userId: bob.id } });
  expect((await history(onA))[0]).toMatchObject({
    revision: changed.revision,
    reactions: changed.reactions,
  });
  expect((await history(onB))[0]).toMatchObject({
    revision: changed.revision,
    reactions: changed.reactions,
  });

  // Alice edits on A: Bob sees it on B, and B's cached page has the new text.
  const editedOnB = nextEvent(onB, 'messageEdited');
  expect(await edit(onA, { messageId, message: 'hi all' })).toEqual({
    ok: true,
  });
  const [edited] = await editedOnB;
  expect(edited).toMatchObject({ messageId, message: 'hi all', mentions: [] });
  expect(edited.revision).toBeGreaterThan(changed.revision);
  expect((await history(onB))[0]).toMatchObject({ message: 'hi all', revision: edited.revision });

  // Whatever was sent before a message from each side has arrived by then.
  for (const [socket, user] of [
    [onA, alice],
    [onB, bob],
  ] as const) {
    await sendAndReceive(socket, user, `marker ${newMessageId(user.id)}`, everyone);
  }
  expect(reactions.map((seen) => seen.length)).toEqual([1, 1]);
  expect(edits.map((seen) => seen.length)).toEqual([1, 1]);
  expect(toBob).toHaveLength(1);
  expect(toAlice).toHaveLength(1);
}, 120_000); // the file's first password hash and two apps are slow on a busy machine

test('a follow and a read position moved on one instance reach the user’s sockets on the other', async (context) => {
  const [a, b] = two.ready(context);
  const [alice, bob] = await two.students(2);
  const bobOnB = await two.join(b, bob);
  const onA = await two.join(a, alice);
  // Across the instances once first: B hears A's broadcasts from now on.
  await sendAndReceive(onA, alice, 'something to read', [onA, bobOnB]);

  const followed = nextEvent(bobOnB, 'notification');
  const follow = await call(a.app, 'POST', '/api/follow', {
    as: alice,
    body: { targetUserName: bob.userName, action: 'follow' },
  });
  expect(follow.statusCode).toBe(200);
  expect((await followed)[0]).toMatchObject({ kind: 'follow', actor: { userId: alice.id } });

  const [{ seq }] = (await history(onA)) as [ChatMessage];
  const moved = nextEvent(bobOnB, 'readPosition');
  const read = await call(a.app, 'PUT', '/api/chat/read', { as: bob, body: { seq } });
  expect(read.json()).toEqual({ lastReadSeq: seq, unread: 0 });
  expect(await moved).toEqual([{ lastReadSeq: seq }]);
});
