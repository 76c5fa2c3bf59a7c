import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createScratchDatabase } from '../../test/services.ts';
import { testDbKind } from '../../test/test-database.ts';
import { openPostgres, wrapPglite, type Database } from './client.ts';

async function appliedMigrations(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

test.runIf(testDbKind === 'pglite')(
  'migrations run twice on one PGlite database are safe',
  async () => {
    const client = new PGlite();
    const first = await wrapPglite(client);
    const applied = await appliedMigrations(first);
    const second = await wrapPglite(client);
    expect(await appliedMigrations(second)).toBe(applied);
    await client.close();
  },
);

test.runIf(testDbKind === 'postgres')(
  'two instances starting at once migrate once; a third start changes nothing',
  async () => {
    const scratch = await createScratchDatabase();
    try {
      const [one, two] = await Promise.all([
        openPostgres(scratch.url, 2),
        openPostgres(scratch.url, 2),
      ]);
      const applied = await appliedMigrations(one);
      expect(applied).toBeGreaterThan(0);
      expect(await appliedMigrations(two)).toBe(applied);
      const three = await openPostgres(scratch.url, 2);
      expect(await appliedMigrations(three)).toBe(applied);
      // The schema is whole: a user can be written through any of them.
      await one.db.execute(
        sql`insert into users (email, full_name, user_name, password_hash) values ('m@gmail.com', 'M', 'mm', 'x')`,
      );
      await Promise.all([one.close(), two.close(), three.close()]);
    } finally {
      await scratch.drop();
    }
  },
  60_000,
);
