import { UNREAD_COUNT_MAX, type ChatReadState } from '@tuning/shared/chat-extras';
import { SnapshotStore } from '../../../lib/snapshot-store.ts';

/** A read position goes to the server at most this often while the chat is on screen. */
export const MARK_READ_THROTTLE_MS = 1000;

export interface ChatUnreadSnapshot {
  /** False until the server's read position is known: no badge, no divider yet. */
  loaded: boolean;
  lastReadSeq: number;
  /** Messages by others after `lastReadSeq`, at most UNREAD_COUNT_MAX. */
  unread: number;
  /**
   * Where this visit to /chat starts reading: `lastReadSeq + 1` as it was when the chat came on
   * screen with unread messages; undefined when there was nothing new. Kept for the whole visit.
   */
  firstUnreadSeq: number | undefined;
}

export interface ChatUnreadDeps {
  /** The signed-in user: their own messages are never unread. */
  ownId: string;
  /** `PUT /api/chat/read { seq }`; resolves with the server's position. */
  markRead(seq: number): Promise<ChatReadState>;
  /** The count can no longer be worked out here: ask the server again (`GET /api/chat/read`). */
  refresh(): void;
}

/**
 * The group chat's unread count for the whole app, without React (read through
 * `useSyncExternalStore`). The server's position (`GET /api/chat/read`) is the start; after it,
 * every message from someone else that comes in while the chat is not on screen (another page, or
 * a hidden tab) adds one. While the chat is on screen the newest message seen is marked read on
 * the server, throttled, and `readPosition` from the user's other tabs and devices moves the
 * position here too.
 */
export class ChatUnreadStore extends SnapshotStore<ChatUnreadSnapshot> {
  private onChat = false;
  private visible = true;
  /** The newest message this client knows of (socket or history). */
  private newestSeq = 0;
  /** The newest message already in the count, so a message is never counted twice. */
  private countedUpTo = 0;
  /** The highest position sent to the server, and when, for the throttle. */
  private requestedSeq = 0;
  private lastRequestAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Between `start` and `stop` (the app's listener is mounted) it may talk to the server. */
  private running = true;

  private readonly deps: ChatUnreadDeps;

  constructor(deps: ChatUnreadDeps) {
    super({ loaded: false, lastReadSeq: 0, unread: 0, firstUnreadSeq: undefined });
    this.deps = deps;
  }

  /** The server's position: on start and after every reconnect (messages may have been missed). */
  loaded(state: ChatReadState): void {
    const lastReadSeq = Math.max(this.snapshot.lastReadSeq, state.lastReadSeq);
    this.countedUpTo = Math.max(this.countedUpTo, lastReadSeq, this.newestSeq);
    this.publish({ loaded: true, lastReadSeq, unread: clamp(state.unread) });
    if (this.viewing()) this.startReading();
  }

  /** A `message` on the socket. */
  messageArrived(message: { seq: number; userId: string }): void {
    this.newestSeq = Math.max(this.newestSeq, message.seq);
    if (!this.snapshot.loaded) return;
    const counts =
      !this.viewing() &&
      message.userId !== this.deps.ownId &&
      message.seq > this.snapshot.lastReadSeq &&
      message.seq > this.countedUpTo;
    this.countedUpTo = Math.max(this.countedUpTo, message.seq);
    if (counts) this.publish({ unread: clamp(this.snapshot.unread + 1) });
    if (this.viewing()) this.scheduleMarkRead();
  }

  /** The chat screen has messages up to `seq` (its history pages). */
  seqSeen(seq: number): void {
    if (seq <= this.newestSeq) return;
    this.newestSeq = seq;
    if (this.snapshot.loaded && this.viewing()) this.scheduleMarkRead();
  }

  /** `readPosition`: the user read up to there in another tab or on another device. */
  readPositionMoved(lastReadSeq: number): void {
    if (!this.snapshot.loaded || lastReadSeq <= this.snapshot.lastReadSeq) return;
    this.countedUpTo = Math.max(this.countedUpTo, lastReadSeq);
    if (lastReadSeq >= this.newestSeq) {
      this.publish({ lastReadSeq, unread: 0 });
    } else {
      // Read part of the way: how many of the rest are by others only the server can say.
      this.publish({ lastReadSeq });
      this.deps.refresh();
    }
  }

  /** The route: is /chat the current screen? Leaving it ends the visit's divider. */
  setOnChat(onChat: boolean): void {
    if (onChat === this.onChat) return;
    const wasViewing = this.viewing();
    this.onChat = onChat;
    if (!onChat && this.snapshot.firstUnreadSeq !== undefined) {
      this.publish({ firstUnreadSeq: undefined });
    }
    if (!wasViewing && this.viewing()) this.startReading();
  }

  /** The tab: a hidden tab is not reading, even on /chat. */
  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    const wasViewing = this.viewing();
    this.visible = visible;
    if (!wasViewing && this.viewing()) this.startReading();
  }

  start(): void {
    this.running = true;
  }

  /** No more requests (a mark-read waiting for the throttle is dropped) until `start`. */
  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private viewing(): boolean {
    return this.onChat && this.visible;
  }

  /** The chat came on screen: the divider goes where the unread start, and they are read. */
  private startReading(): void {
    if (!this.snapshot.loaded) return;
    const { unread, lastReadSeq } = this.snapshot;
    if (unread > 0) this.publish({ firstUnreadSeq: lastReadSeq + 1, unread: 0 });
    this.countedUpTo = Math.max(this.countedUpTo, this.newestSeq);
    this.scheduleMarkRead();
  }

  private scheduleMarkRead(): void {
    if (this.timer !== undefined || !this.running) return;
    const wait = this.lastRequestAt + MARK_READ_THROTTLE_MS - Date.now();
    if (wait <= 0) {
      this.sendMarkRead();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.viewing() && this.running) this.sendMarkRead();
    }, wait);
  }

  private sendMarkRead(): void {
    const seq = this.newestSeq;
    if (seq <= this.snapshot.lastReadSeq || seq <= this.requestedSeq) return;
    this.requestedSeq = seq;
    this.lastRequestAt = Date.now();
    if (this.snapshot.unread > 0) this.publish({ unread: 0 });
    this.deps.markRead(seq).then(
      (state) => {
        if (state.lastReadSeq <= this.snapshot.lastReadSeq) return;
        this.publish({ lastReadSeq: state.lastReadSeq });
      },
      (error: unknown) => {
        // Not saved: the next message, or the next time the chat comes on screen, sends it again.
        this.requestedSeq = this.snapshot.lastReadSeq;
        console.warn('Could not save the chat read position', error);
      },
    );
  }
}

function clamp(count: number): number {
  return Math.min(Math.max(0, Math.floor(count)), UNREAD_COUNT_MAX);
}
