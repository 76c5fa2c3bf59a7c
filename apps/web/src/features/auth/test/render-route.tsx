import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** Stubs fetch with one handler per `METHOD /api/path`; every call is recorded. */
export function stubApi(
  handlers: Record<string, (body: unknown) => FakeResponse | Promise<FakeResponse>>,
) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const handler = handlers[key];
    if (!handler) return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
    const result = await handler(body);
    return new Response(result.body === undefined ? '' : JSON.stringify(result.body), {
      status: result.status ?? 200,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `routes` under a layout that shows the current location, starting at `initial`. */
export function renderRoutes(
  routes: RouteObject[],
  initial: string,
  layout?: React.ReactNode,
  seed?: (queryClient: QueryClient) => void,
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
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
