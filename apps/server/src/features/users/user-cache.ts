import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { createInvalidationChannel } from '../../lib/invalidation-channel.ts';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** A cached row is read again after this long even if no change was announced. */
export const USER_CACHE_TTL_MS = 5000;
const MAX_ENTRIES = 50_000;
const CHANNEL = 'tuning:users-changed';

const changeSchema = z.object({ userIds: z.array(z.string().min(1).max(100)).min(1).max(100) });

export interface UserCache {
  /** The row, from memory when this instance has read it lately and nobody has changed it since. */
  get(userId: string): Promise<UserRow | undefined>;
  /** A token to take before reading a row elsewhere (a session lookup joins its user). */
  revision(): number;
  /** Keeps a row read elsewhere, unless a change was announced since `revision()` said `since`. */
  prime(row: UserRow, since: number): void;
  /** Forgets every row (the database was restored under the running app). */
  clear(): void;
  close(): Promise<void>;
}

// Writers call `userRowsChanged(db, …)`; every cache over that database forgets those rows.
const cachesByDb = new WeakMap<Db, Set<(userIds: string[]) => void>>();

/**
 * Every write to a `users` row must be followed by this (after its transaction commits): the
 * instance's cache forgets the rows at once and, with Redis, tells the other instances.
 */
export function userRowsChanged(db: Db, ...userIds: string[]): void {
  if (userIds.length === 0) return;
  for (const invalidate of cachesByDb.get(db) ?? []) invalidate(userIds);
}

/**
 * `users` rows by id for the signed-in hot paths (`currentuser`, chat authors): one database round
 * trip less per request (ADR 0008). Rows live 5 s at most; a change announced by
 * `userRowsChanged` (here, or on another instance through Redis) drops them at once.
 */
export function createUserCache(deps: {
  db: Db;
  read: (db: Db, userId: string) => Promise<UserRow | undefined>;
  redis?: Redis;
  log?: FastifyBaseLogger;
  now?: () => number;
}): UserCache {
  const now = deps.now ?? Date.now;
  const entries = new Map<string, { row: UserRow; cachedUntil: number }>();
  let revision = 0;

  function forget(userIds: readonly string[]): void {
    revision += 1;
    for (const id of userIds) entries.delete(id);
  }
  function clear(): void {
    revision += 1;
    entries.clear();
  }

  const channel = createInvalidationChannel({
    redis: deps.redis,
    channel: CHANNEL,
    schema: changeSchema,
    onMessage: ({ userIds }) => forget(userIds),
    onReset: clear,
    log: deps.log,
  });
  const onLocalChange = (userIds: string[]) => {
    forget(userIds);
    channel.publish({ userIds });
  };
  let registered = cachesByDb.get(deps.db);
  if (!registered) {
    registered = new Set();
    cachesByDb.set(deps.db, registered);
  }
  registered.add(onLocalChange);
  let closed = false;

  function keep(row: UserRow, since: number, at: number): void {
    // A change announced while reading may be missing from `row`: use it, do not keep it.
    if (closed || since !== revision || !channel.live()) return;
    entries.delete(row.id);
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(row.id, { row, cachedUntil: at + USER_CACHE_TTL_MS });
  }

  return {
    clear,
    async get(userId) {
      const at = now();
      const entry = !closed && channel.live() ? entries.get(userId) : undefined;
      if (entry && at < entry.cachedUntil) return entry.row;
      const seen = revision;
      const row = await deps.read(deps.db, userId);
      if (row) keep(row, seen, at);
      return row;
    },
    revision: () => revision,
    prime(row, since) {
      keep(row, since, now());
    },
    async close() {
      closed = true;
      registered.delete(onLocalChange);
      await channel.close();
      clear();
    },
  };
}
