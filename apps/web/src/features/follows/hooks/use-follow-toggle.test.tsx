import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { FollowButton, LiveFollowerCount } from '../components/follow-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(follow: (signal: AbortSignal | undefined) => Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/api/userfollowstats/ada') {
        return Response.json({ isFollowing: false, followers: 3 });
      }
      if (path === '/api/follow') return follow(init?.signal ?? undefined);
      return Response.json({ message: 'not stubbed' }, { status: 404 });
    }),
  );
  return calls;
}

function renderButton() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQueryKey, { uid: 'me' });
  render(
    <QueryClientProvider client={queryClient}>
      <FollowButton userName="ada" source="profile" />
      <span data-testid="count">
        <LiveFollowerCount userName="ada" fallback={-1} />
      </span>
    </QueryClientProvider>,
  );
  return queryClient;
}

test('follow flips at once, then shows the server values and refreshes the own profile', async () => {
  let answer: (response: Response) => void = () => {};
  stubFetch(() => new Promise((resolve) => (answer = resolve)));
  const queryClient = renderButton();
  const button = await screen.findByRole('button', { name: 'Follow' });
  await waitFor(() => expect(button).toBeEnabled());
  expect(screen.getByTestId('count')).toHaveTextContent('3');

  await userEvent.click(button);
  expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
  expect(screen.getByTestId('count')).toHaveTextContent('4');
  expect(queryClient.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(false);

  answer(Response.json({ isFollowing: true, followers: 10 }));
  await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('10'));
  expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
  expect(queryClient.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(true);
});

test('a failed follow rolls back', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  stubFetch(async () => Response.json({ message: 'nope' }, { status: 500 }));
  renderButton();
  const button = await screen.findByRole('button', { name: 'Follow' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument());
  expect(screen.getByTestId('count')).toHaveTextContent('3');
});

test('a follow with no answer for 5 seconds is aborted and rolled back', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  let aborted = false;
  stubFetch(
    (signal) =>
      new Promise((_, reject) => {
        signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      }),
  );
  renderButton();
  const button = await screen.findByRole('button', { name: 'Follow' });
  await waitFor(() => expect(button).toBeEnabled());
  const started = Date.now();
  await userEvent.click(button);
  expect(screen.getByTestId('count')).toHaveTextContent('4');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument(), {
    timeout: 7000,
  });
  expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  expect(aborted).toBe(true);
  expect(screen.getByTestId('count')).toHaveTextContent('3');
}, 10_000);
