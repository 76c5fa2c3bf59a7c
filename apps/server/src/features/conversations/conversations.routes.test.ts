import { expect, test } from 'vitest';
import { newMessageId } from '@tuning/shared/chat';
import { conversationTexts } from '@tuning/shared/conversations';
import {
  follow as followIn,
  openDirect as openDirectIn,
  sendTo,
  students as studentsIn,
} from '../../../test/conversations.ts';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';
import { conversationMessages } from '../../db/schema.ts';
import { LIMITS } from '../../lib/limits.ts';

// Private conversations over HTTP (issue 34, ADR 0035), on PGlite and on PostgreSQL.

const open = appPerTest();
/** `count` students old enough for the full request budget. */
const students = <N extends number>(t: TestApp, count: N) => studentsIn(t.database.db, count);
const follow = (t: TestApp, from: TestUser, to: TestUser) => followIn(t.app, from, to);
const openDirect = (t: TestApp, from: TestUser, to: TestUser) => openDirectIn(t.app, from, to);
const send = (t: TestApp, as: TestUser, id: string, message: string) =>
  sendTo(t.app, as, id, message);

const inbox = async (t: TestApp, as: TestUser, folder = 'inbox') =>
  (await call(t.app, 'GET', `/api/conversations?folder=${folder}`, { as })).json();

test('a first message from someone not followed is a request until accepted; outsiders see nothing', async () => {
  const t = await open();
  const [alice, bob, carol] = await students(t, 3);
  const opened = await openDirect(t, alice, bob);
  expect(opened.statusCode).toBe(200);
  const { conversationId } = opened.json();
  // Opening again (either side) finds the same one.
  expect((await openDirect(t, alice, bob)).json().conversationId).toBe(conversationId);
  expect((await openDirect(t, bob, alice)).json().conversationId).toBe(conversationId);

  const sent = await send(t, alice, conversationId, ' hi Bob ');
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toMatchObject({ conversationId, message: ' hi Bob ', userId: alice.id });

  expect((await inbox(t, bob)).conversations).toEqual([]);
  const requests = await inbox(t, bob, 'requests');
  expect(requests.conversations).toHaveLength(1);
  expect(requests.conversations[0]).toMatchObject({
    conversationId,
    kind: 'direct',
    status: 'requested',
    unread: 1,
    lastMessage: { message: ' hi Bob ' },
    members: [{ userId: alice.id, status: 'accepted' }],
  });
  expect((await inbox(t, alice)).conversations[0]).toMatchObject({ conversationId, unread: 0 });

  // Carol is no member: the conversation does not exist for her.
  const notFound = { code: 'NOT_FOUND', message: conversationTexts.notFound };
  for (const [method, url, body] of [
    ['GET', `/api/conversations/${conversationId}`, undefined],
    ['GET', `/api/conversations/${conversationId}/messages`, undefined],
    [
      'POST',
      `/api/conversations/${conversationId}/messages`,
      { message: 'x', messageId: newMessageId(carol!.id) },
    ],
    ['PUT', `/api/conversations/${conversationId}/read`, { seq: 1 }],
    ['POST', `/api/conversations/${conversationId}/accept`, undefined],
    ['POST', `/api/conversations/${conversationId}/leave`, undefined],
  ] as const) {
    const res = await call(t.app, method, url, { as: carol, body });
    expect(res.statusCode, url).toBe(404);
    expect(res.json()).toEqual(notFound);
  }

  const accepted = await call(t.app, 'POST', `/api/conversations/${conversationId}/accept`, {
    as: bob,
  });
  expect(accepted.json()).toMatchObject({ status: 'accepted' });
  expect((await inbox(t, bob)).conversations).toHaveLength(1);
  expect((await inbox(t, bob, 'requests')).conversations).toEqual([]);

  const seq = sent.json().seq as number;
  const read = await call(t.app, 'PUT', `/api/conversations/${conversationId}/read`, {
    as: bob,
    body: { seq },
  });
  expect(read.json()).toEqual({ lastReadSeq: seq, unread: 0 });
});

test('a resend is stored once; the same messageId from someone else is refused', async () => {
  const t = await open();
  const [alice, bob] = await students(t, 2);
  await follow(t, bob, alice);
  const { conversationId } = (await openDirect(t, alice, bob)).json();
  const body = { message: 'once', messageId: newMessageId(alice.id) };
  const url = `/api/conversations/${conversationId}/messages`;
  const first = await call(t.app, 'POST', url, { as: alice, body });
  const again = await call(t.app, 'POST', url, { as: alice, body });
  expect(again.json()).toEqual(first.json());
  const stolen = await call(t.app, 'POST', url, { as: bob, body });
  expect(stolen.statusCode).toBe(409);
  const history = (await call(t.app, 'GET', url, { as: bob })).json();
  expect(history.messages.map((m: { message: string }) => m.message)).toEqual(['once']);
  // Bob follows Alice: no request for him.
  expect((await inbox(t, bob)).conversations[0]).toMatchObject({ status: 'accepted', unread: 1 });
});

test('who can message me: nobody, people I follow, everyone', async () => {
  const t = await open();
  const [alice, bob] = await students(t, 2);
  const setting = (who: string) =>
    call(t.app, 'PUT', '/api/messages/settings', { as: bob, body: { whoCanMessage: who } });
  expect((await call(t.app, 'GET', '/api/messages/settings', { as: bob })).json()).toEqual({
    whoCanMessage: 'everyone',
    readReceipts: true,
  });
  expect((await setting('nobody')).json()).toEqual({ whoCanMessage: 'nobody', readReceipts: true });
  const refused = await openDirect(t, alice, bob);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: conversationTexts.cannotMessage });

  await setting('following');
  expect((await openDirect(t, alice, bob)).statusCode).toBe(403);

  // Carol opens one while Bob takes everyone, then he says nobody: her request is refused.
  await setting('everyone');
  const carol = (await students(t, 1))[0];
  const { conversationId } = (await openDirect(t, carol, bob)).json();
  await setting('nobody');
  const late = await send(t, carol, conversationId, 'hi?');
  expect(late.statusCode).toBe(403);
  expect(late.json().message).toBe(conversationTexts.cannotMessage);

  await setting('following');
  await follow(t, bob, alice);
  expect((await openDirect(t, alice, bob)).statusCode).toBe(200);

  const bad = await setting('friends');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().code).toBe('BAD_REQUEST');
});

test('a new account starts at most a few requests a day; a declined request takes no more', async () => {
  const t = await open();
  const newcomer = await createUser(t.database.db);
  const others: TestUser[] = await students(t, LIMITS.messageRequests.newAccountPerDay + 1);
  const ids: string[] = [];
  for (const other of others)
    ids.push((await openDirect(t, newcomer, other)).json().conversationId);
  for (const id of ids.slice(0, -1))
    expect((await send(t, newcomer, id, 'hey')).statusCode).toBe(200);
  // A second message in a request already counted costs nothing.
  expect((await send(t, newcomer, ids[0]!, 'hey again')).statusCode).toBe(200);
  const over = await send(t, newcomer, ids.at(-1)!, 'hey');
  expect(over.statusCode).toBe(429);
  expect(over.json()).toEqual({ code: 'RATE_LIMITED', message: conversationTexts.tooManyRequests });

  // The first one declines: it leaves their requests, and the sender can't write to it.
  const declined = await call(t.app, 'POST', `/api/conversations/${ids[0]}/decline`, {
    as: others[0],
  });
  expect(declined.json()).toEqual({ ok: true });
  expect((await inbox(t, others[0]!, 'requests')).conversations).toEqual([]);
  expect(
    (await call(t.app, 'GET', `/api/conversations/${ids[0]}`, { as: others[0] })).statusCode,
  ).toBe(404);
  const refused = await send(t, newcomer, ids[0]!, 'please');
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(conversationTexts.cannotMessage);
  // The sender is not told it was deleted.
  const seen = await call(t.app, 'GET', `/api/conversations/${ids[0]}`, { as: newcomer });
  expect(seen.json().members).toEqual([expect.objectContaining({ status: 'requested' })]);
  // Its recipient may open it again themselves: it is theirs, accepted.
  const reopened = await openDirect(t, others[0]!, newcomer);
  expect(reopened.json()).toMatchObject({ conversationId: ids[0], status: 'accepted' });
  expect((await send(t, newcomer, ids[0]!, 'thanks')).statusCode).toBe(200);
});

test('a block ends a one-to-one both ways', async () => {
  const t = await open();
  const [alice, bob] = await students(t, 2);
  await follow(t, bob, alice);
  const { conversationId } = (await openDirect(t, alice, bob)).json();
  expect((await send(t, alice, conversationId, 'hi')).statusCode).toBe(200);
  const blocked = await call(t.app, 'POST', '/api/blocks', {
    as: bob,
    body: { userName: alice.userName },
  });
  expect(blocked.statusCode).toBe(200);
  for (const sender of [alice, bob]) {
    const res = await send(t, sender, conversationId, 'still there?');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(conversationTexts.cannotMessage);
  }
  // Neither can start another.
  expect((await openDirect(t, bob, alice)).statusCode).toBe(200); // the same one, to read
  const carol = (await students(t, 1))[0]!;
  await call(t.app, 'POST', '/api/blocks', { as: carol, body: { userName: alice.userName } });
  expect((await openDirect(t, alice, carol)).statusCode).toBe(403);
});

test('groups: 2–10 people the creator follows; the creator renames, adds and removes; members leave', async () => {
  const t = await open();
  const [alice, bob, carol, dan, eve] = await students(t, 5);
  for (const other of [bob, carol, dan]) await follow(t, alice, other!);
  await follow(t, bob, alice);

  const notFollowed = await call(t.app, 'POST', '/api/conversations', {
    as: alice,
    body: { name: 'Lab', userNames: [bob!.userName, eve!.userName] },
  });
  expect(notFollowed.statusCode).toBe(403);
  expect(notFollowed.json().message).toBe(conversationTexts.notFollowing(eve!.userName));
  for (const body of [
    { name: 'Lab', userNames: [] },
    { name: '  ', userNames: [bob!.userName] },
    { name: 'Lab', userNames: Array.from({ length: 10 }, (_, i) => `someone${i}`) },
    { name: 'Lab', userNames: [bob!.userName], extra: 1 },
  ]) {
    const res = await call(t.app, 'POST', '/api/conversations', { as: alice, body });
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  }

  const made = await call(t.app, 'POST', '/api/conversations', {
    as: alice,
    body: { name: 'Lab group', userNames: [bob!.userName, carol!.userName] },
  });
  expect(made.statusCode).toBe(200);
  const group = made.json();
  expect(group).toMatchObject({ kind: 'group', name: 'Lab group', createdBy: alice.id });
  // Bob follows Alice; Carol does not: it is a request for her.
  const statuses = Object.fromEntries(
    group.members.map((m: { userId: string; status: string }) => [m.userId, m.status]),
  );
  expect(statuses).toEqual({ [bob!.id]: 'accepted', [carol!.id]: 'requested' });
  const id = group.conversationId as string;
  const url = `/api/conversations/${id}`;

  expect((await call(t.app, 'PATCH', url, { as: bob, body: { name: 'Mine' } })).statusCode).toBe(
    403,
  );
  expect(
    (await call(t.app, 'PATCH', url, { as: alice, body: { name: 'Lab 2' } })).json().name,
  ).toBe('Lab 2');
  const added = await call(t.app, 'POST', `${url}/members`, {
    as: alice,
    body: { userName: dan!.userName },
  });
  expect(added.json().members).toHaveLength(3);
  expect(
    (await call(t.app, 'POST', `${url}/members`, { as: bob, body: { userName: dan!.userName } }))
      .statusCode,
  ).toBe(403);

  expect((await send(t, carol!, id, 'hello all')).statusCode).toBe(200);
  // Carol's reply accepted the request.
  expect((await inbox(t, carol!)).conversations[0]).toMatchObject({
    conversationId: id,
    status: 'accepted',
  });

  const removed = await call(t.app, 'DELETE', `${url}/members/${carol!.id}`, { as: alice });
  expect(removed.json()).toEqual({ ok: true });
  expect((await call(t.app, 'GET', `${url}/messages`, { as: carol })).statusCode).toBe(404);
  expect((await send(t, carol!, id, 'back?')).statusCode).toBe(404);

  expect((await call(t.app, 'POST', `${url}/leave`, { as: bob })).json()).toEqual({ ok: true });
  expect((await call(t.app, 'GET', url, { as: bob })).statusCode).toBe(404);
  expect((await call(t.app, 'GET', url, { as: alice })).json().members).toHaveLength(1);
});

test('history comes by keyset pages, oldest first in each; the inbox pages newest first', async () => {
  const t = await open();
  const [alice, bob] = await students(t, 2);
  await follow(t, bob, alice);
  const { conversationId } = (await openDirect(t, alice, bob)).json();
  await t.database.db.insert(conversationMessages).values(
    Array.from({ length: 60 }, (_, i) => ({
      conversationId,
      userId: alice.id,
      messageId: newMessageId(alice.id) + i,
      text: `m${i}`,
    })),
  );
  const url = `/api/conversations/${conversationId}/messages`;
  const newest = (await call(t.app, 'GET', url, { as: bob })).json();
  expect(newest.hasMore).toBe(true);
  expect(newest.messages).toHaveLength(50);
  expect(newest.messages[0].message).toBe('m10');
  expect(newest.messages.at(-1).message).toBe('m59');
  const older = (
    await call(t.app, 'GET', `${url}?before=${newest.messages[0].seq}`, { as: bob })
  ).json();
  expect(older).toMatchObject({ hasMore: false });
  expect(older.messages.map((m: { message: string }) => m.message)).toEqual(
    Array.from({ length: 10 }, (_, i) => `m${i}`),
  );
  expect((await call(t.app, 'GET', `${url}?before=abc`, { as: bob })).statusCode).toBe(400);

  // 22 conversations for Alice (one she opened counts without a message): 20, then the rest.
  const others = await students(t, 21);
  for (const other of others) {
    expect((await openDirect(t, alice, other)).statusCode).toBe(200);
  }
  const first = await inbox(t, alice);
  expect(first.conversations).toHaveLength(20);
  expect(first.conversations[0]).toMatchObject({
    lastMessage: null,
    members: [{ userId: others.at(-1)!.id }],
  });
  const rest = (
    await call(t.app, 'GET', `/api/conversations?before=${first.next}`, { as: alice })
  ).json();
  expect(rest.conversations).toHaveLength(2);
  expect(rest.next).toBeUndefined();
  expect(rest.conversations.at(-1).conversationId).toBe(conversationId);
});

test("an inbox page counts each conversation's unread messages: from others, after the reader's position, not deleted", async () => {
  const t = await open();
  const [bob, alice, carol, dave] = await students(t, 4);
  const ids: Record<string, string> = {};
  for (const [name, other] of [
    ['alice', alice],
    ['carol', carol],
    ['dave', dave],
  ] as const) {
    await follow(t, bob, other);
    ids[name] = (await openDirect(t, other, bob)).json().conversationId;
  }
  const first = (await send(t, alice, ids.alice!, 'one')).json();
  await send(t, alice, ids.alice!, 'two');
  await send(t, alice, ids.alice!, 'three');
  await call(t.app, 'PUT', `/api/conversations/${ids.alice}/read`, {
    as: bob,
    body: { seq: first.seq },
  });
  const gone = (await send(t, carol, ids.carol!, 'oops')).json();
  const deleted = await call(
    t.app,
    'DELETE',
    `/api/conversations/${ids.carol}/messages/${gone.messageId}`,
    { as: carol },
  );
  expect(deleted.statusCode).toBe(200);
  await send(t, dave, ids.dave!, 'hello');
  await send(t, dave, ids.dave!, 'there');
  await send(t, bob, ids.dave!, 'hi Dave');

  const page = (await inbox(t, bob)).conversations as { conversationId: string; unread: number }[];
  const unread = Object.fromEntries(page.map((c) => [c.conversationId, c.unread]));
  expect(unread).toEqual({ [ids.alice!]: 2, [ids.carol!]: 0, [ids.dave!]: 2 });
  // Dave's own two are not unread for him; Bob's reply is.
  expect((await inbox(t, dave)).conversations[0]).toMatchObject({ unread: 1 });
});
