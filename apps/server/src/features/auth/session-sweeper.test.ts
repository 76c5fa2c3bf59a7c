import { count, lte } from 'drizzle-orm';
import { afterEach, expect, test, vi } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { createUser } from '../../../test/fixtures.ts';
import { appPerTest } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createLogger } from '../../lib/logger.ts';
import { SESSION_SWEEP_INTERVAL_MS, startSessionSweeper } from './session-sweeper.ts';
import { insertSession } from './session.queries.ts';
import { call } from '../../../test/http.ts';

const open = appPerTest();

const DAY = 24 * 60 * 60 * 1000;

test('finding 10: expired sessions are deleted once the app is ready; live ones stay', async () => {
  const t = await open();
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
  await Promise.all([one.stop(), two.stop()]);
  expect(a + b).toBe(3);
  const [expired] = await t.database.db
    .select({ n: count() })
    .from(sessions)
    .where(lte(sessions.expiresAt, new Date()));
  expect(expired!.n).toBe(0);
  // The user's own live session (from createUser) still signs them in.
  const me = await call(t.app, 'GET', '/api/currentuser', { as: user });
  expect(me.statusCode).toBe(200);
});

afterEach(() => {
  vi.useRealTimers();
});

test('finding 10: the sweep repeats on an hourly timer, and stop ends it', async () => {
  // Only the schedule's clock is faked; the database keeps its real timers. No app here: its own
  // sweeper would race this one.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const database = await createTestDatabase();
  try {
    const user = await createUser(database.db);
    const expired = async (idHash: string) =>
      insertSession(database.db, {
        idHash,
        userId: user.id,
        expiresAt: new Date(Date.now() - DAY),
      });
    const left = async () => {
      const [row] = await database.db
        .select({ n: count() })
        .from(sessions)
        .where(lte(sessions.expiresAt, new Date()));
      return row!.n;
    };
    const sweeper = startSessionSweeper({ db: database.db, log: createLogger('silent') });
    await sweeper.sweep(); // the first sweep, started at once
    await expired('after-start');
    vi.advanceTimersByTime(SESSION_SWEEP_INTERVAL_MS - 1);
    expect(await left()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await sweeper.sweep()).toBe(1); // the sweep the timer started
    expect(await left()).toBe(0);

    await sweeper.stop();
    expect(vi.getTimerCount()).toBe(0);
    await expired('after-stop');
    vi.advanceTimersByTime(3 * SESSION_SWEEP_INTERVAL_MS);
    expect(await sweeper.sweep()).toBe(0);
    expect(await left()).toBe(1);
  } finally {
    await database.close();
  }
});

test('finding 10: the sweeper’s timer does not keep the process alive', async () => {
  const database = await createTestDatabase();
  const spy = vi.spyOn(globalThis, 'setInterval');
  try {
    const sweeper = startSessionSweeper({ db: database.db, log: createLogger('silent') });
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await sweeper.stop();
  } finally {
    spy.mockRestore();
    await database.close();
  }
});
