import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportBodySchema } from '@tuning/shared/safety-schemas';
import { reportResponseSchema } from '@tuning/shared/safety-response-schemas';
import { bodyOf } from '../../lib/app-error.ts';
import { LIMITS } from '../../lib/limits.ts';
import { currentUserId } from '../auth/authenticate.ts';
import { perUser, throttle } from '../auth/auth.throttle.ts';
import type { ReportsService } from './reports.service.ts';

/** `POST /api/reports` (product.md §12). */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.post(
    '/reports',
    {
      // Calls are limited per user before the body is read; reports filed, in the database.
      preValidation: [app.requireUser, throttle(app, [perUser('reports', LIMITS.reports.calls)])],
      schema: { body: bodyOf(reportBodySchema), response: { 201: reportResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await reports.file(currentUserId(request), request.body)),
  );
};
