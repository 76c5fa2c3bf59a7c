import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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
