/**
 * Private conversations of 2–10 students (issue 34, ADR 0035): constants, texts and the socket
 * payload types. The wire shapes are zod schemas in `conversations-schemas.ts` (inputs) and
 * `conversations-response-schemas.ts` (answers).
 */
import type { ErrorBody } from './errors.ts';
import type { ConversationMessage } from './conversations-response-schemas.ts';
import type { Reaction } from './chat-response-schemas.ts';

/** Members of one conversation, its creator included. */
export const CONVERSATION_MEMBERS_MIN = 2;
export const CONVERSATION_MEMBERS_MAX = 10;
export const CONVERSATION_NAME_MAX = 60;
/** Conversations per inbox page, newest first. */
export const INBOX_PAGE = 20;
/** Messages per history page, as the room's. */
export const CONVERSATION_HISTORY_PAGE = 50;

export const WHO_CAN_MESSAGE = ['everyone', 'following', 'nobody'] as const;
export type WhoCanMessage = (typeof WHO_CAN_MESSAGE)[number];

export const MEMBER_STATUSES = ['accepted', 'requested', 'declined'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The socket room of one conversation (ADR 0035): entered only through `joinConversation`. */
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;

export const conversationTexts = {
  notFound: 'Conversation not found',
  userNotFound: 'User not found',
  /** The same words for "nobody", "people I follow", a declined request and a block. */
  cannotMessage: "You can't message this person",
  cannotAdd: (userName: string) => `You can't add @${userName} to a conversation`,
  notFollowing: (userName: string) => `You can add only people you follow: @${userName}`,
  self: "You can't start a conversation with yourself",
  tooManyMembers: `A conversation has at most ${CONVERSATION_MEMBERS_MAX} members`,
  alreadyMember: 'Already a member',
  notMember: 'Not a member of this conversation',
  creatorOnly: 'Only the conversation’s creator can do that',
  groupOnly: 'Only a group can do that',
  creatorCannotBeRemoved: 'The creator can leave, not be removed',
  tooManyRequests: 'You have started enough new conversations for today. Try again tomorrow.',
  tooFast: 'You are doing that too fast',
  messageIdTaken: 'messageId already used',
  /** In place of a one-to-one's member who deleted their account. */
  deletedAccount: 'Deleted account',
} as const;

export type ConversationAck<T = undefined> =
  (T extends undefined ? { ok: true } : { ok: true; data: T }) | { ok: false; error: ErrorBody };

export interface ConversationReactionsEvent {
  conversationId: string;
  messageId: string;
  revision: number;
  reactions: Reaction[];
}

export interface ConversationTypingEvent {
  conversationId: string;
  userId: string;
  username: string;
  isTyping: boolean;
}

export type { ConversationMessage };
