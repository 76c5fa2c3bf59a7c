import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createAppEvents } from '../src/lib/events.ts';
import { createMemoryTransport } from '../src/mail/mail-transport.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mail: ReturnType<typeof createMemoryTransport>;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database with a capturing mail transport. */
export async function createTestApp(
  overrides: Partial<Omit<AppDeps, 'config' | 'database' | 'mail'>> & {
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const { env, ...deps } = overrides;
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data-dir',
    PUBLIC_URL: 'http://tuning.test',
    WEB_DIST: '/nonexistent-web-dist',
    ...env,
  });
  const database = await createTestDatabase();
  const mail = createMemoryTransport();
  const app = await buildApp({ config, database, mail, events: createAppEvents(), ...deps });
  await app.ready();
  return {
    app,
    database,
    mail,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
