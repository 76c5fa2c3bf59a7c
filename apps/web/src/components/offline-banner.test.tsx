import { act, screen } from '@testing-library/react';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { messages } from '@tuning/shared/messages';
import { afterEach, expect, onTestFinished, test, vi } from 'vitest';
import { api, reportConnection } from '../lib/api-client.ts';
import { HEALTH_CHECK_DELAYS_MS } from '@tuning/shared/chat';
import { ConnectionMonitor } from '../lib/connection-monitor.ts';
import {
  advance,
  fakeTimeouts,
  renderWithProviders,
  stubApi,
  type ApiHandler,
} from '../test/render-route.tsx';
import { BACK_ONLINE_MS, OfflineBanner } from './offline-banner.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const down: ApiHandler = () => Promise.reject(new TypeError('Failed to fetch'));

/** A screen that needs the server: it shows its data, or the failure. */
function Profile() {
  const query = useQuery({ queryKey: ['who'], queryFn: () => api<{ name: string }>('who') });
  if (query.data) return <p>Hello {query.data.name}</p>;
  if (query.error) return <p>Error: {query.error.message}</p>;
  return <p>Loading</p>;
}

const banner = () => screen.getByRole('status');

test('a request with no answer shows the banner in plain words; it goes and the screen reloads once the server is back', async () => {
  fakeTimeouts();
  let serverUp = false;
  const healthChecks: boolean[] = [];
  const calls = stubApi({
    'GET /api/who': (body, call) => (serverUp ? { body: { name: 'Ada' } } : down(body, call)),
    'GET /api/health': (body, call) => {
      healthChecks.push(serverUp);
      return serverUp ? { body: { status: 'ok', database: 'pglite' } } : down(body, call);
    },
  });
  renderWithProviders(
    <>
      <OfflineBanner />
      <Profile />
    </>,
  );
  expect(banner()).toHaveTextContent('');
  await advance(0);
  // The screen's own error is human too, never the browser's "Failed to fetch".
  expect(screen.getByText(`Error: ${messages.networkError}`)).toBeInTheDocument();
  expect(banner()).toHaveTextContent(messages.offlineBanner);
  expect(screen.getByRole('button', { name: messages.offlineRetryNow })).toBeEnabled();

  // Health checks back off: 1 s, then 2 s more, then 4 s more.
  await advance(HEALTH_CHECK_DELAYS_MS[0]!);
  expect(healthChecks).toEqual([false]);
  await advance(HEALTH_CHECK_DELAYS_MS[1]! - 1);
  expect(healthChecks).toEqual([false]);
  await advance(1);
  expect(healthChecks).toEqual([false, false]);
  expect(banner()).toHaveTextContent(messages.offlineBanner);

  serverUp = true;
  await advance(HEALTH_CHECK_DELAYS_MS[2]!);
  expect(healthChecks).toEqual([false, false, true]);
  expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  expect(banner()).toHaveTextContent(messages.backOnline);
  expect(screen.queryByRole('button', { name: messages.offlineRetryNow })).toBeNull();
  await advance(BACK_ONLINE_MS);
  expect(banner()).toHaveTextContent('');
  expect(calls.filter((call) => call.key === 'GET /api/who')).toHaveLength(2);
  // Once back, nothing polls.
  await advance(60_000);
  expect(healthChecks).toHaveLength(3);
});

test('"Try now" asks at once; a 503 from the server counts as unreachable, other errors do not', async () => {
  fakeTimeouts();
  let health: ApiHandler = () => ({ status: 503, body: { code: 'UNAVAILABLE', message: 'x' } });
  let who: ApiHandler = () => ({ status: 404, body: { message: 'No such thing' } });
  const calls = stubApi({
    'GET /api/who': (body, call) => who(body, call),
    'GET /api/health': (body, call) => health(body, call),
  });
  const view = renderWithProviders(
    <>
      <OfflineBanner />
      <Profile />
    </>,
  );
  await advance(0);
  expect(screen.getByText('Error: No such thing')).toBeInTheDocument();
  expect(banner()).toHaveTextContent('');

  who = () => ({ status: 503, body: { message: 'The service is briefly unavailable.' } });
  await act(() => view.queryClient.refetchQueries({ queryKey: ['who'] }));
  expect(banner()).toHaveTextContent(messages.offlineBanner);

  act(() => screen.getByRole('button', { name: messages.offlineRetryNow }).click());
  await advance(0);
  expect(calls.filter((call) => call.key === 'GET /api/health')).toHaveLength(1);
  expect(banner()).toHaveTextContent(messages.offlineBanner);

  health = () => ({ body: { status: 'ok', database: 'pglite' } });
  who = () => ({ body: { name: 'Grace' } });
  act(() => screen.getByRole('button', { name: messages.offlineRetryNow }).click());
  await advance(0);
  expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  expect(banner()).toHaveTextContent(messages.backOnline);
});

test('the browser going offline shows the banner at once; coming back online checks straight away', async () => {
  fakeTimeouts();
  onTestFinished(() => onlineManager.setOnline(true));
  const calls = stubApi({
    'GET /api/health': () => ({ body: { status: 'ok', database: 'pglite' } }),
  });
  renderWithProviders(<OfflineBanner />);
  act(() => onlineManager.setOnline(false));
  expect(banner()).toHaveTextContent(messages.offlineBanner);
  act(() => onlineManager.setOnline(true));
  await advance(0);
  expect(calls.map((call) => call.key)).toEqual(['GET /api/health']);
  expect(banner()).toHaveTextContent(messages.backOnline);
});

test('a request made without api() reports its outcome, and the banner follows it', async () => {
  fakeTimeouts();
  stubApi({ 'GET /api/health': () => Promise.reject(new TypeError('Failed to fetch')) });
  renderWithProviders(<OfflineBanner />);
  act(() => reportConnection('unreachable'));
  expect(banner()).toHaveTextContent(messages.offlineBanner);
  act(() => reportConnection('answered'));
  expect(banner()).toHaveTextContent(messages.backOnline);
});

test('the monitor: an answer from any request ends the outage, and a late health answer is ignored', async () => {
  let resolvePing: (up: boolean) => void = () => {};
  const recovered = vi.fn();
  const monitor = new ConnectionMonitor({
    ping: () => new Promise<boolean>((resolve) => (resolvePing = resolve)),
    onReachableAgain: recovered,
    delaysMs: [10],
  });
  monitor.reportUnreachable();
  expect(monitor.getSnapshot()).toEqual({ online: false, checking: false });
  monitor.checkNow();
  expect(monitor.getSnapshot()).toEqual({ online: false, checking: true });
  monitor.reportReachable();
  expect(monitor.getSnapshot()).toEqual({ online: true, checking: false });
  expect(recovered).toHaveBeenCalledTimes(1);
  resolvePing(false);
  await Promise.resolve();
  expect(monitor.getSnapshot()).toEqual({ online: true, checking: false });
  monitor.reportReachable();
  expect(recovered).toHaveBeenCalledTimes(1);
  monitor.stop();
});
