import type { ChatMessage } from '@tuning/shared/chat';
import { profilePhotoUrl } from '@tuning/shared/profile';
import {
  safetyTexts,
  type AdminReport,
  type AdminReportsResponse,
  type FilterTermsResponse,
  type ModerationLogEntry,
  type ModerationLogResponse,
  type PersonRef,
  type ReportReason,
  type ReportedPerson,
  type RoomSettings,
  type StaffResponse,
  type UserRole,
} from '@tuning/shared/safety';
import type { Db, Tx } from '../../db/client.ts';
import { SUSPENDED_FOR_GOOD } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEvents } from '../../lib/events.ts';
import { deleteUserSessions } from '../auth/session.queries.ts';
import { isSuspended } from '../auth/suspension.ts';
import { readRoomSettings } from '../chat/chat.queries.ts';
import { toChatMessage } from '../chat/chat.service.ts';
import {
  messageSnapshotSchema,
  profileSnapshotSchema,
  type MessageSnapshot,
} from '../reports/report-snapshot.ts';
import { findMessageWithAuthor } from '../reports/reports.queries.ts';
import {
  findPersonByUserName,
  listStaff,
  setSuspension,
  setUserRole,
  withUserWrites,
} from '../users/users.queries.ts';
import {
  closeOpenReport,
  countOpenReports,
  deleteFilterTerm,
  findReport,
  insertFilterTerm,
  listFilterTerms,
  listLog,
  listReports,
  liveMessageIds,
  markReportActioned,
  messagesAround,
  reportExists,
  writeLog,
  writeRoomSettings,
  type ReportRow,
  type ReportStatusFilter,
} from './admin.queries.ts';

/** Reports per page of the queue. */
export const REPORTS_PAGE = 20;
/** Entries per page of the moderation log. */
export const LOG_PAGE = 50;
/** Messages shown before and after a reported one. */
export const CONTEXT_AROUND = 3;

/** A message a report kept, in the chat's shape (its author as they were then). */
function snapshotMessage(kept: NonNullable<MessageSnapshot['context']>[number]): ChatMessage {
  return toChatMessage({
    seq: kept.seq,
    messageId: kept.messageId,
    userId: kept.authorId,
    text: kept.text,
    createdAt: new Date(kept.createdAt),
    deletedAt: kept.deleted ? new Date(kept.createdAt) : null,
    userName: kept.authorUserName,
    fullName: kept.authorFullName,
    photoVersion: null,
  });
}

/** Who is acting: a moderator or an admin, as their row says now. */
export interface Staff {
  id: string;
  userName: string;
  role: UserRole;
}

/** What moderation needs of the chat: its one way to delete a message (ChatService). */
export type DeleteResult = 'deleted' | 'not-found' | 'forbidden';

export interface MessageDeleter {
  deleteMessage(
    messageId: string,
    actor: { userId: string; role: UserRole },
    record?: (tx: Tx) => Promise<void>,
  ): Promise<DeleteResult>;
}

/** What moderation needs of the conversations: deleting a reported message (ConversationsService). */
export interface ConversationMessageDeleter {
  deleteAsModerator(
    actor: { userId: string; role: UserRole },
    target: { conversationId: string; messageId: string },
    record: (tx: Tx) => Promise<void>,
  ): Promise<DeleteResult>;
}

type Person = NonNullable<Awaited<ReturnType<typeof findPersonByUserName>>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REPORT_NOT_FOUND = 'Report not found';

function personRef(
  id: string,
  userName: string,
  fullName: string,
  photoVersion: number | null,
): PersonRef {
  return { userId: id, userName, fullName, profilePic: profilePhotoUrl(id, photoVersion) };
}

/**
 * The moderators' tools (product.md §12): the report queue, deleting messages, suspensions, the
 * room's slow mode, the word filter and roles. Every change writes the moderation log in the
 * same transaction (a message deletion: in the chat's, see `deleteMessage`).
 */
export function createAdminService(deps: {
  db: Db;
  events: AppEvents;
  chat: MessageDeleter;
  /** Reported conversation messages are deleted through the conversations (their live event). */
  conversations: ConversationMessageDeleter;
  now?: () => Date;
}) {
  const { db, events } = deps;
  const now = deps.now ?? (() => new Date());
  const { conversations } = deps;

  function reportedPerson(person: Person): ReportedPerson {
    const ref = personRef(person.id, person.userName, person.fullName, person.photoVersion);
    if (!isSuspended(person.suspendedUntil, now())) return { ...ref, role: person.role };
    const forGood = person.suspendedUntil.getTime() >= SUSPENDED_FOR_GOOD.getTime();
    return {
      ...ref,
      role: person.role,
      suspendedUntil: person.suspendedUntil.toISOString(),
      ...(forGood ? { suspendedForGood: true } : {}),
    };
  }

  async function requirePerson(userName: string): Promise<Person> {
    const person = await findPersonByUserName(db, userName);
    if (!person) throw new AppError('NOT_FOUND', 'User not found');
    return person;
  }

  /** Moderators act on members; admins on moderators too; admins are managed on the command line. */
  function mayActOn(actor: Staff, target: Person): void {
    if (target.id === actor.id) throw new AppError('FORBIDDEN', safetyTexts.cannotModerateYourself);
    if (target.role === 'admin') throw new AppError('FORBIDDEN', safetyTexts.adminsOnCommandLine);
    if (target.role === 'moderator' && actor.role !== 'admin') {
      throw new AppError('FORBIDDEN', safetyTexts.onlyAdminsModerateStaff);
    }
  }

  async function requireReport(reportId: string | undefined): Promise<void> {
    if (reportId !== undefined && !(await reportExists(db, reportId))) {
      throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
    }
  }

  /**
   * The message a report of a private conversation's message names, as the report kept it; none
   * when the report is of anything else or names another message.
   */
  async function reportedConversationMessage(
    reportId: string,
    messageId: string,
  ): Promise<(MessageSnapshot & { conversationId: string }) | undefined> {
    const row = await findReport(db, reportId);
    const snapshot = messageSnapshotSchema.safeParse(row?.snapshot);
    if (!snapshot.success || snapshot.data.messageId !== messageId) return undefined;
    const { conversationId } = snapshot.data;
    return conversationId === undefined ? undefined : { ...snapshot.data, conversationId };
  }

  /** Reports as the queue shows them: people as they are now, messages in context. */
  async function toAdminReports(rows: ReportRow[]): Promise<AdminReport[]> {
    const snapshots = new Map(
      rows.flatMap((row) => {
        if (row.kind !== 'message') return [];
        const parsed = messageSnapshotSchema.safeParse(row.snapshot);
        return parsed.success ? [[row.id, parsed.data] as const] : [];
      }),
    );
    const room = [...snapshots].filter(([, snapshot]) => snapshot.conversationId === undefined);
    const [live, contexts] = await Promise.all([
      liveMessageIds(
        db,
        [...snapshots.values()].map((snapshot) => snapshot.messageId),
      ),
      Promise.all(
        room.map(
          async ([id, snapshot]) =>
            [
              id,
              (await messagesAround(db, snapshot.seq, CONTEXT_AROUND)).map(toChatMessage),
            ] as const,
        ),
      ),
    ]);
    const contextOf = new Map<string, ChatMessage[]>(contexts);
    return rows.map((row) => {
      const snapshot = snapshots.get(row.id);
      const profile = profileSnapshotSchema.safeParse(row.snapshot);
      const report: AdminReport = {
        id: row.id,
        kind: row.kind,
        reason: row.reason as ReportReason,
        note: row.note,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        reporter:
          row.reporterId !== null
            ? personRef(
                row.reporterId,
                row.reporterUserName!,
                row.reporterFullName!,
                row.reporterPhotoVersion,
              )
            : null,
        reported:
          row.reportedId !== null
            ? reportedPerson({
                id: row.reportedId,
                userName: row.reportedUserName!,
                fullName: row.reportedFullName!,
                photoVersion: row.reportedPhotoVersion,
                role: row.reportedRole!,
                suspendedUntil: row.reportedSuspendedUntil,
              })
            : null,
      };
      if (snapshot) {
        report.reportedName = snapshot.authorUserName;
        report.message = {
          messageId: snapshot.messageId,
          text: snapshot.text,
          createdAt: snapshot.createdAt,
          deleted: !live.has(snapshot.messageId),
        };
        report.context = contextOf.get(row.id) ?? [];
        // A private conversation's: what the report kept, never the conversation itself.
        if (snapshot.conversationId !== undefined) {
          report.conversationId = snapshot.conversationId;
          report.context = (snapshot.context ?? []).map(snapshotMessage);
        }
      } else if (profile.success) {
        const { userId: _userId, ...fields } = profile.data;
        report.reportedName = fields.userName;
        report.profile = fields;
      }
      return report;
    });
  }

  async function oneReport(reportId: string): Promise<AdminReport> {
    const row = await findReport(db, reportId);
    if (!row) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
    const [report] = await toAdminReports([row]);
    return report!;
  }

  async function filterTerms(): Promise<FilterTermsResponse> {
    const rows = await listFilterTerms(db);
    return {
      terms: rows.map((row) => ({ term: row.term, createdAt: row.createdAt.toISOString() })),
    };
  }

  async function staff(): Promise<StaffResponse> {
    const rows = await listStaff(db);
    return {
      staff: rows.map((row) => ({
        ...personRef(row.id, row.userName, row.fullName, row.photoVersion),
        role: row.role,
      })),
    };
  }

  return {
    /** Newest first; `before` is the id of the last report of the previous page. */
    async reports(query: {
      status: ReportStatusFilter;
      before?: string | undefined;
    }): Promise<AdminReportsResponse> {
      if (query.before !== undefined && !UUID.test(query.before)) {
        throw new AppError('BAD_REQUEST', 'Bad cursor');
      }
      const rows = await listReports(db, {
        status: query.status,
        beforeId: query.before?.toLowerCase(),
        limit: REPORTS_PAGE + 1,
      });
      const page = rows.slice(0, REPORTS_PAGE);
      const reports = await toAdminReports(page);
      return rows.length > REPORTS_PAGE ? { reports, next: page.at(-1)!.id } : { reports };
    },

    /** The count on the moderators' navigation and bell. */
    async openReports(): Promise<{ open: number }> {
      return { open: await countOpenReports(db) };
    },

    async dismiss(actor: Staff, reportId: string, reason: string): Promise<AdminReport> {
      const closed = await db.transaction(async (tx) => {
        if (!(await closeOpenReport(tx, reportId, 'dismissed', actor.id))) return false;
        const row = await findReport(tx, reportId);
        const target = row?.reportedId
          ? { id: row.reportedId, userName: row.reportedUserName! }
          : undefined;
        await writeLog(tx, {
          actor,
          action: 'dismiss-report',
          target,
          messageId: row?.messageId ?? undefined,
          reportId,
          reason,
        });
        return true;
      });
      if (!closed) {
        if (await reportExists(db, reportId))
          throw new AppError('CONFLICT', safetyTexts.reportClosed);
        throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
      }
      events.emit('reportsChanged');
      return oneReport(reportId);
    },

    /**
     * Deletes a message through the chat (its tombstone, caches and live broadcast are the
     * chat's); the log entry and the report's closing are written in the tombstone's transaction.
     */
    async deleteMessage(
      actor: Staff,
      messageId: string,
      options: { reason: string; reportId?: string | undefined },
    ): Promise<{ message: string }> {
      await requireReport(options.reportId);
      // A conversation's message is reached only through its report (ADR 0037).
      const reported = options.reportId
        ? await reportedConversationMessage(options.reportId, messageId)
        : undefined;
      const message = reported
        ? { userId: reported.authorId, userName: reported.authorUserName }
        : await findMessageWithAuthor(db, messageId);
      if (!message) throw new AppError('NOT_FOUND', safetyTexts.messageGone);
      // The log entry and the report's closing commit with the tombstone, or not at all.
      const record = async (tx: Tx) => {
        await writeLog(tx, {
          actor,
          action: 'delete-message',
          target: { id: message.userId, userName: message.userName },
          messageId,
          reportId: options.reportId,
          reason: options.reason,
        });
        if (options.reportId) await markReportActioned(tx, options.reportId, actor.id);
      };
      const who = { userId: actor.id, role: actor.role };
      const outcome =
        reported?.conversationId !== undefined
          ? await conversations.deleteAsModerator(
              who,
              { conversationId: reported.conversationId, messageId },
              record,
            )
          : await deps.chat.deleteMessage(messageId, who, record);
      if (outcome === 'not-found') throw new AppError('NOT_FOUND', safetyTexts.messageGone);
      if (outcome === 'forbidden') throw new AppError('FORBIDDEN', safetyTexts.deleteNotAllowed);
      if (options.reportId) events.emit('reportsChanged');
      return { message: safetyTexts.messageDeleted };
    },

    /**
     * A staff member deleting from the chat screen (the socket's `deleteMessage`): their own
     * message as any author would, anyone else's as moderation, with its log entry in the
     * tombstone's transaction like the admin page's (product.md §12: every door writes the log).
     */
    async deleteFromChat(actor: Staff, messageId: string): Promise<DeleteResult> {
      const message = await findMessageWithAuthor(db, messageId);
      if (!message) return 'not-found';
      const who = { userId: actor.id, role: actor.role };
      if (message.userId === actor.id) return deps.chat.deleteMessage(messageId, who);
      return deps.chat.deleteMessage(messageId, who, (tx) =>
        writeLog(tx, {
          actor,
          action: 'delete-message',
          target: { id: message.userId, userName: message.userName },
          messageId,
        }),
      );
    },

    /**
     * Suspends for some hours or for good: the row, the end of every session, the log entry and
     * the report's closing in one transaction; then every instance ends the sockets.
     */
    async suspend(
      actor: Staff,
      userName: string,
      body: {
        hours?: number | undefined;
        forGood?: true | undefined;
        reason: string;
        reportId?: string | undefined;
      },
    ): Promise<ReportedPerson> {
      const target = await requirePerson(userName);
      mayActOn(actor, target);
      await requireReport(body.reportId);
      const until = body.forGood
        ? SUSPENDED_FOR_GOOD
        : new Date(now().getTime() + (body.hours ?? 0) * 3_600_000);
      const row = await withUserWrites(db, [target.id], async (tx) => {
        const updated = await setSuspension(tx, target.id, until, body.reason);
        if (!updated) return undefined;
        await deleteUserSessions(tx, target.id);
        await writeLog(tx, {
          actor,
          action: 'suspend',
          target,
          reportId: body.reportId,
          reason: body.reason,
          detail: body.forGood
            ? { forGood: true }
            : { hours: body.hours, until: until.toISOString() },
        });
        if (body.reportId) await markReportActioned(tx, body.reportId, actor.id);
        return updated;
      });
      if (!row) throw new AppError('NOT_FOUND', 'User not found');
      // Their sessions are gone: every instance drops them from its cache and ends their sockets.
      events.emit('sessionsRevoked', { userId: target.id });
      if (body.reportId) events.emit('reportsChanged');
      return reportedPerson(row);
    },

    /** Lifts a suspension; lifting none changes nothing and logs nothing. */
    async unsuspend(
      actor: Staff,
      userName: string,
      options: { reason: string; reportId?: string | undefined },
    ): Promise<ReportedPerson> {
      const target = await requirePerson(userName);
      mayActOn(actor, target);
      await requireReport(options.reportId);
      if (!isSuspended(target.suspendedUntil, now())) return reportedPerson(target);
      const row = await withUserWrites(db, [target.id], async (tx) => {
        const updated = await setSuspension(tx, target.id, null, null);
        if (!updated) return undefined;
        await writeLog(tx, {
          actor,
          action: 'unsuspend',
          target,
          reportId: options.reportId,
          reason: options.reason,
        });
        return updated;
      });
      if (!row) throw new AppError('NOT_FOUND', 'User not found');
      return reportedPerson(row);
    },

    /** Newest first; `before` is the `next` of the previous page. */
    async log(before: string | undefined): Promise<ModerationLogResponse> {
      const rows = await listLog(
        db,
        before === undefined ? undefined : Number(before),
        LOG_PAGE + 1,
      );
      const page = rows.slice(0, LOG_PAGE);
      const entries = page.map((row): ModerationLogEntry => {
        const entry: ModerationLogEntry = {
          id: row.id,
          actor: row.actorName,
          action: row.action as ModerationLogEntry['action'],
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        };
        if (row.targetName !== null) entry.target = row.targetName;
        if (row.messageId !== null) entry.messageId = row.messageId;
        if (row.reportId !== null) entry.reportId = row.reportId;
        if (row.detail !== null) entry.detail = row.detail as Record<string, unknown>;
        return entry;
      });
      return rows.length > LOG_PAGE ? { entries, next: String(page.at(-1)!.id) } : { entries };
    },

    async room(): Promise<RoomSettings> {
      return readRoomSettings(db);
    },

    async setRoom(actor: Staff, settings: RoomSettings): Promise<RoomSettings> {
      const previous = await readRoomSettings(db);
      await db.transaction(async (tx) => {
        await writeRoomSettings(tx, settings.slowModeSeconds, actor.id);
        await writeLog(tx, {
          actor,
          action: 'slow-mode',
          detail: { slowModeSeconds: settings.slowModeSeconds, previous: previous.slowModeSeconds },
        });
      });
      events.emit('roomSettingsChanged', { slowModeSeconds: settings.slowModeSeconds });
      return { slowModeSeconds: settings.slowModeSeconds };
    },

    filterTerms,

    /** Adding a term that is there already changes nothing. */
    async addFilterTerm(actor: Staff, term: string): Promise<FilterTermsResponse> {
      const added = await db.transaction(async (tx) => {
        if (!(await insertFilterTerm(tx, term, actor.id))) return false;
        await writeLog(tx, { actor, action: 'add-filter-term', detail: { term } });
        return true;
      });
      if (added) events.emit('filterTermsChanged');
      return filterTerms();
    },

    /** Removing a term that is not there changes nothing. */
    async removeFilterTerm(actor: Staff, term: string): Promise<FilterTermsResponse> {
      const normalized = term.trim().toLowerCase();
      const removed = await db.transaction(async (tx) => {
        if (!(await deleteFilterTerm(tx, normalized))) return false;
        await writeLog(tx, { actor, action: 'remove-filter-term', detail: { term: normalized } });
        return true;
      });
      if (removed) events.emit('filterTermsChanged');
      return filterTerms();
    },

    staff,

    /** Admins make members moderators and back; an admin's own role is not changed here. */
    async setRole(
      actor: Staff,
      userName: string,
      role: 'member' | 'moderator',
    ): Promise<StaffResponse> {
      const target = await requirePerson(userName);
      if (target.role === 'admin') throw new AppError('FORBIDDEN', safetyTexts.adminsOnCommandLine);
      if (target.role !== role) {
        const changed = await withUserWrites(db, [target.id], async (tx) => {
          if (!(await setUserRole(tx, target.id, role))) return false;
          await writeLog(tx, {
            actor,
            action: 'grant-role',
            target,
            detail: { role, previous: target.role },
          });
          return true;
        });
        if (!changed) throw new AppError('NOT_FOUND', 'User not found');
        events.emit('roleChanged', { userId: target.id, role });
      }
      return staff();
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
