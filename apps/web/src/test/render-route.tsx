import type { ReactNode } from 'react';
import {
  defaultScheduler,
  notifyManager,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import {
  createMemoryRouter,
  MemoryRouter,
  Outlet,
  useLocation,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { onTestFinished, vi } from 'vitest';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export interface ApiCall {
  /** `METHOD /api/path`, the handler's key. */
  key: string;
  /** Path and query string. */
  url: string;
  body: unknown;
  signal: AbortSignal | undefined;
}

/** A JSON answer, or a `Response` of the test's own (a stream, a file, a body that is not JSON). */
export type ApiAnswer = FakeResponse | Response;

export type ApiHandler = (body: unknown, call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/** A request that is never answered (the test looks at what happens meanwhile). */
export const hang: ApiHandler = () => new Promise<never>(() => {});

/**
 * Stubs fetch with one handler per `METHOD /api/path`, and `*` for any other; every call is
 * recorded, and `fetch` itself is a mock the test may inspect. A handler that throws (or rejects)
 * is a request that never got an answer, such as a network failure or an abort.
 */
export function stubApi(handlers: Record<string, ApiHandler>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      key: `${init?.method ?? 'GET'} ${url.pathname}`,
      url: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const handler = handlers[call.key] ?? handlers['*'];
    if (!handler) return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
    const result = await handler(call.body, call);
    if (result instanceof Response) return result;
    return new Response(result.body === undefined ? '' : JSON.stringify(result.body), {
      status: result.status ?? 200,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/**
 * A `text/event-stream` answer sending `events` one chunk each. With `openUntil` the stream stays
 * open after them until that signal aborts, which errors it as a real fetch's body does.
 */
export function sse(events: [string, unknown][], openUntil?: AbortSignal): Response {
  const chunks = events.map(
    ([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
  );
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (!openUntil) controller.close();
      else
        openUntil.addEventListener('abort', () =>
          controller.error(new DOMException('Aborted', 'AbortError')),
        );
    },
  });
  return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** A request the test answers by hand, later: `answer` settles the pending handler. */
export function pendingAnswer() {
  let answer: (response: FakeResponse) => void = () => {};
  const handler: ApiHandler = () =>
    new Promise<FakeResponse>((resolve) => {
      answer = resolve;
    });
  return { handler, answer: (response: FakeResponse) => answer(response) };
}

/** A client as the app's, without retries: a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders `ui` with a fresh query client and a router, for screens that are not routes. */
export function renderWithProviders(ui: ReactNode, seed?: (queryClient: QueryClient) => void) {
  const queryClient = testQueryClient();
  seed?.(queryClient);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `routes` under a layout that shows the current location, starting at `initial`. */
export function renderRoutes(
  routes: RouteObject[],
  initial: string,
  layout?: ReactNode,
  seed?: (queryClient: QueryClient) => void,
) {
  const queryClient = testQueryClient();
  seed?.(queryClient);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {layout}
            <LocationProbe />
            <Outlet />
          </>
        ),
        children: [...routes, { path: '*', element: <p>other page</p> }],
      },
    ],
    { initialEntries: [initial] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** After each test: no stubbed fetch, no cookies, empty storage. */
export function resetBrowserState(): void {
  vi.unstubAllGlobals();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
}

/** The path the LocationProbe shows. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/**
 * Fake timeouts, for the rest of the test: promises, fetch stubs and the DOM run as usual, so the
 * test moves the clock exactly with `advance` instead of sleeping. TanStack Query hands its
 * updates to React on a zero timeout, which a held clock would hold back too: microtasks instead.
 */
export function fakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  notifyManager.setScheduler(queueMicrotask);
  onTestFinished(() => {
    notifyManager.setScheduler(defaultScheduler);
    vi.useRealTimers();
  });
}

/** Moves fake time on by `ms` and lets what it set off (promises, renders) finish. */
export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
