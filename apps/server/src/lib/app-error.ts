import type { ErrorCode } from '@tuning/shared/errors';
import type { z } from 'zod';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  TOKEN_EXPIRED: 401,
  UPSTREAM_ERROR: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type services throw; the error handler turns it into status + `{ code, message }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options?: { retryAfterSeconds?: number }) {
    super(message);
    this.code = code;
    this.status = STATUS[code];
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** The one way a validation problem is told: the first issue, with the field it is about. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return issue?.code === 'unrecognized_keys'
    ? `Unknown field: ${issue.keys.join(', ')}`
    : `${where}${issue?.message ?? 'Invalid input'}`;
}

/** Parses untrusted input with a shared schema; the first problem becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new AppError('BAD_REQUEST', describeIssue(result.error));
  return result.data;
}
