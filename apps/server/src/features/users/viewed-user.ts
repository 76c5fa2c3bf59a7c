import type { FastifyReply, FastifyRequest } from 'fastify';
import { lookupNameSchema } from '@tuning/shared/profile';
import { AppError, parseInput } from '../../lib/app-error.ts';

/** product.md's POST gotouserprofile remembers the clicked user; GETs without ?userName= read it back. */
export const VIEWED_USER_COOKIE = 'viewedUser';

export function rememberViewedUser(reply: FastifyReply, userName: string, secure: boolean): void {
  reply.setCookie(VIEWED_USER_COOKIE, userName, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 24 * 60 * 60,
  });
}

export function viewedUserName(request: FastifyRequest): string {
  const query = request.query as { userName?: unknown } | undefined;
  const fromQuery = typeof query?.userName === 'string' ? query.userName.trim() : '';
  const name = fromQuery || request.cookies[VIEWED_USER_COOKIE] || '';
  if (!name) throw new AppError('BAD_REQUEST', 'No user selected');
  return parseInput(lookupNameSchema, name);
}
