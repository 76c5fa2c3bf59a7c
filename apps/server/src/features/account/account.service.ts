import {
  safetyTexts,
  type AccountExport,
  type AccountResponse,
  type BlockKind,
} from '@tuning/shared/safety';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEvents } from '../../lib/events.ts';
import { verifyPassword } from '../auth/password.ts';
import { messageSnapshotSchema, profileSnapshotSchema } from '../reports/report-snapshot.ts';
import type { UserCache } from '../users/user-cache.ts';
import { peersOf } from '../conversations/conversations.queries.ts';
import { deleteUserAccount } from '../users/users.queries.ts';
import { findPasswordHash, readEverythingAbout } from './account.queries.ts';

const WHO_BLOCKS_YOU = 'Who blocks or mutes you: that is theirs to keep.';
const REPORTS_ABOUT_YOU = 'Reports about you: they would tell you who reported you.';
const NOTIFICATIONS_OF_OTHERS =
  'Notifications others received of what you did: they are theirs (what you did is in this export).';
const SECRETS =
  'Your password and your session and link keys: only their hashes are stored, of no use to anyone.';

/**
 * Every column that references a user (and the users row itself), and where the export puts the
 * rows it names, or why it leaves them out. The export's test derives the same list from the
 * schema: a table added later fails it until it is listed here.
 */
export const EXPORT_SOURCES: Record<string, { path: string } | { withheld: string }> = {
  'users.id': { path: 'account' },
  'profile_photos.user_id': { path: 'profilePhoto' },
  'sessions.user_id': { path: 'sessions' },
  'password_resets.user_id': { path: 'passwordReset' },
  'email_confirmations.user_id': { path: 'emailConfirmation' },
  'follows.follower_id': { path: 'following' },
  'follows.followee_id': { path: 'followers' },
  'chat_send_counts.user_id': { path: 'chatSending' },
  'chat_images.user_id': { path: 'chatImages' },
  'notifications.recipient_id': { path: 'notifications' },
  'push_subscriptions.user_id': { path: 'pushDevices' },
  'push_settings.user_id': { path: 'pushSettings' },
  'notifications.actor_id': { withheld: NOTIFICATIONS_OF_OTHERS },
  'ai_usage.user_id': { path: 'characterReplies' },
  'blocks.blocker_id': { path: 'blocks' },
  'blocks.blocked_id': { withheld: WHO_BLOCKS_YOU },
  'reports.reporter_id': { path: 'reportsFiled' },
  'reports.reported_user_id': { withheld: REPORTS_ABOUT_YOU },
  'reports.resolved_by': { path: 'staffWork.reportsResolved' },
  'moderation_log.actor_id': { path: 'staffWork.actions' },
  'moderation_log.target_user_id': { path: 'moderationOfYou' },
  'room_settings.updated_by': { path: 'staffWork.roomSettings' },
  'filtered_terms.created_by': { path: 'staffWork.filterTerms' },
  'conversations.created_by': { path: 'conversations.created' },
  // The room's rows are kept apart from the private conversations' (ADR 0043): `chatMessages`,
  // `chatReactions`, `chatReadPosition` and `staffWork.messagesDeleted` are the room's.
  'conversation_members.user_id': { path: 'conversations.memberships' },
  'conversation_messages.user_id': { path: 'conversations.messages' },
  'conversation_messages.deleted_by': { path: 'staffWork.messagesDeleted' },
  'conversation_reactions.user_id': { path: 'conversations.reactions' },
  'message_settings.user_id': { path: 'conversations.settings' },
};

const NOT_INCLUDED = [
  ...new Set(
    Object.values(EXPORT_SOURCES).flatMap((source) =>
      'withheld' in source ? [source.withheld] : [],
    ),
  ),
  'Who took the moderation actions on your account.',
  SECRETS,
];

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Whom a filed report was about, from its snapshot. */
function reportedUserName(snapshot: unknown): string | null {
  const message = messageSnapshotSchema.safeParse(snapshot);
  if (message.success) return message.data.authorUserName;
  const profile = profileSnapshotSchema.safeParse(snapshot);
  return profile.success ? profile.data.userName : null;
}

/** The signed-in user's own account: their role, deleting it, and everything stored about them. */
/** One of the user's messages as the export shows it (the room's or a conversation's). */
function exportedMessage(row: {
  messageId: string;
  text: string;
  createdAt: Date;
  deletedAt: Date | null;
  editedAt: Date | null;
  replyToMessageId: string | null;
  imageId: string | null;
}) {
  return {
    messageId: row.messageId,
    text: row.text,
    createdAt: iso(row.createdAt),
    deletedAt: isoOrNull(row.deletedAt),
    ...(row.editedAt ? { editedAt: iso(row.editedAt) } : {}),
    ...(row.replyToMessageId ? { replyToMessageId: row.replyToMessageId } : {}),
    ...(row.imageId ? { imageId: row.imageId } : {}),
  };
}

export function createAccountService(deps: {
  db: Db;
  events: AppEvents;
  users: UserCache;
  now?: () => Date;
}) {
  const { db, events } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async account(userId: string): Promise<AccountResponse> {
      const user = await deps.users.get(userId);
      if (!user) throw new AppError('UNAUTHORIZED', 'Not signed in');
      return { userId: user.id, role: user.role };
    },

    /**
     * Confirmed by the current password. One transaction removes the account and, through the
     * foreign keys, what belongs to it (ADR 0014); then its sessions' sockets are ended on every
     * instance and the chat layer is told.
     */
    async delete(userId: string, password: string): Promise<void> {
      const hash = await findPasswordHash(db, userId);
      if (!hash) throw new AppError('UNAUTHORIZED', 'Not signed in');
      if (!(await verifyPassword(hash, password))) {
        throw new AppError('FORBIDDEN', safetyTexts.wrongPassword);
      }
      // Read before the memberships go with the account: whose conversations change.
      const peers = await peersOf(db, userId);
      if (!(await deleteUserAccount(db, userId))) {
        throw new AppError('UNAUTHORIZED', 'Not signed in');
      }
      // The sessions went with the row; this ends their sockets and cached lookups everywhere.
      events.emit('sessionsRevoked', { userId });
      events.emit('userRemoved', { userId });
      // "Deleted account" in their one-to-ones, one member fewer in their groups, live.
      if (peers.length > 0) events.emit('conversationsChanged', peers);
    },

    async export(userId: string): Promise<AccountExport> {
      const all = await readEverythingAbout(db, userId);
      const { account } = all;
      if (!account) throw new AppError('UNAUTHORIZED', 'Not signed in');
      return {
        format: 'tuning-account-export',
        version: 1,
        exportedAt: iso(now()),
        account: {
          ...account,
          emailConfirmedAt: isoOrNull(account.emailConfirmedAt),
          suspendedUntil: isoOrNull(account.suspendedUntil),
          createdAt: iso(account.createdAt),
        },
        profilePhoto: all.photo
          ? {
              contentType: all.photo.contentType,
              updatedAt: iso(all.photo.updatedAt),
              base64: all.photo.image.toString('base64'),
            }
          : null,
        sessions: all.sessions.map((row) => ({
          createdAt: iso(row.createdAt),
          expiresAt: iso(row.expiresAt),
          lastSeenAt: iso(row.lastSeenAt),
        })),
        passwordReset: all.reset
          ? { requestedAt: iso(all.reset.createdAt), expiresAt: iso(all.reset.expiresAt) }
          : null,
        emailConfirmation: all.confirmation ? { expiresAt: iso(all.confirmation.expiresAt) } : null,
        following: all.following.map((row) => ({ userName: row.userName, since: iso(row.since) })),
        followers: all.followers.map((row) => ({ userName: row.userName, since: iso(row.since) })),
        chatMessages: all.messages.map(exportedMessage),
        chatReactions: all.reactions.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        chatImages: all.images.map(({ image, ...row }) => ({
          ...row,
          createdAt: iso(row.createdAt),
          base64: image.toString('base64'),
        })),
        chatReadPosition: all.read?.updatedAt
          ? { lastReadSeq: all.read.lastReadSeq, updatedAt: iso(all.read.updatedAt) }
          : null,
        notifications: all.notified.map((row) => ({
          kind: row.kind,
          fromUserName: row.fromUserName,
          messageId: row.messageId,
          emoji: row.emoji === '' ? null : row.emoji,
          createdAt: iso(row.createdAt),
          readAt: isoOrNull(row.readAt),
        })),
        pushDevices: all.pushDevices.map((row) => ({
          pushService: new URL(row.endpoint).origin,
          createdAt: iso(row.createdAt),
        })),
        pushSettings: all.pushSettings
          ? { off: all.pushSettings.off, updatedAt: iso(all.pushSettings.updatedAt) }
          : null,
        chatSending: all.sending
          ? { ...all.sending, lastSentAt: isoOrNull(all.sending.lastSentAt) }
          : null,
        characterReplies: all.replies,
        blocks: all.blocks.map((row) => ({
          userName: row.userName,
          kind: row.kind as BlockKind,
          createdAt: iso(row.createdAt),
        })),
        reportsFiled: all.filed.map((row) => ({
          reportId: row.reportId,
          kind: row.kind,
          reason: row.reason,
          note: row.note,
          messageId: row.messageId,
          reportedUserName: reportedUserName(row.snapshot),
          status: row.status,
          createdAt: iso(row.createdAt),
        })),
        moderationOfYou: all.aboutThem.map((row) => ({
          action: row.action,
          reason: row.reason,
          detail: (row.detail as Record<string, unknown> | null) ?? null,
          createdAt: iso(row.createdAt),
        })),
        staffWork: {
          actions: all.actions.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
          messagesDeleted: all.deleted.map((row) => ({
            messageId: row.messageId,
            deletedAt: isoOrNull(row.deletedAt),
          })),
          reportsResolved: all.resolved.map((row) => ({
            reportId: row.reportId,
            status: row.status,
            resolvedAt: isoOrNull(row.resolvedAt),
          })),
          roomSettings: all.room
            ? { slowModeSeconds: all.room.slowModeSeconds, updatedAt: iso(all.room.updatedAt) }
            : null,
          filterTerms: all.terms.map((row) => ({ term: row.term, createdAt: iso(row.createdAt) })),
        },
        conversations: {
          memberships: all.conversations.memberships.map((row) => ({
            ...row,
            joinedAt: iso(row.joinedAt),
          })),
          created: all.conversations.created.map((row) => ({
            ...row,
            createdAt: iso(row.createdAt),
          })),
          messages: all.conversations.messages.map(({ conversationId, ...row }) => ({
            ...exportedMessage(row),
            conversationId,
          })),
          reactions: all.conversations.reactions.map((row) => ({
            ...row,
            createdAt: iso(row.createdAt),
          })),
          settings: all.conversations.settings
            ? {
                whoCanMessage: all.conversations.settings.whoCanMessage,
                readReceipts: all.conversations.settings.readReceipts,
                updatedAt: iso(all.conversations.settings.updatedAt),
              }
            : null,
        },
        notIncluded: NOT_INCLUDED,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
