import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { expect, test } from 'vitest';
import {
  createLocalInFlightGuard,
  createRedisInFlightGuard,
  type InFlightGuard,
} from './in-flight-guard.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

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
  if (!(await reachable(REDIS_URL))) {
    if (process.env.CI === 'true') throw new Error(`Redis is not reachable at ${REDIS_URL}`);
    return context.skip();
  }
  const a = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const b = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    await holdsOneAtATime(createRedisInFlightGuard(a), createRedisInFlightGuard(b));
    const key = `user-${randomBytes(4).toString('hex')}:kai`;
    expect(await createRedisInFlightGuard(a, 100).acquire(key)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await createRedisInFlightGuard(b).acquire(key)).toBe(true);
    await createRedisInFlightGuard(b).release(key);
  } finally {
    a.disconnect();
    b.disconnect();
  }
});
