/**
 * What the group chat carries beyond product.md §7 (§13): reactions, replies, mentions,
 * edits, images, the read position and notifications. Types and constants only, like `chat.ts`,
 * so the chat screen and the navigation bar load no zod; the schemas are in `chat-schemas.ts`
 * and `notifications.ts`.
 *
 * Every change to a stored message (a reaction, an edit, a deletion) gives it a new `revision`,
 * taken from one sequence on the server: a client keeps the highest it has seen, so events that
 * cross on two instances, or a history page older than an event, never undo a newer state.
 */
import type { ErrorBody } from './errors.ts';

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

/** A person as a reaction, a reply or a notification names them. */
export interface PersonRef {
  userId: string;
  username: string;
  fullName: string;
}

/** One emoji on a message: how many, and the first people who chose it. */
export interface Reaction {
  emoji: string;
  count: number;
  /** In the order they reacted; at most REACTORS_SHOWN_MAX. */
  users: PersonRef[];
}

/** The message a reply answers, as shown above the reply (a tombstone if it was deleted). */
export interface ReplyPreview {
  messageId: string;
  seq: number;
  userId: string;
  username: string;
  fullName: string;
  /** At most REPLY_SNIPPET_MAX characters; '' when deleted or image only. */
  snippet: string;
  deleted?: true;
  hasImage?: true;
  /** The reader blocks or mutes its author: no snippet (and no image) is shown. */
  hidden?: true;
}

/** A message's image: WebP, at most 1600 px on its long side, and a small thumbnail. */
export interface ChatImage {
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/** The optional parts of a stored message (`ChatMessage` extends this). */
export interface ChatMessageExtras {
  /** Bumped by every reaction, edit or deletion. Absent on messages sent before ADR 0016. */
  revision?: number;
  reactions?: Reaction[];
  replyTo?: ReplyPreview;
  /** The people the text mentions (`@username` of an existing account), by id. */
  mentions?: string[];
  /** epoch ms of the last edit. */
  editedAt?: number;
  image?: ChatImage;
}

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

/**
 * `react`: sets (`on: true`) or clears one emoji of the sender's on a message. Not a toggle, so a
 * resend after a lost ack changes nothing; the screen's second tap sends `on: false`.
 */
export interface ReactPayload {
  messageId: string;
  emoji: string;
  on: boolean;
}

/** `editMessage`: the author, within CHAT_EDIT_WINDOW_MS; the same text rules as a new message. */
export interface EditMessagePayload {
  messageId: string;
  message: string;
}

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

/** `GET /api/chat/read`: where this user stopped reading, and how many came after (capped). */
export interface ChatReadState {
  /** The seq of the last message read; 0 before the first visit. */
  lastReadSeq: number;
  /** Messages after it by others the user sees, at most UNREAD_COUNT_MAX. */
  unread: number;
}

/** `PUT /api/chat/read { seq }`: moves the position forward only; the answer is the new state. */
export interface MarkReadBody {
  seq: number;
}

/** `readPosition`, to the user's own sockets on every instance (other tabs and devices). */
export interface ReadPositionEvent {
  lastReadSeq: number;
}

// --- mentions ------------------------------------------------------------------------------------

/** `GET /api/chat/mentions?q=`: students whose username or name starts with q (or a word of it). */
export interface MentionSuggestion extends PersonRef {
  profilePic: string;
}
export interface MentionSuggestionsResponse {
  users: MentionSuggestion[];
}

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

/** `POST /api/chat/images` (multipart, field `image`): store first, then send with `imageId`. */
export interface ChatImageUpload extends ChatImage {
  imageId: string;
}
/** The long side of a stored chat image, and of its thumbnail. */
export const CHAT_IMAGE_MAX_SIDE = 1600;
export const CHAT_THUMB_MAX_SIDE = 480;
