import { count, lte } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { insertSession } from '../src/features/auth/session.queries.ts';
import { createUser } from './fixtures.ts';
import { appPerTest } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

const setup = appPerTest();

const DAY = 24 * 60 * 60 * 1000;

// A review finding: the app runs the expired-session sweeper from the moment it is ready.
test('the app itself sweeps when it starts', async () => {
  const database = await createTestDatabase();
  const user = await createUser(database.db);
  await insertSession(database.db, {
    idHash: 'expired-before-start',
    userId: user.id,
    expiresAt: new Date(Date.now() - DAY),
  });
  await setup({ database });
  await vi.waitFor(async () => {
    const [left] = await database.db
      .select({ n: count() })
      .from(sessions)
      .where(lte(sessions.expiresAt, new Date()));
    expect(left!.n).toBe(0);
  });
});
