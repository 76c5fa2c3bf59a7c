import { AppError } from './app-error.ts';

/** Seconds a client should wait before retrying a call the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Network-level failures: the database is unreachable, not the query wrong. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, starting up, too many connections, statement timeout.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);
const UNREACHABLE_MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection timeout|Client has encountered a connection error|Client was closed and is not queryable|the database system is (starting|shutting) up/i;

/** Whether `error` (or an error it wraps) says the database could not be reached in time. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/** The 503 a call answers while the database is unreachable. */
export function databaseUnavailable(): AppError {
  return new AppError('UNAVAILABLE', 'The service is briefly unavailable. Try again in a moment.', {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
}

/** Whether `error` (or an error it wraps) is PostgreSQL's `code` (e.g. 23503, a foreign key). */
export function hasDatabaseCode(error: unknown, code: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
