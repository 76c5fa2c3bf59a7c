import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ReportReason } from '@tuning/shared/safety';
import type { Db } from '../../db/client.ts';
import {
  conversationMessages as chatMessages,
  reports,
  ROOM_CONVERSATION_ID,
  users,
} from '../../db/schema.ts';
import type { MessageSnapshot, ProfileSnapshot } from './report-snapshot.ts';

/** A message's columns (the room's, or a conversation's) with its author's names, joined on `users`. */
export const messageWithAuthorColumns = {
  seq: chatMessages.seq,
  messageId: chatMessages.messageId,
  userId: chatMessages.userId,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
  deletedAt: chatMessages.deletedAt,
  userName: users.userName,
  fullName: users.fullName,
};

/**
 * A room message with its author, as a report snapshots it: only the room's (ADR 0043), a private
 * message is reached through its conversation.
 */
export async function findMessageWithAuthor(db: Db, messageId: string) {
  const [row] = await db
    .select(messageWithAuthorColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(
      and(
        eq(chatMessages.messageId, messageId),
        eq(chatMessages.conversationId, ROOM_CONVERSATION_ID),
      ),
    )
    .limit(1);
  return row;
}

export type NewReport = {
  reporterId: string;
  reason: ReportReason;
  note: string;
} & (
  | { kind: 'message'; messageId: string; reportedUserId: string; snapshot: MessageSnapshot }
  | { kind: 'user'; reportedUserId: string; snapshot: ProfileSnapshot }
);

/**
 * Stores the report if its reporter has filed fewer than `limit.max` in the last `limit.windowMs`
 * (by the database's clock). The reporter's row is locked while counting, so concurrent reports
 * of one user, on any instance, are counted one after another and the limit is exact.
 */
export async function insertReportWithinLimit(
  db: Db,
  report: NewReport,
  limit: { max: number; windowMs: number },
): Promise<
  { stored: { id: string } } | { limited: { retryAfterSeconds: number } } | { reporterGone: true }
> {
  return db.transaction(async (tx) => {
    const [reporter] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, report.reporterId))
      .for('no key update');
    if (!reporter) return { reporterGone: true as const };
    const since = sql`(now() - ${limit.windowMs / 1000} * interval '1 second')`;
    const recent = await tx
      .select({
        createdAt: reports.createdAt,
        retryAfter: sql<number>`ceil(extract(epoch from ${reports.createdAt} - ${since}))::int`,
      })
      .from(reports)
      .where(and(eq(reports.reporterId, report.reporterId), gt(reports.createdAt, since)))
      .orderBy(asc(reports.createdAt));
    if (recent.length >= limit.max) {
      return { limited: { retryAfterSeconds: Math.max(1, Number(recent[0]!.retryAfter)) } };
    }
    const [stored] = await tx
      .insert(reports)
      .values({
        reporterId: report.reporterId,
        kind: report.kind,
        messageId: report.kind === 'message' ? report.messageId : null,
        reportedUserId: report.reportedUserId,
        reason: report.reason,
        note: report.note,
        snapshot: report.snapshot,
      })
      .returning({ id: reports.id });
    return { stored: stored! };
  });
}
