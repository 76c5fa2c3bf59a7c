import path from 'node:path';
import {
  freePort,
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from './server-process.ts';
import { TEST_REDIS_URL } from './services.ts';

/**
 * One of several server processes sharing a PostgreSQL database and Redis (ADR 0006), once it
 * answers. `env` adds to, or overrides, what every instance gets.
 */
export async function startInstance(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const server = startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  await waitUntilHealthy(server.healthUrl, server);
  return server;
}
