import type { ChatMessage } from '@tuning/shared/chat';

/** A message as the client holds it: from the server (with seq) or typed here and not yet stored. */
export interface LocalMessage extends Omit<ChatMessage, 'seq'> {
  seq?: number;
  /** typed here, not yet acknowledged by the server */
  pending?: boolean;
  /** refused by the server for good (invalid): shown, never retried */
  failed?: string;
}

export const STORAGE_KEY = 'groupChatMessages';
/** The newest this many are kept in local storage. */
export const STORED_MAX = 300;

function isMessage(value: unknown): value is LocalMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.message === 'string' &&
    typeof m.messageId === 'string' &&
    typeof m.timestamp === 'number' &&
    (m.seq === undefined || typeof m.seq === 'number')
  );
}

/** product.md: restored when the stored value is an array; corrupt data is ignored and logged. */
export function loadStoredMessages(storage: Pick<Storage, 'getItem'>): LocalMessage[] {
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEY);
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

export function saveMessages(storage: Pick<Storage, 'setItem'>, messages: LocalMessage[]): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-STORED_MAX)));
  } catch (error) {
    console.warn('Could not store chat messages', error);
  }
}

/**
 * Adds `incoming` to `current`: one entry per messageId (the server's copy wins over a local one),
 * stored messages in the server's order, then the ones still waiting, in the order they were typed.
 */
export function mergeMessages(current: LocalMessage[], incoming: LocalMessage[]): LocalMessage[] {
  const byId = new Map<string, LocalMessage>();
  for (const message of current) byId.set(message.messageId, message);
  for (const message of incoming) {
    const existing = byId.get(message.messageId);
    if (
      !existing ||
      (message.seq !== undefined && existing.seq === undefined) ||
      // A page read after a deletion carries the tombstone: it replaces the text held.
      (message.deleted && !existing.deleted)
    ) {
      byId.set(message.messageId, message);
    }
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

/** The message deleted (by its author or a moderator): a tombstone in its place, text gone. */
export function tombstone(messages: LocalMessage[], messageId: string): LocalMessage[] {
  const index = messages.findIndex((m) => m.messageId === messageId);
  const target = messages[index];
  if (!target || target.deleted) return messages;
  const next = [...messages];
  next[index] = { ...target, message: '', deleted: true };
  return next;
}

/** Every message of one author dropped (their account is deleted). */
export function withoutAuthor(messages: LocalMessage[], userId: string): LocalMessage[] {
  const kept = messages.filter((m) => m.userId !== userId);
  return kept.length === messages.length ? messages : kept;
}
