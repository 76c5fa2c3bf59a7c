/**
 * What the notification routes answer (product.md §7 additions), as zod schemas: the server
 * declares them on its routes and its serializer checks each answer against them;
 * `notifications.ts` re-exports the types inferred from them. Strict objects, keys in wire order.
 */
import { z } from 'zod';
import { mentionSuggestionSchema } from './chat-response-schemas.ts';
import { NOTIFICATION_KINDS } from './notifications.ts';

const count = z.number().int();

export const appNotificationSchema = z.strictObject({
  /** Increasing: newer notifications have larger ids. */
  id: count,
  kind: z.enum(NOTIFICATION_KINDS),
  actor: mentionSuggestionSchema,
  /** The chat message it is about (mention, reply, reaction). */
  messageId: z.string().optional(),
  seq: count.optional(),
  /** A short quote of that message (the reply's text for a reply, yours for a reaction). */
  snippet: z.string().optional(),
  /** The emoji of a reaction. */
  emoji: z.string().optional(),
  /**
   * A private conversation's (`message`, or a `mention` there): open `/messages/{id}`. A
   * `message` is one entry per conversation, its newest message; `count` of them since read.
   */
  conversationId: z.string().optional(),
  count: count.optional(),
  /** epoch ms */
  createdAt: count,
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof appNotificationSchema>;

/** `GET /api/notifications?before=id`: newest first, NOTIFICATIONS_PAGE at a time. */
export const notificationsPageSchema = z.strictObject({
  notifications: z.array(appNotificationSchema),
  /** Unread notifications in all (not only this page), at most UNREAD_COUNT_MAX. */
  unread: count,
  hasMore: z.boolean(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** `POST /api/notifications/read`: the unread count after marking. */
export const notificationsUnreadSchema = z.strictObject({ unread: count });
export type NotificationsUnread = z.infer<typeof notificationsUnreadSchema>;
