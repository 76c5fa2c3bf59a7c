import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import {
  newMessageId,
  type ConversationServerEvents,
  type ServerToClientEvents,
} from '@tuning/shared/chat';
import { conversationRoom, conversationTexts } from '@tuning/shared/conversations';
import type { ConversationMessage } from '@tuning/shared/conversations-response-schemas';
import { users } from '../src/db/schema.ts';
import { call } from './http.ts';
import type { TestUser } from './fixtures.ts';
import { nextEvent, sleep, type ChatClient } from './socket-client.ts';
import { connectUser } from './socket-room.ts';
import { useTwoInstances, type Instance } from './two-instances.ts';

// Private conversations (issue 34, ADR 0035) across two instances sharing one database and Redis
// (in this process, so it runs on PGlite too): members on either instance hear each other once;
// outsiders are refused every event; a block or a removal takes effect on both instances.

type ServerEvents = ServerToClientEvents & ConversationServerEvents;

const two = useTwoInstances();
const { clients } = two;

const notFound = { ok: false, error: { code: 'NOT_FOUND', message: conversationTexts.notFound } };
const cannot = {
  ok: false,
  error: { code: 'FORBIDDEN', message: conversationTexts.cannotMessage },
};

async function follow(on: Instance, from: TestUser, to: TestUser) {
  const res = await call(on.app, 'POST', '/api/follow', {
    as: from,
    body: { targetUserName: to.userName, action: 'follow' },
  });
  expect(res.statusCode).toBe(200);
}

const join = (socket: ChatClient, conversationId: string) =>
  socket.timeout(5000).emitWithAck('joinConversation', { conversationId });
const send = (socket: ChatClient, user: TestUser, conversationId: string, message: string) =>
  socket.timeout(5000).emitWithAck('conversationSend', {
    conversationId,
    message,
    messageId: newMessageId(user.id),
  });
const react = (socket: ChatClient, conversationId: string, messageId: string) =>
  socket
    .timeout(5000)
    .emitWithAck('conversationReact', { conversationId, messageId, emoji: '🎸', on: true });
const typing = (socket: ChatClient, conversationId: string) =>
  socket.timeout(5000).emitWithAck('conversationTyping', { conversationId, isTyping: true });

/** Every conversation event `socket` gets from now on (or those of `events`). */
function recordConversation(
  socket: ChatClient,
  events: readonly (keyof ServerEvents)[] = [
    'conversationMessage',
    'conversationReactions',
    'conversationTyping',
  ],
) {
  const seen: string[] = [];
  for (const event of events) socket.on(event, () => seen.push(event));
  return seen;
}

/** Alice's one-to-one with Bob, opened on A; Alice joined on A, Bob on B. */
async function talkingOnTwo(a: Instance, b: Instance, alice: TestUser, bob: TestUser) {
  const { conversationId } = (
    await call(a.app, 'POST', '/api/conversations/direct', {
      as: alice,
      body: { userName: bob.userName },
    })
  ).json() as { conversationId: string };
  const onA = await connectUser(a.baseUrl, alice, clients);
  const onB = await connectUser(b.baseUrl, bob, clients);
  for (const socket of [onA, onB]) expect(await join(socket, conversationId)).toEqual({ ok: true });
  return { conversationId, onA, onB };
}

test('members on two instances hear each other; an outsider is refused every event and hears nothing', async (context) => {
  const [a, b] = two.ready(context);
  const [alice, bob, carol] = await two.students(3);
  await follow(a, bob, alice);
  const opened = await call(a.app, 'POST', '/api/conversations/direct', {
    as: alice,
    body: { userName: bob.userName },
  });
  const { conversationId } = opened.json() as { conversationId: string };
  const onA = await connectUser(a.baseUrl, alice, clients);
  const onB = await connectUser(b.baseUrl, bob, clients);
  const outsider = await connectUser(b.baseUrl, carol, clients);
  const overheard = recordConversation(outsider);
  expect(await join(onA, conversationId)).toEqual({ ok: true });
  expect(await join(onB, conversationId)).toEqual({ ok: true });

  // Carol, on B beside Bob, is refused whatever she tries.
  expect(await join(outsider, conversationId)).toEqual(notFound);
  expect(await send(outsider, carol, conversationId, 'let me in')).toEqual(notFound);
  expect(await typing(outsider, conversationId)).toEqual(notFound);

  // Alice on A sends: Bob on B gets it once, and his inbox is told.
  const changed = nextEvent(onB, 'conversationChanged');
  const received = nextEvent(onB, 'conversationMessage');
  const sent = await send(onA, alice, conversationId, 'hi from A');
  expect(sent).toMatchObject({ ok: true, data: { conversationId, message: 'hi from A' } });
  const [message] = (await received) as [ConversationMessage];
  expect(message).toMatchObject({ conversationId, message: 'hi from A', userId: alice.id });
  expect(await changed).toEqual([{ conversationId }]);
  expect(await react(outsider, conversationId, message.messageId)).toEqual(notFound);

  // Bob reacts and types on B: Alice on A hears both.
  const reactions = nextEvent(onA, 'conversationReactions');
  expect(await react(onB, conversationId, message.messageId)).toEqual({ ok: true });
  expect((await reactions)[0]).toMatchObject({
    conversationId,
    messageId: message.messageId,
    reactions: [{ emoji: '🎸', count: 1, users: [{ userId: bob.id }] }],
  });
  const typed = nextEvent(onA, 'conversationTyping');
  expect(await typing(onB, conversationId)).toEqual({ ok: true });
  expect((await typed)[0]).toEqual({
    conversationId,
    userId: bob.id,
    username: bob.userName,
    isTyping: true,
  });

  // Malformed payloads are told what is wrong.
  expect(await join(outsider, 'not-a-uuid')).toMatchObject({
    ok: false,
    error: { code: 'BAD_REQUEST' },
  });
  const noText = await outsider
    .timeout(5000)
    .emitWithAck('conversationSend', { conversationId, message: '   ', messageId: 'x'.repeat(20) });
  expect(noText).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });

  // One more message from each side has reached the other: Carol heard none of it.
  const last = nextEvent(onA, 'conversationMessage');
  await send(onB, bob, conversationId, 'bye from B');
  await last;
  expect(overheard).toEqual([]);
  // The history is the members' only.
  const history = await call(b.app, 'GET', `/api/conversations/${conversationId}/messages`, {
    as: carol,
  });
  expect(history.statusCode).toBe(404);
});

test('a block on one instance ends the one-to-one both ways on both', async (context) => {
  const [a, b] = two.ready(context);
  const [alice, bob] = await two.students(2);
  await follow(a, bob, alice);
  const { conversationId, onA, onB } = await talkingOnTwo(a, b, alice, bob);
  const sent = await send(onA, alice, conversationId, 'before');
  expect(sent.ok).toBe(true);
  const messageId = sent.ok ? sent.data.messageId : '';

  // Both sockets are in the conversation's room, each on its instance, until the block.
  const room = conversationRoom(conversationId);
  const inRoom = (instance: Instance, socket: ChatClient) =>
    instance.app.realtime.io.of('/').adapter.rooms.get(room)?.has(socket.id!) ?? false;
  expect([inRoom(a, onA), inRoom(b, onB)]).toEqual([true, true]);
  const blocked = await call(b.app, 'POST', '/api/blocks', {
    as: bob,
    body: { userName: alice.userName },
  });
  expect(blocked.statusCode).toBe(200);
  await expect.poll(() => inRoom(a, onA)).toBe(false);
  await expect.poll(() => inRoom(b, onB)).toBe(false);

  const heard = [...recordConversation(onA), ...recordConversation(onB)];
  for (const [socket, user] of [
    [onA, alice],
    [onB, bob],
  ] as const) {
    expect(await send(socket, user, conversationId, 'after')).toEqual(cannot);
    expect(await typing(socket, conversationId)).toEqual(cannot);
    expect(await react(socket, conversationId, messageId)).toEqual(cannot);
    expect(await join(socket, conversationId)).toEqual(cannot);
  }
  expect(heard).toEqual([]);
});

test('a member removed on one instance stops hearing the group on the other', async (context) => {
  const [a, b] = two.ready(context);
  const [alice, bob, carol] = await two.students(3);
  await follow(a, alice, bob);
  await follow(a, alice, carol);
  await follow(a, bob, alice);
  await follow(a, carol, alice);
  const group = await call(a.app, 'POST', '/api/conversations', {
    as: alice,
    body: { name: 'Floor 3', userNames: [bob.userName, carol.userName] },
  });
  const { conversationId } = group.json() as { conversationId: string };
  const onA = await connectUser(a.baseUrl, alice, clients);
  const bobOnB = await connectUser(b.baseUrl, bob, clients);
  const carolOnB = await connectUser(b.baseUrl, carol, clients);
  for (const socket of [onA, bobOnB, carolOnB]) {
    expect(await join(socket, conversationId)).toEqual({ ok: true });
  }
  const toCarol = nextEvent(carolOnB, 'conversationMessage');
  await send(onA, alice, conversationId, 'welcome');
  await toCarol;

  const room = conversationRoom(conversationId);
  const carolInRoom = () =>
    b.app.realtime.io.of('/').adapter.rooms.get(room)?.has(carolOnB.id!) ?? false;
  expect(carolInRoom()).toBe(true);
  const told = nextEvent(carolOnB, 'conversationChanged');
  const removed = await call(
    a.app,
    'DELETE',
    `/api/conversations/${conversationId}/members/${carol.id}`,
    {
      as: alice,
    },
  );
  expect(removed.json()).toEqual({ ok: true });
  expect(await told).toEqual([{ conversationId }]);
  await expect.poll(carolInRoom).toBe(false);

  const heard = recordConversation(carolOnB);
  const toBob = nextEvent(bobOnB, 'conversationMessage');
  await send(onA, alice, conversationId, 'carol is gone');
  await toBob;
  await sleep(50);
  expect(heard).toEqual([]);
  expect(await send(carolOnB, carol, conversationId, 'hello?')).toEqual(notFound);
  expect(await join(carolOnB, conversationId)).toEqual(notFound);
});

test('edits, deletions and "Seen" reach the other instance; a suspended member is refused', async (context) => {
  const [a, b] = two.ready(context);
  const [alice, bob, carol] = await two.students(3);
  await follow(a, alice, bob);
  await follow(a, bob, alice);
  const { conversationId, onA, onB } = await talkingOnTwo(a, b, alice, bob);
  const outsider = await connectUser(b.baseUrl, carol, clients);
  const sent = await send(onA, alice, conversationId, 'see you at 5');
  const messageId = sent.ok ? sent.data.messageId : '';
  const seq = sent.ok ? sent.data.seq : 0;
  const edit = (socket: ChatClient, message: string) =>
    socket.timeout(5000).emitWithAck('conversationEdit', { conversationId, messageId, message });
  const remove = (socket: ChatClient) =>
    socket.timeout(5000).emitWithAck('conversationDelete', { conversationId, messageId });

  // Bob reads on B: Alice's sockets on A are told where he stopped; his own are not.
  const seen = nextEvent(onA, 'conversationRead');
  const notToHim = recordConversation(onB, ['conversationRead']);
  const read = await call(b.app, 'PUT', `/api/conversations/${conversationId}/read`, {
    as: bob,
    body: { seq },
  });
  expect(read.json()).toEqual({ lastReadSeq: seq, unread: 0 });
  expect((await seen)[0]).toEqual({ conversationId, userId: bob.id, lastReadSeq: seq });

  // Alice edits on A: Bob hears it on B. Bob may not; Carol is told it does not exist.
  const edited = nextEvent(onB, 'conversationEdited');
  expect(await edit(onA, 'see you at 6')).toEqual({ ok: true });
  expect((await edited)[0]).toMatchObject({
    conversationId,
    messageId,
    message: 'see you at 6',
    mentions: [],
  });
  expect(await edit(onB, 'no')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  expect(await edit(outsider, 'hi')).toEqual(notFound);
  expect(await remove(outsider)).toEqual(notFound);

  // Bob turns read receipts off: his reading is no longer told.
  await call(b.app, 'PUT', '/api/messages/settings', { as: bob, body: { readReceipts: false } });
  const second = await send(onA, alice, conversationId, 'ok?');
  const heardOnA = recordConversation(onA, ['conversationRead']);
  await call(b.app, 'PUT', `/api/conversations/${conversationId}/read`, {
    as: bob,
    body: { seq: second.ok ? second.data.seq : 0 },
  });

  const deleted = nextEvent(onB, 'conversationDeleted');
  expect(await remove(onA)).toEqual({ ok: true });
  expect((await deleted)[0]).toMatchObject({ conversationId, messageId });
  expect(heardOnA).toEqual([]);
  expect(notToHim).toEqual([]);

  // Suspended (the row, as the moderators' step writes it), Bob's open socket is refused.
  await two
    .database()
    .db.update(users)
    .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, bob.id));
  const last = second.ok ? second.data.messageId : '';
  const reacted = await react(onB, conversationId, last);
  expect(reacted).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  expect(await send(onB, bob, conversationId, 'still here')).toMatchObject({
    ok: false,
    error: { code: 'FORBIDDEN' },
  });
});
