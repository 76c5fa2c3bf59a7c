import { NOTIFICATIONS_PAGE, replySnippet } from '@tuning/shared/chat-extras';
import type { AppNotification, NotificationsPage } from '@tuning/shared/notifications';
import { profilePhotoUrl } from '@tuning/shared/profile';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AppEvents } from '../../lib/events.ts';
import {
  countUnread,
  insertFollowNotification,
  listNotifications,
  markNotificationsRead,
  type NotificationRow,
} from './notifications.queries.ts';

export function toAppNotification(row: NotificationRow): AppNotification {
  const notification: AppNotification = {
    id: Number(row.id),
    kind: row.kind,
    actor: {
      userId: row.actorId,
      username: row.actorUserName,
      fullName: row.actorFullName,
      profilePic: profilePhotoUrl(row.actorId, row.actorPhotoVersion),
    },
    createdAt: row.createdAt.getTime(),
    read: row.readAt !== null,
  };
  if (row.messageId !== null && row.seq !== null) {
    notification.messageId = row.messageId;
    notification.seq = Number(row.seq);
    notification.snippet = replySnippet(row.text ?? '');
  }
  if (row.emoji !== '') notification.emoji = row.emoji;
  if (row.conversationId !== null) {
    notification.conversationId = row.conversationId;
    if (row.kind === 'message') notification.count = Number(row.count);
  }
  return notification;
}

/**
 * The notification bell (product.md §13): mentions, replies and reactions (stored by the chat with
 * the message or reaction they are about) and new followers (stored here). Each new one is pushed
 * to its recipient's sockets through `notificationsCreated`.
 */
export function createNotificationsService(deps: {
  db: Db;
  events: AppEvents;
  log: FastifyBaseLogger;
}) {
  const { db, events } = deps;
  return {
    async list(userId: string, before: number | undefined): Promise<NotificationsPage> {
      const [rows, unread] = await Promise.all([
        listNotifications(db, userId, before, NOTIFICATIONS_PAGE + 1),
        countUnread(db, userId),
      ]);
      return {
        notifications: rows.slice(0, NOTIFICATIONS_PAGE).map(toAppNotification),
        unread,
        hasMore: rows.length > NOTIFICATIONS_PAGE,
      };
    },

    /** Up to and including `upTo`, or all; answers how many are still unread. */
    async markRead(userId: string, upTo: number | undefined): Promise<{ unread: number }> {
      return { unread: await markNotificationsRead(db, userId, upTo) };
    },

    /**
     * A new follower. The follow is done whatever happens here: a notification that cannot be
     * stored is logged, not an error of the follow.
     */
    async followed(followerId: string, followeeId: string): Promise<void> {
      try {
        const row = await insertFollowNotification(db, followerId, followeeId);
        if (row) {
          events.emit('notificationsCreated', [
            { recipientId: followeeId, notification: toAppNotification(row) },
          ]);
        }
      } catch (error) {
        deps.log.warn({ err: error }, 'storing a follow notification failed');
      }
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
