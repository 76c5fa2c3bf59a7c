import { Dexie, type EntityTable } from 'dexie';
import type { Expression } from '@tuning/shared/saga/acting';
import type { CharacterId } from '@tuning/shared/saga/characters';

/** product.md §3's AI chat message, as kept in the browser. */
export interface StoredMessage {
  id: number;
  sender: string;
  content: string;
  /** hour:minute */
  time: string;
  /**
   * A reply that did not arrive whole: `failed` is product.md §8's fallback line, `cut` a reply cut
   * short, `limited` the notice that the day's replies are used up. Shown marked, with Retry, and
   * never sent back to the server as history.
   */
  status?: 'failed' | 'cut' | 'limited';
  /** With `limited`: when replies come back (epoch ms); Retry waits until then. */
  retryAt?: number;
  /** Which take of the reply this is (0 first, 1, 2, … after Regenerate). */
  variant?: number;
  /** The character's expression with this reply (the server's `mood`), shown in the header. */
  mood?: Expression;
  /** The server's signature on this reply, sent back with it so it counts as the character's. */
  sig?: string;
}

type ChatDatabase = Dexie & { messages: EntityTable<StoredMessage, 'id'> };

const databases = new Map<CharacterId, ChatDatabase>();

/** One IndexedDB database per character, each with one auto-increment message table (product.md §9). */
export function chatDatabase(characterId: CharacterId): ChatDatabase {
  let db = databases.get(characterId);
  if (!db) {
    db = new Dexie(`tuning-chat-${characterId}`) as ChatDatabase;
    db.version(1).stores({ messages: '++id, sender, content, time' });
    databases.set(characterId, db);
  }
  return db;
}

export function loadMessages(characterId: CharacterId): Promise<StoredMessage[]> {
  return chatDatabase(characterId).messages.orderBy('id').toArray();
}

export async function addMessage(
  characterId: CharacterId,
  message: Omit<StoredMessage, 'id'>,
): Promise<StoredMessage> {
  const id = await chatDatabase(characterId).messages.add(message as StoredMessage);
  return { ...message, id };
}

export function deleteMessage(characterId: CharacterId, id: number): Promise<void> {
  return chatDatabase(characterId).messages.delete(id);
}

export function clearMessages(characterId: CharacterId): Promise<void> {
  return chatDatabase(characterId).messages.clear();
}

/** The hour:minute stamp of product.md §3, e.g. 09:05. */
export function formatTime(date: Date = new Date()): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
