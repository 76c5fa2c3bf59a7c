import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { AppEvents } from '../../lib/events.ts';
import { createInvalidationChannel } from '../../lib/invalidation-channel.ts';

/** The longest a looked-up session is trusted before the database is asked again. */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 100_000;
const CHANNEL = 'tuning:sessions-revoked';

const revocationSchema = z.object({
  userId: z.string().min(1).max(100),
  sessionHash: z.string().min(1).max(200).optional(),
});
type Revocation = z.infer<typeof revocationSchema>;

interface Entry {
  userId: string;
  expiresAt: number;
  cachedUntil: number;
}

export interface SessionCache {
  /** The session's user while it is cached, unexpired and not revoked. */
  get(sessionHash: string, now: number): string | undefined;
  /** Read before the database lookup; `set` ignores a lookup that a revocation overtook. */
  revision(): number;
  set(
    sessionHash: string,
    session: { userId: string; expiresAt: Date },
    lookedUpAt: { revision: number; now: number },
  ): void;
  /** Forgets every session (the database was restored under the running app). */
  clear(): void;
  close(): Promise<void>;
}

/**
 * Live sessions seen lately, so a signed-in request costs one database round trip instead of two
 * (docs/benchmarks.md, ADR 0008). Revocations arrive as the `sessionsRevoked` event; with Redis this
 * instance also publishes its own and applies every other instance's, and the cache is bypassed
 * whenever that subscription is not live, so a logout on one instance is refused on all of them.
 */
export function createSessionCache(deps: {
  events: AppEvents;
  redis?: Redis;
  log?: FastifyBaseLogger;
}): SessionCache {
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  let revision = 0;
  const channel = createInvalidationChannel({
    redis: deps.redis,
    channel: CHANNEL,
    schema: revocationSchema,
    onMessage: apply,
    onReset: clear,
    log: deps.log,
  });

  function remove(sessionHash: string): void {
    const entry = entries.get(sessionHash);
    if (!entry) return;
    entries.delete(sessionHash);
    const hashes = byUser.get(entry.userId);
    hashes?.delete(sessionHash);
    if (hashes?.size === 0) byUser.delete(entry.userId);
  }

  function clear(): void {
    revision += 1;
    entries.clear();
    byUser.clear();
  }

  function apply({ userId, sessionHash }: Revocation): void {
    revision += 1;
    if (sessionHash) {
      remove(sessionHash);
      return;
    }
    for (const hash of byUser.get(userId) ?? []) remove(hash);
  }

  const onRevoked = (revocation: Revocation) => {
    apply(revocation);
    channel.publish(revocation);
  };
  deps.events.on('sessionsRevoked', onRevoked);

  return {
    get(sessionHash, now) {
      if (!channel.live()) return undefined;
      const entry = entries.get(sessionHash);
      if (!entry) return undefined;
      if (now >= entry.expiresAt || now >= entry.cachedUntil) {
        remove(sessionHash);
        return undefined;
      }
      return entry.userId;
    },

    revision: () => revision,

    set(sessionHash, { userId, expiresAt }, lookedUpAt) {
      if (!channel.live() || lookedUpAt.revision !== revision) return;
      remove(sessionHash);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) remove(oldest.value);
      }
      entries.set(sessionHash, {
        userId,
        expiresAt: expiresAt.getTime(),
        cachedUntil: lookedUpAt.now + SESSION_CACHE_TTL_MS,
      });
      let hashes = byUser.get(userId);
      if (!hashes) {
        hashes = new Set();
        byUser.set(userId, hashes);
      }
      hashes.add(sessionHash);
    },

    clear,

    async close() {
      deps.events.off('sessionsRevoked', onRevoked);
      await channel.close();
      clear();
    },
  };
}
