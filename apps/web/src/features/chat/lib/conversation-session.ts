import { newMessageId, TYPING_EXPIRY_MS } from '@tuning/shared/chat';
import type { ChatImage } from '@tuning/shared/chat-extras';
import { CHAT_TEXT_MAX } from '@tuning/shared/chat-text';
import type {
  ConversationReactionsEvent,
  ConversationTypingEvent,
} from '@tuning/shared/conversations';
import type {
  ConversationDeletedEvent,
  ConversationEditedEvent,
  ConversationHistory,
  ConversationMessage,
} from '@tuning/shared/conversations-response-schemas';
import type { ErrorBody } from '@tuning/shared/errors';
import { safetyTexts } from '@tuning/shared/safety';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { SnapshotStore } from '../../../lib/snapshot-store.ts';
import type { AppSocket } from '../../../lib/socket.ts';
import { listen } from '../../../lib/socket-listeners.ts';
import {
  firstSeq,
  lastSeq,
  loadStoredMessages,
  mergeMessages,
  revisionOf,
  saveMessages,
  tombstone,
  withoutAuthor,
  type LocalMessage,
} from './chat-messages.ts';
import type { Notice, Refusal, SocketSource, Typer } from './chat-session.ts';
import { chatTexts } from './chat-texts.ts';
import { canEdit, previewOf, withEdit, withReactions } from './message-changes.ts';

const ACK_TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 2000;

/** Where a conversation's history and read position are kept (HTTP, product.md §15). */
export interface ConversationHistorySource {
  /** The newest page (no `before`), or the one before a seq. */
  page(before?: number): Promise<ConversationHistory>;
  /** The reader has seen up to `seq`. */
  markRead(seq: number): Promise<unknown>;
}

export interface ConversationChatSnapshot {
  messages: LocalMessage[];
  typers: Typer[];
  connected: boolean;
  historyLoaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  refusal: Refusal | undefined;
  notice: Notice | undefined;
  /** The server says the conversation is not there for this user (left, removed, never a member). */
  gone: boolean;
}

/** What goes with a message's text (product.md §15): the message it answers, an image. */
export interface ConversationSendExtras {
  replyTo?: string;
  imageId?: string;
  /** The image as it shows while the message is on its way. */
  image?: ChatImage;
}

/**
 * Where a conversation's messages typed and not yet stored wait across a reload: per account (a
 * shared computer) and per conversation.
 */
export const outboxKey = (userId: string, conversationId: string) =>
  `conversationOutbox:${userId}:${conversationId}`;

/** What the outbox needs of the browser's storage (localStorage; a test's own). */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A refusal that passes (a busy or restarting server): the message waits and goes again. */
const isPassing = (error: ErrorBody) =>
  ['RATE_LIMITED', 'INTERNAL', 'UNAVAILABLE'].includes(error.code);

/**
 * One private conversation (product.md §15), without React, beside the room's `ChatSession` and
 * on the same message model (`LocalMessage`, `mergeMessages`, `withReactions`): the newest page over
 * HTTP, then `joinConversation` on every (re)connection with the newest page read again to catch
 * up, live messages, reactions and typing, and the messages typed offline sent on reconnect, one
 * entry per messageId whichever way it came.
 */
export class ConversationSession extends SnapshotStore<ConversationChatSnapshot> {
  private readonly conversationId: string;
  private readonly source: SocketSource;
  private readonly history: ConversationHistorySource;
  private readonly storage: OutboxStorage | undefined;
  /** The account whose outbox is read into the list and kept in step with it. */
  private outboxOf: string | undefined;
  private user: CurrentUserProfile | undefined;
  private socket: AppSocket | undefined;
  private flushing = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private typerTimer: ReturnType<typeof setTimeout> | undefined;
  private noticeCount = 0;
  private readSeq = 0;
  private reading = true;

  constructor(deps: {
    conversationId: string;
    source: SocketSource;
    history: ConversationHistorySource;
    /** The outbox survives a reload here (the group chat keeps its messages the same way). */
    storage?: OutboxStorage;
  }) {
    super({
      messages: [],
      typers: [],
      connected: false,
      historyLoaded: false,
      hasOlder: false,
      loadingOlder: false,
      refusal: undefined,
      notice: undefined,
      gone: false,
    });
    this.conversationId = deps.conversationId;
    this.source = deps.source;
    this.history = deps.history;
    this.storage = deps.storage;
  }

  private setMessages(messages: LocalMessage[]): void {
    if (messages === this.snapshot.messages) return;
    this.publish({ messages });
    this.keepOutbox();
    this.markRead();
  }

  /**
   * The user's messages still waiting, as they are now: stored after each change, removed once
   * none waits. Sent again after a reload, they are stored once (the server dedupes by messageId).
   */
  private keepOutbox(): void {
    const { storage, outboxOf } = this;
    if (!storage || !outboxOf) return;
    const key = outboxKey(outboxOf, this.conversationId);
    const waiting = this.snapshot.messages.filter((m) => m.pending && m.userId === outboxOf);
    if (waiting.length > 0) {
      saveMessages(storage, waiting, key);
      return;
    }
    try {
      storage.removeItem(key);
    } catch (error) {
      console.warn('Could not clear the stored outbox', error);
    }
  }

  /** The user's outbox from before a reload, back in the list once the account is known. */
  private restoreOutbox(user: CurrentUserProfile): void {
    if (!this.storage || this.outboxOf === user.uid) return;
    this.outboxOf = user.uid;
    const stored = loadStoredMessages(this.storage, outboxKey(user.uid, this.conversationId));
    const waiting = stored.filter((m) => m.pending && m.userId === user.uid && !m.failed);
    this.setMessages(mergeMessages(this.snapshot.messages, waiting));
  }

  notify = (text: string): void => {
    this.publish({ notice: { id: ++this.noticeCount, text } });
  };

  setUser(user: CurrentUserProfile | undefined): void {
    this.user = user;
    if (user) this.restoreOutbox(user);
  }

  /** Whether the screen is being looked at: messages are marked read only then. */
  setReading = (reading: boolean): void => {
    this.reading = reading;
    if (reading) this.markRead();
  };

  /** Read up to the newest stored message from someone else, once per new one. */
  private markRead(): void {
    if (!this.reading) return;
    const newest = lastSeq(this.snapshot.messages);
    if (newest === undefined || newest <= this.readSeq) return;
    this.readSeq = newest;
    this.history.markRead(newest).catch((error: unknown) => {
      console.warn('Could not mark the conversation read', error);
    });
  }

  /**
   * The newest page merged in. When it does not reach what is held (more came while away than a
   * page holds), the older messages held go and the list pages back from the new one.
   */
  private async catchUp(): Promise<void> {
    let page: ConversationHistory;
    try {
      page = await this.history.page();
    } catch (error) {
      if ((error as { status?: number }).status === 404) this.publish({ gone: true });
      this.publish({ historyLoaded: true });
      return;
    }
    const held = this.snapshot.messages;
    const local = lastSeq(held);
    const oldest = firstSeq(page.messages);
    const gap = page.hasMore && local !== undefined && oldest !== undefined && oldest > local;
    const kept = gap ? held.filter((m) => m.seq === undefined) : held;
    const firstLoad = !this.snapshot.historyLoaded;
    this.publish({
      historyLoaded: true,
      hasOlder: firstLoad || gap ? page.hasMore : this.snapshot.hasOlder,
    });
    this.setMessages(mergeMessages(kept, page.messages));
  }

  /** The newest page as soon as the screen mounts, before the socket is up. */
  load = (): Promise<void> => this.catchUp();

  loadOlder = (): void => {
    const before = firstSeq(this.snapshot.messages);
    if (before === undefined || this.snapshot.loadingOlder || !this.snapshot.hasOlder) return;
    this.publish({ loadingOlder: true });
    this.history.page(before).then(
      (page) => {
        this.publish({ loadingOlder: false, hasOlder: page.hasMore });
        this.setMessages(mergeMessages(this.snapshot.messages, page.messages));
      },
      () => {
        this.publish({ loadingOlder: false });
        this.notify(chatTexts.olderFailed);
      },
    );
  };

  private ours = (event: { conversationId: string }) =>
    event.conversationId === this.conversationId;

  private onMessage = (message: ConversationMessage) => {
    if (!this.ours(message)) return;
    this.setMessages(mergeMessages(this.snapshot.messages, [message]));
    // Whoever sent a message stopped typing it.
    if (this.snapshot.typers.some((t) => t.userId === message.userId)) {
      this.setTypers(this.snapshot.typers.filter((t) => t.userId !== message.userId));
    }
  };

  private onReactions = (event: ConversationReactionsEvent) => {
    if (this.ours(event)) this.setMessages(withReactions(this.snapshot.messages, event));
  };

  private onEdited = (event: ConversationEditedEvent) => {
    if (this.ours(event)) this.setMessages(withEdit(this.snapshot.messages, event));
  };

  private onDeleted = (event: ConversationDeletedEvent) => {
    if (this.ours(event)) this.setMessages(tombstone(this.snapshot.messages, event.messageId));
  };

  /** An account deleted: its messages went with it (the header reads "Deleted account" again). */
  private onUserRemoved = (event: { userId: string }) => {
    this.setMessages(withoutAuthor(this.snapshot.messages, event.userId));
    const typers = this.snapshot.typers.filter((t) => t.userId !== event.userId);
    if (typers.length !== this.snapshot.typers.length) this.setTypers(typers);
  };

  private onTyping = (event: ConversationTypingEvent) => {
    if (!this.ours(event) || event.userId === this.user?.uid) return;
    const others = this.snapshot.typers.filter((t) => t.userId !== event.userId);
    this.setTypers(
      event.isTyping
        ? [
            ...others,
            {
              userId: event.userId,
              name: event.username,
              expiresAt: Date.now() + TYPING_EXPIRY_MS,
            },
          ]
        : others,
    );
  };

  /** Typers who went quiet without saying so (a closed tab) drop off after TYPING_EXPIRY_MS. */
  private setTypers(typers: Typer[]): void {
    this.publish({ typers });
    clearTimeout(this.typerTimer);
    if (typers.length === 0) return;
    const next = Math.min(...typers.map((t) => t.expiresAt));
    this.typerTimer = setTimeout(
      () => this.setTypers(this.snapshot.typers.filter((t) => t.expiresAt > Date.now())),
      Math.max(0, next - Date.now()),
    );
  }

  private onConnect = () => {
    const socket = this.socket;
    if (!socket) return;
    this.publish({ connected: true });
    void socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('joinConversation', { conversationId: this.conversationId })
      .then(
        async (ack) => {
          if (!ack.ok) {
            if (ack.error.code === 'NOT_FOUND') this.publish({ gone: true });
            else this.notify(ack.error.message);
            return;
          }
          await this.catchUp();
          await this.flush();
        },
        () => undefined,
      );
  };

  private onDisconnect = () => {
    this.publish({ connected: false, typers: [] });
  };

  /** Connects while the user is signed in; returns the disconnect. */
  connect(user: CurrentUserProfile): () => void {
    this.user = user;
    this.restoreOutbox(user);
    const socket = this.source.acquire();
    this.socket = socket;
    const stopListening = listen(socket, {
      connect: this.onConnect,
      disconnect: this.onDisconnect,
      conversationMessage: this.onMessage,
      conversationReactions: this.onReactions,
      conversationTyping: this.onTyping,
      conversationEdited: this.onEdited,
      conversationDeleted: this.onDeleted,
      userRemoved: this.onUserRemoved,
    });
    if (socket.connected) this.onConnect();
    return () => {
      stopListening();
      if (socket.connected)
        socket.emit('leaveConversation', { conversationId: this.conversationId });
      clearTimeout(this.retryTimer);
      clearTimeout(this.typerTimer);
      this.socket = undefined;
      this.source.release();
    };
  }

  /** product.md §15: shown at once, sent when connected, kept and sent on reconnect otherwise. */
  send = (text: string, extras: ConversationSendExtras = {}): void => {
    const user = this.user;
    const { replyTo, imageId, image } = extras;
    // An image may go without text; text alone may not be blank.
    if (!user || (text.trim() === '' && !imageId)) return;
    const answered = replyTo
      ? this.snapshot.messages.find((m) => m.messageId === replyTo)
      : undefined;
    const message: LocalMessage = {
      message: text,
      messageId: newMessageId(user.uid),
      timestamp: Date.now(),
      userId: user.uid,
      username: user.userName,
      fullName: user.fullName,
      profilePic: user.userProfilePic,
      pending: true,
      ...(replyTo || imageId
        ? { outgoing: { ...(replyTo ? { replyTo } : {}), ...(imageId ? { imageId } : {}) } }
        : {}),
      ...(answered ? { replyTo: previewOf(answered) } : {}),
      ...(image ? { image } : {}),
    };
    this.setMessages(mergeMessages(this.snapshot.messages, [message]));
    void this.flush();
  };

  /** The waiting messages, in the order they were typed, one at a time. */
  private async flush(): Promise<void> {
    const socket = this.socket;
    if (this.flushing || !socket?.connected) return;
    this.flushing = true;
    try {
      for (;;) {
        const next = this.snapshot.messages.find((m) => m.pending && !m.failed);
        if (!next || !socket.connected) return;
        if ((await this.sendOne(socket, next)) === 'retry') {
          clearTimeout(this.retryTimer);
          this.retryTimer = setTimeout(() => void this.flush(), RETRY_DELAY_MS);
          return;
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async sendOne(socket: AppSocket, message: LocalMessage): Promise<'done' | 'retry'> {
    let ack;
    try {
      ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('conversationSend', {
        conversationId: this.conversationId,
        message: message.message,
        messageId: message.messageId,
        ...(message.outgoing?.replyTo ? { replyTo: message.outgoing.replyTo } : {}),
        ...(message.outgoing?.imageId ? { imageId: message.outgoing.imageId } : {}),
      });
    } catch {
      return 'retry';
    }
    if (ack.ok) {
      this.setMessages(mergeMessages(this.snapshot.messages, [ack.data]));
      return 'done';
    }
    if (isPassing(ack.error)) return 'retry';
    // Refused for good (a block, the recipient's setting): the text goes back to the box.
    const reason = ack.error.message;
    this.setMessages(
      this.snapshot.messages.map((m) =>
        m.messageId === message.messageId ? { ...m, pending: false, failed: reason } : m,
      ),
    );
    this.publish({
      refusal: { messageId: message.messageId, text: message.message, reason: ack.error.message },
    });
    return 'done';
  }

  /** The composer took the refused text back: the list need not keep it. */
  discardRefused = (messageId: string): void => {
    this.setMessages(this.snapshot.messages.filter((m) => m.messageId !== messageId || !m.failed));
  };

  react = (messageId: string, emoji: string, on: boolean): void => {
    const socket = this.socket;
    if (!socket?.connected) {
      this.notify(chatTexts.offline);
      return;
    }
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('conversationReact', {
        conversationId: this.conversationId,
        messageId,
        emoji,
        on,
      })
      .then(
        (ack) => {
          if (!ack.ok) this.notify(ack.error.message);
        },
        () => this.notify(chatTexts.noAnswer),
      );
  };

  /**
   * Changes the text of the user's own message within the edit window (the group chat's rules and
   * texts). Answers why not, or undefined when done.
   */
  editMessage = async (messageId: string, text: string): Promise<string | undefined> => {
    const { socket, user } = this;
    const target = this.snapshot.messages.find((m) => m.messageId === messageId);
    if (!user || !target || target.deleted) return safetyTexts.messageGone;
    if (!canEdit(target, user.uid, Date.now())) return chatTexts.editTooLate;
    if (!text.trim() && !target.image) return chatTexts.editBlank;
    if (text.length > CHAT_TEXT_MAX) return chatTexts.editTooLong;
    if (text === target.message) return undefined;
    if (!socket?.connected) return chatTexts.offline;
    const ack = await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('conversationEdit', {
        conversationId: this.conversationId,
        messageId,
        message: text,
      })
      .catch(() => undefined);
    if (!ack) return chatTexts.noAnswer;
    if (!ack.ok) return ack.error.message;
    // Unless `conversationEdited` came first, the text changes now; its revision settles it.
    const current = this.snapshot.messages.find((m) => m.messageId === messageId);
    if (current && !current.deleted && revisionOf(current) === revisionOf(target)) {
      this.setMessages(
        this.snapshot.messages.map((m) =>
          m === current ? { ...m, message: text, editedAt: Date.now() } : m,
        ),
      );
    }
    return undefined;
  };

  /** Deletes the user's own stored message: a tombstone once the server agrees. */
  deleteMessage = async (messageId: string): Promise<string | undefined> => {
    const socket = this.socket;
    if (!socket?.connected) return chatTexts.offline;
    const ack = await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('conversationDelete', { conversationId: this.conversationId, messageId })
      .catch(() => undefined);
    if (!ack) return chatTexts.noAnswer;
    if (!ack.ok) return ack.error.message;
    this.setMessages(tombstone(this.snapshot.messages, messageId));
    return undefined;
  };

  /**
   * Makes sure a message is held, paging back until it is (a reply's quote jumps to its original).
   * `seq` is where it was: once the pages reach it, a message not among them is gone.
   */
  revealMessage = async (messageId: string, seq?: number): Promise<'found' | 'gone' | 'failed'> => {
    for (;;) {
      const held = this.snapshot.messages;
      if (held.some((m) => m.messageId === messageId)) return 'found';
      const before = firstSeq(held);
      if (before === undefined || !this.snapshot.hasOlder) return 'gone';
      if (seq !== undefined && before <= seq) return 'gone';
      let page: ConversationHistory;
      try {
        page = await this.history.page(before);
      } catch {
        return 'failed';
      }
      this.publish({ hasOlder: page.hasMore });
      this.setMessages(mergeMessages(this.snapshot.messages, page.messages));
    }
  };

  setTyping = (isTyping: boolean): void => {
    if (this.socket?.connected) {
      this.socket.emit('conversationTyping', { conversationId: this.conversationId, isTyping });
    }
  };
}
