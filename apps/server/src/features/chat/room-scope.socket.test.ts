import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { newMessageId } from '@tuning/shared/chat';
import { chatExtrasTexts } from '@tuning/shared/chat-extras';
import { conversationTexts } from '@tuning/shared/conversations';
import { safetyTexts } from '@tuning/shared/safety';
import { conversationMembers, ROOM_CONVERSATION_ID } from '../../db/schema.ts';
import { friendsTalking, sendTo } from '../../../test/conversations.ts';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { sendAndReceive } from '../../../test/socket-client.ts';
import { edit, history, react, remove, roomPerTest, send } from '../../../test/socket-room.ts';
import { membershipOf, peersOf } from '../conversations/conversations.queries.ts';

// ADR 0043: the room is the conversation everyone belongs to, its messages beside the private
// conversations' in one table. Every message-id path is kept to its side: no room event reaches a
// private message, and no conversation event reaches the room or its messages (PGlite and
// PostgreSQL).

const room = roomPerTest();
const app = () => room.app().app;
const db = () => room.app().database.db;

const gone = (message: string) => ({ ok: false, error: { code: 'NOT_FOUND', message } });

const privateHistory = async (as: TestUser, id: string) =>
  (await call(app(), 'GET', `/api/conversations/${id}/messages`, { as })).json().messages as {
    messageId: string;
    message: string;
    deleted?: boolean;
    reactions?: unknown[];
  }[];

test('a private message is never reached through the room: react, edit, delete, reply, resend, report', async () => {
  const alice = await createUser(db());
  const bob = await createUser(db());
  const id = await friendsTalking(app(), alice, bob);
  const secret = (await sendTo(app(), alice, id, 'just us')).json();
  const a = await room.join(alice);
  const b = await room.join(bob);

  // Her own message, through the room's events: as if it did not exist.
  expect(await react(b, { messageId: secret.messageId, emoji: '👍', on: true })).toEqual(
    gone(safetyTexts.messageGone),
  );
  expect(await edit(a, { messageId: secret.messageId, message: 'changed' })).toEqual(
    gone(safetyTexts.messageGone),
  );
  expect(await remove(a, { messageId: secret.messageId })).toEqual(gone(safetyTexts.messageGone));
  expect(
    await send(b, {
      message: 'quoting',
      messageId: newMessageId(bob.id),
      replyTo: secret.messageId,
    }),
  ).toEqual({ received: false, error: { code: 'NOT_FOUND', message: chatExtrasTexts.replyGone } });
  // Its id sent to the room, even by its author, is not a resend of it: nothing stored, no ack.
  expect(await send(a, { message: 'just us', messageId: secret.messageId })).toEqual({
    received: false,
    error: { code: 'CONFLICT', message: 'This messageId belongs to another message' },
  });
  const reported = await call(app(), 'POST', '/api/reports', {
    as: bob,
    body: { kind: 'message', reason: 'harassment', messageId: secret.messageId },
  });
  expect(reported.statusCode).toBe(404);
  expect(reported.json().message).toBe(safetyTexts.messageGone);

  // The room shows none of it, and counts none of it as unread.
  expect(await history(a)).toEqual([]);
  expect(await room.httpHistory(bob)).toEqual([]);
  const read = await call(app(), 'GET', '/api/chat/read', { as: bob });
  expect(read.json()).toEqual({ lastReadSeq: 0, unread: 0 });
  // The room's own messages still work beside it.
  const said = await sendAndReceive(a, alice, 'in the room', [b]);
  expect((await history(b)).map((m) => m.messageId)).toEqual([said]);

  // The private message is as it was.
  expect(await privateHistory(bob, id)).toEqual([
    expect.objectContaining({ messageId: secret.messageId, message: 'just us' }),
  ]);
  const [shown] = await privateHistory(bob, id);
  expect(shown!.deleted ?? false).toBe(false);
  expect(shown!.reactions ?? []).toEqual([]);
});

test('the room and its messages are never reached through a conversation', async () => {
  const alice = await createUser(db());
  const bob = await createUser(db());
  const id = await friendsTalking(app(), alice, bob);
  const a = await room.join(alice);
  const b = await room.join(bob);
  const roomId = await sendAndReceive(b, bob, 'said in the room', [a]);
  await sendAndReceive(b, bob, 'and again', [a]);
  // Alice has read the room's first message: her read position is a row of the room.
  const [first] = await history(a);
  const marked = await call(app(), 'PUT', '/api/chat/read', {
    as: alice,
    body: { seq: first!.seq },
  });
  expect(marked.json()).toMatchObject({ unread: 1 });
  const rows = await db()
    .select()
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, ROOM_CONVERSATION_ID),
        eq(conversationMembers.userId, alice.id),
      ),
    );
  expect(rows).toHaveLength(1);

  // A room message, through the conversation's paths: as if it did not exist.
  const reply = await sendTo(app(), alice, id, 'quoting', { replyTo: roomId });
  expect(reply.statusCode).toBe(404);
  expect(reply.json().message).toBe(chatExtrasTexts.replyGone);
  const reused = await call(app(), 'POST', `/api/conversations/${id}/messages`, {
    as: bob,
    body: { message: 'said in the room', messageId: roomId },
  });
  expect(reused.statusCode).toBe(409);
  expect(reused.json().message).toBe(conversationTexts.messageIdTaken);
  const edited = await call(app(), 'PATCH', `/api/conversations/${id}/messages/${roomId}`, {
    as: bob,
    body: { message: 'changed' },
  });
  expect(edited.statusCode).toBe(404);
  const deleted = await call(app(), 'DELETE', `/api/conversations/${id}/messages/${roomId}`, {
    as: bob,
  });
  expect(deleted.statusCode).toBe(404);
  const s = await room.connect(bob);
  expect(await s.timeout(5000).emitWithAck('joinConversation', { conversationId: id })).toEqual({
    ok: true,
  });
  const reacted = await s.timeout(5000).emitWithAck('conversationReact', {
    conversationId: id,
    messageId: roomId,
    emoji: '👍',
    on: true,
  });
  expect(reacted).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  const reported = await call(app(), 'POST', '/api/reports', {
    as: alice,
    body: { kind: 'message', reason: 'harassment', messageId: roomId, conversationId: id },
  });
  expect(reported.statusCode).toBe(404);

  // The room's id on a conversation's path is refused before anything is read.
  expect(
    await s.timeout(5000).emitWithAck('joinConversation', { conversationId: ROOM_CONVERSATION_ID }),
  ).toMatchObject({ ok: false });
  expect(
    (await call(app(), 'GET', `/api/conversations/${ROOM_CONVERSATION_ID}/messages`, { as: alice }))
      .statusCode,
  ).toBe(400);
  // Below the wire too: the room's row is no membership, no peer, no inbox entry, no count.
  expect(await membershipOf(db(), ROOM_CONVERSATION_ID, alice.id)).toBeNull();
  expect(await peersOf(db(), alice.id)).toEqual([{ conversationId: id, userIds: [bob.id] }]);
  await sendTo(app(), bob, id, 'hey');
  const inbox = (await call(app(), 'GET', '/api/conversations', { as: alice })).json();
  expect(inbox.conversations.map((c: { conversationId: string }) => c.conversationId)).toEqual([
    id,
  ]);
  expect((await call(app(), 'GET', '/api/conversations/unread', { as: alice })).json()).toEqual({
    inbox: 1,
    requests: 0,
  });

  // The room message is as it was: in the room, unedited, no reactions.
  expect((await history(a)).map((m) => [m.messageId, m.message, m.reactions ?? []])).toEqual([
    [roomId, 'said in the room', []],
    [expect.any(String), 'and again', []],
  ]);
});
