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
 * The message object product.md §7 sends. Author fields may be present (the client sends the whole
 * object) but the server ignores them and uses the session's user. Issue 19 adds `replyTo` (the
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
  .superRefine((payload, context) => {
    if (payload.imageId !== undefined && payload.message === '') return;
    const text = chatTextSchema.safeParse(payload.message);
    for (const issue of text.success ? [] : text.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: ['message'] });
    }
  });
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

// --- what the server answers (product.md §7) ----------------------------------------------------
// Each answer is a strict object: the server's serializer refuses a field not listed here (a 500,
// never sent) and writes the keys in the order listed, so the order is the wire's order.

const count = z.number().int();

/** A person as a reaction, a reply or a notification names them. */
export const chatPersonSchema = z.strictObject({
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
});
export type PersonRef = z.infer<typeof chatPersonSchema>;

/** One emoji on a message: how many, and the first people who chose it. */
export const reactionSchema = z.strictObject({
  emoji: z.string(),
  count,
  /** In the order they reacted; at most REACTORS_SHOWN_MAX. */
  users: z.array(chatPersonSchema),
});
export type Reaction = z.infer<typeof reactionSchema>;

/** The message a reply answers, as shown above the reply (a tombstone if it was deleted). */
export const replyPreviewSchema = z.strictObject({
  messageId: z.string(),
  seq: count,
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
  /** At most REPLY_SNIPPET_MAX characters; '' when deleted or image only. */
  snippet: z.string(),
  deleted: z.literal(true).optional(),
  hasImage: z.literal(true).optional(),
  /** The reader blocks or mutes its author: no snippet (and no image) is shown. */
  hidden: z.literal(true).optional(),
});
export type ReplyPreview = z.infer<typeof replyPreviewSchema>;

/** A message's image: WebP, at most 1600 px on its long side, and a small thumbnail. */
export const chatImageSchema = z.strictObject({
  url: z.string(),
  thumbUrl: z.string(),
  width: count,
  height: count,
});
export type ChatImage = z.infer<typeof chatImageSchema>;

/** `POST /api/chat/images` (multipart, field `image`): store first, then send with `imageId`. */
export const chatImageUploadSchema = z.strictObject({
  imageId: z.string(),
  ...chatImageSchema.shape,
});
export type ChatImageUpload = z.infer<typeof chatImageUploadSchema>;

/**
 * product.md §3 group chat message, plus the server's sequence and issue 19's extras, which come
 * last, each only when there is something to say.
 */
export const chatMessageSchema = z.strictObject({
  message: z.string(),
  /** epoch ms, the server's clock when stored */
  timestamp: count,
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
  profilePic: z.string(),
  messageId: z.string(),
  /** the server's order */
  seq: count,
  /** Bumped by every reaction, edit or deletion. Absent on messages sent before issue 19. */
  revision: count.optional(),
  /** A tombstone: the message was deleted (its text is ''); shown as "message deleted". */
  deleted: z.literal(true).optional(),
  reactions: z.array(reactionSchema).optional(),
  replyTo: replyPreviewSchema.optional(),
  /** The people the text mentions (`@username` of an existing account), by id. */
  mentions: z.array(z.string()).optional(),
  /** epoch ms of the last edit. */
  editedAt: count.optional(),
  image: chatImageSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `GET /api/chat/history`, oldest first, like the socket ack. */
export const chatHistoryPageSchema = z.strictObject({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatHistoryPage = z.infer<typeof chatHistoryPageSchema>;

/** `GET` and `PUT /api/chat/read`: where this user stopped reading, and how many came after. */
export const chatReadStateSchema = z.strictObject({
  /** The seq of the last message read; 0 before the first visit. */
  lastReadSeq: count,
  /** Messages after it by others the user sees, at most UNREAD_COUNT_MAX. */
  unread: count,
});
export type ChatReadState = z.infer<typeof chatReadStateSchema>;

/** A student the `@` autocomplete suggests (and a notification's actor). */
export const mentionSuggestionSchema = z.strictObject({
  ...chatPersonSchema.shape,
  profilePic: z.string(),
});
export type MentionSuggestion = z.infer<typeof mentionSuggestionSchema>;

/** `GET /api/chat/mentions?q=`: students whose username or name starts with q (or a word of it). */
export const mentionSuggestionsResponseSchema = z.strictObject({
  users: z.array(mentionSuggestionSchema),
});
export type MentionSuggestionsResponse = z.infer<typeof mentionSuggestionsResponseSchema>;
