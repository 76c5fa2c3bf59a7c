import {
  CHAT_HISTORY_PAGE,
  type ChatHistoryPage,
  type ChatMessage,
  type GetChatHistoryPayload,
  type OnlineUser,
  type SendMessagePayload,
} from '@tuning/shared/chat';
import { chatExtrasTexts, mentionedNames, replySnippet } from '@tuning/shared/chat-extras';
import type { AppNotification } from '@tuning/shared/notifications';
import { createHash } from 'node:crypto';
import { profilePhotoUrl } from '@tuning/shared/profile';
import { isModerator, safetyTexts, type RoomSettings, type UserRole } from '@tuning/shared/safety';
import type { Db, Tx } from '../../db/client.ts';
import { batchLoads } from '../../db/batch.ts';
import type { UserCache } from '../users/user-cache.ts';
import { SUSPENDED_FOR_GOOD } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEvents } from '../../lib/events.ts';
import { LIMITS, type Window } from '../../lib/limits.ts';
import { sharedRead } from '../../lib/shared-read.ts';
import {
  findMessageById,
  insertMessageWithinLimit,
  listFilteredTerms,
  listBlockTies,
  listMessagesAfter,
  listMessagesBefore,
  readRoomSettings,
  tombstoneMessage,
  type DeleteReach,
  type ChatMessageRow,
  type StoredNotification,
} from './chat.queries.ts';
import { hidePhotosOf, hideRepliesTo, toChatMessage } from './chat-message-view.ts';
import { compileWordFilter } from './word-filter.ts';

// The moderators' context shows messages as the room does.
export { toChatMessage } from './chat-message-view.ts';

/** A notification to push to its recipient's sockets. */
export interface Delivery {
  recipientId: string;
  notification: AppNotification;
}

/** Notifications a chat change stored, as their recipients see them (the actor did it now). */
export function deliveriesOf(
  stored: readonly StoredNotification[],
  actor: OnlineUser,
  about: { messageId: string; seq: number; text: string; createdAt: number; emoji?: string },
): Delivery[] {
  return stored.map(({ id, recipientId, kind }) => {
    const notification: AppNotification = {
      id,
      kind,
      actor: {
        userId: actor.userId,
        username: actor.username,
        fullName: actor.fullName,
        profilePic: actor.profilePic,
      },
      messageId: about.messageId,
      seq: about.seq,
      snippet: replySnippet(about.text),
      createdAt: about.createdAt,
      read: false,
    };
    if (about.emoji !== undefined) notification.emoji = about.emoji;
    return { recipientId, notification };
  });
}

/** Why the chat refused a send: the metrics' `refusals` label. */
export type RefusalKind = 'chat send' | 'slow mode' | 'repeated' | 'filtered';

/** A send refused by one of the chat's rules: nothing was stored, the ack says why. */
export class ChatRefusal extends AppError {
  readonly kind: RefusalKind;
  constructor(kind: RefusalKind, code: 'RATE_LIMITED' | 'BAD_REQUEST', message: string) {
    super(code, message);
    this.kind = kind;
  }
}

/** Who a connecting socket is, read once when it connects. */
export interface ChatConnection {
  author: OnlineUser;
  role: UserRole;
  /** Set while the account is suspended (the socket is refused then). */
  suspendedUntil: Date | undefined;
  /** Authors this user blocks or mutes: their messages are not sent to this socket. */
  hidden: ReadonlySet<string>;
  /** People who block this user: their photos are not sent to this socket. */
  blockers: ReadonlySet<string>;
}

/** What a reader of history pages hides: their own blocks and mutes, and their blockers' photos. */
export interface HistoryViewer {
  userId: string;
  /** Known already (a socket's rooms); read (cached) when left out. */
  hidden?: ReadonlySet<string>;
  /** As `hidden`: who blocks the reader. */
  blockers?: ReadonlySet<string>;
}

export type DeleteResult = 'deleted' | 'not-found' | 'forbidden';

/** The flood guard compares texts with case and spacing ignored. */
export function floodHash(text: string): string {
  const normal = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return createHash('sha256').update(normal).digest('base64url').slice(0, 22);
}

/**
 * The newest page is what every chat screen opens with, so it is kept for this long; a stored
 * message (here or, through the socket layer, on another instance) replaces it at once, so only
 * author renames can show late, by at most this much.
 */
export const NEWEST_PAGE_TTL_MS = 2000;
/**
 * Per-instance copies that a change announced through Redis replaces at once; if an announcement
 * is missed, these bound how long a copy can be wrong.
 */
export const HIDDEN_TTL_MS = 5000;
export const FILTER_TTL_MS = 60_000;
export const ROOM_SETTINGS_TTL_MS = 30_000;
const HIDDEN_MAX_ENTRIES = 50_000;
const NOBODY: ReadonlySet<string> = new Set();

export function createChatService(deps: {
  db: Db;
  /** Group-chat sends allowed per user in each fixed window. */
  sendLimit?: { max: number; windowMs: number };
  /** The flood guard (LIMITS.chatRepeats unless a test wants another). */
  repeatLimit?: Window;
  /** Users' rows, cached (ADR 0008): the author of a socket, read when it connects. */
  users: UserCache;
  /** Where a deletion is announced (`messageDeleted`), for the socket layer to broadcast. */
  events?: AppEvents;
  now?: () => number;
}) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const sendLimit = deps.sendLimit ?? LIMITS.chatSends;
  const repeatLimit = deps.repeatLimit ?? LIMITS.chatRepeats;

  /** A page from rows read one past it (`hasMore`), oldest first. */
  function pageOf(rows: ChatMessageRow[], newestFirst: boolean) {
    const kept = rows.slice(0, CHAT_HISTORY_PAGE);
    if (newestFirst) kept.reverse();
    return { messages: kept.map(toChatMessage), hasMore: rows.length > CHAT_HISTORY_PAGE };
  }

  async function readPage(before: number | undefined): Promise<ChatHistoryPage> {
    return pageOf(await listMessagesBefore(db, before, CHAT_HISTORY_PAGE + 1), true);
  }

  /** Concurrent openers share one read; a message stored meanwhile drops it for later ones. */
  const newest = sharedRead(() => readPage(undefined), NEWEST_PAGE_TTL_MS, now);

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
    newest.drop();
    catchUps.clear();
  }
  // --- who hides whom: per instance, for sockets connecting and HTTP history readers ----------
  type Ties = { authors: ReadonlySet<string>; blockers: ReadonlySet<string> };
  const hiddenEntries = new Map<string, Ties & { until: number }>();
  let hiddenRevision = 0;
  const hiddenLoader = batchLoads(async (userIds: readonly string[]) => {
    const ties = await listBlockTies(db, userIds);
    return userIds.map((id) => ties.get(id) ?? { hidden: [], blockers: [] });
  });
  const setOf = (list: readonly string[]) => (list.length === 0 ? NOBODY : new Set(list));
  /** Whom the user hides and who blocks them, cached for HIDDEN_TTL_MS at most. */
  async function tiesOf(userId: string): Promise<Ties> {
    const at = now();
    const entry = hiddenEntries.get(userId);
    if (entry && at < entry.until) return entry;
    const seen = hiddenRevision;
    const read = (await hiddenLoader.load(userId)) ?? { hidden: [], blockers: [] };
    const ties = { authors: setOf(read.hidden), blockers: setOf(read.blockers) };
    // A change announced while reading may be missing from `read`: use it, do not keep it.
    if (seen === hiddenRevision) {
      hiddenEntries.delete(userId);
      if (hiddenEntries.size >= HIDDEN_MAX_ENTRIES) {
        const oldest = hiddenEntries.keys().next();
        if (!oldest.done) hiddenEntries.delete(oldest.value);
      }
      hiddenEntries.set(userId, { ...ties, until: at + HIDDEN_TTL_MS });
    }
    return ties;
  }
  async function hiddenBy(userId: string): Promise<ReadonlySet<string>> {
    return (await tiesOf(userId)).authors;
  }

  // --- the word filter and the room's settings, per instance ------------------------------------
  const filter = sharedRead(
    () => listFilteredTerms(db).then(compileWordFilter),
    FILTER_TTL_MS,
    now,
  );
  const wordFilter = filter.get;
  const settings = sharedRead(() => readRoomSettings(db), ROOM_SETTINGS_TTL_MS, now);
  const roomSettings = settings.get;

  /** Stored messages changed other than by a new one (a deletion, an account gone). */
  function historyChanged(): void {
    messageStored();
  }

  /** Who connects: the author as the database knows them (a send reads them again). */
  async function loadConnection(userId: string): Promise<ChatConnection | undefined> {
    const [row, ties] = await Promise.all([deps.users.get(userId), tiesOf(userId)]);
    if (!row) return undefined;
    const suspended = row.suspendedUntil && row.suspendedUntil.getTime() > now();
    return {
      author: {
        userId: row.id,
        username: row.userName,
        fullName: row.fullName,
        profilePic: profilePhotoUrl(row.id, row.photoVersion),
      },
      role: row.role,
      suspendedUntil: suspended ? row.suspendedUntil! : undefined,
      hidden: ties.authors,
      blockers: ties.blockers,
    };
  }

  /** One page for a reader who hides nobody (shared, some cached), or for one who does. */
  async function page(
    payload: GetChatHistoryPayload,
    viewer: string | undefined,
  ): Promise<ChatHistoryPage> {
    if (viewer === undefined) {
      if (payload && 'after' in payload) return catchUpPage(payload.after);
      if (payload && 'before' in payload) return readPage(payload.before);
      return newest.get();
    }
    // A reader who blocks or mutes someone gets pages of their own, whole pages of the rest.
    const limit = CHAT_HISTORY_PAGE + 1;
    if (payload && 'after' in payload) {
      return pageOf(await listMessagesAfter(db, payload.after, limit, viewer), false);
    }
    const before = payload && 'before' in payload ? payload.before : undefined;
    return pageOf(await listMessagesBefore(db, before, limit, viewer), true);
  }

  return {
    loadConnection,
    /** The author alone, as `loadConnection` reads them. */
    async loadAuthor(userId: string): Promise<OnlineUser | undefined> {
      const row = await deps.users.get(userId);
      if (!row) return undefined;
      return {
        userId: row.id,
        username: row.userName,
        fullName: row.fullName,
        profilePic: profilePhotoUrl(row.id, row.photoVersion),
      };
    },
    messageStored,
    historyChanged,
    /** The word filter, as sends use it (edits are held to the same). */
    wordFilter,
    /** Whom this user blocks or mutes, as this instance last read it (at most HIDDEN_TTL_MS). */
    hiddenBy,
    /** The same, and who blocks this user (their photos are hidden from them). */
    tiesOf,
    /** A change to whom this user hides, here or on another instance: read again next time. */
    hiddenChanged(userId: string): void {
      hiddenRevision += 1;
      hiddenEntries.delete(userId);
    },
    /** Bumped by every `hiddenChanged`: a read that saw another number may be out of date. */
    hiddenRevision: () => hiddenRevision,
    /** The database was restored under the running app: nothing may be served from memory. */
    forgetAll(): void {
      hiddenRevision += 1;
      hiddenEntries.clear();
      filter.drop();
      settings.drop();
      historyChanged();
    },
    /** The account is gone (its messages with it): nothing of it may be served from memory. */
    userRemoved(userId: string): void {
      hiddenRevision += 1;
      hiddenEntries.delete(userId);
      historyChanged();
    },
    roomSettings,
    /** The room's settings changed: `next` when known, else read again on the next call. */
    roomSettingsChanged(next?: RoomSettings): void {
      if (next) settings.set(next);
      else settings.drop();
    },
    /** The word filter's terms changed: read again on the next send. */
    filterTermsChanged(): void {
      filter.drop();
    },
    /** The user as the database (or the 5 s user cache) knows them: a role can change. */
    async actor(userId: string): Promise<{ userId: string; role: UserRole } | undefined> {
      const row = await deps.users.get(userId);
      return row ? { userId: row.id, role: row.role } : undefined;
    },

    /**
     * Makes a message a tombstone: its author may, and so may moderators and admins. A message
     * deleted already is 'deleted' again (nothing changes, nothing is announced). On a change the
     * cached pages go and `messageDeleted` is emitted: the socket layer tells every instance.
     */
    /**
     * `record`, when given, runs in the tombstone's transaction once the deletion is allowed: a
     * moderator's log entry commits with the deletion or not at all.
     */
    async deleteMessage(
      messageId: string,
      actor: { userId: string; role: UserRole },
      record?: (tx: Tx) => Promise<void>,
    ): Promise<DeleteResult> {
      // Moderators act on members' messages, admins on everyone's (product.md §12).
      const reach: DeleteReach =
        actor.role === 'admin' ? 'all' : isModerator(actor.role) ? 'members' : 'own';
      const allowed = (outcome: { allowed: boolean } | undefined) => outcome?.allowed === true;
      const outcome = record
        ? await db.transaction(async (tx) => {
            const found = await tombstoneMessage(tx, messageId, actor.userId, reach);
            if (allowed(found)) await record(tx);
            return found;
          })
        : await tombstoneMessage(db, messageId, actor.userId, reach);
      if (!outcome) return 'not-found';
      if (!allowed(outcome)) return 'forbidden';
      if (outcome.changed) {
        historyChanged();
        deps.events?.emit('messageDeleted', { messageId });
      }
      return 'deleted';
    },

    /**
     * Stores the message once per messageId, within the user's send limit. `message` is the stored
     * message to broadcast, undefined for a resend of one stored before; `notifications` are the
     * ones it stored (the people it mentions or answers).
     */
    async send(
      userId: string,
      payload: SendMessagePayload,
    ): Promise<{
      message: ChatMessage | undefined;
      author: OnlineUser;
      notifications: Delivery[];
    }> {
      // The word filter needs no database: a matching message costs nothing more.
      const term = (await wordFilter()).match(payload.message);
      if (term !== undefined) {
        throw new ChatRefusal('filtered', 'BAD_REQUEST', safetyTexts.filtered(term));
      }
      // Two images with the same caption (or none) are two messages, not a repeat.
      const floodText =
        payload.imageId === undefined ? payload.message : `${payload.message}\0${payload.imageId}`;
      // The author comes back from the statement that stores the message, read as it is now; so
      // do the answered message, the attached image and the notifications it stored.
      const result = await insertMessageWithinLimit(
        db,
        {
          messageId: payload.messageId,
          userId,
          text: payload.message,
          textHash: floodHash(floodText),
        },
        {
          windowIndex: Math.floor(now() / sendLimit.windowMs),
          max: sendLimit.max,
          maxRepeats: repeatLimit.max,
          floodSeconds: Math.ceil(repeatLimit.windowMs / 1000),
        },
        {
          replyTo: payload.replyTo,
          imageId: payload.imageId,
          // Most messages name nobody: no lookup for them.
          names: payload.message.includes('@') ? mentionedNames(payload.message) : [],
        },
      );
      if (!result) throw new AppError('UNAUTHORIZED', 'Not signed in');
      if (result.suspendedUntil) {
        const until = result.suspendedUntil;
        throw new AppError(
          'FORBIDDEN',
          safetyTexts.suspended(until.getTime() >= SUSPENDED_FOR_GOOD.getTime() ? null : until),
        );
      }
      const author: OnlineUser = {
        userId,
        username: result.author.userName,
        fullName: result.author.fullName,
        profilePic: profilePhotoUrl(userId, result.author.photoVersion),
      };
      if (result.stored) {
        const { stored } = result;
        messageStored();
        const message = toChatMessage({
          seq: stored.seq,
          messageId: payload.messageId,
          userId,
          text: payload.message,
          createdAt: stored.createdAt,
          deletedAt: null,
          userName: author.username,
          fullName: author.fullName,
          photoVersion: result.author.photoVersion,
          mentions: stored.mentions,
          replied: stored.replied,
          image: stored.image,
        });
        const notifications = deliveriesOf(stored.notified, author, {
          messageId: payload.messageId,
          seq: stored.seq,
          text: payload.message,
          createdAt: message.timestamp,
        });
        return { message, author, notifications };
      }
      // Nothing stored: a resend of a stored message (acked again, never broadcast again), or
      // refused by a rule. Only this rare path costs a second round trip.
      const existing = await findMessageById(db, payload.messageId);
      if (!existing) {
        const { refusal } = result;
        if (refusal.replyMissing) throw new AppError('NOT_FOUND', chatExtrasTexts.replyGone);
        if (refusal.imageTaken) throw new AppError('BAD_REQUEST', chatExtrasTexts.imageGone);
        if (refusal.overLimit) {
          throw new ChatRefusal(
            'chat send',
            'RATE_LIMITED',
            'You are sending messages too fast. Wait a moment.',
          );
        }
        if (refusal.slowed && refusal.slowSeconds > 0) {
          throw new ChatRefusal(
            'slow mode',
            'RATE_LIMITED',
            safetyTexts.slowMode(refusal.slowSeconds),
          );
        }
        if (refusal.repeated)
          throw new ChatRefusal('repeated', 'BAD_REQUEST', safetyTexts.repeated);
        // A rule that no longer holds by the time it was read (slow mode just lifted): try again.
        throw new ChatRefusal(
          'chat send',
          'RATE_LIMITED',
          'You are sending messages too fast. Wait a moment.',
        );
      }
      // Another's id, or a private message's (ADR 0043): never acked as the room's.
      if (existing.userId !== userId || !existing.inRoom) {
        throw new AppError('CONFLICT', 'This messageId belongs to another message');
      }
      return { message: undefined, author, notifications: [] };
    },

    /**
     * Newest page, an older page (`before`), or what came after `after` (oldest first). With a
     * `viewer`, without the messages of those they block or mute. Deleted messages are
     * tombstones in place (`deleted`, text '').
     */
    async history(
      payload: GetChatHistoryPayload,
      viewer?: HistoryViewer,
    ): Promise<ChatHistoryPage> {
      if (!viewer) return page(payload, undefined);
      const ties =
        viewer.hidden && viewer.blockers
          ? { authors: viewer.hidden, blockers: viewer.blockers }
          : await tiesOf(viewer.userId);
      const hidden = ties.authors;
      const result = await page(payload, hidden.size === 0 ? undefined : viewer.userId);
      return {
        ...result,
        messages: hidePhotosOf(hideRepliesTo(result.messages, hidden), ties.blockers),
      };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
