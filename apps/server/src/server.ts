import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadReplySigningKey } from './features/characters/reply-signature.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-lock.ts';
import { createLogger } from './lib/logger.ts';
import { createOutboxTransport, createSmtpTransport } from './mail/mail-transport.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = createLogger(config.logLevel);

  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      log.fatal(error.message);
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const mail = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createOutboxTransport(path.join(config.dataDir, 'outbox'), config.mailFrom, log, {
        logLinks: config.logEmailLinks,
      });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 })
    : undefined;

  // prom-client loads only when metrics are served.
  const metricsModule = config.metrics ? await import('./lib/metrics.ts') : undefined;
  const metrics = metricsModule?.createMetrics({ processMetrics: true });
  const replySigningKey = await loadReplySigningKey(config.replySigningKey, config.dataDir, (m) =>
    log.warn(m),
  );
  const app = await buildApp({
    config,
    database,
    mail,
    redis,
    logger: log,
    metrics,
    replySigningKey,
  });
  const metricsServer =
    metricsModule && metrics && config.metrics
      ? await metricsModule.startMetricsServer(metrics, config.metrics)
      : undefined;
  if (metricsServer) log.info({ port: metricsServer.port }, 'metrics served on /metrics');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Connections that fall idle while closing (a finished request on a keep-alive connection)
    // would otherwise wait out Fastify's 72 s keep-alive: close them as they appear.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    try {
      await app.close();
      await metricsServer?.close();
      clearInterval(idle);
      await mail.close();
      await database.close();
      redis?.disconnect();
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  log.info(
    { database: database.kind, mail: mail.kind, redis: Boolean(redis), dataDir: config.dataDir },
    `Tuning is running at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
