import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterEach, expect, test, vi } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { createAppEvents } from '../../lib/events.ts';
import { createSessionService } from '../auth/session.service.ts';
import { requireRedis, TEST_REDIS_URL } from '../../../test/services.ts';
import { appPerTest } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { findUserById } from './users.queries.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createUserCache, USER_CACHE_TTL_MS, userRowsChanged } from './user-cache.ts';
import { call } from '../../../test/http.ts';

const open = appPerTest();

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function database(): Promise<Database> {
  const opened = await createTestDatabase();
  cleanup.push(() => opened.close());
  return opened;
}

async function rename(db: Database['db'], userId: string, fullName: string) {
  await db.update(users).set({ fullName }).where(eq(users.id, userId));
}

test('a row is read once, kept for the TTL, and read again at once after userRowsChanged', async () => {
  const { db } = await database();
  const alice = await createUser(db, { fullName: 'First' });
  let now = 1_000_000;
  const read = vi.fn(findUserById);
  const cache = createUserCache({ db, read, now: () => now });
  cleanup.push(() => cache.close());

  expect((await cache.get(alice.id))?.fullName).toBe('First');
  await rename(db, alice.id, 'Second');
  expect((await cache.get(alice.id))?.fullName).toBe('First');
  expect(read).toHaveBeenCalledTimes(1);

  now += USER_CACHE_TTL_MS;
  expect((await cache.get(alice.id))?.fullName).toBe('Second');

  await rename(db, alice.id, 'Third');
  userRowsChanged(db, alice.id);
  expect((await cache.get(alice.id))?.fullName).toBe('Third');
  expect(read).toHaveBeenCalledTimes(3);
  expect(await cache.get(randomUUID())).toBeUndefined();
});

test('a read overtaken by a change is answered but not kept', async () => {
  const { db } = await database();
  const alice = await createUser(db, { fullName: 'Old' });
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let fetched: () => void = () => {};
  const read = new Promise<void>((resolve) => (fetched = resolve));
  const cache = createUserCache({
    db,
    read: async (database, id) => {
      const row = await findUserById(database, id);
      fetched();
      await gate;
      return row;
    },
  });
  cleanup.push(() => cache.close());
  const pending = cache.get(alice.id);
  // The old row has been read; the change lands before the cache gets it.
  await read;
  await rename(db, alice.id, 'New');
  userRowsChanged(db, alice.id);
  release();
  expect((await pending)?.fullName).toBe('Old');
  expect((await cache.get(alice.id))?.fullName).toBe('New');
});

test('a session lookup keeps its user row, unless the user changed while it was read', async () => {
  const { db } = await database();
  const alice = await createUser(db, { fullName: 'Alice' });
  const bob = await createUser(db, { fullName: 'Bob' });
  const read = vi.fn(findUserById);
  const cache = createUserCache({ db, read });
  cleanup.push(() => cache.close());
  const sessions = createSessionService({ db, events: createAppEvents(), users: cache });

  // Alice's handshake: the session lookup brought her row, the author lookup reads nothing.
  expect((await sessions.resolve(alice.token))?.userId).toBe(alice.id);
  expect((await cache.get(alice.id))?.fullName).toBe('Alice');
  expect(read).not.toHaveBeenCalled();

  // Bob is renamed while his session is being looked up: that row is not kept.
  const since = cache.revision();
  const [bobRow] = await db.select().from(users).where(eq(users.id, bob.id));
  await rename(db, bob.id, 'Robert');
  userRowsChanged(db, bob.id);
  cache.prime(bobRow!, since);
  expect((await cache.get(bob.id))?.fullName).toBe('Robert');
  expect(read).toHaveBeenCalledTimes(1);
});

test('every way the app changes a user shows on the next currentuser', async () => {
  const t = await open();
  const alice = await createUser(t.database.db);
  const bob = await createUser(t.database.db);
  const current = async (cookie: string) =>
    (await call(t.app, 'GET', '/api/currentuser', { cookie })).json().currentUserData;

  expect(await current(alice.cookie)).toMatchObject({ userFollower: 0, userBio: '' });
  expect(await current(bob.cookie)).toMatchObject({ userFollowing: 0 });

  const follow = await call(t.app, 'POST', '/api/follow', {
    as: bob,
    body: { targetUserName: alice.userName, action: 'follow' },
  });
  expect(follow.statusCode).toBe(200);
  expect(await current(alice.cookie)).toMatchObject({ userFollower: 1 });
  expect(await current(bob.cookie)).toMatchObject({ userFollowing: 1 });

  const edit = await call(t.app, 'PUT', '/api/currentuser', {
    as: alice,
    body: { fullName: 'Alice Edited', userName: 'alice.edited', bio: 'New bio' },
  });
  expect(edit.json()).toEqual({ proceed: true });
  expect(await current(alice.cookie)).toMatchObject({
    userFullName: 'Alice Edited',
    userUserName: 'alice.edited',
    userBio: 'New bio',
  });

  await t.database.db.update(users).set({ photoVersion: 3 }).where(eq(users.id, alice.id));
  userRowsChanged(t.database.db, alice.id);
  expect((await current(alice.cookie)).userProfilePic).toContain('v=3');
  const removed = await call(t.app, 'DELETE', '/api/deleteprofilepic', {
    as: alice,
    body: { publicId: `tuning_profile_pictures/${alice.id}` },
  });
  expect(removed.json()).toEqual({ removed: true });
  expect((await current(alice.cookie)).userProfilePic).toBe('');
});

test('with Redis, a change on one instance reaches the others, and nothing is kept before that works', async (context) => {
  if (!(await requireRedis())) return context.skip();
  const { db } = await database();
  // Another instance has its own handle on the same database: changes it announces locally do not
  // reach this one except through Redis.
  const handleOnB = Object.create(db) as typeof db;
  const alice = await createUser(db, { fullName: 'Before' });
  const redisA = new Redis(TEST_REDIS_URL);
  const redisB = new Redis(TEST_REDIS_URL);
  cleanup.push(
    () => redisA.disconnect(),
    () => redisB.disconnect(),
  );
  const onA = createUserCache({ db, read: findUserById, redis: redisA });
  const readOnB = vi.fn((_handle: typeof db, id: string) => findUserById(db, id));
  const onB = createUserCache({ db: handleOnB, read: readOnB, redis: redisB });
  cleanup.push(
    () => onA.close(),
    () => onB.close(),
  );

  // Once B's channel is live, B keeps what it reads: a second read is served from memory. (The
  // channel may come up between two reads, or between two tries: the try that counts is one where
  // the second read did not go to the database.)
  await vi.waitFor(
    async () => {
      readOnB.mockClear();
      await onB.get(alice.id);
      await onB.get(alice.id);
      expect(readOnB.mock.calls.length).toBeLessThanOrEqual(1);
    },
    { timeout: 10_000 },
  );
  readOnB.mockClear();
  await onB.get(alice.id);
  expect(readOnB).not.toHaveBeenCalled();
  await rename(db, alice.id, 'After');
  userRowsChanged(db, alice.id);
  await vi.waitFor(async () => expect((await onB.get(alice.id))?.fullName).toBe('After'), {
    timeout: 1000,
    interval: 20,
  });
});
