import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema.ts';

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

// Every signed-in request and socket handshake runs this, batched (session.service.ts): one
// statement for many lookups, each with its user's row, which the request or handshake reads next.
const findLiveSessionsQuery = preparedPerDatabase((db) =>
  db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.idHash} = any(${sql.placeholder('idHashes')}::text[])`,
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('find_live_sessions'),
);

/**
 * The sessions among `idHashes` that have not expired by `now` nor idled since `idleSince`, with
 * their users' rows.
 */
export async function findLiveSessions(
  db: Db,
  idHashes: readonly string[],
  now: Date,
  idleSince: Date,
) {
  return findLiveSessionsQuery(db).execute({ idHashes, now, idleSince });
}

export async function touchSession(db: Db, idHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Deletes up to `limit` sessions that expired by `now`; returns how many went. Small batches keep
 * each statement short, and two instances running it at once only share the work.
 */
export async function deleteExpiredSessions(
  db: Db,
  now: Date,
  idleSince: Date,
  limit = 1000,
): Promise<number> {
  const expired = db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
    .limit(limit);
  const deleted = await db
    .delete(sessions)
    .where(inArray(sessions.idHash, expired))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

/** Which of these session hashes still name a live session. */
export async function findLiveSessionHashes(
  db: Db,
  hashes: string[],
  now: Date,
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(and(inArray(sessions.idHash, hashes), gt(sessions.expiresAt, now)));
  return new Set(rows.map((row) => row.idHash));
}
