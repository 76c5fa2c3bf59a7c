import type { Redis } from 'ioredis';

/** "At most one reply in flight per user per character", held across instances when Redis is set. */
export interface InFlightGuard {
  acquire(key: string): Promise<boolean>;
  release(key: string): Promise<void>;
}

export function createLocalInFlightGuard(): InFlightGuard {
  const held = new Set<string>();
  return {
    async acquire(key) {
      if (held.has(key)) return false;
      held.add(key);
      return true;
    },
    async release(key) {
      held.delete(key);
    },
  };
}

/**
 * The same rule for several instances. The key expires by itself so a crashed instance cannot block
 * a chat for long; it outlives any model timeout this app allows by default.
 */
export function createRedisInFlightGuard(redis: Redis, ttlMs = 120_000): InFlightGuard {
  const name = (key: string) => `tuning-ai-inflight:${key}`;
  return {
    async acquire(key) {
      return (await redis.set(name(key), '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async release(key) {
      await redis.del(name(key));
    },
  };
}
