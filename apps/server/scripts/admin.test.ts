import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { openPglite, type Database } from '../src/db/client.ts';
import { moderationLog, users } from '../src/db/schema.ts';
import { createUser } from '../test/fixtures.ts';
import { cleanupsPerTest, openScratchPostgres } from '../test/cleanups.ts';
import { runScript } from '../test/server-process.ts';
import { testDbKind } from '../test/test-database.ts';
import { USAGE } from './admin.ts';

const cleanups = cleanupsPerTest();

/** `npm run admin -- …ARGS` as an operator runs it, with the given environment. */
const admin = (args: string[], env: Record<string, string>) => runScript('admin.ts', args, env);

async function roleOf(database: Database, email: string) {
  const [row] = await database.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, email));
  return row?.role;
}

/** Grants, revokes, refuses an unknown email and bad arguments, on one engine. */
async function exercise(
  env: Record<string, string>,
  open: () => Promise<Database>,
  /** PGlite allows one process: close it while the command runs. */
  between: { before: (d: Database) => Promise<void>; after: () => Promise<Database> },
) {
  let database = await open();
  const ada = await createUser(database.db, { email: 'ada.lovelace@gmail.com' });
  await between.before(database);

  const granted = await admin(['grant', 'AdaLovelace+ops@gmail.com', 'admin'], env);
  expect(granted.code, granted.output).toBe(0);
  expect(granted.output).toBe(
    `ada.lovelace@gmail.com (@${ada.userName}) is now an admin (was a member).\n`,
  );
  const again = await admin(['grant', 'ada.lovelace@gmail.com', 'admin'], env);
  expect(again.output).toBe(`ada.lovelace@gmail.com (@${ada.userName}) is already an admin.\n`);
  database = await between.after();
  expect(await roleOf(database, ada.email)).toBe('admin');
  await between.before(database);

  const revoked = await admin(['grant', 'ada.lovelace@gmail.com', 'member'], env);
  expect(revoked.code, revoked.output).toBe(0);
  expect(revoked.output).toContain('is now a member (was an admin)');

  const unknown = await admin(['grant', 'nobody@gmail.com', 'moderator'], env);
  expect(unknown.code).toBe(1);
  expect(unknown.output).toBe('No account has the email nobody@gmail.com.\n');
  for (const args of [[], ['grant', 'ada.lovelace@gmail.com'], ['grant', 'x@gmail.com', 'owner']]) {
    const bad = await admin(args, env);
    expect(bad.code).toBe(1);
    expect(bad.output).toBe(`${USAGE}\n`);
  }

  database = await between.after();
  expect(await roleOf(database, ada.email)).toBe('member');
  const log = await database.db.select().from(moderationLog).orderBy(moderationLog.id);
  expect(log.map((e) => [e.actorName, e.actorId, e.action, e.targetName, e.detail])).toEqual([
    ['command line', null, 'grant-role', ada.userName, { role: 'admin', previous: 'member' }],
    ['command line', null, 'grant-role', ada.userName, { role: 'member', previous: 'admin' }],
  ]);
  return database;
}

test.runIf(testDbKind === 'pglite')(
  'embedded: grant and revoke roles with the server stopped; refused while it runs',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-admin-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir };
    const database = await exercise(env, () => openPglite(dataDir), {
      before: (d) => d.close(),
      after: () => openPglite(dataDir),
    });
    // The data folder is open (as a running server holds it): the command refuses.
    try {
      const refused = await admin(['grant', 'ada.lovelace@gmail.com', 'admin'], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        'The data folder is already in use by another Tuning process',
      );
      expect(await roleOf(database, 'ada.lovelace@gmail.com')).toBe('member');
    } finally {
      await database.close();
    }
  },
  180_000,
);

test.runIf(testDbKind === 'postgres')(
  'PostgreSQL: grant and revoke roles through DATABASE_URL',
  async () => {
    const { url, database } = await openScratchPostgres(cleanups);
    await exercise({ DATABASE_URL: url }, async () => database, {
      before: async () => {},
      after: async () => database,
    });
  },
  180_000,
);
