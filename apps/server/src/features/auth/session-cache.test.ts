import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, expect, test, vi } from 'vitest';
import { requireRedis, TEST_REDIS_URL } from '../../../test/services.ts';
import { createAppEvents } from '../../lib/events.ts';
import { createSessionCache, SESSION_CACHE_TTL_MS, type SessionCache } from './session-cache.ts';

const NOW = 1_000_000;
const inAnHour = new Date(NOW + 3_600_000);
const opened: Array<{ close(): Promise<void> | void }> = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((item) => item.close()));
});

function localCache() {
  const events = createAppEvents();
  const cache = createSessionCache({ events });
  opened.push(cache);
  return { events, cache };
}

function remember(cache: SessionCache, hash: string, userId: string, expiresAt = inAnHour) {
  cache.set(hash, { userId, expiresAt }, { revision: cache.revision(), now: NOW });
}

test('a remembered session is answered until it expires or the cache entry ages out', () => {
  const { cache } = localCache();
  expect(cache.get('h1', NOW)).toBeUndefined();
  remember(cache, 'h1', 'u1', new Date(NOW + 10_000));
  remember(cache, 'h2', 'u2');
  expect(cache.get('h1', NOW + 9_999)).toBe('u1');
  expect(cache.get('h1', NOW + 10_000)).toBeUndefined();
  expect(cache.get('h2', NOW + SESSION_CACHE_TTL_MS - 1)).toBe('u2');
  expect(cache.get('h2', NOW + SESSION_CACHE_TTL_MS)).toBeUndefined();
});

test('a logout forgets that session; a password reset forgets every session of the user', () => {
  const { events, cache } = localCache();
  remember(cache, 'a1', 'alice');
  remember(cache, 'a2', 'alice');
  remember(cache, 'b1', 'bob');
  events.emit('sessionsRevoked', { userId: 'alice', sessionHash: 'a1' });
  expect(cache.get('a1', NOW)).toBeUndefined();
  expect(cache.get('a2', NOW)).toBe('alice');
  events.emit('sessionsRevoked', { userId: 'alice' });
  expect(cache.get('a2', NOW)).toBeUndefined();
  expect(cache.get('b1', NOW)).toBe('bob');
});

test('a lookup overtaken by a revocation is not remembered', () => {
  const { events, cache } = localCache();
  // The database said "live" before the logout landed; the answer arrives after it.
  const revision = cache.revision();
  events.emit('sessionsRevoked', { userId: 'alice', sessionHash: 'a1' });
  cache.set('a1', { userId: 'alice', expiresAt: inAnHour }, { revision, now: NOW });
  expect(cache.get('a1', NOW)).toBeUndefined();
});

test('after closing, nothing is answered and revocations are no longer followed', async () => {
  const { events, cache } = localCache();
  remember(cache, 'a1', 'alice');
  await cache.close();
  expect(cache.get('a1', NOW)).toBeUndefined();
  expect(events.listenerCount('sessionsRevoked')).toBe(0);
});

test('with Redis, a logout on one instance is applied by the others', async (context) => {
  if (!(await requireRedis())) return context.skip();
  const connections = [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)];
  opened.push(...connections.map((redis) => ({ close: () => redis.disconnect() })));
  const [eventsA, eventsB] = [createAppEvents(), createAppEvents()];
  const a = createSessionCache({ events: eventsA, redis: connections[0] });
  const b = createSessionCache({ events: eventsB, redis: connections[1] });
  opened.unshift(a, b);
  const user = `cache-test-${randomBytes(6).toString('hex')}`;

  // Nothing is answered until the revocation channel is subscribed.
  remember(b, 'h1', user);
  expect(b.get('h1', NOW)).toBeUndefined();
  await vi.waitFor(
    () => {
      remember(a, 'h1', user);
      remember(b, 'h1', user);
      expect(a.get('h1', NOW)).toBe(user);
      expect(b.get('h1', NOW)).toBe(user);
    },
    { timeout: 5000 },
  );
  remember(b, 'h2', user);

  eventsA.emit('sessionsRevoked', { userId: user, sessionHash: 'h1' });
  expect(a.get('h1', NOW)).toBeUndefined();
  await vi.waitFor(() => expect(b.get('h1', NOW)).toBeUndefined(), { timeout: 5000 });
  expect(b.get('h2', NOW)).toBe(user);

  eventsA.emit('sessionsRevoked', { userId: user });
  await vi.waitFor(() => expect(b.get('h2', NOW)).toBeUndefined(), { timeout: 5000 });
});

test('with Redis, a lost subscription empties the cache and an unreadable message is not trusted', async (context) => {
  if (!(await requireRedis())) return context.skip();
  const name = `session-cache-test-${randomBytes(6).toString('hex')}`;
  // The cache's subscriber is a duplicate of this connection, so it carries the same name.
  const redis = new Redis(TEST_REDIS_URL, { connectionName: name });
  const publisher = new Redis(TEST_REDIS_URL);
  opened.push({ close: () => redis.disconnect() }, { close: () => publisher.disconnect() });
  const cache = createSessionCache({ events: createAppEvents(), redis });
  opened.unshift(cache);
  await vi.waitFor(
    () => {
      remember(cache, 'h1', 'u1');
      expect(cache.get('h1', NOW)).toBe('u1');
    },
    { timeout: 5000 },
  );

  await publisher.publish('tuning:sessions-revoked', 'not json');
  await vi.waitFor(() => expect(cache.get('h1', NOW)).toBeUndefined(), { timeout: 5000 });

  remember(cache, 'h1', 'u1');
  expect(cache.get('h1', NOW)).toBe('u1');
  // Kill this cache's subscriber connection on the Redis side: it must stop answering.
  const clients = await publisher.client('LIST');
  const subscriberIds = String(clients)
    .split('\n')
    .filter((line) => line.includes(` name=${name} `) && line.includes(' sub=1 '))
    .map((line) => /id=(\d+)/.exec(line)?.[1])
    .filter((id): id is string => id !== undefined);
  expect(subscriberIds.length).toBeGreaterThan(0);
  for (const id of subscriberIds) await publisher.client('KILL', 'ID', id);
  await vi.waitFor(() => expect(cache.get('h1', NOW)).toBeUndefined(), { timeout: 5000 });
  // It subscribes again by itself and then answers again.
  await vi.waitFor(
    () => {
      remember(cache, 'h1', 'u1');
      expect(cache.get('h1', NOW)).toBe('u1');
    },
    { timeout: 10_000 },
  );
});
