import type { ChatMessage } from '@tuning/shared/chat';
import { REPLY_SNIPPET_MAX } from '@tuning/shared/chat-extras';

/** What a typed message sends besides its text, kept so that a resend sends the same. */
export interface Outgoing {
  /** The answered message's id. */
  replyTo?: string;
  /** An uploaded image's id (`POST /api/chat/images`). */
  imageId?: string;
}

/** A message as the client holds it: from the server (with seq) or typed here and not yet stored. */
export interface LocalMessage extends Omit<ChatMessage, 'seq'> {
  seq?: number;
  /** typed here, not yet acknowledged by the server */
  pending?: boolean;
  /** refused by the server for good (invalid): shown, never retried */
  failed?: string;
  outgoing?: Outgoing;
}

export const STORAGE_KEY = 'groupChatMessages';
/** The newest this many are kept in local storage. */
export const STORED_MAX = 300;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const optional = (value: unknown, type: 'string' | 'number') =>
  value === undefined || typeof value === type;

function isReaction(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.emoji === 'string' &&
    typeof value.count === 'number' &&
    Array.isArray(value.users) &&
    value.users.every((user) => isObject(user) && typeof user.userId === 'string')
  );
}

/** A stored entry the screen can show without failing: product.md §13's parts checked as well. */
function isMessage(value: unknown): value is LocalMessage {
  if (!isObject(value)) return false;
  const m = value;
  return (
    typeof m.message === 'string' &&
    typeof m.messageId === 'string' &&
    typeof m.timestamp === 'number' &&
    optional(m.seq, 'number') &&
    optional(m.revision, 'number') &&
    optional(m.editedAt, 'number') &&
    (m.reactions === undefined || (Array.isArray(m.reactions) && m.reactions.every(isReaction))) &&
    (m.replyTo === undefined || (isObject(m.replyTo) && typeof m.replyTo.messageId === 'string')) &&
    (m.image === undefined || (isObject(m.image) && typeof m.image.thumbUrl === 'string')) &&
    (m.mentions === undefined ||
      (Array.isArray(m.mentions) && m.mentions.every((id) => typeof id === 'string'))) &&
    (m.outgoing === undefined ||
      (isObject(m.outgoing) &&
        optional(m.outgoing.replyTo, 'string') &&
        optional(m.outgoing.imageId, 'string')))
  );
}

/** The revision a message is at; messages from before revisions (ADR 0016) have none. */
export const revisionOf = (message: { revision?: number }): number => message.revision ?? 0;

/** Whether `incoming` (a copy of `existing`, same messageId) should replace it. */
function supersedes(incoming: LocalMessage, existing: LocalMessage): boolean {
  // The server's copy replaces the one typed here.
  if (incoming.seq !== undefined && existing.seq === undefined) return true;
  if (incoming.seq === undefined) return false;
  // A deletion is final: a page read before it never brings the text back.
  if (existing.deleted) return false;
  // A page read after a deletion carries the tombstone: it replaces the text held.
  if (incoming.deleted) return true;
  // Reactions and edits: the newer revision wins, whichever arrives first.
  return revisionOf(incoming) > revisionOf(existing);
}

/**
 * product.md: restored when the stored value is an array; corrupt data is ignored and logged.
 * `key`: the group chat's by default; a private conversation keeps its outbox under its own.
 */
export function loadStoredMessages(
  storage: Pick<Storage, 'getItem'>,
  key: string = STORAGE_KEY,
): LocalMessage[] {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    console.warn('Could not read stored chat messages', error);
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) {
      console.warn('Ignoring stored chat messages: not an array');
      return [];
    }
    return mergeMessages([], parsed.filter(isMessage));
  } catch (error) {
    console.warn('Ignoring corrupt stored chat messages', error);
    return [];
  }
}

export function saveMessages(
  storage: Pick<Storage, 'setItem'>,
  messages: LocalMessage[],
  key: string = STORAGE_KEY,
): void {
  try {
    storage.setItem(key, JSON.stringify(messages.slice(-STORED_MAX)));
  } catch (error) {
    console.warn('Could not store chat messages', error);
  }
}

/**
 * Adds `incoming` to `current`: one entry per messageId (the server's copy wins over a local one,
 * a newer revision over an older one, a tombstone over text), stored messages in the server's
 * order, then the ones still waiting, in the order they were typed.
 */
export function mergeMessages(current: LocalMessage[], incoming: LocalMessage[]): LocalMessage[] {
  const byId = new Map<string, LocalMessage>();
  for (const message of current) {
    const existing = byId.get(message.messageId);
    if (!existing || supersedes(message, existing)) byId.set(message.messageId, message);
  }
  for (const message of incoming) {
    const existing = byId.get(message.messageId);
    if (!existing || supersedes(message, existing)) byId.set(message.messageId, message);
  }
  const all = [...byId.values()];
  const stored = all.filter((m) => m.seq !== undefined).sort((a, b) => a.seq! - b.seq!);
  const waiting = all.filter((m) => m.seq === undefined).sort((a, b) => a.timestamp - b.timestamp);
  return [...stored, ...waiting];
}

/** The newest server sequence the client has, for catching up after a reconnect. */
export function lastSeq(messages: LocalMessage[]): number | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const seq = messages[i]?.seq;
    if (seq !== undefined) return seq;
  }
  return undefined;
}

export function firstSeq(messages: LocalMessage[]): number | undefined {
  return messages.find((m) => m.seq !== undefined)?.seq;
}

/**
 * The message deleted (by its author or a moderator): a tombstone in its place, text, image and
 * reactions gone; the replies quoting it now say so.
 */
export function tombstone(messages: LocalMessage[], messageId: string): LocalMessage[] {
  const target = messages.find((m) => m.messageId === messageId);
  if (!target || target.deleted) return messages;
  return messages.map((m) => {
    if (m === target) {
      const { messageId: id, timestamp, userId, username, fullName, profilePic, seq } = m;
      return {
        message: '',
        messageId: id,
        timestamp,
        userId,
        username,
        fullName,
        profilePic,
        seq,
        deleted: true,
        revision: m.revision,
      };
    }
    const quoted = m.replyTo;
    if (quoted?.messageId === messageId) {
      const { seq, userId, username, fullName } = quoted;
      return {
        ...m,
        replyTo: { messageId, seq, userId, username, fullName, snippet: '', deleted: true },
      };
    }
    return m;
  });
}

/** The quoted text of a reply, as the server cuts it. */
export function replySnippet(text: string): string {
  return [...text].slice(0, REPLY_SNIPPET_MAX).join('');
}

/** Every message of one author dropped (their account is deleted). */
export function withoutAuthor(messages: LocalMessage[], userId: string): LocalMessage[] {
  const kept = messages.filter((m) => m.userId !== userId);
  return kept.length === messages.length ? messages : kept;
}
