import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { expect, test, vi } from 'vitest';

const waits: number[] = [];
vi.mock('node:timers/promises', () => ({
  setTimeout: vi.fn(async (ms: number) => {
    waits.push(ms);
  }),
}));

const { THROTTLES, clientOf, throttle } = await import('./auth.throttle.ts');

/** A login route behind `rules`, and a way to try it from an address. */
async function loginRoute(rules: Parameters<typeof throttle>[1], delayMs = 0) {
  const app = Fastify();
  await app.register(rateLimit, { global: false });
  app.post('/login', { preHandler: throttle(app, rules, 'Too many', delayMs) }, async () => ({
    ok: true,
  }));
  const attempt = (ip: string) =>
    app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: ip,
      payload: { phoneOrEmail: 'sam@gmail.com' },
    });
  return { app, attempt };
}

test('finding 1: one account-and-client pair is slowed progressively, then refused', async () => {
  const { app, attempt } = await loginRoute(
    [THROTTLES.loginAccount, THROTTLES.loginSlow, THROTTLES.loginSlower],
    1000,
  );
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

test('finding 1: a client is an IPv4 address or an IPv6 /64, so one host cannot rotate addresses', () => {
  expect(clientOf('10.1.2.3')).toBe('10.1.2.3');
  expect(clientOf('::ffff:10.1.2.3')).toBe('10.1.2.3');
  expect(clientOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
  expect(clientOf('2001:DB8:1:2::ffff')).toBe('2001:db8:1:2::/64');
  expect(clientOf('2001:0db8:0001:0002:aaaa::1%eth0')).toBe('2001:db8:1:2::/64');
  expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(clientOf('::1')).toBe('0:0:0:0::/64');
  expect(clientOf('2001:db8:1:3::1')).not.toBe(clientOf('2001:db8:1:2::1'));
});

test('finding 1: addresses of one IPv6 /64 share one account-and-client budget', async () => {
  const { app, attempt } = await loginRoute([THROTTLES.loginAccount]);
  for (let i = 0; i < THROTTLES.loginAccount.max; i++) {
    expect((await attempt(`2001:db8:1:2::${(i + 1).toString(16)}`)).statusCode).toBe(200);
  }
  expect((await attempt('2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
  // Another network is another client.
  expect((await attempt('2001:db8:1:3::1')).statusCode).toBe(200);
  await app.close();
});
