import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-errors.ts';

/**
 * `GET /api/health`: 200 `ok`, 503 `unavailable`. Read by the load balancer and by the web app's
 * connection monitor, which looks only at the status, so the shape lives here, not in
 * `@tuning/shared`.
 */
const healthResponseSchema = z.strictObject({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable', database: database.kind });
      }
    },
  );
};
