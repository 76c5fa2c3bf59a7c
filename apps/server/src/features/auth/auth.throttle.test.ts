import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { expect, test, vi } from 'vitest';

const waits: number[] = [];
vi.mock('node:timers/promises', () => ({
  setTimeout: vi.fn(async (ms: number) => {
    waits.push(ms);
  }),
}));

const { THROTTLES, throttle } = await import('./auth.throttle.ts');

test('finding 1: one account-and-client pair is slowed progressively, then refused', async () => {
  const app = Fastify();
  await app.register(rateLimit, { global: false });
  app.post(
    '/login',
    {
      preHandler: throttle(
        app,
        [THROTTLES.loginAccount, THROTTLES.loginSlow, THROTTLES.loginSlower],
        'Too many',
        1000,
      ),
    },
    async () => ({ ok: true }),
  );
  const attempt = (ip: string) =>
    app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: ip,
      payload: { phoneOrEmail: 'sam@gmail.com' },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await attempt('10.0.0.1')).statusCode);
  // Three free attempts, three slowed by one step, four by four steps, then refused.
  expect(waits).toEqual([1000, 1000, 1000, 4000, 4000, 4000, 4000]);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429]);
  // Another client of the same account starts fresh.
  waits.length = 0;
  expect((await attempt('10.0.0.2')).statusCode).toBe(200);
  expect(waits).toEqual([]);
  await app.close();
});
