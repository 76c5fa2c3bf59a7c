import { batchLoads } from '../../db/batch.ts';
import type { Db } from '../../db/client.ts';
import type { AppEvents } from '../../lib/events.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { UserCache } from '../users/user-cache.ts';
import type { SessionCache } from './session-cache.ts';
import { isSuspended } from './suspension.ts';
import {
  deleteSession,
  deleteUserSessions,
  findLiveSessionHashes,
  findLiveSessions,
  insertSession,
  touchSession,
} from './session.queries.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The idle timeout when none is configured. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
const MINUTE = 60_000;
/** How long a busy session lookup waits for the handshakes behind it (db/batch.ts). */
const SESSION_GATHER_MS = 10;

export interface SessionUser {
  userId: string;
  sessionHash: string;
}

export function createSessionService(deps: {
  db: Db;
  events: AppEvents;
  /** Lookups seen lately; revocations reach it through `events`. */
  cache?: SessionCache;
  now?: () => Date;
  /** A session unused this long ends (config.sessionIdleMs). */
  idleMs?: number;
  /** Keeps the user row each lookup reads along, for the request's next step. */
  users?: Pick<UserCache, 'revision' | 'prime'>;
}) {
  const now = deps.now ?? (() => new Date());
  const idleMs = deps.idleMs ?? SESSION_IDLE_MS;
  // Last use is written at most this often: a signed-in request rarely costs a write.
  const touchEvery = Math.min(5 * MINUTE, idleMs / 10);
  // Lookups are batched (db/batch.ts): a join storm of a thousand sockets is a few dozen
  // statements, not a thousand (docs/benchmarks.md, presence). Handshakes in a storm arrive a turn
  // or two apart, so a busy loader waits a little for the ones behind; what each handshake reads
  // next (its user, whom it hides) then goes in batches as large.
  const liveSessions = batchLoads(
    async (idHashes: readonly string[]) => {
      const at = now();
      const rows = await findLiveSessions(deps.db, idHashes, at, new Date(at.getTime() - idleMs));
      const byHash = new Map(rows.map((row) => [row.idHash, row]));
      return idHashes.map((idHash) => byHash.get(idHash));
    },
    { gatherMs: SESSION_GATHER_MS },
  );
  return {
    /** A fresh id on every login, so a cookie planted before login is worth nothing after it. */
    async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(now().getTime() + SESSION_TTL_MS);
      await insertSession(deps.db, { idHash: hashToken(token), userId, expiresAt });
      return { token, expiresAt };
    },

    async resolve(token: string | undefined): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const sessionHash = hashToken(token);
      const at = now();
      const cached = deps.cache?.get(sessionHash, at.getTime());
      if (cached) return { userId: cached, sessionHash };
      const revision = deps.cache?.revision() ?? 0;
      const usersRevision = deps.users?.revision() ?? 0;
      const row = await liveSessions.load(sessionHash);
      if (!row) return null;
      deps.users?.prime(row.user, usersRevision);
      // A suspension revokes every session at once; one made by a login racing it ends here.
      if (isSuspended(row.user.suspendedUntil, at)) return null;
      let lastSeen = row.lastSeenAt.getTime();
      if (at.getTime() - lastSeen >= touchEvery) {
        await touchSession(deps.db, sessionHash, at);
        lastSeen = at.getTime();
      }
      // Cached no longer than the session would stay alive without another use.
      const expiresAt = new Date(Math.min(row.expiresAt.getTime(), lastSeen + idleMs));
      deps.cache?.set(
        sessionHash,
        { userId: row.userId, expiresAt },
        { revision, now: at.getTime() },
      );
      return { userId: row.userId, sessionHash };
    },

    /** Which of these session hashes still name a live, unexpired session. */
    async liveHashes(hashes: string[]): Promise<Set<string>> {
      return findLiveSessionHashes(deps.db, hashes, now());
    },

    async revoke(session: SessionUser): Promise<void> {
      await deleteSession(deps.db, session.sessionHash);
      deps.events.emit('sessionsRevoked', {
        userId: session.userId,
        sessionHash: session.sessionHash,
      });
    },

    async revokeAll(userId: string): Promise<void> {
      await deleteUserSessions(deps.db, userId);
      deps.events.emit('sessionsRevoked', { userId });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
