import type { Db } from '../../db/client.ts';
import type { AppEvents } from '../../lib/events.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { SessionCache } from './session-cache.ts';
import {
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  insertSession,
} from './session.queries.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'token';

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
}) {
  const now = deps.now ?? (() => new Date());
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
      const row = await findLiveSession(deps.db, sessionHash, at);
      if (!row) return null;
      deps.cache?.set(sessionHash, row, { revision, now: at.getTime() });
      return { userId: row.userId, sessionHash };
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
