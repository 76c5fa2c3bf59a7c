/**
 * The notification routes' inputs, validated on the server, and their answers, which the server's
 * serializer checks (types, constants and texts in `notifications.ts`).
 */
import { z } from 'zod';
import { mentionSuggestionSchema } from './chat-schemas.ts';
import { NOTIFICATION_KINDS } from './notifications.ts';

export const notificationsQuerySchema = z
  .object({
    before: z
      .string()
      .regex(/^\d{1,16}$/, 'must be a whole number')
      .transform(Number)
      .optional(),
  })
  .strict();

/** `POST /api/notifications/read`: up to and including `upTo`, or all when absent. */
export const markNotificationsReadSchema = z
  .object({ upTo: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() })
  .strict();
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadSchema>;

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
