import type { ErrorBody } from '@tuning/shared/errors';

/** Where the API lives: same origin by default, another origin with VITE_API_URL. */
export const API_ORIGIN: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '';

export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ErrorBody> & Record<string, unknown>;
  constructor(status: number, body: Partial<ErrorBody> & Record<string, unknown>) {
    super(typeof body.message === 'string' ? body.message : `Request failed: ${status}`);
    this.status = status;
    this.body = body;
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The one way the web app calls `/api`: cookies included, JSON in and out, ApiError on non-OK. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(`${API_ORIGIN}/api/${path.replace(/^\//, '')}`, {
    method,
    credentials: 'include',
    signal,
    headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = { message: text };
    }
  }
  if (!response.ok) {
    throw new ApiError(response.status, (data ?? {}) as ApiError['body']);
  }
  return data as T;
}
