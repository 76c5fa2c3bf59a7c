import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  CHAT_MAX_PACKET_BYTES,
  type ClientToServerEvents,
  type OnlineUser,
  type ConversationServerEvents,
  type ServerToClientEvents,
} from '@tuning/shared/chat';
import type { ViewedScreen } from '@tuning/shared/push';
import type { RoomSettings, UserRole } from '@tuning/shared/safety';
import type { Config } from '../config.ts';
import { databaseUnavailable, isDatabaseUnavailable } from '../lib/database-errors.ts';
import type { AppEvents } from '../lib/events.ts';

/** What the server knows about one connected socket. */
export interface SocketData {
  userId: string;
  sessionHash: string;
  username: string;
  fullName: string;
  profilePic: string;
  /** The account's role when the socket connected; role changes move it in and out of staff. */
  role: UserRole;
  /** true once the socket has sent `join`: presence counts joined sockets only. */
  joined: boolean;
  /** The screens besides the chat that this socket shows and a push would open (`viewing`). */
  viewing: ViewedScreen[];
  /**
   * The chat's revision of who hides whom when this socket's hidden authors were read: if it
   * moved on before the socket connected, they are read again.
   */
  hiddenRevision: number;
}

/** Between instances (Redis adapter); rooms and fetchSockets need no events of their own. */
interface InterServerEvents {
  /** A chat message was stored: cached history pages are out of date. */
  chatStored: () => void;
  /** Stored messages changed otherwise (a deletion): cached history pages are out of date. */
  historyChanged: () => void;
  /** Whom this user blocks or mutes changed: their sockets' hidden authors must follow. */
  hiddenChanged: (userId: string) => void;
  /** An account and its messages are gone: history pages, and what it hid, are out of date. */
  accountRemoved: (userId: string) => void;
  /** A moderator changed the room's settings. */
  roomSettingsChanged: (settings: RoomSettings) => void;
  /** An admin changed the word filter's terms. */
  filterTermsChanged: () => void;
  /** People whose first socket on `instance` joined (`present`) or whose last one left, in order. */
  presenceChange: (batch: {
    instance: string;
    changes: { seq: number; user: OnlineUser; present: boolean }[];
  }) => void;
  /** Every instance answers with the people it holds sockets of. */
  presenceSync: (
    ack: (reply: { instance: string; seq: number; users: OnlineUser[] }) => void,
  ) => void;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents & ConversationServerEvents,
  InterServerEvents,
  SocketData
>;

export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents & ConversationServerEvents,
  InterServerEvents,
  SocketData
>;

/** How often this instance checks that its sockets' sessions are still alive (expiry). */
const SESSION_SWEEP_MS = 60_000;
const SWEEP_BATCH = 500;

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionHash: string) => `session:${sessionHash}`;
/** Counts this instance's sockets from one client address; nothing is sent to it. */
const addressRoom = (address: string) => `address:${address}`;

/** How sockets are signed in: the auth feature's sessions, passed in by app.ts. */
export interface SocketSessions {
  /** The session a cookie's token names, or null. */
  resolve(token: string | undefined): Promise<{ userId: string; sessionHash: string } | null>;
  /** Which of these session hashes still name a live session. */
  liveHashes(hashes: string[]): Promise<Set<string>>;
}

export interface RealtimeDeps {
  config: Config;
  sessions: SocketSessions;
  events: AppEvents;
  redis?: Redis;
  /**
   * The Socket.IO adapter's Redis key: instances with the same one are one cluster. Tests that
   * run instances side by side give each group its own.
   */
  adapterKey?: string;
}

/** The handshake error a socket over the per-user or per-address cap gets. */
export const TOO_MANY_SOCKETS =
  'Too many open connections: close another Tuning tab or window and try again';

/**
 * The client's address: the socket's peer, or behind a trusted proxy the address that proxy saw
 * (the last X-Forwarded-For entry, which the client cannot forge).
 */
function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim()) {
    return forwarded.split(',').at(-1)!.trim();
  }
  return request.socket.remoteAddress ?? 'unknown';
}

/** The origins allowed to open a socket: the config's `allowedOrigins`, never the request's Host. */
export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  // Browsers always send Origin cross-origin and on WebSocket; a same-origin polling GET may omit it.
  return origin === undefined || allowed.includes(origin);
}

/**
 * The Redis adapter publishes without waiting for the reply or handling a failure: a broadcast, a
 * request to the other instances, and also a request sent after a round trip of its own
 * (`serverSideEmit` with an ack, `fetchSockets`: PUBSUB NUMSUB first), which can finish after the
 * app has started closing. A failed publish would be an unhandled rejection (which ends the
 * process), so each one's failure is logged, and once `stop` is called (the client is about to
 * quit) publishes are dropped: they would follow QUIT and fail with "Connection is closed.".
 */
function guardPublishes(pub: Redis, log: FastifyBaseLogger): { stop(): void } {
  let stopped = false;
  const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<number>;
  pub.publish = ((...args: unknown[]) => {
    if (stopped) return Promise.resolve(0);
    return publish(...args).catch((error: unknown) => {
      log.warn({ err: error }, 'socket.io redis publish failed');
      return 0;
    });
  }) as Redis['publish'];
  return {
    stop() {
      stopped = true;
    },
  };
}

/**
 * Socket.IO on the app's own HTTP server at /socket.io: the handshake needs the session cookie and
 * an allowed Origin. With Redis, the adapter spreads rooms and broadcasts across instances.
 */
export function createRealtime(
  app: FastifyInstance,
  deps: RealtimeDeps,
): {
  io: RealtimeServer;
  sweepSessions(): Promise<void>;
  /** Runs first when the app closes, before the sockets go and Redis is let go. */
  beforeClose(listener: () => void): void;
} {
  const { allowedOrigins } = deps.config;
  const redisClients: Redis[] = [];
  let publishes: { stop(): void } | undefined;
  let adapter: ReturnType<typeof createAdapter> | undefined;
  if (deps.redis) {
    const pub = deps.redis.duplicate();
    const sub = deps.redis.duplicate();
    redisClients.push(pub, sub);
    // ioredis reconnects by itself; without a listener it would print every failure to stderr.
    for (const client of redisClients) {
      client.on('error', (error: Error) => app.log.warn({ err: error }, 'socket.io redis error'));
    }
    publishes = guardPublishes(pub, app.log);
    adapter = createAdapter(pub, sub, { key: deps.adapterKey ?? 'tuning-socket.io' });
  }

  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: CHAT_MAX_PACKET_BYTES,
    cors: { origin: allowedOrigins, credentials: true },
    allowRequest(req: IncomingMessage, callback) {
      callback(null, isAllowedOrigin(req.headers.origin, allowedOrigins));
    },
    ...(adapter ? { adapter } : {}),
  });

  // Open sockets per user and per client address on this instance: one user, or one address,
  // cannot hold thousands of connections (each costs memory and a share of every broadcast). The
  // count is the size of the socket's rooms: Socket.IO takes a socket out of them however it ends
  // (disconnect, a later middleware refusing it, the client leaving mid-handshake), so a place is
  // never held by a socket that is gone.
  const localSockets = (room: string) => io.of('/').adapter.rooms.get(room)?.size ?? 0;

  io.use((socket, next) => {
    const header = socket.request.headers.cookie;
    const token = header ? app.parseCookie(header)[deps.config.sessionCookie] : undefined;
    deps.sessions
      .resolve(token)
      .then((session) => {
        if (!session) return next(new Error('unauthorized'));
        const address = addressRoom(clientAddress(socket.request, deps.config.trustProxy));
        // Checked and joined in one step, so handshakes racing each other cannot pass together.
        if (
          localSockets(userRoom(session.userId)) >= deps.config.socketsPerUser ||
          localSockets(address) >= deps.config.socketsPerIp
        ) {
          return next(new Error(TOO_MANY_SOCKETS));
        }
        socket.data.userId = session.userId;
        socket.data.sessionHash = session.sessionHash;
        socket.data.joined = false;
        socket.data.viewing = [];
        socket.data.role = 'member';
        socket.data.hiddenRevision = 0;
        void socket.join([userRoom(session.userId), sessionRoom(session.sessionHash), address]);
        next();
      })
      .catch((error: unknown) => {
        // Not signed out: the database did not answer, and the client should try again later.
        if (isDatabaseUnavailable(error)) {
          app.log.warn({ err: error }, 'socket authentication: database unavailable');
          return next(new Error(databaseUnavailable().message));
        }
        app.log.error({ err: error }, 'socket authentication failed');
        next(new Error('unauthorized'));
      });
  });

  // Logout or a password reset: that session's (or that user's) sockets go, on every instance.
  const onRevoked = ({ userId, sessionHash }: { userId: string; sessionHash?: string }) => {
    io.in(sessionHash ? sessionRoom(sessionHash) : userRoom(userId)).disconnectSockets(true);
  };
  deps.events.on('sessionsRevoked', onRevoked);

  // A session can also end by expiring while its socket is open: check this instance's sockets.
  async function sweepSessions(): Promise<void> {
    const local = [...io.of('/').sockets.values()];
    const hashes = [...new Set(local.map((socket) => socket.data.sessionHash))];
    const live = new Set<string>();
    for (let i = 0; i < hashes.length; i += SWEEP_BATCH) {
      const batch = hashes.slice(i, i + SWEEP_BATCH);
      for (const hash of await deps.sessions.liveHashes(batch)) live.add(hash);
    }
    for (const socket of local) {
      if (!live.has(socket.data.sessionHash)) socket.disconnect(true);
    }
  }
  const sweepTimer = setInterval(() => {
    sweepSessions().catch((error: unknown) =>
      app.log.warn({ err: error }, 'socket session sweep failed'),
    );
  }, SESSION_SWEEP_MS);
  sweepTimer.unref();

  // What sits on top (the chat) stops first: closing the transports disconnects every socket, and
  // nothing may be published on Redis clients that are quitting.
  const closing: (() => void)[] = [];
  app.addHook('preClose', async () => {
    for (const listener of closing.splice(0)) listener();
    clearInterval(sweepTimer);
    deps.events.off('sessionsRevoked', onRevoked);
    // Closing the transports (not disconnecting each socket) lets clients reconnect by themselves:
    // socket.io-client treats a server-side disconnect as final (docs/benchmarks.md, restart).
    await io.of('/').adapter.close();
    io.engine.close();
    // Whatever the adapter publishes from now on would follow QUIT and fail.
    publishes?.stop();
    await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
  });

  return { io, sweepSessions, beforeClose: (listener) => closing.push(listener) };
}
