import { profilePhotoUrl } from '@tuning/shared/profile';
import { conversationTexts } from '@tuning/shared/conversations';
import { safetyTexts, type ReportResponse } from '@tuning/shared/safety';
import type { reportBodySchema } from '@tuning/shared/safety-schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hasDatabaseCode } from '../../lib/database-errors.ts';
import type { AppEvents } from '../../lib/events.ts';
import { LIMITS } from '../../lib/limits.ts';
import { conversationMessagesAround } from '../conversations/conversation-messages.queries.ts';
import { membershipOf, messageByMessageId } from '../conversations/conversations.queries.ts';
import { findProfileByUserName } from '../users/users.queries.ts';
import type { MessageSnapshot } from './report-snapshot.ts';
import {
  findMessageWithAuthor,
  insertReportWithinLimit,
  type NewReport,
} from './reports.queries.ts';

type ReportBody = z.output<typeof reportBodySchema>;

/** Messages kept before and after a reported conversation message (issue 34). */
export const REPORTED_CONVERSATION_CONTEXT = 5;

type MessageWithAuthor = {
  messageId: string;
  seq: number;
  text: string;
  createdAt: Date;
  userId: string;
  userName: string;
  fullName: string;
};

/** A message as a report keeps it, the room's or a conversation's. */
function snapshotOf(message: MessageWithAuthor): MessageSnapshot {
  return {
    messageId: message.messageId,
    seq: message.seq,
    text: message.text,
    createdAt: message.createdAt.toISOString(),
    authorId: message.userId,
    authorUserName: message.userName,
    authorFullName: message.fullName,
  };
}

/** PostgreSQL's foreign_key_violation: the reported account was deleted a moment ago. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Reports of a message or a profile (product.md §12). Each keeps a snapshot of what was reported;
 * a user files at most LIMITS.reports.perUser in an hour, counted in the database.
 */
export function createReportsService(deps: {
  db: Db;
  /** Tells moderators' sockets that the count of open reports moved. */
  events?: AppEvents;
  limit?: { max: number; windowMs: number };
  /** A report was stored (moderators hear of it by push); must not throw or wait. */
  onFiled?: (reporterId: string, report: { reportId: string; reason: string }) => void;
}) {
  const { db } = deps;
  const limit = deps.limit ?? LIMITS.reports.perUser;

  async function describe(reporterId: string, body: ReportBody): Promise<NewReport> {
    const base = { reporterId, reason: body.reason, note: body.note?.trim() ?? '' };
    if (body.kind === 'message' && body.conversationId !== undefined) {
      return {
        ...base,
        ...(await conversationMessageReport(reporterId, body.conversationId, body.messageId)),
      };
    }
    if (body.kind === 'message') {
      const message = await findMessageWithAuthor(db, body.messageId);
      if (!message || message.deletedAt) {
        throw new AppError('NOT_FOUND', safetyTexts.messageGone);
      }
      if (message.userId === reporterId) throw new AppError('BAD_REQUEST', safetyTexts.reportOwn);
      return {
        ...base,
        kind: 'message',
        messageId: message.messageId,
        reportedUserId: message.userId,
        snapshot: snapshotOf(message),
      };
    }
    const profile = await findProfileByUserName(db, body.userName);
    if (!profile) throw new AppError('NOT_FOUND', 'User not found');
    if (profile.id === reporterId) throw new AppError('BAD_REQUEST', safetyTexts.reportOwn);
    return {
      ...base,
      kind: 'user',
      reportedUserId: profile.id,
      snapshot: {
        userId: profile.id,
        userName: profile.userName,
        fullName: profile.fullName,
        bio: profile.bio,
        collegeName: profile.collegeName,
        collegeYear: profile.collegeYear,
        location: profile.location,
        externalLink: profile.externalLink,
        profilePic: profilePhotoUrl(profile.id, profile.photoVersion),
      },
    };
  }

  /**
   * A private conversation's message, reported by one of its members (a request they deleted
   * too: "block and report"), with the messages around it as they are now.
   */
  async function conversationMessageReport(
    reporterId: string,
    conversationId: string,
    messageId: string,
  ) {
    if (!(await membershipOf(db, conversationId, reporterId))) {
      throw new AppError('NOT_FOUND', conversationTexts.notFound);
    }
    const message = await messageByMessageId(db, messageId);
    if (!message || message.conversationId !== conversationId || message.deletedAt) {
      throw new AppError('NOT_FOUND', safetyTexts.messageGone);
    }
    if (message.userId === reporterId) throw new AppError('BAD_REQUEST', safetyTexts.reportOwn);
    const around = await conversationMessagesAround(
      db,
      conversationId,
      message.seq,
      REPORTED_CONVERSATION_CONTEXT,
    );
    return {
      kind: 'message' as const,
      messageId,
      reportedUserId: message.userId,
      snapshot: {
        ...snapshotOf(message),
        conversationId,
        context: around.map((row) => ({ ...snapshotOf(row), deleted: row.deletedAt !== null })),
      },
    };
  }

  return {
    async file(reporterId: string, body: ReportBody): Promise<ReportResponse> {
      const report = await describe(reporterId, body);
      let result: Awaited<ReturnType<typeof insertReportWithinLimit>>;
      try {
        result = await insertReportWithinLimit(db, report, limit);
      } catch (error) {
        if (!hasDatabaseCode(error, FOREIGN_KEY_VIOLATION)) throw error;
        throw new AppError(
          'NOT_FOUND',
          body.kind === 'message' ? safetyTexts.messageGone : 'User not found',
        );
      }
      if ('reporterGone' in result) throw new AppError('UNAUTHORIZED', 'Not signed in');
      if ('limited' in result) {
        throw new AppError('RATE_LIMITED', safetyTexts.reportTooMany, result.limited);
      }
      deps.events?.emit('reportsChanged');
      deps.onFiled?.(reporterId, { reportId: result.stored.id, reason: body.reason });
      return {
        reportId: result.stored.id,
        message: safetyTexts.reportThanks,
        // Whoever reports self-harm is shown where to find help, whatever was reported.
        ...(body.reason === 'self-harm' ? { help: safetyTexts.selfHarmHelp } : {}),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
