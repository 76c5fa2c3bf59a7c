import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The server's one logger. Logs never hold secrets or personal data: tokens in URLs are masked,
 * cookies and authorization headers are never written, and a failed query is logged by its SQL and
 * error code alone, never its parameters (emails, chat text) or the row it clashed with.
 */

/** Query parameters whose values are secrets wherever they appear. */
const SECRET_PARAMS = /^(token|code|password|secret|key|sig|signature)$/i;

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

function withoutData(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 3) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of DATA_FIELDS) delete out[field];
  if (typeof out.message === 'string') {
    // Drizzle writes "Failed query: <sql>\nparams: <values>" into the message itself.
    out.message = out.message.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');
  }
  if (typeof out.stack === 'string') {
    out.stack = out.stack.replace(/\nparams:[\s\S]*?(\n\s+at |$)/, '\nparams: [redacted]$1');
  }
  if (out.cause) out.cause = withoutData(out.cause, depth + 1);
  if (out.url && typeof out.url === 'string') out.url = redactUrl(out.url);
  return out;
}

function serializeError(error: unknown) {
  return withoutData(pino.stdSerializers.err(error as Error));
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
