import type { FastifyBaseLogger } from 'fastify';
import {
  TYPING_EXPIRY_MS,
  type ChatHistoryAck,
  type OnlineUsersAck,
  type SendMessageAck,
} from '@tuning/shared/chat';
import {
  getChatHistorySchema,
  joinSchema,
  onlineUsersSchema,
  sendMessageSchema,
  typingSchema,
} from '@tuning/shared/chat-schemas';
import type { ErrorBody } from '@tuning/shared/errors';
import type { z } from 'zod';
import { AppError, describeIssue } from '../../lib/app-error.ts';
import { databaseUnavailable, isDatabaseUnavailable } from '../../lib/database-errors.ts';
import {
  userRoom,
  type RealtimeServer,
  type RealtimeSocket,
} from '../../realtime/socket-server.ts';
import { LIMITS } from '../../lib/limits.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { sessionTag } from '../auth/authenticate.ts';
import { registerChatPresence } from './chat.presence.ts';
import type { ChatService } from './chat.service.ts';

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

/** An ack that may be missing or not a function (untrusted clients). */
function ackOf<T>(ack: unknown): (value: T) => void {
  return typeof ack === 'function' ? (ack as (value: T) => void) : () => {};
}

/** The group chat over Socket.IO: product.md §7 events, one handler each. */
export function registerChatSocket(
  io: RealtimeServer,
  deps: {
    chat: ChatService;
    log: FastifyBaseLogger;
    multiInstance: boolean;
    /** SEND_TIMEOUT_MS unless a test wants it shorter. */
    sendTimeoutMs?: number;
    metrics?: Metrics;
  },
): { close(): void } {
  const { chat, log } = deps;
  const sendTimeoutMs = deps.sendTimeoutMs ?? SEND_TIMEOUT_MS;

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

  // Author fields come from the database user of the session, loaded once per connection.
  io.use((socket, next) => {
    chat
      .loadAuthor(socket.data.userId)
      .then((author) => {
        if (!author) return next(new Error('unauthorized'));
        Object.assign(socket.data, author);
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
  });

  // --- typing: per user, expires by itself ------------------------------------------------------
  const typing = new Map<string, { timer: NodeJS.Timeout; forwardedAt: number }>();
  function stopTyping(socket: RealtimeSocket): void {
    const entry = typing.get(socket.data.userId);
    if (!entry) return;
    clearTimeout(entry.timer);
    typing.delete(socket.data.userId);
    io.except(userRoom(socket.data.userId)).emit('userTyping', {
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
    socket.on('join', (payload) => {
      // Joining again asks for a fresh snapshot (the client saw a gap in the deltas).
      if (joinSchema.safeParse(payload).success) presence.join(socket);
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
        .history(parsed.data)
        .then(({ messages, hasMore }) => {
          timer?.();
          if (reply) reply({ ok: true, messages, hasMore });
          else socket.emit('chatHistory', messages);
        })
        .catch((error: unknown) => reply?.({ ok: false, error: toErrorBody(error, socketLog) }));
    });

    // One socket's messages are stored and broadcast in the order it sent them: two statements in
    // flight on two pooled connections could otherwise come back in either order.
    let sending: Promise<void> = Promise.resolve();
    socket.on('sendMessage', (payload, ack) => {
      const reply = ackOf<SendMessageAck>(ack);
      const parsed = sendMessageSchema.safeParse(payload);
      if (!parsed.success) {
        reply({ received: false, error: invalid(parsed.error) });
        return;
      }
      // Each send waits for the one before it, but its answer never waits longer than
      // sendTimeoutMs: a send stuck behind a lost database answers "unavailable" (the client
      // resends the same messageId, which is stored once) and no longer holds up the next one.
      let answered = false;
      let timedOut!: () => void;
      const expired = new Promise<void>((resolve) => (timedOut = resolve));
      const answer = (value: SendMessageAck) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        reply(value);
      };
      const timer = setTimeout(() => {
        const unavailable = databaseUnavailable();
        answer({
          received: false,
          error: { code: unavailable.code, message: unavailable.message },
        });
        timedOut();
      }, sendTimeoutMs);
      sending = sending.then(() => {
        // Timed out while queued: not sent, so nothing unacknowledged is stored out of order.
        if (answered) return;
        const stored = chat
          .send(socket.data.userId, parsed.data)
          .then(({ message, author }) => {
            Object.assign(socket.data, author);
            if (message) {
              stopTyping(socket);
              if (deps.multiInstance) io.serverSideEmit('chatStored');
              io.emit('message', message);
              deps.metrics?.messagesStored.inc();
              delivered();
            }
            answer({ received: true });
          })
          .catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'RATE_LIMITED') {
              deps.metrics?.refusals.inc({ limit: 'chat send' });
            }
            answer({ received: false, error: toErrorBody(error, socketLog) });
          });
        return Promise.race([stored, expired]);
      });
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
      reply({ ok: true, ...presence.page(parsed.data.after) });
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
        io.except(userRoom(userId)).emit('userTyping', {
          username: socket.data.username,
          fullName: socket.data.fullName,
          userId,
          isTyping: true,
        });
      }
    });

    socket.on('disconnect', () => {
      if (!socket.data.joined) return;
      stopTyping(socket);
      presence.leave(socket);
    });
  });

  return {
    close() {
      presence.close();
      for (const entry of typing.values()) clearTimeout(entry.timer);
      typing.clear();
    },
  };
}
