import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModerationLogEntry } from '@tuning/shared/safety';
import type { Db, Tx } from '../../db/client.ts';
import {
  conversationMessages,
  filteredTerms,
  moderationLog,
  reports,
  ROOM_CONVERSATION_ID,
  roomSettings,
  users,
} from '../../db/schema.ts';
import { messageWithAuthorColumns } from '../reports/reports.queries.ts';

// --- the report queue ----------------------------------------------------------------------------

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

/** The columns of a report with its reporter's and reported person's rows (null once deleted). */
const reportColumns = {
  id: reports.id,
  kind: reports.kind,
  reason: reports.reason,
  note: reports.note,
  status: reports.status,
  messageId: reports.messageId,
  snapshot: reports.snapshot,
  createdAt: reports.createdAt,
  reporterId: reporter.id,
  reporterUserName: reporter.userName,
  reporterFullName: reporter.fullName,
  reporterPhotoVersion: reporter.photoVersion,
  reportedId: reported.id,
  reportedUserName: reported.userName,
  reportedFullName: reported.fullName,
  reportedPhotoVersion: reported.photoVersion,
  reportedRole: reported.role,
  reportedSuspendedUntil: reported.suspendedUntil,
};

function reportsWithPeople(db: Db | Tx) {
  return db
    .select(reportColumns)
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reported, eq(reported.id, reports.reportedUserId));
}

export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

export async function findReport(db: Db | Tx, reportId: string) {
  const [row] = await reportsWithPeople(db).where(eq(reports.id, reportId)).limit(1);
  return row;
}

export type ReportStatusFilter = 'open' | 'closed' | 'all';

/**
 * A page of reports, newest first: `limit` of them after the report `beforeId` (keyset on
 * created_at and id, so reports filed meanwhile never shift a page).
 */
export async function listReports(
  db: Db,
  options: { status: ReportStatusFilter; beforeId: string | undefined; limit: number },
) {
  const conditions: SQL[] = [];
  if (options.status === 'open') conditions.push(eq(reports.status, 'open'));
  if (options.status === 'closed') conditions.push(ne(reports.status, 'open'));
  if (options.beforeId) {
    conditions.push(
      sql`(${reports.createdAt}, ${reports.id}) < (select r.created_at, r.id from ${reports} r where r.id = ${options.beforeId})`,
    );
  }
  return reportsWithPeople(db)
    .where(and(...conditions))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(options.limit);
}

/** How many reports are open: the (status, created_at) index's prefix. */
export async function countOpenReports(db: Db): Promise<number> {
  const [row] = await db
    .select({ open: sql<number>`count(*)::int` })
    .from(reports)
    .where(eq(reports.status, 'open'));
  return Number(row?.open ?? 0);
}

export async function reportExists(db: Db | Tx, reportId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(eq(reports.id, reportId))
    .limit(1);
  return Boolean(row);
}

/** Closes an open report; false when it was not open (already closed, or no such report). */
export async function closeOpenReport(
  tx: Tx,
  reportId: string,
  status: 'dismissed' | 'actioned',
  actorId: string,
): Promise<boolean> {
  const closed = await tx
    .update(reports)
    .set({ status, resolvedAt: sql`now()`, resolvedBy: actorId })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return closed.length > 0;
}

/** Marks a report actioned whatever its status (an action taken on a report closes it). */
export async function markReportActioned(tx: Tx, reportId: string, actorId: string) {
  await tx
    .update(reports)
    .set({ status: 'actioned', resolvedAt: sql`now()`, resolvedBy: actorId })
    .where(eq(reports.id, reportId));
}

// --- messages in context -------------------------------------------------------------------------

/** The message and its author as a chat message shows them (the photo too). */
const contextColumns = { ...messageWithAuthorColumns, photoVersion: users.photoVersion };

/** Whether each of these messages, the room's or a conversation's, is still there and not deleted. */
export async function liveMessageIds(db: Db, messageIds: string[]): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .select({ messageId: conversationMessages.messageId })
    .from(conversationMessages)
    .where(
      and(
        inArray(conversationMessages.messageId, messageIds),
        isNull(conversationMessages.deletedAt),
      ),
    );
  return new Set(rows.map((row) => row.messageId));
}

/**
 * Up to `around` room messages before `seq`, the message at `seq` and up to `around` after, in
 * order (a conversation's are `conversationMessagesAround`, read only through a report).
 */
export async function messagesAround(db: Db, seq: number, around: number) {
  const page = () =>
    db
      .select(contextColumns)
      .from(conversationMessages)
      .innerJoin(users, eq(users.id, conversationMessages.userId));
  const inRoom = eq(conversationMessages.conversationId, ROOM_CONVERSATION_ID);
  const [before, from] = await Promise.all([
    page()
      .where(and(inRoom, lt(conversationMessages.seq, seq)))
      .orderBy(desc(conversationMessages.seq))
      .limit(around),
    page()
      .where(and(inRoom, gte(conversationMessages.seq, seq)))
      .orderBy(asc(conversationMessages.seq))
      .limit(around + 1),
  ]);
  return [...before.reverse(), ...from];
}

// --- the moderation log --------------------------------------------------------------------------

export type LogAction = ModerationLogEntry['action'];

/** Written in the transaction of the change it records. */
export async function writeLog(
  tx: Tx,
  entry: {
    /** No id: the command line (`npm run admin`). */
    actor: { id: string | null; userName: string };
    action: LogAction;
    target?: { id: string; userName: string };
    messageId?: string;
    reportId?: string;
    reason?: string;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(moderationLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.userName,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetName: entry.target?.userName ?? null,
    messageId: entry.messageId ?? null,
    reportId: entry.reportId ?? null,
    reason: entry.reason ?? '',
    detail: entry.detail ?? null,
  });
}

/** Newest first, `limit` entries older than the entry `before`. */
export async function listLog(db: Db, before: number | undefined, limit: number) {
  return db
    .select()
    .from(moderationLog)
    .where(before === undefined ? undefined : lt(moderationLog.id, before))
    .orderBy(desc(moderationLog.id))
    .limit(limit);
}

// --- the room and the word filter ----------------------------------------------------------------

export async function writeRoomSettings(tx: Tx, slowModeSeconds: number, actorId: string) {
  await tx
    .insert(roomSettings)
    .values({ id: 1, slowModeSeconds, updatedBy: actorId })
    .onConflictDoUpdate({
      target: roomSettings.id,
      set: { slowModeSeconds, updatedBy: actorId, updatedAt: sql`now()` },
    });
}

export async function listFilterTerms(db: Db) {
  return db
    .select({ term: filteredTerms.term, createdAt: filteredTerms.createdAt })
    .from(filteredTerms)
    .orderBy(asc(filteredTerms.term));
}

/** Whether the term was new. */
export async function insertFilterTerm(tx: Tx, term: string, actorId: string): Promise<boolean> {
  const added = await tx
    .insert(filteredTerms)
    .values({ term, createdBy: actorId })
    .onConflictDoNothing()
    .returning({ term: filteredTerms.term });
  return added.length > 0;
}

/** Whether the term was there. */
export async function deleteFilterTerm(tx: Tx, term: string): Promise<boolean> {
  const removed = await tx
    .delete(filteredTerms)
    .where(eq(filteredTerms.term, term))
    .returning({ term: filteredTerms.term });
  return removed.length > 0;
}
