import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { chatExtrasTexts, type ChatActionAck } from '@tuning/shared/chat-extras';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createAppEvents } from '../src/lib/events.ts';
import { createMemoryTransport } from '../src/mail/mail-transport.ts';
import { createUser } from './fixtures.ts';
import { requireRedis, TEST_REDIS_URL } from './services.ts';
import { LIMITS } from '../src/lib/limits.ts';
import { connectClient, sendAndReceive, type ChatClient } from './socket-client.ts';
import { createTestDatabase } from './test-database.ts';

// Issue 37 across two instances sharing one database and Redis (in this process, so it runs on
// PGlite too): a person's chat write limits are one budget, whichever instance each socket is on.

interface Instance {
  app: FastifyInstance;
  baseUrl: string;
}

let redisUp = false;
let database: Database | undefined;
let instances: Instance[] = [];
const redisClients: Redis[] = [];
const clients: ChatClient[] = [];

beforeEach(async () => {
  redisUp = await requireRedis();
  if (!redisUp) return;
  database = await createTestDatabase();
  const key = `tuning-test-${randomBytes(6).toString('hex')}`;
  instances = [];
  for (let i = 0; i < 2; i++) {
    const redis = new Redis(TEST_REDIS_URL);
    redis.on('error', () => undefined);
    redisClients.push(redis);
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: '/nonexistent-test-data-dir',
        PUBLIC_URL: 'http://tuning.test',
        WEB_DIST: '/nonexistent-web-dist',
      }),
      database,
      mail: createMemoryTransport(),
      events: createAppEvents(),
      redis,
      socketAdapterKey: key,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({
      app,
      baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    });
  }
}, 60_000);

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const { app } of instances) await app.close();
  for (const redis of redisClients.splice(0)) await redis.quit().catch(() => undefined);
  await database?.close();
  database = undefined;
});

const db = () => database!.db;

test('reactions and edits from ten sockets on two instances share one budget per person', async (context) => {
  if (!redisUp) return context.skip();
  const alice = await createUser(db());
  const mine = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      connectClient(instances[i % 2]!.baseUrl, { cookie: alice.cookie }),
    ),
  );
  clients.push(...mine);
  const messageId = await sendAndReceive(mine[0]!, alice, 'react to me', []);
  const tooFast = { ok: false, error: { code: 'RATE_LIMITED', message: chatExtrasTexts.tooFast } };

  const reactions: ChatActionAck[] = [];
  const { max } = LIMITS.chatReactions;
  for (let i = 0; i < max + 10; i++) {
    const on = i % 2 === 0;
    reactions.push(
      await mine[i % 10]!.timeout(5000).emitWithAck('react', { messageId, emoji: '👍', on }),
    );
  }
  expect(reactions.filter((ack) => ack.ok)).toHaveLength(max);
  expect(reactions.slice(max)).toEqual(Array(10).fill(tooFast));

  const edits: ChatActionAck[] = [];
  const editMax = LIMITS.chatEdits.max;
  for (let i = 0; i < editMax + 10; i++) {
    edits.push(
      await mine[i % 10]!.timeout(5000).emitWithAck('editMessage', {
        messageId,
        message: `edit ${i}`,
      }),
    );
  }
  expect(edits.filter((ack) => ack.ok)).toHaveLength(editMax);
  expect(edits.slice(editMax)).toEqual(Array(10).fill(tooFast));
});
