import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { blocks, follows, users } from '../../db/schema.ts';
import { isBlockedEitherWay } from '../blocks/blocks.queries.ts';
import {
  cardColumns,
  lockUserPair,
  shiftFollowCounts,
  withUserWrites,
} from '../users/users.queries.ts';

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
 * really changed, so they always equal the rows whatever the concurrency. The pair's rows are
 * locked first, as a block and an account deletion lock them: `blocked` when either blocks the
 * other (product.md §12), `gone` when either account no longer exists.
 */
export async function setFollow(
  db: Db,
  followerId: string,
  followeeId: string,
  follow: boolean,
): Promise<'done' | 'started' | 'blocked' | 'gone'> {
  return withUserWrites(db, [followerId, followeeId], async (tx) => {
    if ((await lockUserPair(tx, followerId, followeeId)) < 2) return 'gone';
    if (follow && (await isBlockedEitherWay(tx, followerId, followeeId))) return 'blocked';
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
    // 'started': a follow that was not there before (the followee hears of it).
    return follow && changed.length > 0 ? 'started' : 'done';
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
    // Someone who blocks the viewer shows them no photo.
    photoVersion: sql<number | null>`case when exists (select 1 from ${blocks} as photo_block
      where photo_block.blocker_id = ${users.id} and photo_block.blocked_id = ${viewerId}
        and photo_block.kind = 'block') then null else ${users.photoVersion} end`.mapWith(Number),
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

/** Which of `userIds` the viewer follows: one primary-key range scan for the whole page. */
export async function followedAmong(
  db: Db,
  viewerId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ followeeId: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), inArray(follows.followeeId, [...userIds])));
  return new Set(rows.map((row) => row.followeeId));
}

/**
 * For each of `userIds`, the people the viewer follows who follow that user: how many, and the
 * first `named` of them by user name. One statement for a whole page: the viewer's follows (primary
 * key prefix) joined to each of those people's follows of the page's users (primary key lookups),
 * ranked per card by window functions. Users nobody in common follows are absent from the map.
 */
export async function mutualFollowersOf(
  db: Db,
  viewerId: string,
  userIds: readonly string[],
  named: number,
): Promise<Map<string, { total: number; userNames: string[] }>> {
  const result = new Map<string, { total: number; userNames: string[] }>();
  if (userIds.length === 0) return result;
  const viewerFollows = alias(follows, 'viewer_follows');
  const theirFollows = alias(follows, 'their_follows');
  const ranked = db
    .select({
      cardId: theirFollows.followeeId,
      userName: users.userName,
      total: sql<number>`count(*) over (partition by ${theirFollows.followeeId})`.as('total'),
      rank: sql<number>`row_number() over (partition by ${theirFollows.followeeId}
        order by lower(${users.userName}), ${users.id})`.as('rank'),
    })
    .from(viewerFollows)
    .innerJoin(theirFollows, eq(theirFollows.followerId, viewerFollows.followeeId))
    .innerJoin(users, eq(users.id, viewerFollows.followeeId))
    .where(
      and(eq(viewerFollows.followerId, viewerId), inArray(theirFollows.followeeId, [...userIds])),
    )
    .as('ranked');
  const rows = await db
    .select({ cardId: ranked.cardId, userName: ranked.userName, total: ranked.total })
    .from(ranked)
    .where(lte(ranked.rank, named))
    .orderBy(ranked.cardId, ranked.rank);
  for (const row of rows) {
    const entry = result.get(row.cardId) ?? { total: Number(row.total), userNames: [] };
    entry.userNames.push(row.userName);
    result.set(row.cardId, entry);
  }
  return result;
}
