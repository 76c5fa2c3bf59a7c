/**
 * The safety routes' and events' inputs (product.md §12), validated on the server. The types, constants
 * and texts they use are in `safety.ts`; the routes' answers in `safety-response-schemas.ts`.
 */
import { z } from 'zod';
import { messageIdSchema } from './chat-schemas.ts';
import { lookupNameSchema } from './profile.ts';
import {
  BLOCK_KINDS,
  FILTER_TERM_MAX,
  REASON_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  SLOW_MODE_MAX_SECONDS,
} from './safety.ts';
import { PASSWORD_MAX, noNul } from './validation.ts';

const text = (max: number) => z.string().max(max).refine(noNul, 'Text cannot contain NUL');

/** `POST /api/blocks`: blocking someone already muted (or the reverse) changes the kind. */
export const blockBodySchema = z
  .object({ userName: lookupNameSchema, kind: z.enum(BLOCK_KINDS).default('block') })
  .strict();
export type BlockBody = z.input<typeof blockBodySchema>;

/** `DELETE /api/blocks/:userName` */
export const blockParamsSchema = z.object({ userName: lookupNameSchema }).strict();

/** `POST /api/reports`: a message (by id) or a profile (by user name). */
export const reportBodySchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('message'),
      messageId: messageIdSchema,
      /**
       * A private conversation's message (issue 34): it goes to the queue with the messages around
       * it, the only way a moderator sees a conversation.
       */
      conversationId: z.uuid('Invalid conversationId').optional(),
      reason: z.enum(REPORT_REASONS),
      note: text(REPORT_NOTE_MAX).optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('user'),
      userName: lookupNameSchema,
      reason: z.enum(REPORT_REASONS),
      note: text(REPORT_NOTE_MAX).optional(),
    })
    .strict(),
]);
export type ReportBody = z.input<typeof reportBodySchema>;

// --- deleting messages ---------------------------------------------------------------------------

/** Socket `deleteMessage`: the author or a moderator. */
export const deleteMessageSchema = z.object({ messageId: messageIdSchema }).strict();
export type DeleteMessagePayload = z.infer<typeof deleteMessageSchema>;

// --- the account ---------------------------------------------------------------------------------

/** `DELETE /api/account`: the current password confirms it. */
export const deleteAccountBodySchema = z
  .object({ password: z.string().min(1).max(PASSWORD_MAX) })
  .strict();
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** `GET /api/admin/reports` */
export const reportsQuerySchema = z
  .object({
    status: z.enum(['open', 'closed', 'all']).default('open'),
    /** The cursor of the next (older) page. */
    before: text(100).optional(),
  })
  .strict();

/** `GET /api/admin/log`: `before` is the `next` of the previous page. */
export const moderationLogQuerySchema = z
  .object({
    before: z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/, 'Bad cursor')
      .optional(),
  })
  .strict();

export const reportIdParamsSchema = z.object({ reportId: z.uuid() }).strict();
export const messageIdParamsSchema = z.object({ messageId: messageIdSchema }).strict();
export const userNameParamsSchema = z.object({ userName: lookupNameSchema }).strict();

/** Dismissing a report, deleting a message, lifting a suspension: why, for the log. */
export const moderationReasonSchema = z
  .object({ reason: text(REASON_MAX).default(''), reportId: z.uuid().optional() })
  .strict();
export type ModerationReasonBody = z.input<typeof moderationReasonSchema>;

/** Suspend for some hours (at most a year) or for good. */
export const suspendBodySchema = z
  .object({
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 366)
      .optional(),
    forGood: z.literal(true).optional(),
    reason: text(REASON_MAX).min(1, 'Say why'),
    reportId: z.uuid().optional(),
  })
  .strict()
  .refine((body) => (body.hours === undefined) !== (body.forGood === undefined), {
    message: 'Choose a number of hours or for good',
  });
export type SuspendBody = z.input<typeof suspendBodySchema>;

/** Admins grant and revoke the moderator role (admins are made on the command line). */
export const roleBodySchema = z.object({ role: z.enum(['member', 'moderator']) }).strict();
export type RoleBody = z.input<typeof roleBodySchema>;
export const roomSettingsBodySchema = z
  .object({ slowModeSeconds: z.number().int().min(0).max(SLOW_MODE_MAX_SECONDS) })
  .strict();
export type RoomSettingsBody = z.input<typeof roomSettingsBodySchema>;
export const filterTermBodySchema = z
  .object({
    term: text(FILTER_TERM_MAX)
      .trim()
      .min(2, 'A term has at least 2 characters')
      .transform((term) => term.toLowerCase()),
  })
  .strict();
export type FilterTermBody = z.input<typeof filterTermBodySchema>;
export const filterTermParamsSchema = z.object({ term: text(FILTER_TERM_MAX).min(1) }).strict();
