import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { DATABASE_RESTORED_CHANNEL, type Database } from './db/client.ts';
import { createUserCache } from './features/users/user-cache.ts';
import { findUserById } from './features/users/users.queries.ts';
import type { MailTransport } from './mail/mail-transport.ts';
import { createSessionCache } from './features/auth/session-cache.ts';
import { createSessionService } from './features/auth/session.service.ts';
import { registerAuthentication } from './features/auth/authenticate.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import type { Metrics } from './lib/metrics.ts';
import { instrumentRequests } from './lib/request-metrics.ts';
import { createAppEvents, type AppEvents } from './lib/events.ts';
import { registerCrossSiteGuard } from './lib/request-guard.ts';
import { startSessionSweeper } from './features/auth/session-sweeper.ts';
import { characterRoutes } from './features/characters/characters.routes.ts';
import { createCharacterService } from './features/characters/characters.service.ts';
import { createReplySigner } from './features/characters/reply-signature.ts';
import { createLlmProvider } from './llm/create-llm-provider.ts';
import type { LlmProvider } from './llm/llm-provider.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { createChatService } from './features/chat/chat.service.ts';
import { createChatExtrasService } from './features/chat/chat-extras.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { createWindowCounter } from './lib/window-counter.ts';
import { registerChatSocket } from './features/chat/chat.socket.ts';
import { createRealtime, type RealtimeServer } from './realtime/socket-server.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { loginThrottle } from './features/auth/auth.throttle.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { followsRoutes } from './features/follows/follows.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { createFollowsService } from './features/follows/follows.service.ts';
import { chatImagesRoutes } from './features/chat-images/chat-images.routes.ts';
import { createChatImagesService } from './features/chat-images/chat-images.service.ts';
import { mediaRoutes } from './features/media/media.routes.ts';
import { createMediaService } from './features/media/media.service.ts';
import { profilesRoutes } from './features/profiles/profiles.routes.ts';
import { createProfilesService } from './features/profiles/profiles.service.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { createAccountService } from './features/account/account.service.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { createAdminService } from './features/admin/admin.service.ts';
import { registerStaffSocket } from './features/admin/admin.socket.ts';
import { blocksRoutes } from './features/blocks/blocks.routes.ts';
import { createBlocksService } from './features/blocks/blocks.service.ts';
import { reportsRoutes } from './features/reports/reports.routes.ts';
import { createReportsService } from './features/reports/reports.service.ts';
import { pushRoutes } from './features/push/push.routes.ts';
import { createPushService } from './features/push/push.service.ts';
import { looksAt, registerViewingSocket } from './features/push/push.socket.ts';
import { createConversationDelivery } from './features/conversations/conversation-delivery.ts';
import { conversationsRoutes } from './features/conversations/conversations.routes.ts';
import { conversationsUnreadRoutes } from './features/conversations/conversations-unread.routes.ts';
import { createConversationsService } from './features/conversations/conversations.service.ts';
import { registerConversationsSocket } from './features/conversations/conversations.socket.ts';
import { registerWebApp } from './web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** The Socket.IO server on this app's HTTP server (path /socket.io). */
      io: RealtimeServer;
      /** Disconnects this instance's sockets whose session has expired (also runs every minute). */
      sweepSessions(): Promise<void>;
    };
    /** Web Push: resolves when the pushes started so far have been sent or dropped. */
    push: { idle(): Promise<void> };
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  mail: MailTransport;
  /** Present when REDIS_URL is set: shared rate limits, Socket.IO adapter. */
  redis?: Redis;
  events?: AppEvents;
  /** A pino logger; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  /** The AI characters' replies; by default chosen from config.llm (offline engine when unset). */
  llm?: LlmProvider;
  /** Where the app counts what it does (served on METRICS_PORT); nothing is counted without it. */
  metrics?: Metrics;
  /** The Socket.IO adapter's Redis key; tests running instances side by side set their own. */
  socketAdapterKey?: string;
  /**
   * Signs the characters' replies (server.ts loads it from REPLY_SIGNING_KEY or the data folder);
   * without it, a key for this app only.
   */
  replySigningKey?: Buffer;
}

/** Builds the whole app without listening: server.ts runs it, tests `inject` into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const events = deps.events ?? createAppEvents();
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // A client has 30 s to send a whole request; an idle keep-alive connection is kept 65 s (longer
    // than the usual proxy's 60 s, so the proxy closes first); a connection silent for longer than
    // a model may take to start answering and then write a reply on a slow CPU (400 tokens at
    // 2 a second: about 200 s) is closed.
    requestTimeout: 30_000,
    keepAliveTimeout: 65_000,
    connectionTimeout: Math.max(120_000, config.llm.timeoutMs + 300_000),
  });

  // Counted only when the metrics are served (server.ts with METRICS_PORT, or a test).
  const { metrics } = deps;
  if (metrics) instrumentRequests(app, database, metrics);

  // JSON is the only body accepted by state-changing calls (multipart is added by the upload route).
  app.removeContentTypeParser('text/plain');
  // Routes declare zod schemas (ADR 0011): requests are checked, answers encoded by them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...config.corsOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'tuning-rl:' } : {}),
  });
  registerCrossSiteGuard(app, config.allowedOrigins);

  const sessionCache = createSessionCache({ events, redis: deps.redis, log: app.log });
  app.addHook('onClose', () => sessionCache.close());
  const users = createUserCache({
    db: database.db,
    read: findUserById,
    redis: deps.redis,
    log: app.log,
  });
  app.addHook('onClose', () => users.close());
  const sessions = createSessionService({
    db: database.db,
    events,
    cache: sessionCache,
    idleMs: config.sessionIdleMs,
    users,
  });
  registerAuthentication(app, sessions, config.sessionCookie);
  // Expired sessions are deleted hourly, from when the app is ready until it closes.
  let sweeper: ReturnType<typeof startSessionSweeper> | undefined;
  app.addHook('onReady', async () => {
    sweeper = startSessionSweeper({
      db: database.db,
      log: app.log,
      idleMs: config.sessionIdleMs,
    });
  });
  app.addHook('onClose', async () => sweeper?.stop());
  const chat = createChatService({
    db: database.db,
    users,
    events,
  });
  // A live `npm run restore` (PostgreSQL) announces itself: every cache over the old rows goes.
  const restores = database.subscribe?.(DATABASE_RESTORED_CHANNEL, () => {
    app.log.info('database restored: caches dropped');
    sessionCache.clear();
    users.clear();
    chat.forgetAll();
  });
  app.addHook('onClose', async () => restores?.close());
  // Reactions, edits, the read position and mentions (product.md §13, ADR 0016).
  const chatExtras = createChatExtrasService({ db: database.db, chat, events });
  // Socket.IO (infrastructure) with the group chat on it; closed with the app.
  const { io, sweepSessions, beforeClose } = createRealtime(app, {
    config,
    sessions,
    events,
    redis: deps.redis,
    adapterKey: deps.socketAdapterKey,
  });
  // Counts for limits that are not routes: the chat's socket events, owners' clients.
  const counter = createWindowCounter({ redis: deps.redis });
  const push = createPushService({
    db: database.db,
    log: app.log,
    vapid: config.vapid,
    // What each socket shows is known on every instance through the socket adapter (ADR 0024).
    isLooking: looksAt(io),
  });
  registerViewingSocket(io);
  app.addHook('onClose', () => push.idle());
  app.decorate('push', { idle: () => push.idle() });
  // Private conversations (issue 34, ADR 0035): delivered through the same socket server.
  const conversations = createConversationsService({
    db: database.db,
    deliver: createConversationDelivery(io),
    events,
    counter,
  });
  // The moderators' tools; the chat screen's deletions by staff go through them too (the log).
  const admin = createAdminService({ db: database.db, events, chat, conversations });
  const chatSocket = registerChatSocket(io, {
    chat,
    extras: chatExtras,
    log: app.log,
    multiInstance: Boolean(deps.redis),
    events,
    metrics,
    counter,
    moderation: admin,
    push,
  });
  beforeClose(() => chatSocket.close());
  const staffSocket = registerStaffSocket(io, { events, admin, log: app.log });
  beforeClose(() => staffSocket.close());
  const conversationsSocket = registerConversationsSocket(io, {
    conversations,
    log: app.log,
    events,
  });
  beforeClose(() => conversationsSocket.close());
  app.decorate('realtime', { io, sweepSessions });

  await app.register(healthRoutes, { prefix: '/api', database });
  const auth = createAuthService({
    db: database.db,
    mail: deps.mail,
    sessions,
    users,
    publicUrl: config.publicUrl,
    onMailError: (error, kind) => app.log.warn({ err: error, kind }, 'email could not be sent'),
  });
  // One budget for every route that checks a password by address.
  const passwordGuesses = loginThrottle(app, config.loginDelayMs);
  await app.register(authRoutes, {
    prefix: '/api',
    config,
    auth,
    sessions,
    counter,
    loginThrottle: passwordGuesses,
  });
  // The bell (product.md §13): chat notifications are stored by the chat, new followers' here.
  const notifications = createNotificationsService({ db: database.db, events, log: app.log });
  const follows = createFollowsService({
    db: database.db,
    onFollowed: (followerId, followeeId) => notifications.followed(followerId, followeeId),
  });
  const profiles = createProfilesService({ db: database.db, follows });
  await app.register(profilesRoutes, {
    prefix: '/api',
    profiles,
    secureCookies: config.secureCookies,
  });
  await app.register(followsRoutes, { prefix: '/api', follows });
  await app.register(chatRoutes, { prefix: '/api', chat, extras: chatExtras });
  await app.register(notificationsRoutes, { prefix: '/api', notifications });
  await app.register(conversationsRoutes, { prefix: '/api', conversations });
  await app.register(conversationsUnreadRoutes, { prefix: '/api', db: database.db });
  // Safety (product.md §12): blocks, reports, the account and the moderators' tools.
  await app.register(blocksRoutes, {
    prefix: '/api',
    blocks: createBlocksService({ db: database.db, events, conversations }),
  });
  await app.register(reportsRoutes, {
    prefix: '/api',
    reports: createReportsService({
      db: database.db,
      events,
      onFiled: (reporterId, report) => push.reportFiled(reporterId, report),
    }),
  });
  await app.register(accountRoutes, {
    prefix: '/api',
    account: createAccountService({ db: database.db, events, users }),
    sessionCookie: config.sessionCookie,
    secureCookies: config.secureCookies,
    verifyCredentials: (body) => auth.verifyCredentials(body),
    loginThrottle: passwordGuesses,
  });
  await app.register(adminRoutes, { prefix: '/api', admin, users });
  await app.register(pushRoutes, { prefix: '/api', push, users });
  await app.register(mediaRoutes, {
    prefix: '/api',
    media: createMediaService({ db: database.db }),
  });
  await app.register(chatImagesRoutes, {
    prefix: '/api',
    chatImages: createChatImagesService({ db: database.db }),
  });
  await app.register(characterRoutes, {
    prefix: '/api',
    characters: createCharacterService({
      db: database.db,
      llm: deps.llm ?? (await createLlmProvider(config.llm)),
      signer: createReplySigner(deps.replySigningKey ?? randomBytes(32)),
      contextTokens: config.llm.contextTokens,
      replyTokens: config.llm.maxTokens,
      users,
      redis: deps.redis,
      metrics,
    }),
  });

  await registerWebApp(app, config.webDist);
  return app;
}
