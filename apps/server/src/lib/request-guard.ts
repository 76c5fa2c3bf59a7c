import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * product.md §6: state-changing calls are refused when the browser says they come from
 * another site. `allowedOrigins` is the config's list (PUBLIC_URL's origin and the CORS
 * allow-list); the request's own Host is never trusted for this.
 */
export function registerCrossSiteGuard(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      if (allowed.has(origin)) return;
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site' || origin === 'null') {
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
  });
}
