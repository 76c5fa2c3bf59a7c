import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, describeValidationError } from './app-error.ts';
import { databaseUnavailable, isDatabaseUnavailable } from './database-errors.ts';

/** Maps every thrown error to a status and `{ code, message }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply
        .status(error.status)
        .send({ ...error.details, code: error.code, message: error.message });
    }
    // A body, parameter or query string that failed its route schema: told like `parseInput`.
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        code: 'BAD_REQUEST',
        message: describeValidationError(error.validation, error.validationContext),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'RATE_LIMITED', message: error.message });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: 'Payload too large' });
    }
    if (status === 415) {
      return reply
        .status(415)
        .send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the body as application/json' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: 'BAD_REQUEST', message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      const unavailable = databaseUnavailable();
      reply.header('retry-after', String(unavailable.retryAfterSeconds));
      return reply
        .status(unavailable.status)
        .send({ code: unavailable.code, message: unavailable.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: 'Internal server error' });
  });
}
