import fs from 'node:fs';
import path from 'node:path';
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
        sql`insert into users (email, email_key, full_name, user_name, password_hash) values ('m@gmail.com', 'm@gmail.com', 'M', 'mm', 'x')`,
      );
      await Promise.all([one.close(), two.close(), three.close()]);
    } finally {
      await scratch.drop();
    }
  },
  60_000,
);

test.runIf(testDbKind === 'pglite')(
  'the email key migration gives Gmail twins made before it keys of their own',
  async () => {
    const folder = path.join(import.meta.dirname, '..', '..', 'drizzle');
    const run = async (client: PGlite, file: string) => {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) await client.exec(statement);
    };
    const client = new PGlite();
    for (const file of ['0000_init.sql', '0001_chat_send_counts.sql', '0002_session_idle.sql']) {
      await run(client, file);
    }
    await client.exec(`insert into users (email, full_name, user_name, password_hash, created_at)
      values ('a.b+x@gmail.com', 'A', 'a1', 'x', '2026-01-01'),
             ('ab@gmail.com', 'B', 'a2', 'x', '2026-02-01'),
             ('Other@GoogleMail.com', 'C', 'a3', 'x', '2026-01-01')`);
    await run(client, '0003_safety.sql');
    const { rows } = await client.query<{ user_name: string; email_key: string; id: string }>(
      'select user_name, email_key, id from users order by user_name',
    );
    expect(rows.map((row) => row.email_key)).toEqual([
      'ab@gmail.com',
      `ab@gmail.com#${rows[1]!.id}`,
      'other@gmail.com',
    ]);
    const settings = await client.query('select slow_mode_seconds from room_settings');
    expect(settings.rows).toEqual([{ slow_mode_seconds: 0 }]);
    await client.close();
  },
);
