import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { SessionService, SessionUser } from './session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the session cookie names a live session; sets request.session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler for public routes that answer a signed-in reader differently: sets
     * request.session when the cookie names a live session, and refuses nobody. */
    readUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function registerAuthentication(
  app: FastifyInstance,
  sessions: SessionService,
  cookieName: string,
): void {
  app.decorateRequest('session', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const session = await sessions.resolve(request.cookies[cookieName]);
    if (!session) throw new AppError('UNAUTHORIZED', 'Not signed in');
    request.session = session;
    // The request's log lines carry its session's tag, as its sockets' lines do.
    request.log = request.log.child({ session: sessionTag(session.sessionHash) });
  });
  app.decorate('readUser', async (request: FastifyRequest) => {
    const token = request.cookies[cookieName];
    request.session = token ? await sessions.resolve(token) : null;
  });
}

/**
 * What log lines of one session share, HTTP and socket alike: the start of the session's hash
 * (itself a hash of the token), which names the session without being usable as one.
 */
export function sessionTag(sessionHash: string): string {
  return sessionHash.slice(0, 12);
}

/** The signed-in user's id; only call behind `app.requireUser`. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.session) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return request.session.userId;
}
