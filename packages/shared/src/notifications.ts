/**
 * In-app notifications (product.md §13): mentions, replies to you, reactions to your messages and
 * new followers. Stored per recipient, listed by `GET /api/notifications`, pushed live over the
 * socket as `notification` to the recipient's sockets on every instance. Types only, so the bell
 * loads no zod; the server's schemas are in `notifications-schemas.ts`.
 */
import type { PersonRef } from './chat-extras.ts';

export const NOTIFICATION_KINDS = ['mention', 'reply', 'reaction', 'follow'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface AppNotification {
  /** Increasing: newer notifications have larger ids. */
  id: number;
  kind: NotificationKind;
  actor: PersonRef & { profilePic: string };
  /** The chat message it is about (mention, reply, reaction). */
  messageId?: string;
  seq?: number;
  /** A short quote of that message (the reply's text for a reply, yours for a reaction). */
  snippet?: string;
  /** The emoji of a reaction. */
  emoji?: string;
  /** epoch ms */
  createdAt: number;
  read: boolean;
}

/** `GET /api/notifications?before=id`: newest first, NOTIFICATIONS_PAGE at a time. */
export interface NotificationsPage {
  notifications: AppNotification[];
  /** Unread notifications in all (not only this page), at most UNREAD_COUNT_MAX. */
  unread: number;
  hasMore: boolean;
}

/** `POST /api/notifications/read`: up to and including `upTo`, or all when absent. */
export interface MarkNotificationsReadBody {
  upTo?: number;
}

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
  }
}
