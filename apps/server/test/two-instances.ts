import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, type TestContext } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createAppEvents, type AppEvents } from '../src/lib/events.ts';
import { createMemoryTransport } from '../src/mail/mail-transport.ts';
import { requireRedis, TEST_REDIS_URL } from './services.ts';
import { createUser, type TestUser } from './fixtures.ts';
import type { ChatClient } from './socket-client.ts';
import { joinedUser, listen } from './socket-room.ts';
import { createTestDatabase } from './test-database.ts';

export interface Instance {
  app: FastifyInstance;
  events: AppEvents;
  baseUrl: string;
}

/** `N` students, as a tuple a test destructures. */
type Students<N extends number, Made extends TestUser[] = []> = Made['length'] extends N
  ? Made
  : Students<N, [...Made, TestUser]>;

export interface TwoInstances {
  /** False where Redis is not running (a skip outside CI; setup fails with CI=true). */
  redisUp(): boolean;
  database(): Database;
  instances(): readonly Instance[];
  /** The two instances, A and B; the test is skipped where Redis is not running. */
  ready(context: TestContext): [Instance, Instance];
  /** `count` new students in the shared database. */
  students<N extends number>(count: N): Promise<Students<N>>;
  /** `user` connected to `instance` and in the room (see `joinRoom`). */
  join(instance: Instance, user: TestUser): Promise<ChatClient>;
  /** Sockets a test opens; each is closed after it. */
  readonly clients: ChatClient[];
}

/**
 * Two instances of the app in this process, sharing one fresh database and Redis, started before
 * each test and stopped after it (so it runs on PGlite too). Each pair has an adapter key of its
 * own, so other test files' instances are not peers.
 */
export function useTwoInstances(): TwoInstances {
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
      // ioredis reconnects by itself (a connect timeout on a busy machine); without a listener it
      // would print the error, as the app's own clients would not.
      redis.on('error', () => undefined);
      redisClients.push(redis);
      const events = createAppEvents();
      const app = await buildApp({
        config: loadConfig({
          DATA_DIR: '/nonexistent-test-data-dir',
          PUBLIC_URL: 'http://tuning.test',
          WEB_DIST: '/nonexistent-web-dist',
        }),
        database,
        mail: createMemoryTransport(),
        events,
        redis,
        socketAdapterKey: key,
      });
      instances.push({ app, events, baseUrl: await listen(app) });
    }
  }, 60_000);

  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    for (const { app } of instances) await app.close();
    for (const redis of redisClients.splice(0)) await redis.quit().catch(() => undefined);
    await database?.close();
    database = undefined;
  });

  return {
    redisUp: () => redisUp,
    database: () => database!,
    instances: () => instances,
    ready(context) {
      if (!redisUp) context.skip();
      return [instances[0]!, instances[1]!];
    },
    async students<N extends number>(count: N) {
      const made: TestUser[] = [];
      for (let i = 0; i < count; i++) made.push(await createUser(database!.db));
      return made as Students<N>;
    },
    join: (instance, user) => joinedUser(instance.baseUrl, user, clients),
    clients,
  };
}
