import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { expect, test } from 'vitest';
import { requireRedis, TEST_REDIS_URL } from '../../../test/services.ts';
import {
  createLocalInFlightGuard,
  createRedisInFlightGuard,
  type InFlightGuard,
} from './in-flight-guard.ts';

async function holdsOneAtATime(first: InFlightGuard, second: InFlightGuard) {
  const key = `user-${randomBytes(4).toString('hex')}:asahi`;
  expect(await first.acquire(key)).toBe(true);
  expect(await second.acquire(key)).toBe(false);
  expect(await first.acquire(`${key}-other`)).toBe(true);
  await first.release(key);
  expect(await second.acquire(key)).toBe(true);
  await second.release(key);
  await first.release(`${key}-other`);
}

test('the in-process guard lets one reply per key through at a time', async () => {
  const guard = createLocalInFlightGuard();
  await holdsOneAtATime(guard, guard);
});

test('with Redis, two instances share the guard, and a lost holder expires', async (context) => {
  if (!(await requireRedis())) {
    return context.skip();
  }
  const a = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  const b = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    await holdsOneAtATime(createRedisInFlightGuard(a), createRedisInFlightGuard(b));
    const key = `user-${randomBytes(4).toString('hex')}:kai`;
    // A holder that never releases: the key is free again once its 100 ms have run out.
    expect(await createRedisInFlightGuard(a, 100).acquire(key)).toBe(true);
    const other = createRedisInFlightGuard(b);
    await expect.poll(() => other.acquire(key), { timeout: 1000, interval: 20 }).toBe(true);
    await other.release(key);
  } finally {
    a.disconnect();
    b.disconnect();
  }
});
