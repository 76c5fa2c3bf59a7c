import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SocializePage } from './socialize-page.tsx';

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SocializePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('cards appear after the one-second spinner', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        specificUsersData: [
          { cuid: 'c1', userProfilePic: '', fullName: 'Grace Hopper', userName: 'grace' },
        ],
        selectedCollege: 'Navy College',
        nextCursor: null,
      }),
    ),
  );
  const started = Date.now();
  renderPage();
  expect(screen.getByRole('heading', { name: 'Socialize' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading students' })).toBeInTheDocument();
  expect(await screen.findByText('Grace Hopper', {}, { timeout: 2000 })).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  expect(screen.getByText('@grace')).toBeInTheDocument();
});

test('a failing list is retried 3 more times, then shows "Error: {message}"', async () => {
  const fetchMock = vi.fn(async () =>
    Response.json({ message: 'Database asleep' }, { status: 503 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderPage();
  expect(await screen.findByText('Error: Database asleep', {}, { timeout: 4000 })).toBeVisible();
  expect(fetchMock).toHaveBeenCalledTimes(4);
});

test('scrolling to the end loads the next page with the cursor; the search box filters', async () => {
  const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(`${url.pathname}${url.search}`);
      const cursor = url.searchParams.get('cursor');
      const q = url.searchParams.get('q');
      const card = (n: number) => ({
        cuid: `c${n}`,
        userProfilePic: '',
        fullName: `Student ${n}`,
        userName: `s${n}`,
      });
      if (q)
        return Response.json({
          specificUsersData: [card(99)],
          selectedCollege: '',
          nextCursor: null,
        });
      return Response.json(
        cursor
          ? { specificUsersData: [card(3)], selectedCollege: '', nextCursor: null }
          : { specificUsersData: [card(1), card(2)], selectedCollege: '', nextCursor: 'o.c2' },
      );
    }),
  );
  renderPage();
  expect(await screen.findByText('Student 2', {}, { timeout: 2000 })).toBeVisible();
  expect(screen.queryByText('Student 3')).toBeNull();
  await waitFor(() => expect(observers.length).toBeGreaterThan(0));
  act(() => observers.at(-1)?.([{ isIntersecting: true }]));
  expect(await screen.findByText('Student 3')).toBeVisible();
  expect(urls).toContain('/api/allcurrentuser?limit=24&cursor=o.c2');

  await userEvent.type(screen.getByLabelText('Search students'), 'ninety');
  expect(await screen.findByText('Student 99')).toBeVisible();
  await waitFor(() => expect(screen.queryByText('Student 1')).toBeNull());
  expect(urls).toContain('/api/allcurrentuser?limit=24&q=ninety');
});
