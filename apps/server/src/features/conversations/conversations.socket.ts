import type { FastifyBaseLogger } from 'fastify';
import { conversationRoom, type ConversationAck } from '@tuning/shared/conversations';
import {
  conversationDeleteSchema,
  conversationEditSchema,
  conversationReactSchema,
  conversationSendPayloadSchema,
  conversationTypingSchema,
  joinConversationSchema,
} from '@tuning/shared/conversations-schemas';
import type { ErrorBody } from '@tuning/shared/errors';
import type { z } from 'zod';
import { AppError, describeIssue } from '../../lib/app-error.ts';
import { databaseUnavailable, isDatabaseUnavailable } from '../../lib/database-errors.ts';
import type { AppEventMap, AppEvents } from '../../lib/events.ts';
import type { RealtimeServer, RealtimeSocket } from '../../realtime/socket-server.ts';
import type { ConversationsService } from './conversations.service.ts';

/** Typing from one socket in one conversation is forwarded at most this often. */
const TYPING_FORWARD_MS = 1000;

function errorBody(error: unknown, log: FastifyBaseLogger): ErrorBody {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'conversation handler: database unavailable');
    const unavailable = databaseUnavailable();
    return { code: unavailable.code, message: unavailable.message };
  }
  log.error({ err: error }, 'conversation handler failed');
  return { code: 'INTERNAL', message: 'Something went wrong' };
}

/** An ack that may be missing or not a function (untrusted clients). */
function ackOf<T>(ack: unknown): (value: T) => void {
  return typeof ack === 'function' ? (ack as (value: T) => void) : () => {};
}

/**
 * Private conversations over Socket.IO (ADR 0035): one handler per event, each validating its
 * payload and reading the sender's membership before anything else, then acking
 * `{ ok, data | error }`. Messages and reactions go to the conversation's room through the
 * adapter (`ConversationDelivery`), so they reach members on every instance.
 */
export function registerConversationsSocket(
  io: RealtimeServer,
  deps: { conversations: ConversationsService; log: FastifyBaseLogger; events?: AppEvents },
): { close(): void } {
  const { conversations, log, events } = deps;

  /** Validates, runs, and acks; a refusal or failure is acked as `{ ok: false, error }`. */
  function handle<S extends z.ZodType, T>(
    socket: RealtimeSocket,
    schema: S,
    run: (payload: z.output<S>) => Promise<T>,
    answer: (data: T) => ConversationAck | ConversationAck<unknown>,
  ) {
    return (payload: unknown, ack?: unknown) => {
      const reply = ackOf<ConversationAck | ConversationAck<unknown>>(ack);
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        reply({ ok: false, error: { code: 'BAD_REQUEST', message: describeIssue(parsed.error) } });
        return;
      }
      run(parsed.data).then(
        (data) => reply(answer(data)),
        (error: unknown) =>
          reply({ ok: false, error: errorBody(error, log.child({ socket: socket.id })) }),
      );
    };
  }
  const done = () => ({ ok: true as const });

  io.on('connection', (socket) => {
    const userId = socket.data.userId;
    const lastTyping = new Map<string, number>();

    socket.on(
      'joinConversation',
      handle(
        socket,
        joinConversationSchema,
        async ({ conversationId }) => {
          await conversations.mayTalk(userId, conversationId);
          await socket.join(conversationRoom(conversationId));
        },
        done,
      ),
    );

    socket.on('leaveConversation', (payload: unknown) => {
      const parsed = joinConversationSchema.safeParse(payload);
      if (parsed.success) void socket.leave(conversationRoom(parsed.data.conversationId));
    });

    socket.on(
      'conversationSend',
      handle(
        socket,
        conversationSendPayloadSchema,
        ({ conversationId, ...body }) => conversations.send(userId, conversationId, body),
        (message) => ({ ok: true, data: message }),
      ),
    );

    socket.on(
      'conversationReact',
      handle(
        socket,
        conversationReactSchema,
        (payload) => conversations.react(userId, payload),
        done,
      ),
    );

    socket.on(
      'conversationEdit',
      handle(
        socket,
        conversationEditSchema,
        (payload) => conversations.edit(userId, payload),
        done,
      ),
    );

    socket.on(
      'conversationDelete',
      handle(
        socket,
        conversationDeleteSchema,
        (payload) => conversations.deleteMessage(userId, payload),
        done,
      ),
    );

    socket.on(
      'conversationTyping',
      handle(
        socket,
        conversationTypingSchema,
        async ({ conversationId, isTyping }) => {
          const last = lastTyping.get(conversationId) ?? 0;
          if (isTyping && Date.now() - last < TYPING_FORWARD_MS) return;
          await conversations.mayTalk(userId, conversationId);
          // Only a socket that joined the conversation's room says it is typing there.
          if (!socket.rooms.has(conversationRoom(conversationId))) {
            throw new AppError('FORBIDDEN', 'Join the conversation first');
          }
          lastTyping.set(conversationId, isTyping ? Date.now() : 0);
          socket.to(conversationRoom(conversationId)).emit('conversationTyping', {
            conversationId,
            userId,
            username: socket.data.username,
            isTyping,
          });
        },
        done,
      ),
    );
  });

  const listeners: Partial<{ [E in keyof AppEventMap]: (...args: AppEventMap[E]) => void }> = {
    blocksChanged: ({ blockerId, blockedId }) => {
      conversations.blockChanged(blockerId, blockedId).catch((error: unknown) => {
        log.warn({ err: error }, 'ending a blocked conversation failed');
      });
    },
    conversationsChanged: (changes) => conversations.changed(changes),
  };
  if (events) {
    for (const [event, listener] of Object.entries(listeners)) {
      events.on(event as keyof AppEventMap, listener as never);
    }
  }
  return {
    close() {
      if (!events) return;
      for (const [event, listener] of Object.entries(listeners)) {
        events.off(event as keyof AppEventMap, listener as never);
      }
    },
  };
}
