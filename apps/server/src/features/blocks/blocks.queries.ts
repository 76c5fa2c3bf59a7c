import type { BlockKind } from '@tuning/shared/safety';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { blocks, follows, users } from '../../db/schema.ts';
import {
  cardColumns,
  lockUserPair,
  shiftFollowCounts,
  withUserWrites,
} from '../users/users.queries.ts';

/**
 * Blocks `blockedId` (or mutes them, or changes one into the other). A block also ends the
 * follows between the two, both ways, with their counters, in the same transaction (ADR 0005):
 * the pair's rows are locked first, as a follow locks them, so no follow slips in beside it.
 * Undefined when either account no longer exists.
 */
export async function putBlock(db: Db, blockerId: string, blockedId: string, kind: BlockKind) {
  return withUserWrites(db, [blockerId, blockedId], async (tx) => {
    // Either account deleted meanwhile: nothing to block.
    if ((await lockUserPair(tx, blockerId, blockedId)) < 2) return undefined;
    const [row] = await tx
      .insert(blocks)
      .values({ blockerId, blockedId, kind })
      .onConflictDoUpdate({
        target: [blocks.blockerId, blocks.blockedId],
        set: { kind, createdAt: sql`now()` },
      })
      .returning({ kind: blocks.kind, createdAt: blocks.createdAt });
    if (kind === 'block') {
      const ended = await tx
        .delete(follows)
        .where(
          or(
            and(eq(follows.followerId, blockerId), eq(follows.followeeId, blockedId)),
            and(eq(follows.followerId, blockedId), eq(follows.followeeId, blockerId)),
          ),
        )
        .returning({ followerId: follows.followerId, followeeId: follows.followeeId });
      for (const follow of ended) {
        await shiftFollowCounts(tx, follow.followerId, follow.followeeId, -1);
      }
    }
    return row;
  });
}

/** Whether there was a block or mute to lift. */
export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const deleted = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ kind: blocks.kind });
  return deleted.length > 0;
}

/** Whom `blockerId` blocks or mutes, newest first. */
export async function listBlocks(db: Db, blockerId: string) {
  return db
    .select({ ...cardColumns, kind: blocks.kind, createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
}

/** Whether either of the two blocks the other (a mute does not count). */
export async function isBlockedEitherWay(db: Db | Tx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ kind: blocks.kind })
    .from(blocks)
    .where(
      and(
        eq(blocks.kind, 'block'),
        or(
          and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
          and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Between a viewer and a profile's owner: does the owner block the viewer, and does the viewer
 * block or mute the owner.
 */
export async function blocksBetween(db: Db, viewerId: string, ownerId: string) {
  const rows = await db
    .select({ blockerId: blocks.blockerId, kind: blocks.kind })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, ownerId)),
        and(eq(blocks.blockerId, ownerId), eq(blocks.blockedId, viewerId)),
      ),
    );
  return {
    ownerBlocksViewer: rows.some((row) => row.blockerId === ownerId && row.kind === 'block'),
    viewerBlocks: rows.find((row) => row.blockerId === viewerId)?.kind,
  };
}
