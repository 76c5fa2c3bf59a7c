import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openPostgres, wrapPglite, type Database } from '../src/db/client.ts';
import { conversations, ROOM_CONVERSATION_ID } from '../src/db/schema.ts';
import { createScratchDatabase } from './services.ts';

/** `TEST_DB=postgres` runs the suite on PostgreSQL (TEST_DATABASE_URL, default the local server). */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export { TEST_POSTGRES_URL } from './services.ts';

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
    // The room's row, as migration 0009 made it (ADR 0043): the room is there from the start.
    await database.db.insert(conversations).values({ id: ROOM_CONVERSATION_ID, kind: 'room' });
  }
  return { ...database, close: async () => {} };
}

async function createPostgresDatabase(): Promise<Database> {
  const scratch = await createScratchDatabase();
  const database = await openPostgres(scratch.url, 5);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
