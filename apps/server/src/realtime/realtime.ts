import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { SessionService } from '../features/auth/session.service.ts';
import type { ChatService } from '../features/chat/chat.service.ts';
import { registerChatSocket } from '../features/chat/chat.socket.ts';
import type { AppEvents } from '../lib/events.ts';
import { createRealtime, type RealtimeServer } from './socket-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** The Socket.IO server on this app's HTTP server (path /socket.io). */
      io: RealtimeServer;
      /** Disconnects this instance's sockets whose session has expired (also runs every minute). */
      sweepSessions(): Promise<void>;
    };
  }
}

/** Socket.IO with the group chat on it; closed with the app. */
export function registerRealtime(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    sessions: SessionService;
    events: AppEvents;
    chat: ChatService;
    redis?: Redis;
  },
): RealtimeServer {
  const { io, sweepSessions } = createRealtime(app, deps);
  const chatSocket = registerChatSocket(io, {
    chat: deps.chat,
    log: app.log,
    multiInstance: Boolean(deps.redis),
  });
  app.addHook('onClose', async () => chatSocket.close());
  app.decorate('realtime', { io, sweepSessions });
  return io;
}
