import type { ErrorCode } from '@tuning/shared/errors';
import { z } from 'zod';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';

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
  /** Fields added to the `{ code, message }` body, for a client that needs more than a status. */
  readonly details: Readonly<Record<string, string | number>> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { retryAfterSeconds?: number; details?: Record<string, string | number> },
  ) {
    super(message);
    this.code = code;
    this.status = STATUS[code];
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.details = options?.details;
  }
}

/** One validation problem: a zod issue, or one passed on by the route schemas' validator. */
interface Issue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

function tell(issue: Issue | undefined): string {
  const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return issue?.code === 'unrecognized_keys'
    ? `Unknown field: ${issue.keys?.join(', ') ?? ''}`
    : `${where}${issue?.message ?? 'Invalid input'}`;
}

/** The one way a validation problem is told: the first issue, with the field it is about. */
export function describeIssue(error: z.ZodError): string {
  return tell(error.issues[0]);
}

/**
 * The same words for a request that failed its route schema (fastify-type-provider-zod keeps each
 * issue's code and message, its path as `/a/b` and its other fields as `params`). A URL parameter
 * is checked on its own value, so its message does not name it.
 */
export function describeValidationError(
  validation: readonly ZodFastifySchemaValidationError[],
  context: string | undefined,
): string {
  const first = validation[0];
  if (!first) return tell(undefined);
  const path = first.instancePath
    .split('/')
    .slice(1)
    .filter((part) => part !== '');
  const keys = (first.params as { keys?: unknown }).keys;
  return tell({
    code: first.keyword,
    path: context === 'params' ? path.slice(1) : path,
    message: first.message ?? 'Invalid input',
    keys: Array.isArray(keys) ? keys.map(String) : undefined,
  });
}

/** Parses untrusted input with a shared schema; the first problem becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new AppError('BAD_REQUEST', describeIssue(result.error));
  return result.data;
}

/**
 * A route's body schema: a request without a body (or with `null`) is checked as `{}`, as every
 * route has always done, so a call whose fields are all optional needs no body.
 */
export function bodyOf<S extends z.ZodType>(schema: S) {
  return z.preprocess((input) => input ?? {}, schema);
}
