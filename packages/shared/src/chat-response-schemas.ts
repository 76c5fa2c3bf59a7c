/**
 * What the chat's routes answer (product.md §7), as zod schemas: the server declares them on its
 * routes and its serializer checks each answer against them; the types inferred from them (a
 * message, a reaction, …) are re-exported by `chat.ts` and `chat-extras.ts` and name what the
 * socket carries too. Apart from `chat-schemas.ts` (the inputs), because the browser checks inputs
 * but never runs these. Strict objects: a field not listed here is a 500, never sent, and the keys
 * are written in the order listed, so the order is the wire's order.
 */
import { z } from 'zod';

const count = z.number().int();

/** A person as a reaction, a reply or a notification names them. */
export const chatPersonSchema = z.strictObject({
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
});
export type PersonRef = z.infer<typeof chatPersonSchema>;

/**
 * A student with their photo: whom the `@` autocomplete suggests, a notification's actor, someone
 * online, a conversation's member, a message's author.
 */
export const mentionSuggestionSchema = z.strictObject({
  ...chatPersonSchema.shape,
  profilePic: z.string(),
});
export type MentionSuggestion = z.infer<typeof mentionSuggestionSchema>;

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
  ...chatPersonSchema.shape,
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
 * product.md §3 group chat message, plus the server's sequence and §13's extras, which come
 * last, each only when there is something to say.
 */
export const chatMessageSchema = z.strictObject({
  message: z.string(),
  /** epoch ms, the server's clock when stored */
  timestamp: count,
  ...mentionSuggestionSchema.shape,
  messageId: z.string(),
  /** the server's order */
  seq: count,
  /** Bumped by every reaction, edit or deletion. Absent on messages sent before reactions and edits existed (ADR 0016). */
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

/** A page of history, oldest first: the room's and a conversation's, over HTTP and the socket. */
export const historyPageOf = <M extends z.ZodType>(message: M) =>
  z.strictObject({ messages: z.array(message), hasMore: z.boolean() });

/** `GET /api/chat/history`, like the socket ack. */
export const chatHistoryPageSchema = historyPageOf(chatMessageSchema);
export type ChatHistoryPage = z.infer<typeof chatHistoryPageSchema>;

/** `GET` and `PUT /api/chat/read`: where this user stopped reading, and how many came after. */
export const chatReadStateSchema = z.strictObject({
  /** The seq of the last message read; 0 before the first visit. */
  lastReadSeq: count,
  /** Messages after it by others the user sees, at most UNREAD_COUNT_MAX. */
  unread: count,
});
export type ChatReadState = z.infer<typeof chatReadStateSchema>;

/** `GET /api/chat/mentions?q=`: students whose username or name starts with q (or a word of it). */
export const mentionSuggestionsResponseSchema = z.strictObject({
  users: z.array(mentionSuggestionSchema),
});
export type MentionSuggestionsResponse = z.infer<typeof mentionSuggestionsResponseSchema>;

// --- presence and typing: what the socket sends (`ServerToClientEvents` in `chat.ts`) ---------

/** One person online (product.md §3 presence: shape not shown): a person with their photo. */
export const onlineUserSchema = mentionSuggestionSchema;
export type OnlineUser = z.infer<typeof onlineUserSchema>;

/**
 * Where a connection's presence stream stands. Each instance numbers what it sends to its own
 * sockets: a delta is `version` one past the one before it, so a gap (a lost frame, a reconnect)
 * shows and the client asks for a fresh snapshot by joining again.
 */
export const presenceMetaSchema = z.strictObject({
  version: count,
  /** People online (not sockets: two tabs are one person), on every instance. */
  online: count,
});
export type PresenceMeta = z.infer<typeof presenceMetaSchema>;

/** `currentUsers`, to the joining socket only: everyone when `complete`, else the first page. */
export const presenceSnapshotMetaSchema = presenceMetaSchema.extend({ complete: z.boolean() });
export type PresenceSnapshotMeta = z.infer<typeof presenceSnapshotMetaSchema>;

/**
 * `userJoined` / `userLeft`, to everyone else: the people who came or went since the last one; in a
 * storm only the count (`partial`), the people left out to keep every frame small.
 */
export const presenceDeltaMetaSchema = presenceMetaSchema.extend({ partial: z.boolean() });
export type PresenceDeltaMeta = z.infer<typeof presenceDeltaMetaSchema>;

/** `userTyping`, to everyone else in the room. */
export const userTypingEventSchema = z.strictObject({
  username: z.string(),
  isTyping: z.boolean(),
  userId: z.string(),
  fullName: z.string(),
});
export type UserTypingEvent = z.infer<typeof userTypingEventSchema>;
