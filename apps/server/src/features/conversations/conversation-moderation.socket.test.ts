import { expect, test } from 'vitest';
import { conversationTexts } from '@tuning/shared/conversations';
import { safetyTexts } from '@tuning/shared/safety';
import { follow, friendsTalking, sendTo, students } from '../../../test/conversations.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { nextEvent, sleep, type ChatClient } from '../../../test/socket-client.ts';
import { roomPerTest } from '../../../test/socket-room.ts';

// Issue 34's leftovers, live over the socket on PGlite and PostgreSQL: a moderator deletes a
// reported conversation message (its members' open screens see the tombstone), and an account's
// deletion reaches the members of its conversations (ADR 0037).

const room = roomPerTest();
const app = () => room.app().app;
const db = () => room.app().database.db;

const join = (socket: ChatClient, conversationId: string) =>
  socket.timeout(5000).emitWithAck('joinConversation', { conversationId });

const history = async (as: TestUser, id: string) =>
  (await call(app(), 'GET', `/api/conversations/${id}/messages`, { as })).json().messages as {
    messageId: string;
    message: string;
    deleted?: boolean;
  }[];

async function reportOf(as: TestUser, conversationId: string, messageId: string) {
  const filed = await call(app(), 'POST', '/api/reports', {
    as,
    body: { kind: 'message', reason: 'harassment', messageId, conversationId },
  });
  expect(filed.statusCode).toBe(201);
  return filed.json().reportId as string;
}

const adminDelete = (as: TestUser, messageId: string, body: Record<string, unknown>) =>
  call(app(), 'DELETE', `/api/admin/messages/${messageId}`, { as, body });

test('a moderator deletes a reported conversation message: a tombstone, live, logged, the report actioned', async () => {
  const [alice, bob] = await students(db(), 2);
  const moderator = await createUser(db(), { role: 'moderator' });
  const id = await friendsTalking(app(), alice, bob);
  await sendTo(app(), alice, id, 'hi');
  const nasty = (await sendTo(app(), bob, id, 'you are a loser')).json();
  const reportId = await reportOf(alice, id, nasty.messageId);

  // Without its report the moderator has no way to the conversation's message.
  const blind = await adminDelete(moderator, nasty.messageId, { reason: 'abuse' });
  expect(blind.statusCode).toBe(404);
  expect(blind.json().message).toBe(safetyTexts.messageGone);

  const aliceOnScreen = await room.connect(alice);
  expect(await join(aliceOnScreen, id)).toEqual({ ok: true });
  const told = nextEvent(aliceOnScreen, 'conversationDeleted');
  const deleted = await adminDelete(moderator, nasty.messageId, { reason: 'abuse', reportId });
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual({ message: safetyTexts.messageDeleted });
  const [event] = await told;
  expect(event).toMatchObject({ conversationId: id, messageId: nasty.messageId });
  expect(event.revision).toBeGreaterThan(0);

  const shown = await history(alice, id);
  expect(shown.map((m) => [m.message, m.deleted ?? false])).toEqual([
    ['hi', false],
    ['', true],
  ]);
  const queue = (
    await call(app(), 'GET', '/api/admin/reports?status=all', { as: moderator })
  ).json();
  expect(queue.reports[0]).toMatchObject({
    id: reportId,
    status: 'actioned',
    conversationId: id,
    message: { messageId: nasty.messageId, text: 'you are a loser', deleted: true },
  });
  const log = (await call(app(), 'GET', '/api/admin/log', { as: moderator })).json();
  expect(log.entries[0]).toMatchObject({
    actor: moderator.userName,
    action: 'delete-message',
    target: bob.userName,
    messageId: nasty.messageId,
    reportId,
    reason: 'abuse',
  });
  // Deleted already: it no longer exists, and nothing more is logged.
  const again = await adminDelete(moderator, nasty.messageId, { reason: 'abuse', reportId });
  expect(again.statusCode).toBe(404);
  expect(again.json().message).toBe(safetyTexts.messageGone);
  const after = (await call(app(), 'GET', '/api/admin/log', { as: moderator })).json();
  expect(after.entries).toHaveLength(log.entries.length);
});

test('a moderator cannot delete a moderator’s conversation message; an admin can', async () => {
  const [alice] = await students(db(), 1);
  const staffer = await createUser(db(), { role: 'moderator' });
  const moderator = await createUser(db(), { role: 'moderator' });
  const admin = await createUser(db(), { role: 'admin' });
  const id = await friendsTalking(app(), alice, staffer);
  const said = (await sendTo(app(), staffer, id, 'rules are rules')).json();
  const reportId = await reportOf(alice, id, said.messageId);

  const refused = await adminDelete(moderator, said.messageId, { reason: 'x', reportId });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(safetyTexts.deleteNotAllowed);
  expect((await history(alice, id)).map((m) => m.message)).toEqual(['rules are rules']);
  const done = await adminDelete(admin, said.messageId, { reason: 'x', reportId });
  expect(done.statusCode).toBe(200);
  expect((await history(alice, id)).map((m) => m.deleted)).toEqual([true]);
});

test('a report opens its own message only: no joining, no other message, no chat-screen deletion', async () => {
  const [alice, bob] = await students(db(), 2);
  const moderator = await createUser(db(), { role: 'moderator' });
  const id = await friendsTalking(app(), alice, bob);
  const before = (await sendTo(app(), bob, id, 'see you at 5')).json();
  const nasty = (await sendTo(app(), bob, id, 'you are a loser')).json();
  const reportId = await reportOf(alice, id, nasty.messageId);
  const modSocket = await room.connect(moderator);

  // The conversation is not the moderator's to hear or act in.
  expect(await join(modSocket, id)).toEqual({
    ok: false,
    error: { code: 'NOT_FOUND', message: conversationTexts.notFound },
  });
  const reacted = await modSocket.timeout(5000).emitWithAck('conversationReact', {
    conversationId: id,
    messageId: nasty.messageId,
    emoji: '👍',
    on: true,
  });
  expect(reacted).toEqual({
    ok: false,
    error: { code: 'NOT_FOUND', message: conversationTexts.notFound },
  });
  // The report names one message: the one beside it in its context stays out of reach.
  const other = await adminDelete(moderator, before.messageId, { reason: 'abuse', reportId });
  expect(other.statusCode).toBe(404);
  expect(other.json().message).toBe(safetyTexts.messageGone);
  // The group chat's own deletion (a moderator on /chat) does not reach private messages.
  const fromChat = await modSocket
    .timeout(5000)
    .emitWithAck('deleteMessage', { messageId: nasty.messageId });
  expect(fromChat).toEqual({
    ok: false,
    error: { code: 'NOT_FOUND', message: safetyTexts.messageGone },
  });
  await sleep(50);
  expect((await history(alice, id)).map((m) => [m.message, m.deleted ?? false])).toEqual([
    ['see you at 5', false],
    ['you are a loser', false],
  ]);
  const log = (await call(app(), 'GET', '/api/admin/log', { as: moderator })).json();
  expect(log.entries).toEqual([]);
});

test('an account deleted: the members of its conversations are told at once, and see it gone', async () => {
  const [alice, bob, carol, dan] = await students(db(), 4);
  const direct = await friendsTalking(app(), alice, bob);
  await sendTo(app(), bob, direct, 'bye for now');
  await follow(app(), bob, carol);
  const made = await call(app(), 'POST', '/api/conversations', {
    as: bob,
    body: { name: 'Band', userNames: [alice.userName, carol.userName] },
  });
  expect(made.statusCode).toBe(200);
  const group = made.json().conversationId as string;
  // Dan shares no conversation with Bob: he hears nothing of it.
  const danHears: string[] = [];
  const danSocket = await room.connect(dan);
  danSocket.on('conversationChanged', ({ conversationId }) => danHears.push(conversationId));

  const aliceSocket = await room.connect(alice);
  const carolSocket = await room.connect(carol);
  const heard = (socket: ChatClient, conversationId: string) =>
    nextEvent(socket, 'conversationChanged', (event) => event.conversationId === conversationId);
  const told = [heard(aliceSocket, direct), heard(aliceSocket, group), heard(carolSocket, group)];
  const deleted = await call(app(), 'DELETE', '/api/account', {
    as: bob,
    body: { password: TEST_PASSWORD },
  });
  expect(deleted.statusCode).toBe(200);
  await Promise.all(told);

  // What they read again: "Deleted account" in the one-to-one, one member fewer in the group.
  const view = (await call(app(), 'GET', `/api/conversations/${direct}`, { as: alice })).json();
  expect(view.members.map((m: { fullName: string }) => m.fullName)).toEqual([
    conversationTexts.deletedAccount,
  ]);
  const band = (await call(app(), 'GET', `/api/conversations/${group}`, { as: carol })).json();
  expect(band.members.map((m: { userId: string }) => m.userId)).toEqual([alice.id]);
  await sleep(100);
  expect(danHears).toEqual([]);
});
