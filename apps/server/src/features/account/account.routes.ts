import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema } from '@tuning/shared/auth';
import { safetyTexts } from '@tuning/shared/safety';
import { deleteAccountBodySchema } from '@tuning/shared/safety-schemas';
import { accountExportSchema, accountResponseSchema } from '@tuning/shared/safety-response-schemas';
import { messageResponseSchema } from '@tuning/shared/auth-response-schemas';
import { bodyOf } from '../../lib/app-error.ts';
import { LIMITS } from '../../lib/limits.ts';
import { currentUserId } from '../auth/authenticate.ts';
import { perUser, throttle } from '../auth/auth.throttle.ts';
import type { AccountService } from './account.service.ts';

/**
 * `GET /api/account`, `DELETE /api/account`, `GET /api/account/export` (product.md §12), and their
 * signed-out twins `POST /api/account/export` and `POST /api/account/delete`, which take the
 * address and password instead of a session: a suspended student cannot sign in.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  sessionCookie: string;
  secureCookies: boolean;
  /** The account of an address and password, or login's 401 (auth.service). */
  verifyCredentials(body: { phoneOrEmail: string; password: string }): Promise<string>;
  /** Login's budget (`loginThrottle`): the signed-out twins count against it. */
  loginThrottle: (request: FastifyRequest) => Promise<void>;
}> = async (app, { account, sessionCookie, secureCookies, verifyCredentials, loginThrottle }) => {
  const limited = (name: string, window: { max: number; windowMs: number }) => ({
    preValidation: [app.requireUser, throttle(app, [perUser(name, window)])],
  });
  // Every guess here counts against the same budget as a login with that address.
  const asLogin = { preValidation: loginThrottle };
  const clearSession = (reply: FastifyReply) =>
    reply.clearCookie(sessionCookie, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: '/',
    });
  const sendExport = async (userId: string, reply: FastifyReply) => {
    const data = await account.export(userId);
    const day = data.exportedAt.slice(0, 10);
    reply.header(
      'content-disposition',
      `attachment; filename="tuning-${data.account.userName}-${day}.json"`,
    );
    reply.header('cache-control', 'no-store');
    return data;
  };

  const deleteAccount = async (userId: string, password: string, reply: FastifyReply) => {
    await account.delete(userId, password);
    clearSession(reply);
    return { message: safetyTexts.accountDeleted };
  };

  app.get(
    '/account',
    {
      ...limited('safety', LIMITS.safetyCalls.perUser),
      schema: { response: { 200: accountResponseSchema } },
    },
    async (request) => account.account(currentUserId(request)),
  );

  app.delete(
    '/account',
    {
      // Every attempt counts, so a stolen session cannot guess the password quickly.
      ...limited('account-delete', LIMITS.account.deletes),
      schema: { body: bodyOf(deleteAccountBodySchema), response: { 200: messageResponseSchema } },
    },
    async (request, reply) => deleteAccount(currentUserId(request), request.body.password, reply),
  );

  app.post(
    '/account/delete',
    {
      ...asLogin,
      schema: { body: bodyOf(loginBodySchema), response: { 200: messageResponseSchema } },
    },
    async (request, reply) =>
      deleteAccount(await verifyCredentials(request.body), request.body.password, reply),
  );

  app.post(
    '/account/export',
    {
      ...asLogin,
      schema: { body: bodyOf(loginBodySchema), response: { 200: accountExportSchema } },
    },
    async (request, reply) => sendExport(await verifyCredentials(request.body), reply),
  );

  app.get(
    '/account/export',
    {
      ...limited('account-export', LIMITS.account.exports),
      schema: { response: { 200: accountExportSchema } },
    },
    async (request, reply) => sendExport(currentUserId(request), reply),
  );
};
