import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { CHAT_HISTORY_PAGE, newMessageId, type ChatHistoryPage } from '@tuning/shared/chat';
import {
  conversationMessages as chatMessages,
  users,
  ROOM_CONVERSATION_ID,
} from '../../db/schema.ts';
import { createUserCache } from '../users/user-cache.ts';
import { findUserById } from '../users/users.queries.ts';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';
import { createChatService, NEWEST_PAGE_TTL_MS } from './chat.service.ts';
import { call } from '../../../test/http.ts';

const open = appPerTest();

async function storeMessages(t: TestApp, author: TestUser, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    conversationId: ROOM_CONVERSATION_ID,
    messageId: newMessageId(author.id) + i,
    userId: author.id,
    text: `message ${i + 1}`,
  }));
  await t.database.db.insert(chatMessages).values(rows);
}

async function page(t: TestApp, user: TestUser, query = ''): Promise<ChatHistoryPage> {
  const response = await call(t.app, 'GET', `/api/chat/history${query}`, { as: user });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

const texts = (result: ChatHistoryPage) => result.messages.map((m) => m.message);

test('GET /api/chat/history pages like the socket: newest 50 oldest first, then before and after', async () => {
  const testApp = await open();
  const alice = await createUser(testApp.database.db, { fullName: 'Alice Liddell' });
  await storeMessages(testApp, alice, CHAT_HISTORY_PAGE + 10);

  const newest = await page(testApp, alice);
  expect(newest.hasMore).toBe(true);
  expect(newest.messages).toHaveLength(CHAT_HISTORY_PAGE);
  expect(newest.messages[0]).toMatchObject({
    message: 'message 11',
    userId: alice.id,
    username: alice.userName,
    fullName: 'Alice Liddell',
    profilePic: '',
  });
  expect(texts(newest).at(-1)).toBe(`message ${CHAT_HISTORY_PAGE + 10}`);

  const oldest = newest.messages[0]!.seq;
  const older = await page(testApp, alice, `?before=${oldest}`);
  expect(older).toMatchObject({ hasMore: false });
  expect(texts(older)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${i + 1}`));

  const after = await page(testApp, alice, `?after=${newest.messages.at(-3)!.seq}`);
  expect(after.hasMore).toBe(false);
  expect(texts(after)).toEqual([
    `message ${CHAT_HISTORY_PAGE + 9}`,
    `message ${CHAT_HISTORY_PAGE + 10}`,
  ]);
});

test('GET /api/chat/history wants a session and one whole-number cursor', async () => {
  const testApp = await open();
  const alice = await createUser(testApp.database.db);
  const signedOut = await call(testApp.app, 'GET', '/api/chat/history');
  expect(signedOut.statusCode).toBe(401);

  for (const query of [
    '?before=abc',
    '?before=-1',
    '?after=1.5',
    '?before=1&after=2',
    '?limit=10',
    '?before=99999999999999999',
    '?before=',
  ]) {
    const response = await call(testApp.app, 'GET', `/api/chat/history${query}`, { as: alice });
    expect(response.statusCode, query).toBe(400);
    expect(response.json(), query).toMatchObject({ code: 'BAD_REQUEST' });
  }
  // The messages are the ones parseInput gave: the first issue, its field named.
  const told = async (query: string) =>
    (
      await testApp!.app.inject({
        method: 'GET',
        url: `/api/chat/history${query}`,
        headers: { cookie: alice.cookie },
      })
    ).json();
  expect(await told('?before=abc')).toEqual({ code: 'BAD_REQUEST', message: 'Invalid input' });
  expect(await told('?limit=10')).toEqual({ code: 'BAD_REQUEST', message: 'Unknown field: limit' });
  const signedOutBad = await call(testApp.app, 'GET', '/api/chat/history?x=1');
  expect(signedOutBad.statusCode).toBe(401);
});

test('a message sent over the socket is on the very next newest page, even one just served', async () => {
  const testApp = await open();
  const alice = await createUser(testApp.database.db);
  await storeMessages(testApp, alice, 3);
  expect(texts(await page(testApp, alice))).toHaveLength(3);

  // The same service the socket uses: a stored message drops the cached page at once.
  const chat = createChatService({
    db: testApp.database.db,
    users: createUserCache({ db: testApp.database.db, read: findUserById }),
  });
  expect(texts(await chat.history(undefined))).toHaveLength(3);
  const sent = await chat.send(alice.id, { message: 'fresh', messageId: newMessageId(alice.id) });
  expect(sent.message?.message).toBe('fresh');
  expect(texts(await chat.history(undefined)).at(-1)).toBe('fresh');
});

test('the newest page is read once for many openers, and again when it ages or a message lands', async () => {
  const testApp = await open();
  const alice = await createUser(testApp.database.db, { fullName: 'Before Rename' });
  await storeMessages(testApp, alice, 2);
  let now = 5_000_000;
  const chat = createChatService({
    db: testApp.database.db,
    users: createUserCache({ db: testApp.database.db, read: findUserById }),
    now: () => now,
  });
  const [first, second] = await Promise.all([chat.history(undefined), chat.history({})]);
  expect(second).toBe(first);

  await testApp.database.db
    .update(users)
    .set({ fullName: 'After Rename' })
    .where(eq(users.id, alice.id));
  now += NEWEST_PAGE_TTL_MS - 1;
  expect((await chat.history(undefined)).messages[0]?.fullName).toBe('Before Rename');
  now += 1;
  expect((await chat.history(undefined)).messages[0]?.fullName).toBe('After Rename');

  const cached = await chat.history(undefined);
  await storeMessages(testApp, alice, 1);
  chat.messageStored();
  const fresh = await chat.history(undefined);
  expect(fresh).not.toBe(cached);
  expect(fresh.messages).toHaveLength(3);
});
