import type { ErrorBody } from '@tuning/shared/errors';
import { messages } from '@tuning/shared/messages';

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

/**
 * The request never got an answer: the network is down, or the server is. Its message is the one
 * a person can read (never the browser's "Failed to fetch"); `cause` keeps the browser's error.
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(messages.networkError, { cause });
    this.name = 'NetworkError';
  }
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Every request's outcome, for the offline banner: an `answered` event when the server answered
 * (any status but 503), `unreachable` when it did not (no answer, a proxy's 502/504, or the
 * server's own 503 "briefly unavailable"). A request made without `api` reports with
 * `reportConnection` so the banner knows of it too.
 */
export const connectionEvents = new EventTarget();

export function reportConnection(outcome: 'answered' | 'unreachable'): void {
  connectionEvents.dispatchEvent(new Event(outcome));
}

/** The request was ended on purpose (an AbortSignal): not a network failure. */
function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one way the web app calls `/api`: cookies included, JSON in and out, ApiError on non-OK,
 * NetworkError when no answer came.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${API_ORIGIN}/api/${path.replace(/^\//, '')}`, {
      method,
      credentials: 'include',
      signal,
      headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    reportConnection('unreachable');
    throw new NetworkError(error);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    reportConnection('unreachable');
    throw new NetworkError(error);
  }
  let data: unknown = undefined;
  let isJson = false;
  if (text) {
    try {
      data = JSON.parse(text);
      isJson = true;
    } catch {
      data = { message: text };
    }
  }
  // A proxy's own page for a server that is down (502, 503, 504) is no answer from Tuning.
  if (!isJson && GATEWAY_STATUSES.has(response.status)) {
    reportConnection('unreachable');
    throw new NetworkError(response.status);
  }
  reportConnection(response.status === 503 ? 'unreachable' : 'answered');
  if (!response.ok) {
    throw new ApiError(response.status, (data ?? {}) as ApiError['body']);
  }
  return data as T;
}
