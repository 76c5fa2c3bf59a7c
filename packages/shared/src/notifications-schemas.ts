/**
 * The notification routes' inputs, validated on the server (types in `notifications.ts`, answers
 * in `notifications-response-schemas.ts`).
 */
import { z } from 'zod';

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
