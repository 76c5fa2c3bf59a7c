import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The server's one logger. Logs never hold secrets or personal data: tokens in URLs are masked,
 * cookies and authorization headers are never written, and a failed query is logged by its SQL and
 * error code alone, never its parameters (emails, chat text) or the row it clashed with.
 */

/**
 * Query parameters whose values are secrets wherever they appear: any name holding token, password,
 * secret or api key (`access_token`, `newPassword`, `client_secret`), and a few exact short names.
 */
const SECRET_PARAMS = /token|passw(or)?d|secret|api[-_]?key|^(code|key|sig|signature|sid)$/i;

/** `/api/reset-password?token=abc` → `/api/reset-password?token=[redacted]`. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.test(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  if (!changed) return url;
  return `${url.slice(0, query)}?${params.toString().replaceAll('%5Bredacted%5D', '[redacted]')}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Error fields that carry the data of a failed statement rather than what went wrong. */
const DATA_FIELDS = ['params', 'parameters', 'detail', 'where', 'values'];
/** Shorter values are left alone: masking them would garble line numbers, and they say little. */
const SHORTEST_MASKED_VALUE = 4;

/**
 * The exact texts of a failed statement's parameters, found on the error and its causes: Drizzle's
 * `params: a,b` line is `String(params)`, and PostgreSQL repeats a value it could not cast.
 */
function parameterTexts(error: unknown): string[] {
  const texts = new Set<string>();
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    depth++
  ) {
    const record = current as Record<string, unknown>;
    for (const field of ['params', 'parameters', 'values']) {
      const values = record[field];
      if (!Array.isArray(values) || values.length === 0) continue;
      texts.add(`\nparams: ${String(values)}`);
      for (const value of values) {
        if (typeof value === 'string' && value.length >= SHORTEST_MASKED_VALUE) texts.add(value);
      }
    }
    current = record.cause;
  }
  // Longest first, so a whole params line goes before the values inside it.
  return [...texts].sort((a, b) => b.length - a.length);
}

function maskParameters(text: string, parameters: string[]): string {
  let masked = text;
  for (const value of parameters) {
    masked = masked.replaceAll(
      value,
      value.startsWith('\nparams: ') ? '\nparams: [redacted]' : '[redacted]',
    );
  }
  // An error that lost its params field still has Drizzle's line in its text.
  return masked.replace(/\nparams: (?!\[redacted\])[^\n]*/g, '\nparams: [redacted]');
}

function withoutData(value: unknown, parameters: string[], depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 3) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of DATA_FIELDS) delete out[field];
  if (typeof out.message === 'string') out.message = maskParameters(out.message, parameters);
  if (typeof out.stack === 'string') out.stack = maskParameters(out.stack, parameters);
  if (out.cause) out.cause = withoutData(out.cause, parameters, depth + 1);
  if (out.url && typeof out.url === 'string') out.url = redactUrl(out.url);
  return out;
}

function serializeError(error: unknown) {
  return withoutData(pino.stdSerializers.err(error as Error), parameterTexts(error));
}

/** The pino options every Tuning logger uses; exported for tests. */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
