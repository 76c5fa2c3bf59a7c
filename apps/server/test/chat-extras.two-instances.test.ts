import { expect, test } from 'vitest';
import {
  newMessageId,
  type ChatHistoryAck,
  type ChatMessage,
  type ServerToClientEvents,
} from '@tuning/shared/chat';
import { createUser, type TestUser } from './fixtures.ts';
import { connectClient, nextEvent, sendAndReceive, type ChatClient } from './socket-client.ts';
import { useTwoInstances, type Instance } from './two-instances.ts';

// Issue 19 across two instances sharing one database and Redis (in this process, so it runs on
// PGlite too): reactions, edits, notifications and the read position reach the other instance's
// clients once, and its cached history pages follow.

const two = useTwoInstances();
const { clients } = two;
const db = () => two.database().db;

async function join(instance: Instance, user: TestUser): Promise<ChatClient> {
  const socket = await connectClient(instance.baseUrl, { cookie: user.cookie });
  clients.push(socket);
  const joined = nextEvent(socket, 'currentUsers');
  socket.emit('join');
  await joined;
  return socket;
}

async function history(socket: ChatClient): Promise<ChatMessage[]> {
  const page: ChatHistoryAck = await socket.timeout(5000).emitWithAck('getChatHistory', {});
  if (!page.ok) throw new Error(page.error.message);
  return page.messages;
}

/** Every `event` on each socket from now on. */
function count<E extends keyof ServerToClientEvents>(sockets: ChatClient[], event: E) {
  const seen = sockets.map(() => [] as Parameters<ServerToClientEvents[E]>[0][]);
  sockets.forEach((socket, i) =>
    socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      seen[i]!.push(payload);
    }) as never),
  );
  return seen;
}

test('a mention, a reaction and an edit on one instance reach the other once, cached pages too', async (context) => {
  if (!two.redisUp()) return context.skip();
  const [a, b] = two.instances() as [Instance, Instance];
  const alice = await createUser(db());
  const bob = await createUser(db());
  const onA = await join(a, alice);
  const onB = await join(b, bob);
  const everyone = [onA, onB];
  const reactions = count(everyone, 'reactionsChanged');
  const edits = count(everyone, 'messageEdited');
  const toBob = count([onB], 'notification')[0]!;
  const toAlice = count([onA], 'notification')[0]!;

  // Alice on A mentions Bob on B: one notification.
  const messageId = await sendAndReceive(onA, alice, `hi @${bob.userName}`, everyone);
  await expect.poll(() => toBob.length).toBe(1);
  expect(toBob[0]).toMatchObject({ kind: 'mention', messageId, actor: { userId: alice.id } });
  // B's newest page is cached now.
  expect((await history(onB))[0]).not.toHaveProperty('reactions');

  // Bob reacts on B: both hear it once, Alice is notified on A, and B's cache follows.
  const seenOnA = nextEvent(onA, 'reactionsChanged');
  expect(
    await onB.timeout(5000).emitWithAck('react', { messageId, emoji: '🎸', on: true }),
  ).toEqual({ ok: true });
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
  expect(
    await onA.timeout(5000).emitWithAck('editMessage', { messageId, message: 'hi all' }),
  ).toEqual({
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
  if (!two.redisUp()) return context.skip();
  const [a, b] = two.instances() as [Instance, Instance];
  const alice = await createUser(db());
  const bob = await createUser(db());
  const bobOnB = await join(b, bob);
  const onA = await join(a, alice);
  // Across the instances once first: B hears A's broadcasts from now on.
  await sendAndReceive(onA, alice, 'something to read', [onA, bobOnB]);

  const followed = nextEvent(bobOnB, 'notification');
  const follow = await a.app.inject({
    method: 'POST',
    url: '/api/follow',
    headers: { cookie: alice.cookie },
    payload: { targetUserName: bob.userName, action: 'follow' },
  });
  expect(follow.statusCode).toBe(200);
  expect((await followed)[0]).toMatchObject({ kind: 'follow', actor: { userId: alice.id } });

  const [{ seq }] = (await history(onA)) as [ChatMessage];
  const moved = nextEvent(bobOnB, 'readPosition');
  const read = await a.app.inject({
    method: 'PUT',
    url: '/api/chat/read',
    headers: { cookie: bob.cookie },
    payload: { seq },
  });
  expect(read.json()).toEqual({ lastReadSeq: seq, unread: 0 });
  expect(await moved).toEqual([{ lastReadSeq: seq }]);
});
