import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { userRowsChanged } from '../../db/user-cache.ts';
import { follows, users } from '../../db/schema.ts';
import { cardColumns } from '../profiles/profiles.queries.ts';

export async function isFollowing(db: Db, followerId: string, followeeId: string) {
  const [row] = await db
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return Boolean(row);
}

/** Both users' counters move by `delta`, locking the rows in id order so two pairs never deadlock. */
async function shiftCounts(tx: Tx, followerId: string, followeeId: string, delta: 1 | -1) {
  const updates = [
    { id: followerId, column: 'following' as const },
    { id: followeeId, column: 'followers' as const },
  ].sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const update of updates) {
    if (update.column === 'following') {
      await tx
        .update(users)
        .set({ followingCount: sql`${users.followingCount} + ${delta}` })
        .where(eq(users.id, update.id));
    } else {
      await tx
        .update(users)
        .set({ followersCount: sql`${users.followersCount} + ${delta}` })
        .where(eq(users.id, update.id));
    }
  }
}

/**
 * Inserts or deletes the pair's row; counters move in the same transaction and only when a row
 * really changed, so they always equal the rows whatever the concurrency.
 */
export async function setFollow(
  db: Db,
  followerId: string,
  followeeId: string,
  follow: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = follow
      ? await tx
          .insert(follows)
          .values({ followerId, followeeId })
          .onConflictDoNothing()
          .returning({ followerId: follows.followerId })
      : await tx
          .delete(follows)
          .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
          .returning({ followerId: follows.followerId });
    if (changed.length > 0) await shiftCounts(tx, followerId, followeeId, follow ? 1 : -1);
  });
  userRowsChanged(db, followerId, followeeId);
}

export async function followersCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: users.followersCount })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.count ?? 0;
}

/** A listed user plus what the viewer's follow button needs, so the list costs one query. */
function entryColumns(viewerId: string) {
  return {
    ...cardColumns,
    followers: users.followersCount,
    isFollowing: sql<boolean>`exists (select 1 from ${follows} as viewer_follows
      where viewer_follows.follower_id = ${viewerId} and viewer_follows.followee_id = ${users.id})`,
  };
}

/** The newest `limit` followers of a user. */
export async function listFollowers(db: Db, userId: string, viewerId: string, limit: number) {
  return db
    .select(entryColumns(viewerId))
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(eq(follows.followeeId, userId))
    .orderBy(desc(follows.createdAt))
    .limit(limit);
}

/** The newest `limit` users a user follows. */
export async function listFollowing(db: Db, userId: string, viewerId: string, limit: number) {
  return db
    .select(entryColumns(viewerId))
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(eq(follows.followerId, userId))
    .orderBy(desc(follows.createdAt))
    .limit(limit);
}
