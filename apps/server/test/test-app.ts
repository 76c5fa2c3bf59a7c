import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createAppEvents } from '../src/lib/events.ts';
import { createMemoryTransport } from '../src/mail/mail-transport.ts';
import { warmUpDatabase } from './safety-helpers.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mail: ReturnType<typeof createMemoryTransport>;
  config: Config;
  close(): Promise<void>;
}

/**
 * What a test may change: any dependency but the config and the mail transport made here, and the
 * environment. A `database` the test opened itself (seeded before the app starts, or reached
 * through a proxy) replaces the fresh one, and is closed with the app all the same.
 */
export type TestAppOverrides = Partial<Omit<AppDeps, 'config' | 'mail'>> & {
  env?: Record<string, string>;
};

/** The real app on a fresh database with a capturing mail transport. */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const { env, database = await createTestDatabase(), ...deps } = overrides;
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data-dir',
    PUBLIC_URL: 'http://tuning.test',
    WEB_DIST: '/nonexistent-web-dist',
    ...env,
  });
  const mail = createMemoryTransport();
  const app = await buildApp({ config, database, mail, events: createAppEvents(), ...deps });
  await app.ready();
  let closed: Promise<void> | undefined;
  return {
    app,
    database,
    mail,
    config,
    // Once: a test that stops its app mid-way leaves the harness nothing to do.
    close() {
      closed ??= app.close().then(() => database.close());
      return closed;
    },
  };
}

/**
 * A test file's harness: call it at the top level, then `open()` a fresh app in each test. The
 * database is warmed up once before the tests, and every app a test opened is closed after it,
 * whether the test passed or not.
 */
export function appPerTest(): (overrides?: TestAppOverrides) => Promise<TestApp> {
  const opened: TestApp[] = [];
  beforeAll(warmUpDatabase);
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
  });
  return async (overrides) => {
    const app = await createTestApp(overrides);
    opened.push(app);
    return app;
  };
}

/**
 * For a file whose tests share one app: call it at the top level, then `open()` the app in the
 * file's `beforeAll` (after what it depends on, such as a fake model server). It is closed after
 * the file's last test.
 */
export function appPerFile(): (overrides?: TestAppOverrides) => Promise<TestApp> {
  let opened: TestApp | undefined;
  afterAll(async () => {
    await opened?.close();
    opened = undefined;
  });
  return async (overrides) => {
    opened = await createTestApp(overrides);
    return opened;
  };
}
