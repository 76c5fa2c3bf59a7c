/**
 * What the group chat carries beyond product.md §7 (§13): reactions, replies, mentions,
 * edits, images, the read position and notifications. Types and constants only, like `chat.ts`,
 * so the chat screen and the navigation bar load no zod; the schemas, which the types are
 * inferred from, are in `chat-schemas.ts` (inputs) and `chat-response-schemas.ts` (answers).
 *
 * Every change to a stored message (a reaction, an edit, a deletion) gives it a new `revision`,
 * taken from one sequence on the server: a client keeps the highest it has seen, so events that
 * cross on two instances, or a history page older than an event, never undo a newer state.
 */
import type { ErrorBody } from './errors.ts';
import type {
  ChatImage,
  ChatImageUpload,
  ChatReadState,
  MentionSuggestion,
  MentionSuggestionsResponse,
  PersonRef,
  Reaction,
  ReplyPreview,
} from './chat-response-schemas.ts';
import type { EditMessagePayload, MarkReadBody, ReactPayload } from './chat-schemas.ts';

export type {
  ChatImage,
  ChatImageUpload,
  ChatReadState,
  EditMessagePayload,
  MarkReadBody,
  MentionSuggestion,
  MentionSuggestionsResponse,
  PersonRef,
  ReactPayload,
  Reaction,
  ReplyPreview,
};

/** An author may edit a message this long after sending it. */
export const CHAT_EDIT_WINDOW_MS = 15 * 60 * 1000;
/** Different emoji on one message (Discord allows 20). */
export const REACTIONS_PER_MESSAGE_MAX = 20;
/** The people named per emoji in a message; `count` is always exact. */
export const REACTORS_SHOWN_MAX = 25;
/** The quoted text of a reply, in characters. */
export const REPLY_SNIPPET_MAX = 140;
/** People notified by one message's mentions. */
export const MENTIONS_PER_MESSAGE_MAX = 20;
/** Suggestions in the `@` autocomplete. */
export const MENTION_SUGGESTIONS_MAX = 8;
/** Unread counts stop here: the badge shows "99+". */
export const UNREAD_COUNT_MAX = 100;
/** Notifications per page of `GET /api/notifications`. */
export const NOTIFICATIONS_PAGE = 30;

/**
 * A reply's quote (and a notification's): the text as it is up to REPLY_SNIPPET_MAX characters,
 * else cut shorter with "…" (never inside a surrogate pair).
 */
export function replySnippet(text: string): string {
  if (text.length <= REPLY_SNIPPET_MAX) return text;
  let end = REPLY_SNIPPET_MAX - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** What the server says when it refuses one of product.md §13's actions. */
export const chatExtrasTexts = {
  reactionsFull: `This message has ${REACTIONS_PER_MESSAGE_MAX} different reactions already. Add yours to one of them.`,
  cannotReact: 'You cannot react to this message.',
  editOwnOnly: 'You can only edit your own messages.',
  editTooLate: `Messages can only be edited in the first ${CHAT_EDIT_WINDOW_MS / 60_000} minutes after they are sent.`,
  replyGone: 'The message you are replying to no longer exists.',
  imageGone: 'That image cannot be sent any more. Attach it again.',
  tooFast: 'Too many requests. Wait a moment.',
} as const;

// --- socket payloads and events ------------------------------------------------------------------

export type ChatActionAck = { ok: true } | { ok: false; error: ErrorBody };

/** `reactionsChanged`, to everyone: the message's whole reaction list at `revision`. */
export interface ReactionsChangedEvent {
  messageId: string;
  revision: number;
  reactions: Reaction[];
}

/** `messageEdited`, to everyone who sees the author. */
export interface MessageEditedEvent {
  messageId: string;
  revision: number;
  message: string;
  editedAt: number;
  mentions: string[];
}

// --- read position -------------------------------------------------------------------------------

/** `readPosition`, to the user's own sockets on every instance (other tabs and devices). */
export interface ReadPositionEvent {
  lastReadSeq: number;
}

// --- mentions ------------------------------------------------------------------------------------

/** `@username` in a text, as the server and the screen both find them. */
export const MENTION_PATTERN = /(^|[^\w@])@([A-Za-z0-9_.]{1,30})/g;

/**
 * The usernames a text mentions, lower-cased, each once, in order, as written: a name followed by
 * a full stop ("thanks @sam.") is looked up as written and, when no such account exists, without
 * the trailing dots.
 */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = match[2]!.toLowerCase();
    if (name.length >= 3) names.add(name);
  }
  return [...names];
}

// --- images --------------------------------------------------------------------------------------

/** The long side of a stored chat image, and of its thumbnail. */
export const CHAT_IMAGE_MAX_SIDE = 1600;
export const CHAT_THUMB_MAX_SIDE = 480;
