import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatExtrasTexts } from '@tuning/shared/chat-extras';
import {
  markNotificationsReadSchema,
  notificationsQuerySchema,
} from '@tuning/shared/notifications-schemas';
import {
  notificationsPageSchema,
  notificationsUnreadSchema,
} from '@tuning/shared/notifications-response-schemas';
import { bodyOf } from '../../lib/app-error.ts';
import { LIMITS } from '../../lib/limits.ts';
import { currentUserId } from '../auth/authenticate.ts';
import { perUser, throttle } from '../auth/auth.throttle.ts';
import type { NotificationsService } from './notifications.service.ts';

/** `GET /api/notifications?before=`, `POST /api/notifications/read` (product.md §13). */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  const preValidation = [
    app.requireUser,
    throttle(
      app,
      [perUser('notifications', LIMITS.notifications.perUser)],
      chatExtrasTexts.tooFast,
    ),
  ];

  app.get(
    '/notifications',
    {
      preValidation,
      schema: {
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notifications.list(currentUserId(request), request.query.before);
    },
  );

  app.post(
    '/notifications/read',
    {
      preValidation,
      schema: {
        body: bodyOf(markNotificationsReadSchema),
        response: { 200: notificationsUnreadSchema },
      },
    },
    async (request) => notifications.markRead(currentUserId(request), request.body.upTo),
  );
};
