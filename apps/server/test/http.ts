import type { FastifyInstance } from 'fastify';
import type { TestUser } from './fixtures.ts';

export interface CallOptions {
  /** The user whose session cookie goes with the call (none: anonymous). */
  as?: TestUser | undefined;
  /** A cookie header of the test's own; wins over `as`. */
  cookie?: string | undefined;
  /** A JSON body (or a multipart one from `multipart`, which brings its content type). */
  body?: unknown;
  /** The caller's address, for throttles counted per address. */
  ip?: string;
  headers?: Record<string, string>;
}

/** One call to `app` (injected, no network), as the given user. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: CallOptions = {},
) {
  const cookie = options.cookie ?? options.as?.cookie;
  const multipartBody = options.body instanceof MultipartBody ? options.body : undefined;
  return app.inject({
    method,
    url,
    ...(options.ip === undefined ? {} : { remoteAddress: options.ip }),
    headers: {
      ...multipartBody?.headers,
      ...(cookie ? { cookie } : {}),
      ...options.headers,
    },
    ...(options.body === undefined
      ? {}
      : { payload: multipartBody?.payload ?? (options.body as Record<string, unknown>) }),
  });
}

export interface MultipartFile {
  /** The form field's name. */
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart body: `payload` and the `headers` that say how to read it. */
class MultipartBody {
  readonly payload: Buffer;
  readonly headers: { 'content-type': string };
  constructor(payload: Buffer, headers: { 'content-type': string }) {
    this.payload = payload;
    this.headers = headers;
  }
}

/** A multipart/form-data body as a browser posts it: the text `fields`, then `file`. */
export function multipart(fields: Record<string, string>, file: MultipartFile): MultipartBody {
  const boundary = '----tuningTestBoundary7MA4YWxk';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    parts.join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new MultipartBody(Buffer.concat([head, file.data, tail]), {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
}
