import type { Redis } from 'ioredis';
import type { Window } from './limits.ts';

/**
 * Fixed-window counts keyed by anything (a user, a user and an action), for limits that are not
 * HTTP routes: the chat's socket events. A person may hold many sockets on many instances, so a
 * count kept per socket or per process is one an attacker multiplies; with Redis every instance
 * counts in one place, without it the process is the only one there is.
 */
export interface WindowCounter {
  /**
   * Adds `cost` to `key`'s count in `window`: true while the count stays within `window.max`.
   * A refused hit still counts, so hammering past the limit does not reopen it sooner.
   */
  hit(key: string, window: Window, cost?: number): Promise<boolean>;
  /** `key`'s count in its current window (0 when none is open). */
  peek(key: string): Promise<number>;
}

// INCRBY, and the expiry set by the hit that opened the window: one round trip, atomic.
const HIT_SCRIPT = `local n = redis.call('INCRBY', KEYS[1], ARGV[1])
if n == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return n`;

/** Entries kept in memory before expired windows are swept (one sweep per this many hits). */
const SWEEP_EVERY = 1000;

export function createWindowCounter(deps: { redis?: Redis; prefix?: string }): WindowCounter {
  const prefix = deps.prefix ?? 'tuning-wc:';
  const { redis } = deps;
  if (redis) {
    return {
      async hit(key, window, cost = 1) {
        const count = await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, cost, window.windowMs);
        return Number(count) <= window.max;
      },
      async peek(key) {
        return Number((await redis.get(`${prefix}${key}`)) ?? 0);
      },
    };
  }
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  let hits = 0;
  return {
    hit(key, window, cost = 1) {
      const now = Date.now();
      if (++hits % SWEEP_EVERY === 0) {
        for (const [k, entry] of windows) {
          if (now - entry.start >= entry.windowMs) windows.delete(k);
        }
      }
      let entry = windows.get(key);
      if (!entry || now - entry.start >= window.windowMs) {
        entry = { start: now, count: 0, windowMs: window.windowMs };
        windows.set(key, entry);
      }
      entry.count += cost;
      return Promise.resolve(entry.count <= window.max);
    },
    peek(key) {
      const entry = windows.get(key);
      const open = entry !== undefined && Date.now() - entry.start < entry.windowMs;
      return Promise.resolve(open ? entry.count : 0);
    },
  };
}
