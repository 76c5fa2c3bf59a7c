import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, expect, test, vi } from 'vitest';
import { requireRedis, TEST_REDIS_URL } from '../../test/services.ts';
import { loadConfig } from '../config.ts';
import { createAppEvents } from '../lib/events.ts';
import { createRealtime } from './socket-server.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Socket.IO with the Redis adapter on a bare Fastify app, as app.ts sets it up. */
async function instance(key: string) {
  const redis = new Redis(TEST_REDIS_URL);
  redis.on('error', () => undefined);
  cleanups.push(() => redis.quit().catch(() => undefined));
  const app = Fastify();
  cleanups.push(() => app.close());
  const realtime = createRealtime(app, {
    config: loadConfig({
      DATA_DIR: '/nonexistent-test-data-dir',
      PUBLIC_URL: 'http://tuning.test',
      WEB_DIST: '/nonexistent-web-dist',
    }),
    sessions: { resolve: async () => null, liveHashes: async () => new Set() },
    events: createAppEvents(),
    redis,
    adapterKey: key,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, ...realtime };
}

test('a request the adapter sends after a round trip of its own, while the app closes, fails no promise', async (context) => {
  if (!(await requireRedis())) return context.skip();
  const key = `tuning-test-${randomBytes(6).toString('hex')}`;
  const a = await instance(key);
  await instance(key);
  await vi.waitFor(async () => expect(await a.io.of('/').adapter.serverCount()).toBe(2));

  // As the presence sync does on a timer: the adapter asks Redis how many instances there are,
  // then publishes the request. Here the answer comes after the app has let its clients go.
  let answered: (error: unknown) => void = () => undefined;
  const ack = new Promise((resolve) => (answered = resolve));
  a.beforeClose(() => a.io.serverSideEmit('presenceSync', (error) => answered(error)));
  await a.app.close();
  // The request timed out unanswered (the adapter publishes before it starts waiting); before the
  // fix, its publish had failed by then as an unhandled rejection ("Connection is closed.").
  expect(String(await ack)).toMatch(/timeout reached/);
}, 15_000);
