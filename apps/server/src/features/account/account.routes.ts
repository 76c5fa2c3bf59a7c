import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safetyTexts } from '@tuning/shared/safety';
import { deleteAccountBodySchema } from '@tuning/shared/safety-schemas';
import { accountExportSchema, accountResponseSchema } from '@tuning/shared/safety-response-schemas';
import { messageResponseSchema } from '@tuning/shared/auth-response-schemas';
import { bodyOf } from '../../lib/app-error.ts';
import { LIMITS } from '../../lib/limits.ts';
import { currentUserId } from '../auth/authenticate.ts';
import { perUser, throttle } from '../auth/auth.throttle.ts';
import type { AccountService } from './account.service.ts';

/** `GET /api/account`, `DELETE /api/account`, `GET /api/account/export` (product.md §12). */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  sessionCookie: string;
  secureCookies: boolean;
}> = async (app, { account, sessionCookie, secureCookies }) => {
  const limited = (name: string, window: { max: number; windowMs: number }) => ({
    preValidation: [app.requireUser, throttle(app, [perUser(name, window)])],
  });

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
    async (request, reply) => {
      await account.delete(currentUserId(request), request.body.password);
      reply.clearCookie(sessionCookie, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: '/',
      });
      return { message: safetyTexts.accountDeleted };
    },
  );

  app.get(
    '/account/export',
    {
      ...limited('account-export', LIMITS.account.exports),
      schema: { response: { 200: accountExportSchema } },
    },
    async (request, reply) => {
      const data = await account.export(currentUserId(request));
      const day = data.exportedAt.slice(0, 10);
      reply.header(
        'content-disposition',
        `attachment; filename="tuning-${data.account.userName}-${day}.json"`,
      );
      reply.header('cache-control', 'no-store');
      return data;
    },
  );
};
