/**
 * The chat's socket payloads and history query, validated with zod. Apart from `chat.ts` so
 * that the chat screen, which needs only the constants and types, does not load zod before its
 * first paint.
 */
import { z } from 'zod';
import { CHAT_TEXT_MAX } from './chat-text.ts';
import { noNul } from './validation.ts';

const MESSAGE_ID_MAX = 120;
const NAME_MAX = 200;

/** Not trimmed (product.md §5), but whitespace alone is not a message. */
export const chatTextSchema = z
  .string()
  .min(1, 'Message cannot be empty')
  .max(CHAT_TEXT_MAX, `Message must be at most ${CHAT_TEXT_MAX} characters`)
  .refine((text) => text.trim().length > 0, 'Message cannot be blank')
  .refine(noNul, 'Message cannot contain a NUL character');

/** `${userId}-${Date.now()}-${random base36}` (product.md §3), checked loosely. */
export const messageIdSchema = z
  .string()
  .min(8)
  .max(MESSAGE_ID_MAX)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid messageId');

const optionalName = z.string().max(NAME_MAX).refine(noNul).optional();

/** The author's fields a client may send along; the server trusts only the session's user. */
const authorFields = {
  userId: optionalName,
  username: optionalName,
  fullName: optionalName,
  profilePic: z.string().max(1000).refine(noNul).optional(),
};

/** An uploaded chat image's id (`POST /api/chat/images`). */
export const chatImageIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid imageId');

/**
 * A message's text follows the chat's rules, but one with an image may have none: the check of
 * every send (the room's and a conversation's) that carries `message` and `imageId`.
 */
export function textUnlessImage(
  payload: { message: string; imageId?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (payload.imageId !== undefined && payload.message === '') return;
  const text = chatTextSchema.safeParse(payload.message);
  for (const issue of text.success ? [] : text.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: ['message'] });
  }
}

/**
 * The message object product.md §7 sends. Author fields may be present (the client sends the whole
 * object) but the server ignores them and uses the session's user. product.md §13 adds `replyTo` (the
 * answered message's id) and `imageId`; a message with an image may have no text.
 */
export const sendMessageSchema = z
  .object({
    message: z.string(),
    messageId: messageIdSchema,
    timestamp: z.number().finite().optional(),
    replyTo: messageIdSchema.optional(),
    imageId: chatImageIdSchema.optional(),
    ...authorFields,
  })
  .strict()
  .superRefine(textUnlessImage);
export type SendMessagePayload = z.infer<typeof sendMessageSchema>;

/** product.md §7 join: the user's fields; the server trusts only the session. */
export const joinSchema = z.object(authorFields).strict().optional();
export type JoinPayload = z.infer<typeof joinSchema>;

const seqSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** No cursor: the newest page. `before`: the page older than a seq. `after`: catch-up. */
function pageCursorSchema<T extends z.ZodType>(seq: T) {
  return z.union([
    z.object({ before: seq }).strict(),
    z.object({ after: seq }).strict(),
    z.object({}).strict(),
  ]);
}

export const getChatHistorySchema = pageCursorSchema(seqSchema).optional();
export type GetChatHistoryPayload = z.infer<typeof getChatHistorySchema>;

/** `GET /api/chat/history`: the same pages as `getChatHistory`, cursors as query strings. */
const seqQuerySchema = z
  .string()
  .regex(/^\d{1,16}$/, 'must be a whole number')
  .transform(Number)
  .pipe(seqSchema);
export const chatHistoryQuerySchema = pageCursorSchema(seqQuerySchema);

export const typingSchema = z
  .object({
    username: optionalName,
    isTyping: z.boolean(),
  })
  .strict();
export type TypingPayload = z.infer<typeof typingSchema>;

/** `getOnlineUsers`: the first page, or the page after a cursor (a user name). */
export const onlineUsersSchema = z
  .object({ after: z.string().min(1).max(NAME_MAX).refine(noNul).optional() })
  .strict();
export type OnlineUsersPayload = z.infer<typeof onlineUsersSchema>;

// --- product.md §13: replies, images, reactions, edits, the read position, mentions ------------

/** Any one emoji (with its modifiers and joiners), as Unicode lists it. */
export const emojiSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(new RegExp('^\\p{RGI_Emoji}$', 'v'), 'Pick an emoji');

/**
 * `react`: sets (`on: true`) or clears one emoji of the sender's on a message. Not a toggle, so a
 * resend after a lost ack changes nothing; the screen's second tap sends `on: false`.
 */
export const reactSchema = z
  .object({ messageId: messageIdSchema, emoji: emojiSchema, on: z.boolean() })
  .strict();
export type ReactPayload = z.infer<typeof reactSchema>;

/** `editMessage`: the author, within CHAT_EDIT_WINDOW_MS; the same text rules as a new message. */
export const editMessageSchema = z
  .object({ messageId: messageIdSchema, message: chatTextSchema })
  .strict();
export type EditMessagePayload = z.infer<typeof editMessageSchema>;

/** `PUT /api/chat/read { seq }`: moves the position forward only; the answer is the new state. */
export const markReadSchema = z.object({ seq: seqSchema }).strict();
export type MarkReadBody = z.infer<typeof markReadSchema>;

export const mentionQuerySchema = z
  .object({ q: z.string().max(30).refine(noNul).default('') })
  .strict();
