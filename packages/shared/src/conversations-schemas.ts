/** The inputs of private conversations (issue 34): route bodies, queries and socket payloads. */
import { z } from 'zod';
import {
  chatImageIdSchema,
  chatTextSchema,
  editMessageSchema,
  messageIdSchema,
  reactSchema,
  textUnlessImage,
} from './chat-schemas.ts';
import {
  CONVERSATION_MEMBERS_MAX,
  CONVERSATION_MEMBERS_MIN,
  CONVERSATION_NAME_MAX,
  WHO_CAN_MESSAGE,
} from './conversations.ts';
import { lookupNameSchema } from './profile.ts';
import { deleteMessageSchema } from './safety-schemas.ts';
import { noNul } from './validation.ts';

export const conversationIdSchema = z.uuid('Invalid conversationId');

export const conversationParamsSchema = z.object({ id: conversationIdSchema }).strict();
export const memberParamsSchema = z
  .object({ id: conversationIdSchema, userId: z.uuid('Invalid userId') })
  .strict();

const cursorQuerySchema = z
  .string()
  .regex(/^\d{1,16}$/, 'must be a whole number')
  .transform(Number);

/** `GET /api/conversations`: the inbox or the requests, newest first, `before` an activity. */
export const inboxQuerySchema = z
  .object({
    folder: z.enum(['inbox', 'requests']).default('inbox'),
    before: cursorQuerySchema.optional(),
  })
  .strict();
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** `GET /api/conversations/:id/messages`: the newest page, or the one `before` a seq. */
export const conversationHistoryQuerySchema = z
  .object({ before: cursorQuerySchema.optional() })
  .strict();

export const conversationNameSchema = z
  .string()
  .trim()
  .min(1, 'Name the group')
  .max(CONVERSATION_NAME_MAX, `A name has at most ${CONVERSATION_NAME_MAX} characters`)
  .refine(noNul, 'Name cannot contain a NUL character');

export const openDirectSchema = z.object({ userName: lookupNameSchema }).strict();

/** A group: its name and the others (the creator makes the count 2–10). */
export const createGroupSchema = z
  .object({
    name: conversationNameSchema,
    userNames: z
      .array(lookupNameSchema)
      .min(CONVERSATION_MEMBERS_MIN - 1, 'Pick at least one person')
      .max(CONVERSATION_MEMBERS_MAX - 1, `A group has at most ${CONVERSATION_MEMBERS_MAX} members`),
  })
  .strict();
export type CreateGroupBody = z.infer<typeof createGroupSchema>;

export const renameConversationSchema = z.object({ name: conversationNameSchema }).strict();
export const addMemberSchema = z.object({ userName: lookupNameSchema }).strict();

/**
 * A message: the room's text and messageId rules (not trimmed, not blank, 2,000 at most), and as
 * in the room a `replyTo` (a message of the same conversation) and an uploaded `imageId`
 * (`POST /api/chat/images`); a message with an image may have no text.
 */
const sendFields = {
  message: z.string(),
  messageId: messageIdSchema,
  replyTo: messageIdSchema.optional(),
  imageId: chatImageIdSchema.optional(),
};
export const conversationSendSchema = z.object(sendFields).strict().superRefine(textUnlessImage);
export type ConversationSendBody = z.infer<typeof conversationSendSchema>;

/** `PATCH /api/conversations/:id/messages/:messageId`: the author, within 15 minutes. */
export const conversationMessageParamsSchema = z
  .object({ id: conversationIdSchema, messageId: messageIdSchema })
  .strict();
export const conversationEditBodySchema = z.object({ message: chatTextSchema }).strict();

export const conversationReadSchema = z
  .object({ seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })
  .strict();

/** `PUT /api/messages/settings`: either or both; what is left out stays as it is. */
export const messageSettingsSchema = z
  .object({
    whoCanMessage: z.enum(WHO_CAN_MESSAGE).optional(),
    readReceipts: z.boolean().optional(),
  })
  .strict();
export type MessageSettingsBody = z.infer<typeof messageSettingsSchema>;

// --- socket payloads: every one names its conversation ------------------------------------------

const inConversation = { conversationId: conversationIdSchema };

export const joinConversationSchema = z.object(inConversation).strict();
export const conversationSendPayloadSchema = z
  .object({ ...inConversation, ...sendFields })
  .strict()
  .superRefine(textUnlessImage);
/** The room's `react`, `editMessage` and `deleteMessage`, each naming its conversation. */
export const conversationReactSchema = reactSchema.extend(inConversation);
export const conversationEditSchema = editMessageSchema.extend(inConversation);
export const conversationDeleteSchema = deleteMessageSchema.extend(inConversation);
export const conversationTypingSchema = z
  .object({ ...inConversation, isTyping: z.boolean() })
  .strict();

export type JoinConversationPayload = z.infer<typeof joinConversationSchema>;
export type ConversationSendPayload = z.infer<typeof conversationSendPayloadSchema>;
export type ConversationReactPayload = z.infer<typeof conversationReactSchema>;
export type ConversationTypingPayload = z.infer<typeof conversationTypingSchema>;
export type ConversationEditPayload = z.infer<typeof conversationEditSchema>;
export type ConversationDeletePayload = z.infer<typeof conversationDeleteSchema>;
