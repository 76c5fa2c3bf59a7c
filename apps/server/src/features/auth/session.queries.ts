import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

function prepareFindLiveSession(db: Db) {
  return db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

// Every signed-in request and socket handshake runs this: built once per database instead of per
// call (query building was a quarter of the server's CPU per request, docs/benchmarks.md).
const findLiveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareFindLiveSession>>();

export async function findLiveSession(db: Db, idHash: string, now: Date) {
  let query = findLiveSessionQueries.get(db);
  if (!query) {
    query = prepareFindLiveSession(db);
    findLiveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ idHash, now });
  return row;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
