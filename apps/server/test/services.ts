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
 * `available`, where a missing service is a skip on a developer's machine and a failure with
 * CI=true; `missing` says what is wrong.
 */
export function required(name: string, available: boolean, missing: string): boolean {
  if (available) return true;
  if (process.env.CI === 'true') throw new Error(`${name} is required with CI=true but ${missing}`);
  return false;
}

/** True when the service answers (see `required`). */
export async function requireService(
  name: string,
  url: string,
  defaultPort: number,
): Promise<boolean> {
  return required(name, await isReachable(url, defaultPort), `${url} is unreachable`);
}

export const requireRedis = () => requireService('Redis', TEST_REDIS_URL, 6379);

/**
 * An empty database for one test file, process group or benchmark run, on the server of
 * `adminUrl` (the test server by default).
 */
export async function createScratchDatabase(
  prefix = 'tuning_test',
  adminUrl = TEST_POSTGRES_URL,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
