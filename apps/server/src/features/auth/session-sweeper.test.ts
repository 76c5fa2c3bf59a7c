import { count, lte } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createMemoryTransport } from '../../mail/mail-transport.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startSessionSweeper } from './session-sweeper.ts';
import { insertSession } from './session.queries.ts';

const DAY = 24 * 60 * 60 * 1000;

test('finding 10: expired sessions are deleted once the app is ready; live ones stay', async () => {
  const t = await createTestApp();
  try {
    const user = await createUser(t.database.db);
    const past = new Date(Date.now() - DAY);
    for (let index = 0; index < 3; index += 1) {
      await insertSession(t.database.db, {
        idHash: `expired-${index}`,
        userId: user.id,
        expiresAt: past,
      });
    }
    // The app's sweeper ran at start (before these rows); the next run is an hour away, so run a
    // sweeper the way the app does, twice at once, as two instances would.
    const log = t.app.log;
    const one = startSessionSweeper({ db: t.database.db, log });
    const two = startSessionSweeper({ db: t.database.db, log });
    const [a, b] = await Promise.all([one.sweep(), two.sweep()]);
    one.stop();
    two.stop();
    expect(a + b).toBe(3);
    const [expired] = await t.database.db
      .select({ n: count() })
      .from(sessions)
      .where(lte(sessions.expiresAt, new Date()));
    expect(expired!.n).toBe(0);
    // The user's own live session (from createUser) still signs them in.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/currentuser',
      headers: { cookie: user.cookie },
    });
    expect(me.statusCode).toBe(200);
  } finally {
    await t.close();
  }
});

test('the app itself sweeps when it starts', async () => {
  const database = await createTestDatabase();
  const user = await createUser(database.db);
  await insertSession(database.db, {
    idHash: 'expired-before-start',
    userId: user.id,
    expiresAt: new Date(Date.now() - DAY),
  });
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: '/nonexistent', WEB_DIST: '/nonexistent' }),
    database,
    mail: createMemoryTransport(),
  });
  try {
    await app.ready();
    await vi.waitFor(async () => {
      const [left] = await database.db
        .select({ n: count() })
        .from(sessions)
        .where(lte(sessions.expiresAt, new Date()));
      expect(left!.n).toBe(0);
    });
  } finally {
    await app.close();
    await database.close();
  }
});
