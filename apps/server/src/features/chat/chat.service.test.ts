import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { expect, test } from 'vitest';
import { requireRedis, TEST_REDIS_URL } from '../../../test/services.ts';
import { createSendLimiter } from './chat.service.ts';

const limit = { max: 3, windowMs: 10_000 };

async function hits(limiter: ReturnType<typeof createSendLimiter>, userId: string, n: number) {
  const results: boolean[] = [];
  for (let i = 0; i < n; i++) results.push(await limiter.hit(userId));
  return results;
}

test('the in-memory limiter allows max sends per user per window', async () => {
  let now = 1_000_000;
  const limiter = createSendLimiter(undefined, limit, () => now);
  expect(await hits(limiter, 'a', 4)).toEqual([true, true, true, false]);
  expect(await hits(limiter, 'b', 1)).toEqual([true]);
  now += limit.windowMs;
  expect(await hits(limiter, 'a', 1)).toEqual([true]);
});

test('the Redis limiter counts across instances sharing Redis', async (context) => {
  if (!(await requireRedis())) {
    return context.skip();
  }
  const a = new Redis(TEST_REDIS_URL);
  const b = new Redis(TEST_REDIS_URL);
  try {
    const now = () => 2_000_000;
    const user = `limiter-test-${randomBytes(6).toString('hex')}`;
    const onA = createSendLimiter(a, limit, now);
    const onB = createSendLimiter(b, limit, now);
    expect(await hits(onA, user, 2)).toEqual([true, true]);
    expect(await hits(onB, user, 2)).toEqual([true, false]);
    expect(
      await a.pttl(`tuning-chat-rl:${user}:${Math.floor(now() / limit.windowMs)}`),
    ).toBeGreaterThan(0);
  } finally {
    a.disconnect();
    b.disconnect();
  }
});
