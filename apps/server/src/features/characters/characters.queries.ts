import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aiUsage } from '../../db/schema.ts';

/**
 * Counts one reply against the user's budget for `day`, atomically; returns false (and counts
 * nothing) when the budget is already spent.
 */
export async function consumeDailyReply(
  db: Db,
  userId: string,
  day: string,
  limit: number,
): Promise<boolean> {
  const rows = await db
    .insert(aiUsage)
    .values({ userId, day, replies: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.userId, aiUsage.day],
      set: { replies: sql`${aiUsage.replies} + 1` },
      setWhere: lt(aiUsage.replies, limit),
    })
    .returning({ replies: aiUsage.replies });
  return rows.length > 0;
}

/** Gives a reply back when it was never produced (the model failed). */
export async function refundDailyReply(db: Db, userId: string, day: string): Promise<void> {
  await db
    .update(aiUsage)
    .set({ replies: sql`greatest(${aiUsage.replies} - 1, 0)` })
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, day)));
}
