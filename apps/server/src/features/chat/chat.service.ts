import {
  CHAT_HISTORY_PAGE,
  type ChatHistoryPage,
  type ChatMessage,
  type GetChatHistoryPayload,
  type OnlineUser,
  type SendMessagePayload,
} from '@tuning/shared/chat';
import { profilePhotoUrl } from '@tuning/shared/profile';
import type { Db } from '../../db/client.ts';
import type { UserCache } from '../users/user-cache.ts';
import { AppError } from '../../lib/app-error.ts';
import { LIMITS } from '../../lib/limits.ts';
import {
  findMessageById,
  insertMessageWithinLimit,
  listMessagesAfter,
  listMessagesBefore,
  type ChatMessageRow,
} from './chat.queries.ts';

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    message: row.text,
    timestamp: row.createdAt.getTime(),
    userId: row.userId,
    username: row.userName,
    fullName: row.fullName,
    profilePic: profilePhotoUrl(row.userId, row.photoVersion),
    messageId: row.messageId,
    seq: row.seq,
  };
}

/**
 * The newest page is what every chat screen opens with, so it is kept for this long; a stored
 * message (here or, through the socket layer, on another instance) replaces it at once, so only
 * author renames can show late, by at most this much.
 */
export const NEWEST_PAGE_TTL_MS = 2000;

export function createChatService(deps: {
  db: Db;
  /** Group-chat sends allowed per user in each fixed window. */
  sendLimit?: { max: number; windowMs: number };
  /** Users' rows, cached (ADR 0008): the author of a socket, read when it connects. */
  users: UserCache;
  now?: () => number;
}) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const sendLimit = deps.sendLimit ?? LIMITS.chatSends;
  let newest: { at: number; page: Promise<ChatHistoryPage> } | undefined;

  /** A page from rows read one past it (`hasMore`), oldest first. */
  function pageOf(rows: Parameters<typeof toChatMessage>[0][], newestFirst: boolean) {
    const kept = rows.slice(0, CHAT_HISTORY_PAGE);
    if (newestFirst) kept.reverse();
    return { messages: kept.map(toChatMessage), hasMore: rows.length > CHAT_HISTORY_PAGE };
  }

  async function readPage(before: number | undefined): Promise<ChatHistoryPage> {
    return pageOf(await listMessagesBefore(db, before, CHAT_HISTORY_PAGE + 1), true);
  }

  /** Concurrent openers share one read; a message stored meanwhile drops it for later ones. */
  function newestPage(): Promise<ChatHistoryPage> {
    const at = now();
    if (newest && at - newest.at < NEWEST_PAGE_TTL_MS) return newest.page;
    const entry = { at, page: readPage(undefined) };
    newest = entry;
    entry.page.catch(() => {
      if (newest === entry) newest = undefined;
    });
    return entry.page;
  }

  // Catch-up pages being read, by cursor: after a restart thousands of clients ask for the same
  // page at once (docs/benchmarks.md, a room of 10,000), and one read answers them all.
  const catchUps = new Map<number, Promise<ChatHistoryPage>>();
  async function readAfter(after: number): Promise<ChatHistoryPage> {
    return pageOf(await listMessagesAfter(db, after, CHAT_HISTORY_PAGE + 1), false);
  }
  function catchUpPage(after: number): Promise<ChatHistoryPage> {
    const reading = catchUps.get(after);
    if (reading) return reading;
    const page = readAfter(after);
    catchUps.set(after, page);
    const done = () => {
      if (catchUps.get(after) === page) catchUps.delete(after);
    };
    page.then(done, done);
    return page;
  }

  /** A message was stored (here or on another instance): the next reader reads again. */
  function messageStored(): void {
    newest = undefined;
    catchUps.clear();
  }
  /** The author as the database knows them (a send reads them again with the message). */
  async function loadAuthor(userId: string): Promise<OnlineUser | undefined> {
    const row = await deps.users.get(userId);
    if (!row) return undefined;
    return {
      userId: row.id,
      username: row.userName,
      fullName: row.fullName,
      profilePic: profilePhotoUrl(row.id, row.photoVersion),
    };
  }

  return {
    loadAuthor,
    messageStored,

    /**
     * Stores the message once per messageId, within the user's send limit. `message` is the stored
     * message to broadcast, undefined for a resend of one stored before.
     */
    async send(
      userId: string,
      payload: SendMessagePayload,
    ): Promise<{ message: ChatMessage | undefined; author: OnlineUser }> {
      // The author comes back from the statement that stores the message, read as it is now.
      const result = await insertMessageWithinLimit(
        db,
        { messageId: payload.messageId, userId, text: payload.message },
        { windowIndex: Math.floor(now() / sendLimit.windowMs), max: sendLimit.max },
      );
      if (!result) throw new AppError('UNAUTHORIZED', 'Not signed in');
      const author: OnlineUser = {
        userId,
        username: result.author.userName,
        fullName: result.author.fullName,
        profilePic: profilePhotoUrl(userId, result.author.photoVersion),
      };
      if (result.stored) {
        messageStored();
        const message: ChatMessage = {
          message: payload.message,
          timestamp: result.stored.createdAt.getTime(),
          ...author,
          messageId: payload.messageId,
          seq: result.stored.seq,
        };
        return { message, author };
      }
      // Nothing stored: a resend of a stored message (acked again, never broadcast again), or
      // over the limit. Only this rare path costs a second round trip.
      const existing = await findMessageById(db, payload.messageId);
      if (!existing) {
        throw new AppError('RATE_LIMITED', 'You are sending messages too fast. Wait a moment.');
      }
      if (existing.userId !== userId) {
        throw new AppError('CONFLICT', 'This messageId belongs to another message');
      }
      return { message: undefined, author };
    },

    /** Newest page, an older page (`before`), or what came after `after` (oldest first). */
    async history(payload: GetChatHistoryPayload): Promise<ChatHistoryPage> {
      if (payload && 'after' in payload) return catchUpPage(payload.after);
      if (payload && 'before' in payload) return readPage(payload.before);
      return newestPage();
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
