import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, wrapPglite, type Database } from '../src/db/client.ts';

/** `TEST_DB=postgres` runs the suite on PostgreSQL (TEST_DATABASE_URL, default the local server). */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let workerPglite: Promise<Database> | undefined;

/**
 * A fresh, migrated, empty database for one test. PGlite: one migrated instance per worker,
 * emptied before each test (a clone costs a second, a TRUNCATE a few milliseconds).
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind === 'postgres') return createPostgresDatabase();
  workerPglite ??= wrapPglite(new PGlite());
  const database = await workerPglite;
  const result = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  const rows = result.rows;
  if (rows.length > 0) {
    const tables = rows.map((row) => `"${row.tablename}"`).join(', ');
    await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  }
  return { ...database, close: async () => {} };
}

async function createPostgresDatabase(): Promise<Database> {
  const name = `tuning_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
