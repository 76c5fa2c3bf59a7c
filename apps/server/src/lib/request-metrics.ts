import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Metrics } from './metrics.ts';

/** HTTP requests (and 429 refusals) by route pattern, the PostgreSQL pool and statement times. */
export function instrumentRequests(app: FastifyInstance, database: Database, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) metrics.refusals.inc({ limit: `${request.method} ${route}` });
  });
  const { poolStats } = database;
  if (poolStats) {
    metrics.beforeScrape(() => {
      const { total, idle, waiting } = poolStats();
      metrics.dbPool.set({ state: 'total' }, total);
      metrics.dbPool.set({ state: 'idle' }, idle);
      metrics.dbPool.set({ state: 'waiting' }, waiting);
    });
  }
  database.onQueryTime?.((seconds) => metrics.dbQueryDuration.observe(seconds));
}
