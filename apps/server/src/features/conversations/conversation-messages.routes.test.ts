import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { chatExtrasTexts } from '@tuning/shared/chat-extras';
import { conversationTexts } from '@tuning/shared/conversations';
import { safetyTexts } from '@tuning/shared/safety';
import {
  follow,
  friendsTalking,
  openDirect,
  sendTo,
  students,
} from '../../../test/conversations.ts';
import { TEST_PASSWORD, type TestUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { colourImage, imageUploader } from '../../../test/images.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';
import { conversationMessages, users } from '../../db/schema.ts';
import { LIMITS } from '../../lib/limits.ts';

// Issue 34, phase 2, over HTTP on PGlite and PostgreSQL: replies, mentions, edits, deletions and
// images in conversations; "Seen" and read receipts; the bell; reports; suspension; deletion.

const open = appPerTest();

const history = async (t: TestApp, as: TestUser, id: string) =>
  (await call(t.app, 'GET', `/api/conversations/${id}/messages`, { as })).json().messages;

const edit = (t: TestApp, as: TestUser, id: string, messageId: string, message: string) =>
  call(t.app, 'PATCH', `/api/conversations/${id}/messages/${messageId}`, {
    as,
    body: { message },
  });

const remove = (t: TestApp, as: TestUser, id: string, messageId: string) =>
  call(t.app, 'DELETE', `/api/conversations/${id}/messages/${messageId}`, { as });

/** The bell's conversation entries (the follows that set a test up left out), and its count. */
const bell = async (t: TestApp, as: TestUser) => {
  const page = (await call(t.app, 'GET', '/api/notifications', { as })).json();
  const notifications = page.notifications.filter((n: { kind: string }) => n.kind !== 'follow');
  return { ...page, notifications };
};
const bellRead = (t: TestApp, as: TestUser) =>
  call(t.app, 'POST', '/api/notifications/read', { as, body: {} });

const upload = imageUploader('/api/chat/images', {}, { name: 'p.png', type: 'image/png' });

test('replies answer a message of the same conversation; the author edits within 15 minutes and deletes', async () => {
  const t = await open();
  const [alice, bob, carol] = await students(t.database.db, 3);
  const id = await friendsTalking(t.app, alice, bob);
  const elsewhere = await friendsTalking(t.app, alice, carol);
  const first = (await sendTo(t.app, alice, id, 'lunch at noon?')).json();

  const reply = await sendTo(t.app, bob, id, 'yes!', { replyTo: first.messageId });
  expect(reply.statusCode).toBe(200);
  expect(reply.json().replyTo).toMatchObject({
    messageId: first.messageId,
    userId: alice.id,
    snippet: 'lunch at noon?',
  });
  // A message of another conversation is not there to answer.
  const stray = await sendTo(t.app, carol, elsewhere, 'me too', { replyTo: first.messageId });
  expect(stray.statusCode).toBe(404);
  expect(stray.json().message).toBe(chatExtrasTexts.replyGone);

  expect((await edit(t, alice, id, first.messageId, 'lunch at one?')).json()).toEqual({ ok: true });
  const edited = (await history(t, bob, id))[0];
  expect(edited).toMatchObject({ message: 'lunch at one?', editedAt: expect.any(Number) });
  expect(edited.revision).toBeGreaterThan(0);
  const notMine = await edit(t, bob, id, first.messageId, 'no');
  expect(notMine.statusCode).toBe(403);
  expect(notMine.json().message).toBe(chatExtrasTexts.editOwnOnly);
  // Carol is no member of it: it does not exist for her.
  const outsider = await edit(t, carol, id, first.messageId, 'hi');
  expect(outsider.json()).toEqual({ code: 'NOT_FOUND', message: conversationTexts.notFound });
  // Sent 16 minutes ago: too late, by the database's clock.
  await t.database.db
    .update(conversationMessages)
    .set({ createdAt: sql`now() - interval '16 minutes'` })
    .where(sql`${conversationMessages.messageId} = ${first.messageId}`);
  const late = await edit(t, alice, id, first.messageId, 'lunch at two?');
  expect(late.statusCode).toBe(403);
  expect(late.json().message).toBe(chatExtrasTexts.editTooLate);

  const refused = await remove(t, bob, id, first.messageId);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(safetyTexts.deleteNotAllowed);
  expect((await remove(t, alice, id, first.messageId)).json()).toEqual({ ok: true });
  // Deleting it again is done again.
  expect((await remove(t, alice, id, first.messageId)).statusCode).toBe(200);
  const [tombstone, answer] = await history(t, bob, id);
  expect(tombstone).toMatchObject({ message: '', deleted: true });
  expect(answer.replyTo).toMatchObject({ messageId: first.messageId, deleted: true, snippet: '' });
  const gone = await edit(t, alice, id, first.messageId, 'again');
  expect(gone.json().message).toBe(safetyTexts.messageGone);
});

test('an image is sent once, seen by members only', async () => {
  const t = await open();
  const [alice, bob, carol] = await students(t.database.db, 3);
  const id = await friendsTalking(t.app, alice, bob);
  const png = await colourImage(64, 48).png().toBuffer();
  const uploaded = (await upload(t.app, alice, png)).json();

  const sent = await sendTo(t.app, alice, id, '', { imageId: uploaded.imageId });
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toMatchObject({
    message: '',
    image: { url: uploaded.url, width: 64, height: 48 },
  });
  expect((await call(t.app, 'GET', uploaded.url, { as: bob })).statusCode).toBe(200);
  expect((await call(t.app, 'GET', uploaded.thumbUrl, { as: bob })).statusCode).toBe(200);
  expect((await call(t.app, 'GET', uploaded.url, { as: carol })).statusCode).toBe(404);
  // An image is on one message only.
  const again = await sendTo(t.app, alice, id, 'again', { imageId: uploaded.imageId });
  expect(again.statusCode).toBe(400);
  expect(again.json().message).toBe(chatExtrasTexts.imageGone);
  // Bob cannot send Alice's upload; a reply to an image says so.
  const other = (await upload(t.app, alice, png)).json();
  expect((await sendTo(t.app, bob, id, 'x', { imageId: other.imageId })).statusCode).toBe(400);
  const reply = await sendTo(t.app, bob, id, 'nice', { replyTo: sent.json().messageId });
  expect(reply.json().replyTo).toMatchObject({ hasImage: true, snippet: '' });
  // Deleted, the image goes with it.
  await remove(t, alice, id, sent.json().messageId);
  expect((await call(t.app, 'GET', uploaded.url, { as: bob })).statusCode).toBe(404);
});

test('mentions in a group name members only; the bell has one entry per conversation with a count', async () => {
  const t = await open();
  const [alice, bob, carol, dave] = await students(t.database.db, 4);
  for (const other of [bob, carol]) {
    await follow(t.app, alice, other);
    await follow(t.app, other, alice);
  }
  const group = await call(t.app, 'POST', '/api/conversations', {
    as: alice,
    body: { name: 'Lab', userNames: [bob.userName, carol.userName] },
  });
  const id = group.json().conversationId;
  for (const member of [bob, carol]) await bellRead(t, member);

  const hello = await sendTo(t.app, alice, id, `hi @${bob.userName} and @${dave.userName}`);
  // Dave is not in the group: not mentioned.
  expect(hello.json().mentions).toEqual([bob.id]);
  const bobs = await bell(t, bob);
  expect(bobs.notifications.map((n: { kind: string }) => n.kind).sort()).toEqual([
    'mention',
    'message',
  ]);
  expect(bobs.notifications[0]).toMatchObject({ conversationId: id });
  expect((await bell(t, dave)).notifications).toEqual([]);

  await sendTo(t.app, alice, id, 'two');
  await sendTo(t.app, bob, id, 'three');
  const carols = await bell(t, carol);
  expect(carols.notifications).toHaveLength(1);
  expect(carols.notifications[0]).toMatchObject({
    kind: 'message',
    conversationId: id,
    count: 3,
    snippet: 'three',
    actor: { userId: bob.id },
    read: false,
  });
  expect(carols.unread).toBe(1);
  await bellRead(t, carol);
  await sendTo(t.app, alice, id, 'four');
  expect((await bell(t, carol)).notifications).toEqual([
    expect.objectContaining({ kind: 'message', count: 1, read: false }),
  ]);

  // Carol mutes Alice: Alice's messages ring no more for her; an edit naming Carol is a mention.
  await call(t.app, 'POST', '/api/blocks', {
    as: carol,
    body: { userName: alice.userName, kind: 'mute' },
  });
  await bellRead(t, carol);
  await sendTo(t.app, alice, id, 'five');
  expect((await bell(t, carol)).unread).toBe(0);
  const later = (await sendTo(t.app, bob, id, 'six')).json();
  expect((await edit(t, bob, id, later.messageId, `six @${carol.userName}`)).statusCode).toBe(200);
  expect((await bell(t, carol)).notifications[0]).toMatchObject({
    kind: 'mention',
    conversationId: id,
    actor: { userId: bob.id },
  });
});

test('a request rings its recipient until they delete it; a one-to-one mentions nobody', async () => {
  const t = await open();
  const [alice, bob] = await students(t.database.db, 2);
  const id = (await openDirect(t.app, alice, bob)).json().conversationId;
  const sent = await sendTo(t.app, alice, id, `hi @${bob.userName}`);
  expect(sent.json().mentions).toBeUndefined();
  expect((await bell(t, bob)).notifications).toEqual([
    expect.objectContaining({ kind: 'message', conversationId: id, count: 1 }),
  ]);
  await call(t.app, 'POST', `/api/conversations/${id}/decline`, { as: bob });
  expect(await bell(t, bob)).toMatchObject({ notifications: [], unread: 0 });
});

test('"Seen": each side of a one-to-one knows where the other stopped, unless either turns it off', async () => {
  const t = await open();
  const [alice, bob] = await students(t.database.db, 2);
  const id = await friendsTalking(t.app, alice, bob);
  const sent = (await sendTo(t.app, alice, id, 'there?')).json();
  const read = await call(t.app, 'PUT', `/api/conversations/${id}/read`, {
    as: bob,
    body: { seq: sent.seq + 1000 },
  });
  // Never past the newest message.
  expect(read.json()).toEqual({ lastReadSeq: sent.seq, unread: 0 });
  const seenBy = async (as: TestUser) =>
    (await call(t.app, 'GET', `/api/conversations/${id}`, { as })).json().members[0].lastReadSeq;
  expect(await seenBy(alice)).toBe(sent.seq);
  expect(await seenBy(bob)).toBe(0);

  const settings = (as: TestUser, body: unknown) =>
    call(t.app, 'PUT', '/api/messages/settings', { as, body });
  expect((await settings(bob, { readReceipts: false })).json()).toEqual({
    whoCanMessage: 'everyone',
    readReceipts: false,
  });
  // Off: Bob's reading is not shown, and he sees no one's.
  expect(await seenBy(alice)).toBeUndefined();
  expect(await seenBy(bob)).toBeUndefined();
  await settings(bob, { readReceipts: true });
  expect(await seenBy(alice)).toBe(sent.seq);
  expect((await settings(bob, {})).json().readReceipts).toBe(true);
});

test('a request shows nothing of its reading to its sender until it is accepted', async () => {
  const t = await open();
  const [alice, bob] = await students(t.database.db, 2);
  const id = (await openDirect(t.app, alice, bob)).json().conversationId;
  const sent = (await sendTo(t.app, alice, id, 'hello')).json();
  await call(t.app, 'PUT', `/api/conversations/${id}/read`, { as: bob, body: { seq: sent.seq } });
  const view = async () =>
    (await call(t.app, 'GET', `/api/conversations/${id}`, { as: alice })).json().members[0];
  expect((await view()).lastReadSeq).toBeUndefined();
  await call(t.app, 'POST', `/api/conversations/${id}/accept`, { as: bob });
  expect((await view()).lastReadSeq).toBe(sent.seq);
});

test('a suspended account cannot send, react, edit, delete or start conversations', async () => {
  const t = await open();
  const [alice, bob, carol] = await students(t.database.db, 3);
  const id = await friendsTalking(t.app, alice, bob);
  await follow(t.app, alice, carol);
  const mine = (await sendTo(t.app, alice, id, 'before')).json();
  const theirs = (await sendTo(t.app, bob, id, 'hi')).json();
  await t.database.db
    .update(users)
    .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
    .where(sql`${users.id} = ${alice.id}`);
  const refusals = [
    await sendTo(t.app, alice, id, 'after'),
    await call(t.app, 'POST', `/api/conversations/${id}/messages`, {
      as: alice,
      body: { message: 'x', messageId: `${alice.id}-1-abc` },
    }),
    await edit(t, alice, id, mine.messageId, 'changed'),
    await remove(t, alice, id, mine.messageId),
    await openDirect(t.app, alice, carol),
    await call(t.app, 'POST', '/api/conversations', {
      as: alice,
      body: { name: 'g', userNames: [bob.userName, carol.userName] },
    }),
  ];
  for (const refused of refusals) {
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Your account is suspended until /);
  }
  // Reacting, on the socket only, takes the same step (conversations.two-instances.test.ts).
  expect(await history(t, bob, id)).toMatchObject([
    { messageId: mine.messageId, message: 'before' },
    { messageId: theirs.messageId },
  ]);
});

test('a reported message goes to the queue with the messages around it; only through it', async () => {
  const t = await open();
  const [alice, bob, carol] = await students(t.database.db, 3);
  const moderator = await students(t.database.db, 1).then(([m]) => m);
  await t.database.db
    .update(users)
    .set({ role: 'moderator' })
    .where(sql`${users.id} = ${moderator.id}`);
  const id = await friendsTalking(t.app, alice, bob);
  const sent = [];
  for (let i = 0; i < 14; i++) {
    sent.push((await sendTo(t.app, i % 2 ? bob : alice, id, `line ${i}`)).json());
  }
  const target = sent[7]; // Bob's
  const report = (as: TestUser, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/reports', {
      as,
      body: { kind: 'message', reason: 'harassment', messageId: target.messageId, ...body },
    });
  expect((await report(carol, { conversationId: id })).json()).toEqual({
    code: 'NOT_FOUND',
    message: conversationTexts.notFound,
  });
  expect((await report(bob, { conversationId: id })).json().message).toBe(safetyTexts.reportOwn);
  // Without the conversation it is no room message.
  expect((await report(alice, {})).statusCode).toBe(404);
  const filed = await report(alice, { conversationId: id });
  expect(filed.statusCode).toBe(201);

  const queue = (await call(t.app, 'GET', '/api/admin/reports', { as: moderator })).json();
  expect(queue.reports).toHaveLength(1);
  const [queued] = queue.reports;
  expect(queued).toMatchObject({
    conversationId: id,
    message: { messageId: target.messageId, text: 'line 7', deleted: false },
    reported: { userId: bob.id },
  });
  expect(queued.context.map((m: { message: string }) => m.message)).toEqual(
    [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((i) => `line ${i}`),
  );
  // No other route shows the conversation to a moderator.
  for (const url of [`/api/conversations/${id}`, `/api/conversations/${id}/messages`]) {
    expect((await call(t.app, 'GET', url, { as: moderator })).statusCode).toBe(404);
  }
});

test('a deleted account leaves "Deleted account" in a one-to-one, and none of its messages', async () => {
  const t = await open();
  const [alice, bob] = await students(t.database.db, 2);
  const id = await friendsTalking(t.app, alice, bob);
  await sendTo(t.app, alice, id, 'hi');
  await sendTo(t.app, bob, id, 'bye');
  const deleted = await call(t.app, 'DELETE', '/api/account', {
    as: bob,
    body: { password: TEST_PASSWORD },
  });
  expect(deleted.statusCode).toBe(200);
  const view = (await call(t.app, 'GET', `/api/conversations/${id}`, { as: alice })).json();
  expect(view.members).toEqual([
    {
      userId: '',
      username: '',
      fullName: conversationTexts.deletedAccount,
      profilePic: '',
      status: 'accepted',
    },
  ]);
  expect((await history(t, alice, id)).map((m: { message: string }) => m.message)).toEqual(['hi']);
  const refused = await sendTo(t.app, alice, id, 'still there?');
  expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: conversationTexts.cannotMessage });
});

test('edits and deletions have the group chat’s per-person budgets, each its own', async () => {
  const t = await open();
  const [alice, bob] = await students(t.database.db, 2);
  const id = await friendsTalking(t.app, alice, bob);
  const mine = (await sendTo(t.app, alice, id, 'draft')).json();
  for (let i = 0; i < LIMITS.chatEdits.max; i++) {
    expect((await edit(t, alice, id, mine.messageId, `draft ${i}`)).statusCode).toBe(200);
  }
  const over = await edit(t, alice, id, mine.messageId, 'one more');
  expect(over.statusCode).toBe(429);
  expect(over.json()).toEqual({ code: 'RATE_LIMITED', message: conversationTexts.tooFast });
  // Deleting counts apart from editing, and Bob's budget is his own.
  const his = (await sendTo(t.app, bob, id, 'mine')).json();
  expect((await edit(t, bob, id, his.messageId, 'mine!')).statusCode).toBe(200);
  expect((await remove(t, alice, id, mine.messageId)).statusCode).toBe(200);
});
