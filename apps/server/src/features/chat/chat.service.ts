import type { Redis } from 'ioredis';
import {
  CHAT_HISTORY_PAGE,
  CHAT_RATE_LIMIT,
  profilePicUrl,
  type ChatHistoryPage,
  type ChatMessage,
  type GetChatHistoryPayload,
  type OnlineUser,
  type SendMessagePayload,
} from '@tuning/shared/chat';
import type { Db } from '../../db/client.ts';
import type { UserCache } from '../../db/user-cache.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findMessageById,
  insertMessage,
  listMessagesAfter,
  listMessagesBefore,
  type ChatMessageRow,
} from './chat.queries.ts';

/** Counts sends per user in fixed windows; Redis makes the count shared by every instance. */
export interface SendLimiter {
  /** true when this send is allowed */
  hit(userId: string): Promise<boolean>;
}

export function createSendLimiter(
  redis: Redis | undefined,
  limit: { max: number; windowMs: number } = CHAT_RATE_LIMIT,
  now: () => number = Date.now,
): SendLimiter {
  if (redis) {
    return {
      async hit(userId) {
        const window = Math.floor(now() / limit.windowMs);
        const key = `tuning-chat-rl:${userId}:${window}`;
        const results = await redis
          .multi()
          .incr(key)
          .pexpire(key, limit.windowMs * 2)
          .exec();
        const count = results?.[0]?.[1];
        return typeof count === 'number' && count <= limit.max;
      },
    };
  }
  const counts = new Map<string, { window: number; count: number }>();
  return {
    async hit(userId) {
      const window = Math.floor(now() / limit.windowMs);
      const entry = counts.get(userId);
      if (!entry || entry.window !== window) {
        // Old windows are dropped as users come back; sweep the rest now and then.
        if (counts.size > 10_000) {
          for (const [key, value] of counts) if (value.window !== window) counts.delete(key);
        }
        counts.set(userId, { window, count: 1 });
        return limit.max >= 1;
      }
      entry.count += 1;
      return entry.count <= limit.max;
    },
  };
}

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    message: row.text,
    timestamp: row.createdAt.getTime(),
    userId: row.userId,
    username: row.userName,
    fullName: row.fullName,
    profilePic: profilePicUrl(row.userId, row.photoVersion),
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
  limiter: SendLimiter;
  /** Authors' rows, cached (ADR 0008). */
  users: UserCache;
  now?: () => number;
}) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  let newest: { at: number; page: Promise<ChatHistoryPage> } | undefined;

  async function readPage(before: number | undefined): Promise<ChatHistoryPage> {
    const rows = await listMessagesBefore(db, before, CHAT_HISTORY_PAGE + 1);
    return {
      messages: rows.slice(0, CHAT_HISTORY_PAGE).reverse().map(toChatMessage),
      hasMore: rows.length > CHAT_HISTORY_PAGE,
    };
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

  /** A message was stored (here or on another instance): the next opener reads again. */
  function messageStored(): void {
    newest = undefined;
  }
  /** The author as the database knows them: the only source of author fields. */
  async function loadAuthor(userId: string): Promise<OnlineUser | undefined> {
    const row = await deps.users.get(userId);
    if (!row) return undefined;
    return {
      userId: row.id,
      username: row.userName,
      fullName: row.fullName,
      profilePic: profilePicUrl(row.id, row.photoVersion),
    };
  }

  return {
    loadAuthor,
    messageStored,

    /**
     * Stores the message once per messageId. `created` is false for a resend of a stored message
     * (acked again, never broadcast again).
     */
    async send(
      userId: string,
      payload: SendMessagePayload,
    ): Promise<{ message: ChatMessage; created: boolean; author: OnlineUser }> {
      if (!(await deps.limiter.hit(userId))) {
        throw new AppError('RATE_LIMITED', 'You are sending messages too fast. Wait a moment.');
      }
      // Read at send time, so a new name or photo shows on the very next message.
      const author = await loadAuthor(userId);
      if (!author) throw new AppError('UNAUTHORIZED', 'Not signed in');
      const inserted = await insertMessage(db, {
        messageId: payload.messageId,
        userId: author.userId,
        text: payload.message,
      });
      const message: ChatMessage = {
        message: payload.message,
        timestamp: inserted?.createdAt.getTime() ?? Date.now(),
        userId: author.userId,
        username: author.username,
        fullName: author.fullName,
        profilePic: author.profilePic,
        messageId: payload.messageId,
        seq: inserted?.seq ?? 0,
      };
      if (inserted) {
        messageStored();
        return { message, created: true, author };
      }
      const existing = await findMessageById(db, payload.messageId);
      if (!existing || existing.userId !== author.userId) {
        throw new AppError('CONFLICT', 'This messageId belongs to another message');
      }
      return { message, created: false, author };
    },

    /** Newest page, an older page (`before`), or what came after `after` (oldest first). */
    async history(payload: GetChatHistoryPayload): Promise<ChatHistoryPage> {
      if (payload && 'after' in payload) {
        const rows = await listMessagesAfter(db, payload.after, CHAT_HISTORY_PAGE + 1);
        return {
          messages: rows.slice(0, CHAT_HISTORY_PAGE).map(toChatMessage),
          hasMore: rows.length > CHAT_HISTORY_PAGE,
        };
      }
      if (payload && 'before' in payload) return readPage(payload.before);
      return newestPage();
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
