/** What the conversation routes answer (issue 34), as strict zod schemas (ADR 0011). */
import { z } from 'zod';
import {
  chatMessageSchema,
  chatReadStateSchema,
  historyPageOf,
  mentionSuggestionSchema,
} from './chat-response-schemas.ts';
import { MEMBER_STATUSES, WHO_CAN_MESSAGE } from './conversations.ts';

const count = z.number().int();

/** A room message's shape, and the conversation it belongs to. */
export const conversationMessageSchema = chatMessageSchema.extend({ conversationId: z.string() });
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationMemberSchema = z.strictObject({
  ...mentionSuggestionSchema.shape,
  status: z.enum(MEMBER_STATUSES),
  /**
   * "Seen": where this member stopped reading, in a one-to-one only, and only while both the
   * member and the reader have read receipts on.
   */
  lastReadSeq: count.optional(),
});
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

/** One conversation as its member sees it (the inbox, or one opened). */
export const conversationSummarySchema = z.strictObject({
  conversationId: z.string(),
  kind: z.enum(['direct', 'group']),
  /** A group's name; null for one-to-one. */
  name: z.string().nullable(),
  createdBy: z.string().nullable(),
  /** The reader's own status: `requested` until they accept or reply. */
  status: z.enum(MEMBER_STATUSES),
  /** Everyone but the reader, in the order they joined. */
  members: z.array(conversationMemberSchema),
  lastMessage: conversationMessageSchema.nullable(),
  /** Messages from others after the reader's read position, at most UNREAD_COUNT_MAX. */
  unread: count,
  lastReadSeq: count,
  /** The inbox cursor: pass as `before` for the next page. */
  activity: count,
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const inboxPageSchema = z.strictObject({
  conversations: z.array(conversationSummarySchema),
  /** The `before` of the next page, when there is one. */
  next: count.optional(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const conversationHistorySchema = historyPageOf(conversationMessageSchema);
export type ConversationHistory = z.infer<typeof conversationHistorySchema>;

/** Where the member stopped reading and how many came after, as the room's read state. */
export const conversationReadStateSchema = chatReadStateSchema;

export const messageSettingsResponseSchema = z.strictObject({
  whoCanMessage: z.enum(WHO_CAN_MESSAGE),
  /** "Seen" in one-to-ones, both ways: on by default. */
  readReceipts: z.boolean(),
});
export type MessageSettings = z.infer<typeof messageSettingsResponseSchema>;

// --- what the socket sends besides messages (`ServerToClientEvents` in `chat.ts`) --------------

/** `conversationEdited`, to the conversation's sockets: the room's `messageEdited`, and where. */
export const conversationEditedEventSchema = z.strictObject({
  conversationId: z.string(),
  messageId: z.string(),
  revision: count,
  message: z.string(),
  editedAt: count,
  mentions: z.array(z.string()),
});
export type ConversationEditedEvent = z.infer<typeof conversationEditedEventSchema>;

/** `conversationDeleted`, to the conversation's sockets: the message is a tombstone now. */
export const conversationDeletedEventSchema = z.strictObject({
  conversationId: z.string(),
  messageId: z.string(),
  revision: count,
});
export type ConversationDeletedEvent = z.infer<typeof conversationDeletedEventSchema>;

/**
 * `conversationRead`, to the other member's sockets of a one-to-one (not the reader's): "Seen".
 * Neither sent nor shown while either of them has read receipts off.
 */
export const conversationReadEventSchema = z.strictObject({
  conversationId: z.string(),
  userId: z.string(),
  lastReadSeq: count,
});
export type ConversationReadEvent = z.infer<typeof conversationReadEventSchema>;

export const okSchema = z.strictObject({ ok: z.literal(true) });

/** `GET /api/conversations/unread`: the navigation's count. */
export const unreadTotalsSchema = z.strictObject({
  /** Unread messages from others over the inbox (each conversation's capped as its own). */
  inbox: count,
  /** Requests waiting (with a message). */
  requests: count,
});
export type UnreadTotals = z.infer<typeof unreadTotalsSchema>;
