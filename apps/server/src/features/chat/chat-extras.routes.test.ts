import { afterEach, expect, test } from 'vitest';
import { newMessageId } from '@tuning/shared/chat';
import { MENTION_SUGGESTIONS_MAX, UNREAD_COUNT_MAX } from '@tuning/shared/chat-extras';
import {
  blocks,
  conversationMessages as chatMessages,
  ROOM_CONVERSATION_ID,
} from '../../db/schema.ts';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { postMessage } from '../../../test/safety-helpers.ts';
import { nextEvent, sendAndReceive, type ChatClient } from '../../../test/socket-client.ts';
import { joinedUser, listen, remove } from '../../../test/socket-room.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';

// product.md §13 over HTTP: the read position (`/api/chat/read`) and the `@` autocomplete.

const open = appPerTest();
const clients: ChatClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function listening(): Promise<{ app: TestApp; baseUrl: string }> {
  const app = await open();
  return { app, baseUrl: await listen(app.app) };
}

const connect = (baseUrl: string, user: TestUser) => joinedUser(baseUrl, user, clients);

test('the unread count follows what was sent while away; the position moves forward only and reaches the other tabs', async () => {
  const { app, baseUrl } = await listening();
  const db = app.database.db;
  const alice = await createUser(db);
  const bob = await createUser(db);
  const carol = await createUser(db);
  const read = async (user: TestUser) => {
    const response = await call(app.app, 'GET', '/api/chat/read', { as: user });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json();
  };
  const mark = (user: TestUser, body: unknown) =>
    call(app.app, 'PUT', '/api/chat/read', { as: user, body });

  expect(await read(bob)).toEqual({ lastReadSeq: 0, unread: 0 });
  const a = await connect(baseUrl, alice);
  const b = await connect(baseUrl, bob);
  const bobsOtherTab = await connect(baseUrl, bob);
  await sendAndReceive(a, alice, 'first', [b]);
  expect(await read(bob)).toEqual({ lastReadSeq: 0, unread: 1 });
  const [{ seq: firstSeq }] = (await call(app.app, 'GET', '/api/chat/history', { as: bob })).json()
    .messages;

  // Reading on one tab moves the others.
  const moved = nextEvent(bobsOtherTab, 'readPosition');
  const marked = await mark(bob, { seq: firstSeq });
  expect(marked.statusCode).toBe(200);
  expect(marked.json()).toEqual({ lastReadSeq: firstSeq, unread: 0 });
  expect(await moved).toEqual([{ lastReadSeq: firstSeq }]);

  // Away: what others send counts; his own, deleted ones and those of people he mutes do not.
  b.close();
  bobsOtherTab.close();
  await sendAndReceive(a, alice, 'while you were out', [a]);
  await sendAndReceive(a, alice, 'and this', [a]);
  const regret = await sendAndReceive(a, alice, 'regret', [a]);
  expect(await remove(a, { messageId: regret })).toEqual({ ok: true });
  await postMessage(db, bob, 'bob from another device');
  await db.insert(blocks).values({ blockerId: bob.id, blockedId: carol.id, kind: 'mute' });
  await postMessage(db, carol, 'muted chatter');

  const back = await connect(baseUrl, bob);
  expect(back.connected).toBe(true);
  expect(await read(bob)).toEqual({ lastReadSeq: firstSeq, unread: 2 });

  // Backwards changes nothing; past the newest message stops at it.
  expect((await mark(bob, { seq: 0 })).json()).toEqual({ lastReadSeq: firstSeq, unread: 2 });
  const last = (await call(app.app, 'GET', '/api/chat/history', { as: alice }))
    .json()
    .messages.at(-1).seq;
  expect((await mark(bob, { seq: last + 1000 })).json()).toEqual({
    lastReadSeq: last,
    unread: 0,
  });

  // Counts stop at UNREAD_COUNT_MAX.
  await db.insert(chatMessages).values(
    Array.from({ length: UNREAD_COUNT_MAX + 5 }, (_, i) => ({
      conversationId: ROOM_CONVERSATION_ID,
      messageId: `${newMessageId(alice.id)}-${i}`,
      userId: alice.id,
      text: `flood ${i}`,
    })),
  );
  expect(await read(bob)).toEqual({ lastReadSeq: last, unread: UNREAD_COUNT_MAX });

  for (const body of [{}, { seq: -1 }, { seq: 1.5 }, { seq: '3' }, { seq: 3, extra: 1 }]) {
    expect((await mark(bob, body)).statusCode).toBe(400);
  }
  expect((await call(app.app, 'GET', '/api/chat/read')).statusCode).toBe(401);
  expect((await call(app.app, 'PUT', '/api/chat/read', { body: { seq: 1 } })).statusCode).toBe(401);
}, 60_000); // the file's first password hash is slow on a busy machine

test('someone who never opened the chat starts after what was said before they signed up', async () => {
  const t = await open();
  const db = t.database.db;
  const alice = await createUser(db);
  await postMessage(db, alice, 'before anyone else came');
  await postMessage(db, alice, 'still before');
  await new Promise((resolve) => setTimeout(resolve, 5));
  const newcomer = await createUser(db);
  const read = async () =>
    (await call(t.app, 'GET', '/api/chat/read', { as: newcomer })).json() as unknown;

  const seqOf = async (text: string) =>
    (await db.select().from(chatMessages)).find((row) => row.text === text)!.seq;
  expect(await read()).toEqual({ lastReadSeq: await seqOf('still before'), unread: 0 });
  await postMessage(db, alice, 'welcome!');
  expect(await read()).toEqual({ lastReadSeq: await seqOf('still before'), unread: 1 });
});

test('@ suggestions: by username or a word of the name; not blockers, suspended people or oneself', async () => {
  const t = await open();
  const db = t.database.db;
  const viewer = await createUser(db, { userName: 'viewer', fullName: 'Vera Viewer' });
  await createUser(db, { userName: 'alice_w', fullName: 'Alice Wonder' });
  await createUser(db, { userName: 'alfred', fullName: 'Fred Smith' });
  await createUser(db, { userName: 'zed', fullName: 'Mary Al-Zed' });
  await createUser(db, { userName: 'zara', fullName: 'Zara Alvarez' });
  await createUser(db, { userName: 'al', fullName: 'Al Exact' });
  await createUser(db, {
    userName: 'alsus',
    fullName: 'Suspended Al',
    suspendedUntil: new Date(Date.now() + 3_600_000),
  });
  const blocker = await createUser(db, { userName: 'alblock', fullName: 'Al Blocker' });
  await db.insert(blocks).values({ blockerId: blocker.id, blockedId: viewer.id, kind: 'block' });
  const suggest = async (q: string) => {
    const response = await call(t.app, 'GET', `/api/chat/mentions?q=${encodeURIComponent(q)}`, {
      as: viewer,
    });
    expect(response.statusCode).toBe(200);
    return response.json().users as { username: string; profilePic: string }[];
  };

  // The exact name first, then usernames, then names with a word that starts so.
  expect((await suggest('AL')).map((u) => u.username)).toEqual([
    'al',
    'alfred',
    'alice_w',
    'zara',
    'zed',
  ]);
  expect((await suggest('@alf')).map((u) => u.username)).toEqual(['alfred']);
  expect((await suggest('wond')).map((u) => u.username)).toEqual(['alice_w']);
  expect((await suggest('vie')).map((u) => u.username)).toEqual([]);
  // LIKE's wildcards are letters here.
  expect(await suggest('%')).toEqual([]);
  expect(await suggest('_')).toEqual([]);
  expect((await suggest('alice'))[0]).toEqual({
    userId: expect.any(String),
    username: 'alice_w',
    fullName: 'Alice Wonder',
    profilePic: '',
  });

  for (const query of [`q=${'a'.repeat(31)}`, 'q=a&extra=1', 'q=%00']) {
    expect(
      (await call(t.app, 'GET', `/api/chat/mentions?${query}`, { as: viewer })).statusCode,
    ).toBe(400);
  }
  expect((await call(t.app, 'GET', '/api/chat/mentions?q=al')).statusCode).toBe(401);
});

test('@ with nothing typed: people who wrote lately, newest first, then people one follows', async () => {
  const t = await open();
  const db = t.database.db;
  const viewer = await createUser(db);
  const people = await Promise.all(Array.from({ length: 4 }, () => createUser(db)));
  const [early, late, followed, stranger] = people as [TestUser, TestUser, TestUser, TestUser];
  await postMessage(db, early, 'first');
  await postMessage(db, late, 'second');
  await postMessage(db, viewer, 'mine');
  const follow = await call(t.app, 'POST', '/api/follow', {
    as: viewer,
    body: { targetUserName: followed.userName, action: 'follow' },
  });
  expect(follow.statusCode).toBe(200);

  const response = await call(t.app, 'GET', '/api/chat/mentions', { as: viewer });
  expect(response.statusCode).toBe(200);
  const names = response.json().users.map((u: { username: string }) => u.username);
  expect(names).toEqual([late.userName, early.userName, followed.userName]);
  expect(names).not.toContain(stranger.userName);
  expect(names.length).toBeLessThanOrEqual(MENTION_SUGGESTIONS_MAX);
});
