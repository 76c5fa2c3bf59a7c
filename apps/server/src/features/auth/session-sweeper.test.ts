import { count, lte } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp } from '../../../test/test-app.ts';
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
