/**
 * In-app notifications (product.md §13): mentions, replies to you, reactions to your messages and new
 * followers. Stored per recipient, listed by `GET /api/notifications`, pushed live over the socket
 * as `notification` to the recipient's sockets on every instance. Types only, so the bell loads
 * no zod; the schemas they are inferred from are in `notifications-schemas.ts` (inputs) and
 * `notifications-response-schemas.ts` (answers).
 */
import type {
  AppNotification,
  NotificationsPage,
  NotificationsUnread,
} from './notifications-response-schemas.ts';
import type { MarkNotificationsReadBody } from './notifications-schemas.ts';

export type { AppNotification, MarkNotificationsReadBody, NotificationsPage, NotificationsUnread };

export const NOTIFICATION_KINDS = ['mention', 'reply', 'reaction', 'follow', 'message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The bell's one line per notification (the actor's name goes before it). */
export function describeNotification(notification: AppNotification): string {
  switch (notification.kind) {
    case 'mention':
      return 'mentioned you';
    case 'reply':
      return 'replied to you';
    case 'reaction':
      return `reacted ${notification.emoji ?? ''} to your message`.replace('  ', ' ');
    case 'follow':
      return 'started following you';
    case 'message': {
      const count = notification.count ?? 1;
      return count === 1 ? 'sent you a message' : `sent you ${count} messages`;
    }
  }
}
