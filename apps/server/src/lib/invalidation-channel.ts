import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { z } from 'zod';

export interface InvalidationChannel<T> {
  /**
   * true while every other instance's invalidations are being received: always without Redis (one
   * process sees everything), with Redis only while the subscription is up.
   */
  live(): boolean;
  /** Tells the other instances (this one has applied it already). */
  publish(message: T): void;
  close(): Promise<void>;
}

/**
 * A Redis pub/sub channel that keeps per-instance caches honest across instances. Whenever the
 * subscription is lost, messages may have been missed: `onReset` runs, `live()` turns false until it
 * is back, and caches must answer nothing meanwhile. A message that fails `schema` also resets.
 */
export function createInvalidationChannel<T>(deps: {
  redis: Redis | undefined;
  channel: string;
  schema: z.ZodType<T>;
  onMessage(message: T): void;
  onReset(): void;
  log?: FastifyBaseLogger;
}): InvalidationChannel<T> {
  const { redis, channel, log } = deps;
  if (!redis) {
    return { live: () => true, publish: () => {}, close: async () => {} };
  }
  let live = false;
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => log?.warn({ err: error, channel }, 'redis error'));
  subscriber.on('close', () => {
    live = false;
    deps.onReset();
  });
  subscriber.on('ready', () => {
    subscriber
      .subscribe(channel)
      .then(() => {
        deps.onReset();
        live = true;
      })
      .catch((error: unknown) => log?.warn({ err: error, channel }, 'subscribe failed'));
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let parsed: ReturnType<typeof deps.schema.safeParse> | undefined;
    try {
      parsed = deps.schema.safeParse(JSON.parse(text));
    } catch {
      parsed = undefined;
    }
    if (parsed?.success) deps.onMessage(parsed.data);
    else {
      log?.warn({ channel }, 'unreadable invalidation: clearing the cache');
      deps.onReset();
    }
  });

  return {
    live: () => live,
    publish(message) {
      redis
        .publish(channel, JSON.stringify(message))
        .catch((error: unknown) => log?.warn({ err: error, channel }, 'publish failed'));
    },
    async close() {
      live = false;
      await subscriber.quit().catch(() => undefined);
    },
  };
}
