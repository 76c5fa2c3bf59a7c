/** The inputs of private conversations (issue 34): route bodies, queries and socket payloads. */
import { z } from 'zod';
import { chatTextSchema, emojiSchema, messageIdSchema } from './chat-schemas.ts';
import {
  CONVERSATION_MEMBERS_MAX,
  CONVERSATION_MEMBERS_MIN,
  CONVERSATION_NAME_MAX,
  WHO_CAN_MESSAGE,
} from './conversations.ts';
import { lookupNameSchema } from './profile.ts';
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

/** A message: the room's text and messageId rules (not trimmed, not blank, 2,000 at most). */
export const conversationSendSchema = z
  .object({ message: chatTextSchema, messageId: messageIdSchema })
  .strict();
export type ConversationSendBody = z.infer<typeof conversationSendSchema>;

export const conversationReadSchema = z
  .object({ seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })
  .strict();

export const messageSettingsSchema = z.object({ whoCanMessage: z.enum(WHO_CAN_MESSAGE) }).strict();
export type MessageSettingsBody = z.infer<typeof messageSettingsSchema>;

// --- socket payloads: every one names its conversation ------------------------------------------

const inConversation = { conversationId: conversationIdSchema };

export const joinConversationSchema = z.object(inConversation).strict();
export const conversationSendPayloadSchema = z
  .object({ ...inConversation, message: chatTextSchema, messageId: messageIdSchema })
  .strict();
export const conversationReactSchema = z
  .object({ ...inConversation, messageId: messageIdSchema, emoji: emojiSchema, on: z.boolean() })
  .strict();
export const conversationTypingSchema = z
  .object({ ...inConversation, isTyping: z.boolean() })
  .strict();

export type JoinConversationPayload = z.infer<typeof joinConversationSchema>;
export type ConversationSendPayload = z.infer<typeof conversationSendPayloadSchema>;
export type ConversationReactPayload = z.infer<typeof conversationReactSchema>;
export type ConversationTypingPayload = z.infer<typeof conversationTypingSchema>;
