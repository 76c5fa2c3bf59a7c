import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, users } from '../../db/schema.ts';
import { cardColumns, shiftFollowCounts, withUserWrites } from '../users/users.queries.ts';

export async function isFollowing(db: Db, followerId: string, followeeId: string) {
  const [row] = await db
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return Boolean(row);
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
  await withUserWrites(db, [followerId, followeeId], async (tx) => {
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
    if (changed.length > 0) await shiftFollowCounts(tx, followerId, followeeId, follow ? 1 : -1);
  });
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

/**
 * The newest `limit` people on one side of a user's follows: `followers` (who follows them) or
 * `following` (whom they follow).
 */
export async function listFollowSide(
  db: Db,
  side: 'followers' | 'following',
  userId: string,
  viewerId: string,
  limit: number,
) {
  const [listed, of] =
    side === 'followers'
      ? [follows.followerId, follows.followeeId]
      : [follows.followeeId, follows.followerId];
  return db
    .select(entryColumns(viewerId))
    .from(follows)
    .innerJoin(users, eq(users.id, listed))
    .where(eq(of, userId))
    .orderBy(desc(follows.createdAt))
    .limit(limit);
}
