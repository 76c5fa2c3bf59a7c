import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

/** The PostgreSQL server of the scale-out and PostgreSQL-project tests. */
export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function isReachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || defaultPort), hostname || '127.0.0.1');
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

/**
 * True when the service answers. A missing service is a skip on a developer's machine and a
 * failure with CI=true.
 */
export async function requireService(
  name: string,
  url: string,
  defaultPort: number,
): Promise<boolean> {
  if (await isReachable(url, defaultPort)) return true;
  if (process.env.CI === 'true')
    throw new Error(`${name} is required with CI=true but ${url} is unreachable`);
  return false;
}

export const requireRedis = () => requireService('Redis', TEST_REDIS_URL, 6379);

/** An empty PostgreSQL database on the test server, for one test file or process group. */
export async function createScratchDatabase(
  prefix = 'tuning_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
