import {
  CHAT_HISTORY_PAGE,
  CHAT_HISTORY_WAIT_MS,
  CHAT_LOADING_FALLBACK_MS,
  newMessageId,
  TYPING_EXPIRY_MS,
  type ChatHistoryPage,
  type ChatMessage,
  type OnlineUser,
  type PresenceDeltaMeta,
  type PresenceSnapshotMeta,
  type SendMessagePayload,
  type ServerToClientEvents,
  type UserTypingEvent,
} from '@tuning/shared/chat';
import type {
  ChatImage,
  MessageEditedEvent,
  PersonRef,
  ReactionsChangedEvent,
} from '@tuning/shared/chat-extras';
import { CHAT_TEXT_MAX } from '@tuning/shared/chat-text';
import type { ErrorBody } from '@tuning/shared/errors';
import { safetyTexts, type MessageDeletedEvent, type RoomSettings } from '@tuning/shared/safety';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { SnapshotStore } from '../../../lib/snapshot-store.ts';
import type { AppSocket } from '../../../lib/socket.ts';
import { listen } from '../../../lib/socket-listeners.ts';
import type { ChatHistoryCursor } from '../api/get-chat-history.ts';
import {
  firstSeq,
  loadStoredMessages,
  mergeMessages,
  revisionOf,
  saveMessages,
  tombstone,
  withoutAuthor,
  type LocalMessage,
  type Outgoing,
} from './chat-messages.ts';
import { chatTexts } from './chat-texts.ts';
import {
  canEdit,
  previewOf,
  reactionApplied,
  withEdit,
  withPendingReactions,
  withReactions,
  type ReactionOp,
} from './message-changes.ts';
import { PendingReactions } from './pending-reactions.ts';
import { applyDelta, applySnapshot, noPresence, type PresenceState } from './presence-state.ts';
import {
  applyNewestPage,
  joinWithoutGap,
  pageIsBehind,
  type MessageStore,
} from './sync-history.ts';

const ACK_TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 2000;

/** Why a deletion did not happen when the server never heard of it. */
export const DELETE_OFFLINE = chatTexts.offline;
export const DELETE_NO_ANSWER = chatTexts.noAnswer;

/** A refusal that passes (a busy or restarting server): the message waits and goes again. */
function isPassing(error: ErrorBody): boolean {
  return ['RATE_LIMITED', 'INTERNAL', 'UNAVAILABLE'].includes(error.code);
}

/** A message the server refused for good, with its reason (slow mode, a repeat, the filter...). */
export interface Refusal {
  messageId: string;
  text: string;
  reason: string;
  /** The reply and image it carried, for the composer to take back with the text. */
  outgoing?: Outgoing;
}

/** What goes with a message's text: the answered message, an uploaded image. */
export interface SendExtras extends Outgoing {
  /** The uploaded image, shown in the message while it is on its way. */
  image?: ChatImage;
}

/** A short word for the user about something they did (a reaction refused, a reply's original gone). */
export interface Notice {
  /** New for each notice, so the same text twice shows twice. */
  id: number;
  text: string;
}

/** Where a message asked for by a reply's quote is: held now, gone for good, or not reachable. */
export type Reveal = 'found' | 'gone' | 'failed';

export interface Typer {
  userId: string;
  name: string;
  expiresAt: number;
}

/** What the chat screen shows; a new object whenever anything in it changes. */
export interface ChatSnapshot {
  messages: LocalMessage[];
  presence: PresenceState;
  typers: Typer[];
  connected: boolean;
  historyLoaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  sending: boolean;
  /** The room's slow mode (seconds between one person's messages; 0 when off). */
  slowModeSeconds: number;
  /** The latest refusal, for the composer to show and take the text back. */
  refusal: Refusal | undefined;
  /** The server refused the socket and the session check confirms it: signed out elsewhere. */
  signedOut: boolean;
  /** The latest word for the user (see Notice); the screen shows it for a while. */
  notice: Notice | undefined;
}

/** Where the socket comes from: the app's one connection, or a test's fake. */
export interface SocketSource {
  acquire(): AppSocket;
  release(): void;
}

/** History over HTTP: the first page does not wait for the socket, older pages neither. */
export interface HistorySource {
  /** The newest page if it is already here (the route's loader asked for it). */
  held(): ChatHistoryPage | undefined;
  /** The newest page, usually already requested by the route's loader. */
  newest(): Promise<ChatHistoryPage>;
  page(cursor: ChatHistoryCursor): Promise<ChatHistoryPage>;
}

/** Asks the server whether the session is over (a 401 from the session check). */
export type SessionCheck = () => Promise<boolean>;

/**
 * A listener for every chat event and for the connection's own. The read position and
 * notifications are the notifications feature's and open reports the admin feature's, which listen
 * on the same socket.
 */
// The private conversations' events (ADR 0035) belong to their own screens, not the room's.
type Listeners = Omit<
  ServerToClientEvents,
  | 'readPosition'
  | 'notification'
  | 'openReports'
  | 'conversationMessage'
  | 'conversationReactions'
  | 'conversationTyping'
  | 'conversationChanged'
> & {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: Error) => void;
};

function toPayload(message: LocalMessage): SendMessagePayload {
  const { replyTo, imageId } = message.outgoing ?? {};
  return {
    message: message.message,
    messageId: message.messageId,
    timestamp: message.timestamp,
    userId: message.userId,
    username: message.username,
    fullName: message.fullName,
    profilePic: message.profilePic,
    ...(replyTo ? { replyTo } : {}),
    ...(imageId ? { imageId } : {}),
  };
}

/**
 * product.md §4 group chat, without React: the socket's life, history, presence, typing and sending,
 * as a store the screen subscribes to. The messages kept on this browser show at once; the newest
 * page comes over HTTP while the socket connects; once joined, the socket's own newest page (and
 * catch-up after each reconnect) and live messages merge in, one entry per messageId, in the
 * server's order. One session per chat screen; nothing lives at module level.
 */
export class ChatSession extends SnapshotStore<ChatSnapshot> {
  private readonly source: SocketSource;
  private readonly history: HistorySource;
  private readonly storage: Storage;
  private readonly sessionEnded: SessionCheck;
  private user: CurrentUserProfile | undefined;
  private socket: AppSocket | undefined;
  private flushing = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private typerTimer: ReturnType<typeof setInterval> | undefined;
  private historyQueue: Promise<unknown> = Promise.resolve();
  private olderLoad: Promise<'loaded' | 'end' | 'failed'> | undefined;
  /**
   * The messages as the server and this client know them (stored in the browser); the snapshot's
   * `messages` shows them with the reactions still on their way on top.
   */
  private base: LocalMessage[];
  private readonly reactions = new PendingReactions(() => this.publishMessages());
  private noticeCount = 0;
  private readonly store: MessageStore = {
    current: () => this.base,
    apply: (update) => this.setMessages(update(this.base)),
  };

  constructor(deps: {
    source: SocketSource;
    history: HistorySource;
    storage: Storage;
    sessionEnded?: SessionCheck;
  }) {
    // The first render: the stored messages, and the newest page joined to them if it is here.
    const stored = loadStoredMessages(deps.storage);
    const page = deps.history.held();
    const joined = page && joinWithoutGap(stored, page);
    const base = joined ?? stored;
    super({
      messages: base,
      presence: noPresence,
      typers: [],
      connected: false,
      historyLoaded: joined ? true : stored.length > 0,
      hasOlder: joined ? page.hasMore : stored.length > 0,
      loadingOlder: false,
      sending: false,
      slowModeSeconds: 0,
      refusal: undefined,
      signedOut: false,
      notice: undefined,
    });
    this.base = base;
    this.source = deps.source;
    this.history = deps.history;
    this.storage = deps.storage;
    this.sessionEnded = deps.sessionEnded ?? (() => Promise.resolve(false));
  }

  private set(patch: Partial<ChatSnapshot>): void {
    this.publish(patch);
    if (patch.typers) this.watchTypers();
  }

  private me(): PersonRef | undefined {
    const { user } = this;
    return user && { userId: user.uid, username: user.userName, fullName: user.fullName };
  }

  /** What the screen shows: the messages held, with the reactions on their way. */
  private publishMessages(): void {
    this.set({ messages: withPendingReactions(this.base, this.reactions.ops, this.me()) });
  }

  private setMessages(messages: LocalMessage[]): void {
    if (messages === this.base) return;
    this.base = messages;
    saveMessages(this.storage, messages);
    this.publishMessages();
  }

  /** A word for the user, shown for a while (a reaction refused, a reply's original gone). */
  notify = (text: string): void => {
    this.set({ notice: { id: ++this.noticeCount, text } });
  };

  /**
   * History changes one at a time, each on what the previous one left: a page is compared with
   * the messages as they are when it goes in, and a page asked for later is newer.
   */
  private inTurn<T>(task: () => Promise<T>): Promise<T> {
    const run = this.historyQueue.then(task);
    this.historyQueue = run.catch(() => undefined);
    return run;
  }

  private askNewerOverHttp = (cursor: { after: number }) =>
    this.history.page(cursor).catch(() => undefined);

  /** The newest page over HTTP, as soon as the screen mounts. Returns the unmount. */
  loadNewest = (): (() => void) => {
    let active = true;
    this.history
      .newest()
      .then((page) =>
        this.inTurn(async () => {
          // Behind what is held (the socket was quicker, or the stored copy is from another
          // database): nothing to add, and only a page read now may drop anything.
          if (!active || pageIsBehind(page, this.base)) return;
          await applyNewestPage(page, this.askNewerOverHttp, this.store);
          this.set({ hasOlder: page.hasMore, historyLoaded: true });
        }),
      )
      // Signed out or unreachable: the session bootstrap and the socket deal with it.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  };

  /** The signed-in user's fields for what they send next (a profile edit does not reconnect). */
  setUser(user: CurrentUserProfile | undefined): void {
    this.user = user;
  }

  /**
   * One send attempt: 'retry' leaves the message pending for later. A message the user has just
   * sent (`live`) and that must wait (slow mode, too many too fast) is refused instead of retried:
   * the reason shows and the text goes back to the composer, as the room's rules are for the
   * user to see and not for the client to work around.
   */
  private async sendOne(socket: AppSocket, message: LocalMessage, live = false) {
    const mark = (patch: Partial<LocalMessage>) =>
      this.setMessages(
        this.base.map((m) =>
          m.messageId === message.messageId && m.pending ? { ...m, ...patch } : m,
        ),
      );
    try {
      const ack = await socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('sendMessage', toPayload(message));
      if (ack.received) {
        mark({ pending: false });
        return 'ok';
      }
      if (isPassing(ack.error) && !(live && ack.error.code === 'RATE_LIMITED')) return 'retry';
      mark({ pending: false, failed: ack.error.message });
      this.set({
        refusal: {
          messageId: message.messageId,
          text: message.message,
          reason: ack.error.message,
          ...(message.outgoing ? { outgoing: message.outgoing } : {}),
        },
      });
      return 'failed';
    } catch {
      return 'retry';
    }
  }

  private retryLater(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.flushPending(), RETRY_DELAY_MS);
  }

  /** Sends what is still pending, oldest first; dedupe by messageId on the server makes it safe. */
  private async flushPending(): Promise<void> {
    const { socket, user } = this;
    if (!socket || !user || this.flushing) return;
    this.flushing = true;
    try {
      const waiting = this.base.filter((m) => m.pending && m.userId === user.uid);
      for (const message of waiting) {
        if (!socket.connected) return;
        if ((await this.sendOne(socket, message)) === 'retry') return this.retryLater();
      }
    } finally {
      this.flushing = false;
    }
  }

  /** The socket's life for one signed-in user. Returns the disconnect. */
  connect(user: CurrentUserProfile): () => void {
    this.user = user;
    // Messages another account typed on this browser and never sent are not this user's to send.
    this.setMessages(this.base.filter((m) => !(m.pending && m.userId !== user.uid)));
    const socket = this.source.acquire();
    this.socket = socket;
    let historyWait: ReturnType<typeof setTimeout> | undefined;
    let historyRetry: ReturnType<typeof setTimeout> | undefined;
    const markLoaded = () => {
      if (!this.snapshot.historyLoaded) this.set({ historyLoaded: true });
    };
    const fallback = setTimeout(markLoaded, CHAT_LOADING_FALLBACK_MS);

    const ask = (payload: ChatHistoryCursor | Record<string, never>) =>
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('getChatHistory', payload)
        .then((ack) => (ack.ok ? ack : undefined))
        .catch(() => undefined);

    /** The newest page, then, when the client already had messages, what it missed in between. */
    const syncHistory = (): Promise<void> =>
      this.inTurn(async () => {
        const page = await ask({});
        if (!page) {
          // No answer (a slow or restarting server): ask again while still connected.
          clearTimeout(historyRetry);
          historyRetry = setTimeout(() => {
            if (socket.connected) void syncHistory();
          }, RETRY_DELAY_MS);
          return;
        }
        await applyNewestPage(page, ask, this.store);
        this.set({ hasOlder: page.hasMore });
        markLoaded();
      });

    const join = () => {
      const current = this.user ?? user;
      socket.emit('join', {
        userId: current.uid,
        username: current.userName,
        fullName: current.fullName,
        profilePic: current.userProfilePic,
      });
    };
    const onConnect = () => {
      this.set({ connected: true });
      join();
      clearTimeout(historyWait);
      historyWait = setTimeout(markLoaded, CHAT_HISTORY_WAIT_MS);
      void syncHistory();
      void this.flushPending();
    };
    // The count stays on screen; deltas wait for the snapshot the next join brings.
    const onDisconnect = (reason: string) => {
      this.set({
        connected: false,
        typers: [],
        presence: { ...this.snapshot.presence, version: null },
      });
      // The server ended the connection (a revoked or suspended session, an expired one) and the
      // client does not reconnect by itself after that: one attempt shows whether it may.
      if (reason === 'io server disconnect') socket.connect();
    };
    const onConnectError = (error: Error) => {
      this.set({ connected: false });
      markLoaded();
      // 'unauthorized' can also be a server fault: the session check says whether it is over.
      if (error.message === 'unauthorized') {
        void this.sessionEnded().then((ended) => {
          if (ended && !this.snapshot.signedOut) this.set({ signedOut: true });
        });
      }
    };
    const onMessage = (message: ChatMessage) =>
      this.setMessages(mergeMessages(this.base, [message]));
    const onHistory = (list: ChatMessage[]) => {
      this.setMessages(mergeMessages(this.base, list));
      this.set({ hasOlder: list.length >= CHAT_HISTORY_PAGE });
      markLoaded();
    };
    const onSnapshot = (users: OnlineUser[], meta: PresenceSnapshotMeta) =>
      this.set({ presence: applySnapshot(users, meta) });
    const onDelta = (kind: 'joined' | 'left') => (users: OnlineUser[], meta: PresenceDeltaMeta) => {
      const { state, resync } = applyDelta(this.snapshot.presence, kind, users, meta);
      if (state !== this.snapshot.presence) this.set({ presence: state });
      // A missed delta: joining again brings a fresh snapshot.
      if (resync) join();
    };
    const onDeleted = (event: MessageDeletedEvent) =>
      this.setMessages(tombstone(this.base, event.messageId));
    const onReactions = (event: ReactionsChangedEvent) => {
      this.setMessages(withReactions(this.base, event));
      this.reactions.settle(event.messageId);
    };
    const onEdited = (event: MessageEditedEvent) => this.setMessages(withEdit(this.base, event));
    const onUserRemoved = (event: { userId: string }) =>
      this.setMessages(withoutAuthor(this.base, event.userId));
    const onRoomSettings = (settings: RoomSettings) => {
      if (settings.slowModeSeconds !== this.snapshot.slowModeSeconds) {
        this.set({ slowModeSeconds: settings.slowModeSeconds });
      }
    };
    const onTyping = (event: UserTypingEvent) => {
      if (event.userId === user.uid) return;
      const others = this.snapshot.typers.filter((t) => t.userId !== event.userId);
      if (!event.isTyping) return this.set({ typers: others });
      const name = event.fullName || event.username || 'Someone';
      this.set({
        typers: [
          ...others,
          { userId: event.userId, name, expiresAt: Date.now() + TYPING_EXPIRY_MS },
        ],
      });
    };

    const stopListening = listen(socket, {
      connect: onConnect,
      disconnect: onDisconnect,
      connect_error: onConnectError,
      message: onMessage,
      chatHistory: onHistory,
      currentUsers: onSnapshot,
      userJoined: onDelta('joined'),
      userLeft: onDelta('left'),
      userTyping: onTyping,
      messageDeleted: onDeleted,
      reactionsChanged: onReactions,
      messageEdited: onEdited,
      userRemoved: onUserRemoved,
      roomSettings: onRoomSettings,
    } satisfies Listeners);
    if (socket.connected) onConnect();

    return () => {
      clearTimeout(fallback);
      clearTimeout(historyWait);
      clearTimeout(historyRetry);
      clearTimeout(this.retryTimer);
      clearInterval(this.typerTimer);
      this.typerTimer = undefined;
      stopListening();
      // The app keeps the connection (unread counts, the bell): off the screen is out of the room.
      if (socket.connected) socket.emit('leave');
      this.socket = undefined;
      this.source.release();
    };
  }

  /** A typer who goes quiet (or whose instance died) disappears by itself. */
  private watchTypers(): void {
    if (this.snapshot.typers.length === 0) {
      clearInterval(this.typerTimer);
      this.typerTimer = undefined;
      return;
    }
    this.typerTimer ??= setInterval(() => {
      const now = Date.now();
      const alive = this.snapshot.typers.filter((t) => t.expiresAt > now);
      if (alive.length !== this.snapshot.typers.length) this.set({ typers: alive });
    }, 1000);
  }

  /** A new message: shown at once, sent now or as soon as the connection is back. */
  send = (text: string, extras: SendExtras = {}): void => {
    const { user } = this;
    // No one to send as yet: the session is not connected either, which the snapshot says.
    if (!user) return;
    const { replyTo, imageId, image } = extras;
    // An image may go without text; text alone may not be blank.
    if ((!text.trim() && !imageId) || this.snapshot.sending) return;
    const answered = replyTo ? this.base.find((m) => m.messageId === replyTo) : undefined;
    const message: LocalMessage = {
      message: text,
      timestamp: Date.now(),
      userId: user.uid,
      username: user.userName,
      fullName: user.fullName,
      profilePic: user.userProfilePic,
      messageId: newMessageId(user.uid),
      pending: true,
      ...(replyTo || imageId
        ? { outgoing: { ...(replyTo ? { replyTo } : {}), ...(imageId ? { imageId } : {}) } }
        : {}),
      ...(answered ? { replyTo: previewOf(answered) } : {}),
      ...(image ? { image } : {}),
    };
    this.setMessages(mergeMessages(this.base, [message]));
    const socket = this.socket;
    // Offline (the snapshot's `connected` is false): it waits, pending, and goes on reconnect.
    if (!socket?.connected) return;
    this.set({ sending: true });
    void this.sendOne(socket, message, true).then((result) => {
      this.set({ sending: false });
      if (result === 'retry') this.retryLater();
    });
  };

  /**
   * Deletes a stored message for everyone (own, or any as a moderator): the tombstone goes in as
   * soon as the server agrees; the broadcast that follows changes nothing more. Answers the
   * server's reason when it refuses, undefined when done.
   */
  deleteMessage = async (messageId: string): Promise<string | undefined> => {
    const socket = this.socket;
    if (!socket?.connected) return DELETE_OFFLINE;
    const ack = await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('deleteMessage', { messageId })
      .catch(() => undefined);
    if (!ack) return DELETE_NO_ANSWER;
    if (!ack.ok) return ack.error.message;
    this.setMessages(tombstone(this.base, messageId));
    return undefined;
  };

  /**
   * Sets (`on`) or clears the user's `emoji` on a stored message. It shows at once and stays while
   * the server has it; refused or unanswered, it goes and a notice says why.
   */
  react = (messageId: string, emoji: string, on: boolean): void => {
    const { socket, user } = this;
    const target = this.base.find((m) => m.messageId === messageId);
    if (!user || !target || target.seq === undefined || target.deleted) return;
    if (!socket?.connected) return this.notify(chatTexts.offline);
    const { id } = this.reactions.add(messageId, emoji, on);
    const applied = (op: ReactionOp) =>
      reactionApplied(
        this.base.find((m) => m.messageId === op.messageId),
        op,
        user.uid,
      );
    const failed = (reason: string) => {
      if (!this.reactions.has(id)) return;
      this.reactions.drop(id);
      this.notify(chatTexts.reactionFailed(reason));
    };
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('react', { messageId, emoji, on })
      .then(
        (ack) => (ack.ok ? this.reactions.acknowledged(id, applied) : failed(ack.error.message)),
        () => failed(chatTexts.noAnswer),
      );
  };

  /**
   * Changes the text of the user's own message within CHAT_EDIT_WINDOW_MS. Answers why not when
   * it cannot be done, undefined when done: the new text shows once the server has it.
   */
  editMessage = async (messageId: string, text: string): Promise<string | undefined> => {
    const { socket, user } = this;
    const target = this.base.find((m) => m.messageId === messageId);
    if (!user || !target || target.deleted) return safetyTexts.messageGone;
    if (!canEdit(target, user.uid, Date.now())) return chatTexts.editTooLate;
    if (!text.trim()) return chatTexts.editBlank;
    if (text.length > CHAT_TEXT_MAX) return chatTexts.editTooLong;
    if (text === target.message) return undefined;
    if (!socket?.connected) return chatTexts.offline;
    const ack = await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('editMessage', { messageId, message: text })
      .catch(() => undefined);
    if (!ack) return chatTexts.noAnswer;
    if (!ack.ok) return ack.error.message;
    // Unless `messageEdited` came first, the text changes now; the event's revision settles it.
    const current = this.base.find((m) => m.messageId === messageId);
    if (current && !current.deleted && revisionOf(current) === revisionOf(target)) {
      this.setMessages(
        this.base.map((m) => (m === current ? { ...m, message: text, editedAt: Date.now() } : m)),
      );
    }
    return undefined;
  };

  /**
   * The people the user blocked or muted: their messages leave what this browser keeps, so that a
   * reload does not show them before the block list is back (the server sends none of theirs).
   */
  forgetAuthors = (userIds: ReadonlySet<string>): void => {
    const ownId = this.user?.uid;
    const kept = this.base.filter((m) => m.userId === ownId || !userIds.has(m.userId));
    if (kept.length !== this.base.length) this.setMessages(kept);
  };

  /** The composer took a refused message's text back: it leaves the list (nothing is lost). */
  discardRefused = (messageId: string): void => {
    this.setMessages(this.base.filter((m) => !(m.messageId === messageId && m.failed)));
  };

  /** The page before the oldest message held, over HTTP (it does not need the socket). */
  loadOlder = (): void => {
    void this.loadOlderPage();
  };

  private loadOlderPage(): Promise<'loaded' | 'end' | 'failed'> {
    if (this.olderLoad) return this.olderLoad;
    if (!this.snapshot.hasOlder || firstSeq(this.base) === undefined) return Promise.resolve('end');
    this.set({ loadingOlder: true });
    const load = this.inTurn(async () => {
      // Read in turn: a catch-up that kept only the newest page moves the oldest one.
      const before = firstSeq(this.base);
      if (before === undefined) return 'end' as const;
      const page = await this.history.page({ before }).catch(() => undefined);
      if (!page) return 'failed' as const;
      this.setMessages(mergeMessages(this.base, page.messages));
      this.set({ hasOlder: page.hasMore });
      return 'loaded' as const;
    }).finally(() => {
      this.olderLoad = undefined;
      this.set({ loadingOlder: false });
    });
    this.olderLoad = load;
    return load;
  }

  /**
   * Makes sure a message is held, paging back until it is (a reply's quote jumps to its original).
   * `seq` is where it was: once the pages reach it, a message not among them is gone.
   */
  revealMessage = async (messageId: string, seq?: number): Promise<Reveal> => {
    for (;;) {
      if (this.base.some((m) => m.messageId === messageId)) return 'found';
      const oldest = firstSeq(this.base);
      if (seq !== undefined && oldest !== undefined && oldest <= seq) return 'gone';
      const page = await this.loadOlderPage();
      if (page === 'end') return 'gone';
      if (page === 'failed') return 'failed';
    }
  };

  /** A page of who is online, in order of user name; undefined when it could not be had. */
  onlinePage = async (
    after?: string,
  ): Promise<{ users: OnlineUser[]; next?: string } | undefined> => {
    const socket = this.socket;
    if (!socket?.connected) return undefined;
    const answer = await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('getOnlineUsers', after === undefined ? {} : { after })
      .catch(() => undefined);
    return answer?.ok ? { users: answer.users, next: answer.next } : undefined;
  };

  setTyping = (isTyping: boolean): void => {
    const { socket, user } = this;
    if (socket?.connected && user) socket.emit('typing', { username: user.userName, isTyping });
  };
}
