import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushSettingsBodySchema,
  pushStateSchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
} from '@tuning/shared/push-schemas';
import { AppError, bodyOf } from '../../lib/app-error.ts';
import { LIMITS } from '../../lib/limits.ts';
import { currentUserId } from '../auth/authenticate.ts';
import { perUser, throttle } from '../auth/auth.throttle.ts';
import type { UserCache } from '../users/user-cache.ts';
import type { PushService } from './push.service.ts';

const done = z.strictObject({ ok: z.literal(true) });

/**
 * `GET /api/push`, `PUT /api/push/settings`, `POST` and `DELETE /api/push/subscriptions`
 * (product.md §13, ADR 0024).
 */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService; users: UserCache }> = async (
  app,
  { push, users },
) => {
  const preValidation = [
    app.requireUser,
    throttle(app, [perUser('push', LIMITS.notifications.perUser)]),
  ];
  async function roleOf(userId: string) {
    const row = await users.get(userId);
    if (!row) throw new AppError('UNAUTHORIZED', 'Not signed in');
    return row.role;
  }

  app.get(
    '/push',
    { preValidation, schema: { response: { 200: pushStateSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = currentUserId(request);
      return push.state(userId, await roleOf(userId));
    },
  );

  app.put(
    '/push/settings',
    {
      preValidation,
      schema: { body: bodyOf(pushSettingsBodySchema), response: { 200: pushStateSchema } },
    },
    async (request) => {
      const userId = currentUserId(request);
      return push.changeSettings(userId, await roleOf(userId), request.body);
    },
  );

  app.post(
    '/push/subscriptions',
    {
      preValidation,
      schema: { body: bodyOf(pushSubscribeSchema), response: { 200: done } },
    },
    async (request) => {
      const { endpoint, keys } = request.body;
      await push.subscribe(currentUserId(request), { endpoint, ...keys });
      return { ok: true as const };
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      preValidation,
      schema: { body: bodyOf(pushUnsubscribeSchema), response: { 200: done } },
    },
    async (request) => {
      await push.unsubscribe(currentUserId(request), request.body.endpoint);
      return { ok: true as const };
    },
  );
};
