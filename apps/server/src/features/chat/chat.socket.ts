import type { FastifyBaseLogger } from 'fastify';
import {
  TYPING_EXPIRY_MS,
  type ChatHistoryAck,
  type ChatMessage,
  type OnlineUsersAck,
  type SendMessageAck,
} from '@tuning/shared/chat';
import {
  editMessageSchema,
  getChatHistorySchema,
  joinSchema,
  onlineUsersSchema,
  reactSchema,
  sendMessageSchema,
  typingSchema,
} from '@tuning/shared/chat-schemas';
import {
  chatExtrasTexts,
  mentionedNames,
  MENTIONS_PER_MESSAGE_MAX,
  type ChatActionAck,
  type ReactionsChangedEvent,
} from '@tuning/shared/chat-extras';
import type { ErrorBody } from '@tuning/shared/errors';
import {
  safetyTexts,
  type DeleteMessageAck,
  type RoomSettings,
  type UserRole,
} from '@tuning/shared/safety';
import { deleteMessageSchema, roomSettingsBodySchema } from '@tuning/shared/safety-schemas';
import type { z } from 'zod';
import { AppError, describeIssue } from '../../lib/app-error.ts';
import { databaseUnavailable, isDatabaseUnavailable } from '../../lib/database-errors.ts';
import {
  userRoom,
  type RealtimeServer,
  type RealtimeSocket,
} from '../../realtime/socket-server.ts';
import type { AppEventMap, AppEvents } from '../../lib/events.ts';
import { LIMITS, type Window } from '../../lib/limits.ts';
import { createWindowCounter, type WindowCounter } from '../../lib/window-counter.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { sessionTag } from '../auth/authenticate.ts';
import { registerChatPresence } from './chat.presence.ts';
import type { ChatExtrasService } from './chat-extras.service.ts';
import { hiddenReplyPreview } from './chat-message-view.ts';
import { ChatRefusal, type ChatService, type Delivery } from './chat.service.ts';

/** The longest one chat send may wait (behind the sends before it, and for the database). */
export const SEND_TIMEOUT_MS = 8000;
/** Typing broadcasts from one user are forwarded at most this often; the expiry timer still resets. */
const TYPING_FORWARD_MS = 1000;

function invalid(schemaError: z.ZodError): ErrorBody {
  return { code: 'BAD_REQUEST', message: describeIssue(schemaError) };
}

function toErrorBody(error: unknown, log: FastifyBaseLogger): ErrorBody {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'chat handler: database unavailable');
    const unavailable = databaseUnavailable();
    return { code: unavailable.code, message: unavailable.message };
  }
  log.error({ err: error }, 'chat handler failed');
  return { code: 'INTERNAL', message: 'Something went wrong' };
}

/**
 * Every socket of a user who blocks or mutes an author is in that author's room: the author's
 * messages and typing go to everyone except that room, on every instance.
 */
const HIDES = 'hides:';
export const hidesRoom = (authorId: string) => `${HIDES}${authorId}`;

/**
 * Every socket of a user whom an author blocks is in that author's room: the author's messages go
 * to it without the author's photo.
 */
const BLOCKED_BY = 'blockedby:';
export const blockedByRoom = (blockerId: string) => `${BLOCKED_BY}${blockerId}`;

/** The ids a socket's rooms of one kind name (kept in step with the blocks table). */
function roomIds(socket: RealtimeSocket, prefix: string): Set<string> {
  const ids = new Set<string>();
  for (const room of socket.rooms) {
    if (room.startsWith(prefix)) ids.add(room.slice(prefix.length));
  }
  return ids;
}

/** Puts the socket in the rooms of exactly these ids, of one kind. */
function applyRooms(socket: RealtimeSocket, prefix: string, ids: ReadonlySet<string>): void {
  for (const room of socket.rooms) {
    if (room.startsWith(prefix) && !ids.has(room.slice(prefix.length))) void socket.leave(room);
  }
  if (ids.size > 0) void socket.join([...ids].map((id) => `${prefix}${id}`));
}

/** The authors the socket's user hides, and the people who block them. */
function applyTies(
  socket: RealtimeSocket,
  ties: { hidden: ReadonlySet<string>; blockers: ReadonlySet<string> },
): void {
  applyRooms(socket, HIDES, ties.hidden);
  applyRooms(socket, BLOCKED_BY, ties.blockers);
}

/** An ack that may be missing or not a function (untrusted clients). */
function ackOf<T>(ack: unknown): (value: T) => void {
  return typeof ack === 'function' ? (ack as (value: T) => void) : () => {};
}

/** The group chat over Socket.IO: product.md §7 events, one handler each. */
export function registerChatSocket(
  io: RealtimeServer,
  deps: {
    chat: ChatService;
    /** Reactions and edits (product.md §13, ADR 0016). */
    extras: ChatExtrasService;
    log: FastifyBaseLogger;
    multiInstance: boolean;
    /** The app's events: deletions, blocks, removed accounts and room settings (product.md §12). */
    events?: AppEvents;
    /** SEND_TIMEOUT_MS unless a test wants it shorter. */
    sendTimeoutMs?: number;
    metrics?: Metrics;
    /** Per-person limits of the socket events (shared through Redis when configured). */
    counter?: WindowCounter;
    /** Web Push for the notifications delivered here (ADR 0021); never waited for. */
    push?: { notified(deliveries: readonly Delivery[]): void };
    /** Staff deleting others' messages from the chat screen: logged as moderation. */
    moderation?: {
      deleteFromChat(
        actor: { id: string; userName: string; role: UserRole },
        messageId: string,
      ): Promise<'deleted' | 'not-found' | 'forbidden'>;
    };
  },
): { close(): void } {
  const { chat, extras, log } = deps;
  const sendTimeoutMs = deps.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const counter = deps.counter ?? createWindowCounter({});

  /**
   * Whether the person may do one more `action` now: counted per user, not per socket, so
   * opening more sockets buys nothing (product.md §9). Refusals are counted in the metrics.
   */
  async function allowed(
    userId: string,
    action: string,
    window: Window,
    metricsLabel: string,
    cost = 1,
  ): Promise<boolean> {
    if (cost <= 0) return true;
    const ok = await counter.hit(`${action}:${userId}`, window, cost);
    if (!ok) deps.metrics?.refusals.inc({ limit: metricsLabel });
    return ok;
  }
  /** People a text names with `@`, as the mention budget counts them. */
  const mentionCost = (text: string) =>
    text.includes('@') ? Math.min(mentionedNames(text).length, MENTIONS_PER_MESSAGE_MAX) : 0;

  // Sent before the message itself, through the same Redis connection, so another instance drops
  // its cached newest page before its clients can see the message.
  // Every instance delivers each message to all its sockets: counted where it happens.
  const delivered = () => deps.metrics?.messagesDelivered.inc(io.of('/').sockets.size);
  io.on('chatStored', () => {
    chat.messageStored();
    delivered();
  });
  if (deps.metrics) {
    const { metrics } = deps;
    metrics.beforeScrape(() => {
      metrics.socketConnections.set(io.of('/').sockets.size);
      metrics.peopleOnline.set(presence.online());
    });
  }

  // Author fields come from the database user of the session, loaded once per connection with
  // the authors this user hides (one batched read each, usually none: both are cached).
  io.use((socket, next) => {
    const revision = chat.hiddenRevision();
    chat
      .loadConnection(socket.data.userId)
      .then((connection) => {
        // A suspended account's sessions are revoked; this covers a socket racing that.
        if (!connection || connection.suspendedUntil) return next(new Error('unauthorized'));
        Object.assign(socket.data, connection.author);
        socket.data.role = connection.role;
        socket.data.hiddenRevision = revision;
        applyTies(socket, connection);
        next();
      })
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) {
          log.warn({ err: error }, 'loading the chat author: database unavailable');
          return next(new Error(databaseUnavailable().message));
        }
        log.error({ err: error }, 'loading the chat author failed');
        next(new Error('unauthorized'));
      });
  });

  const presence = registerChatPresence(io, {
    log,
    multiInstance: deps.multiInstance,
    onJoin: () => deps.metrics?.socketJoins.inc(),
    blockedByRoom,
  });

  // --- who hides whom: rooms kept in step with the blocks table, on every instance ---------------
  // The newest sync per user; an older one finishing late does not undo it.
  const hiddenSyncs = new Map<string, number>();
  let syncCount = 0;
  async function syncHidden(userId: string): Promise<void> {
    if (!io.of('/').adapter.rooms.get(userRoom(userId))?.size) return;
    const sync = ++syncCount;
    hiddenSyncs.set(userId, sync);
    try {
      const ties = await chat.tiesOf(userId);
      if (hiddenSyncs.get(userId) !== sync) return;
      for (const id of io.of('/').adapter.rooms.get(userRoom(userId)) ?? []) {
        const socket = io.of('/').sockets.get(id);
        if (socket) applyTies(socket, { hidden: ties.authors, blockers: ties.blockers });
      }
    } catch (error) {
      // Unknown: closing the transports makes the clients reconnect and read them afresh.
      log.warn({ err: error }, 'reading hidden authors failed: reconnecting that user');
      for (const id of io.of('/').adapter.rooms.get(userRoom(userId)) ?? []) {
        io.of('/').sockets.get(id)?.conn.close();
      }
    } finally {
      if (hiddenSyncs.get(userId) === sync) hiddenSyncs.delete(userId);
    }
  }
  function hiddenChanged(userId: string): void {
    chat.hiddenChanged(userId);
    void syncHidden(userId);
  }
  io.on('hiddenChanged', hiddenChanged);

  /**
   * A message's new reactions to everyone, except that a reader who blocks or mutes one of the
   * reactors gets the list as they see it, without those reactions. Those readers are
   * found through the rooms, on every instance, and each of them costs one read.
   */
  function broadcastReactions(
    changed: ReactionsChangedEvent,
    seq: number,
    reactorIds: readonly string[],
  ): void {
    const rooms = reactorIds.map(hidesRoom);
    if (rooms.length === 0) {
      io.emit('reactionsChanged', changed);
      return;
    }
    io.except(rooms).emit('reactionsChanged', changed);
    void (async () => {
      const byViewer = new Map<string, string[]>();
      for (const socket of await io.in(rooms).fetchSockets()) {
        const ids = byViewer.get(socket.data.userId) ?? [];
        ids.push(socket.id);
        byViewer.set(socket.data.userId, ids);
      }
      await Promise.all(
        [...byViewer].map(async ([viewerId, socketIds]) => {
          const reactions = await extras.reactionsSeenBy(seq, viewerId);
          io.to(socketIds).emit('reactionsChanged', { ...changed, reactions });
        }),
      );
    })().catch((error: unknown) => {
      // Those readers miss this change (never the hidden reactions): their next page has it.
      log.warn({ err: error }, 'reactions for readers who hide a reactor failed');
    });
  }

  /**
   * A new message to the room, on every instance: not to those who block or mute its author;
   * without its quote to those who hide the answered author; without the author's photo to those
   * the author blocks.
   */
  function broadcastMessage(message: ChatMessage): void {
    const author = hidesRoom(message.userId);
    const blocked = blockedByRoom(message.userId);
    const noPhoto = message.profilePic ? { ...message, profilePic: '' } : message;
    const answered =
      message.replyTo && message.replyTo.userId !== message.userId
        ? hidesRoom(message.replyTo.userId)
        : undefined;
    if (answered === undefined) {
      io.except([author, blocked]).emit('message', message);
      io.to(blocked).except(author).emit('message', noPhoto);
      return;
    }
    const quoteless = { replyTo: hiddenReplyPreview(message.replyTo!) };
    io.except([author, answered, blocked]).emit('message', message);
    io.to(answered)
      .except([author, blocked])
      .emit('message', { ...message, ...quoteless });
    io.to(blocked).except([author, answered]).emit('message', noPhoto);
    // Blocked by the author and hiding the answered one (rare): rooms do not intersect, so these
    // are found one by one.
    void io
      .in(blocked)
      .fetchSockets()
      .then((sockets) => {
        const both = sockets.filter((one) => one.rooms.has(answered) && !one.rooms.has(author));
        if (both.length > 0) {
          io.to(both.map((one) => one.id)).emit('message', { ...noPhoto, ...quoteless });
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, 'delivering a reply failed'));
  }

  /** Each notification to its recipient's sockets, on every instance (through the adapter). */
  function deliver(notifications: readonly Delivery[]): void {
    for (const { recipientId, notification } of notifications) {
      io.to(userRoom(recipientId)).emit('notification', notification);
    }
    // Called once, on the instance where they were stored: one push per device.
    if (notifications.length === 0) return;
    try {
      deps.push?.notified(notifications);
    } catch (error) {
      log.warn({ err: error }, 'starting push notifications failed');
    }
  }

  // --- app events: each is heard on the instance where it happened, which tells the others ------
  // What other instances must do goes first, on the same Redis connection as the broadcast, so an
  // instance has dropped its cached pages before its clients hear of the change.
  const appListeners: { [E in keyof AppEventMap]?: (...args: AppEventMap[E]) => void } = {
    messageDeleted: ({ messageId }) => {
      if (deps.multiInstance) io.serverSideEmit('historyChanged');
      io.emit('messageDeleted', { messageId });
    },
    blocksChanged: ({ blockerId, blockedId }) => {
      // Both sides: the blocker hides the other's messages, the other loses the blocker's photo.
      for (const userId of [blockerId, blockedId]) {
        if (deps.multiInstance) io.serverSideEmit('hiddenChanged', userId);
        hiddenChanged(userId);
      }
    },
    userRemoved: ({ userId }) => {
      chat.userRemoved(userId);
      if (deps.multiInstance) io.serverSideEmit('accountRemoved', userId);
      io.emit('userRemoved', { userId });
      io.in(userRoom(userId)).disconnectSockets(true);
      io.in(hidesRoom(userId)).socketsLeave(hidesRoom(userId));
      io.in(blockedByRoom(userId)).socketsLeave(blockedByRoom(userId));
    },
    roomSettingsChanged: (settings) => {
      const next: RoomSettings = { slowModeSeconds: settings.slowModeSeconds };
      chat.roomSettingsChanged(next);
      if (deps.multiInstance) io.serverSideEmit('roomSettingsChanged', next);
      io.emit('roomSettings', next);
    },
    filterTermsChanged: () => {
      chat.filterTermsChanged();
      if (deps.multiInstance) io.serverSideEmit('filterTermsChanged');
    },
    notificationsCreated: deliver,
    readPositionChanged: ({ userId, lastReadSeq }) => {
      io.to(userRoom(userId)).emit('readPosition', { lastReadSeq });
    },
  };
  const { events } = deps;
  if (events) {
    for (const [event, listener] of Object.entries(appListeners)) {
      events.on(event as keyof AppEventMap, listener as never);
    }
  }
  io.on('historyChanged', () => chat.historyChanged());
  io.on('accountRemoved', (userId) => chat.userRemoved(userId));
  io.on('roomSettingsChanged', (settings) => {
    const parsed = roomSettingsBodySchema.safeParse(settings);
    chat.roomSettingsChanged(parsed.success ? parsed.data : undefined);
  });
  io.on('filterTermsChanged', () => chat.filterTermsChanged());

  // --- typing: per user, expires by itself ------------------------------------------------------
  const typing = new Map<string, { timer: NodeJS.Timeout; forwardedAt: number }>();
  function stopTyping(socket: RealtimeSocket): void {
    const entry = typing.get(socket.data.userId);
    if (!entry) return;
    clearTimeout(entry.timer);
    typing.delete(socket.data.userId);
    io.except([userRoom(socket.data.userId), hidesRoom(socket.data.userId)]).emit('userTyping', {
      username: socket.data.username,
      fullName: socket.data.fullName,
      userId: socket.data.userId,
      isTyping: false,
    });
  }

  io.on('connection', (socket) => {
    // This socket's log lines: its id, and its session's tag as on that session's HTTP requests.
    const socketLog = log.child({
      socket: socket.id,
      session: sessionTag(socket.data.sessionHash),
    });
    // Who this user hides changed while the socket was connecting: read it again.
    if (socket.data.hiddenRevision !== chat.hiddenRevision()) void syncHidden(socket.data.userId);

    socket.on('join', (payload) => {
      // Joining again asks for a fresh snapshot (the client saw a gap in the deltas).
      if (!joinSchema.safeParse(payload).success) return;
      chat
        .roomSettings()
        .then((settings) => socket.emit('roomSettings', settings))
        .catch((error: unknown) => socketLog.warn({ err: error }, 'reading room settings failed'));
      presence.join(socket);
    });

    socket.on('getChatHistory', (payload, ack) => {
      // `socket.emit('getChatHistory', ack)` is also accepted: the callback comes first then.
      const [input, callback] =
        typeof payload === 'function' ? [undefined, payload] : [payload, ack];
      const reply = typeof callback === 'function' ? ackOf<ChatHistoryAck>(callback) : undefined;
      const parsed = getChatHistorySchema.safeParse(input ?? undefined);
      if (!parsed.success) {
        reply?.({ ok: false, error: invalid(parsed.error) });
        return;
      }
      const timer = deps.metrics?.historyDuration.startTimer();
      chat
        .history(parsed.data, {
          userId: socket.data.userId,
          hidden: roomIds(socket, HIDES),
          blockers: roomIds(socket, BLOCKED_BY),
        })
        .then(({ messages, hasMore }) => {
          timer?.();
          if (reply) reply({ ok: true, messages, hasMore });
          else socket.emit('chatHistory', messages);
        })
        .catch((error: unknown) => reply?.({ ok: false, error: toErrorBody(error, socketLog) }));
    });

    // One socket's messages, reactions and edits are stored and broadcast in the order it sent
    // them: two statements in flight on two pooled connections could otherwise come back in
    // either order.
    let turn: Promise<void> = Promise.resolve();
    /**
     * Runs `work` after everything this socket sent before, but its answer never waits longer
     * than sendTimeoutMs: an action stuck behind a lost database answers "unavailable" (the
     * client sends it again: a messageId is stored once, a reaction is set, not toggled) and no
     * longer holds up the next one. `work` answers through the function it is given and never
     * rejects.
     */
    function inTurn<T>(
      reply: (value: T) => void,
      unavailable: (error: ErrorBody) => T,
      work: (answer: (value: T) => void) => Promise<void>,
    ): void {
      let answered = false;
      let timedOut!: () => void;
      const expired = new Promise<void>((resolve) => (timedOut = resolve));
      const answer = (value: T) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        reply(value);
      };
      const timer = setTimeout(() => {
        const { code, message } = databaseUnavailable();
        answer(unavailable({ code, message }));
        timedOut();
      }, sendTimeoutMs);
      turn = turn.then(() => {
        // Timed out while queued: not done, so nothing unacknowledged is stored out of order.
        if (answered) return;
        return Promise.race([work(answer), expired]);
      });
    }
    const sendFailed = (error: ErrorBody): SendMessageAck => ({ received: false, error });
    const actionFailed = (error: ErrorBody): ChatActionAck => ({ ok: false, error });

    socket.on('sendMessage', (payload, ack) => {
      const reply = ackOf<SendMessageAck>(ack);
      const parsed = sendMessageSchema.safeParse(payload);
      if (!parsed.success) {
        reply({ received: false, error: invalid(parsed.error) });
        return;
      }
      const userId = socket.data.userId;
      inTurn(reply, sendFailed, (answer) =>
        allowed(
          userId,
          'chat-mentions',
          LIMITS.chatMentions,
          'chat mentions',
          mentionCost(parsed.data.message),
        )
          .then(async (ok) => {
            if (!ok) throw new AppError('RATE_LIMITED', chatExtrasTexts.tooFast);
            return chat.send(userId, parsed.data);
          })
          .then(({ message, author, notifications }) => {
            Object.assign(socket.data, author);
            if (message) {
              stopTyping(socket);
              if (deps.multiInstance) io.serverSideEmit('chatStored');
              broadcastMessage(message);
              deps.metrics?.messagesStored.inc();
              delivered();
              deliver(notifications);
            }
            answer({ received: true });
          })
          .catch((error: unknown) => {
            if (error instanceof ChatRefusal) deps.metrics?.refusals.inc({ limit: error.kind });
            answer({ received: false, error: toErrorBody(error, socketLog) });
          }),
      );
    });

    // Reactions: set or cleared (not toggled, so a resend changes nothing), for everyone.
    socket.on('react', (payload, ack) => {
      const reply = ackOf<ChatActionAck>(ack);
      const parsed = reactSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, error: invalid(parsed.error) });
      const userId = socket.data.userId;
      inTurn(reply, actionFailed, (answer) =>
        allowed(userId, 'chat-react', LIMITS.chatReactions, 'chat reaction')
          .then((ok) => {
            if (!ok) throw new AppError('RATE_LIMITED', chatExtrasTexts.tooFast);
            return extras.react(userId, parsed.data);
          })
          .then(({ changed, notifications, reactorIds, seq }) => {
            if (changed) {
              // Other instances drop their cached pages before their clients hear of it.
              if (deps.multiInstance) io.serverSideEmit('historyChanged');
              broadcastReactions(changed, seq!, reactorIds);
              deliver(notifications);
            }
            answer({ ok: true });
          })
          .catch((error: unknown) => answer(actionFailed(toErrorBody(error, socketLog)))),
      );
    });

    // Edits: the author's, within CHAT_EDIT_WINDOW_MS, to everyone who sees the author.
    socket.on('editMessage', (payload, ack) => {
      const reply = ackOf<ChatActionAck>(ack);
      const parsed = editMessageSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, error: invalid(parsed.error) });
      const userId = socket.data.userId;
      const cost = mentionCost(parsed.data.message);
      inTurn(reply, actionFailed, (answer) =>
        allowed(userId, 'chat-edit', LIMITS.chatEdits, 'chat edit')
          .then(async (ok) => {
            if (
              !ok ||
              !(await allowed(userId, 'chat-mentions', LIMITS.chatMentions, 'chat mentions', cost))
            ) {
              throw new AppError('RATE_LIMITED', chatExtrasTexts.tooFast);
            }
            return extras.edit(userId, parsed.data);
          })
          .then(({ authorId, edited, notifications }) => {
            if (edited) {
              if (deps.multiInstance) io.serverSideEmit('historyChanged');
              io.except(hidesRoom(authorId)).emit('messageEdited', edited);
              deliver(notifications);
            }
            answer({ ok: true });
          })
          .catch((error: unknown) => {
            if (error instanceof ChatRefusal) deps.metrics?.refusals.inc({ limit: error.kind });
            answer(actionFailed(toErrorBody(error, socketLog)));
          }),
      );
    });

    // Deleting a message: its author, or a moderator (the role read now: it can change).
    socket.on('deleteMessage', (payload, ack) => {
      const reply = ackOf<DeleteMessageAck>(ack);
      const parsed = deleteMessageSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, error: invalid(parsed.error) });
      const userId = socket.data.userId;
      allowed(userId, 'chat-delete', LIMITS.chatDeletes, 'chat delete')
        .then((ok) => {
          if (!ok) throw new AppError('RATE_LIMITED', chatExtrasTexts.tooFast);
          return chat.actor(userId);
        })
        .then((actor) => {
          if (!actor) throw new AppError('UNAUTHORIZED', 'Not signed in');
          if (actor.role !== 'member' && deps.moderation) {
            const staff = { id: actor.userId, userName: socket.data.username, role: actor.role };
            return deps.moderation.deleteFromChat(staff, parsed.data.messageId);
          }
          return chat.deleteMessage(parsed.data.messageId, actor);
        })
        .then((result) => {
          if (result === 'deleted') reply({ ok: true });
          else if (result === 'not-found') {
            reply({ ok: false, error: { code: 'NOT_FOUND', message: safetyTexts.messageGone } });
          } else {
            reply({
              ok: false,
              error: { code: 'FORBIDDEN', message: safetyTexts.deleteNotAllowed },
            });
          }
        })
        .catch((error: unknown) => reply({ ok: false, error: toErrorBody(error, socketLog) }));
    });

    // The who's-online list: a page at a time, from this instance's view of everyone.
    let pages = { windowStart: 0, count: 0 };
    socket.on('getOnlineUsers', (payload, ack) => {
      const reply = ackOf<OnlineUsersAck>(ack);
      const parsed = onlineUsersSchema.safeParse(payload ?? {});
      if (!parsed.success) return reply({ ok: false, error: invalid(parsed.error) });
      if (!socket.data.joined) {
        return reply({ ok: false, error: { code: 'BAD_REQUEST', message: 'Join the chat first' } });
      }
      const { max, windowMs } = LIMITS.onlineListPages;
      const now = Date.now();
      if (now - pages.windowStart >= windowMs) pages = { windowStart: now, count: 0 };
      if (++pages.count > max) {
        deps.metrics?.refusals.inc({ limit: 'online list' });
        return reply({
          ok: false,
          error: { code: 'RATE_LIMITED', message: 'Too many requests. Wait a moment.' },
        });
      }
      reply({ ok: true, ...presence.page(parsed.data.after, socket) });
    });

    socket.on('typing', (payload) => {
      const parsed = typingSchema.safeParse(payload);
      if (!parsed.success || !socket.data.joined) return;
      if (!parsed.data.isTyping) {
        stopTyping(socket);
        return;
      }
      const userId = socket.data.userId;
      const previous = typing.get(userId);
      if (previous) clearTimeout(previous.timer);
      const timer = setTimeout(() => stopTyping(socket), TYPING_EXPIRY_MS);
      timer.unref();
      const now = Date.now();
      const forward = !previous || now - previous.forwardedAt >= TYPING_FORWARD_MS;
      typing.set(userId, { timer, forwardedAt: forward ? now : previous.forwardedAt });
      if (forward) {
        io.except([userRoom(userId), hidesRoom(userId)]).emit('userTyping', {
          username: socket.data.username,
          fullName: socket.data.fullName,
          userId,
          isTyping: true,
        });
      }
    });

    // Leaving the chat screen, or closing the connection: no longer online in the room.
    const leaveRoom = () => {
      if (!socket.data.joined) return;
      stopTyping(socket);
      presence.leave(socket);
    };
    socket.on('leave', leaveRoom);
    socket.on('disconnect', leaveRoom);
  });

  return {
    close() {
      if (events) {
        for (const [event, listener] of Object.entries(appListeners)) {
          events.off(event as keyof AppEventMap, listener as never);
        }
      }
      presence.close();
      for (const entry of typing.values()) clearTimeout(entry.timer);
      typing.clear();
    },
  };
}
