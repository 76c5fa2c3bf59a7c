import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { PushState } from '@tuning/shared/push-schemas';
import { renderRoutes, resetBrowserState, stubApi } from '../../../test/render-route.tsx';
import { PushSettings } from './push-settings.tsx';

afterEach(() => {
  resetBrowserState();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const on: PushState = {
  enabled: true,
  publicKey:
    'BF66l0HmNYPho7exsInS2X1T3miW1er9Q2rB9GY89ZzoV89eXx9yxDJEtnVpxX-u6u-9PwuvaFaFM9ZgBd1W6fE',
  settings: { mention: true, reply: true, follow: true },
};

/** A browser with a service worker and PushManager; `subscription` is this device's. */
function fakePushBrowser(permission: NotificationPermission) {
  let subscription: {
    endpoint: string;
    toJSON(): unknown;
    unsubscribe(): Promise<boolean>;
  } | null = null;
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: 'https://push.example/device-1',
      toJSON: () => ({
        endpoint: 'https://push.example/device-1',
        expirationTime: null,
        keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      }),
      unsubscribe: async () => {
        subscription = null;
        return true;
      },
    };
    return subscription;
  });
  const registration = {
    pushManager: { getSubscription: async () => subscription, subscribe },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    permission: 'default',
    requestPermission: vi.fn(async () => permission),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

test('with push off on the server, the settings say so', async () => {
  stubApi({
    'GET /api/push': () => ({ body: { enabled: false, publicKey: null, settings: {} } }),
  });
  renderRoutes([{ path: '/profile', element: <PushSettings /> }], '/profile');
  expect(await screen.findByText('Push notifications are off on this server.')).toBeVisible();
  expect(screen.queryByRole('switch')).toBeNull();
});

test('turning on this device subscribes with the server key and stores the subscription', async () => {
  const browser = fakePushBrowser('granted');
  const calls = stubApi({
    'GET /api/push': () => ({ body: on }),
    'POST /api/push/subscriptions': () => ({ body: { ok: true } }),
    'DELETE /api/push/subscriptions': () => ({ body: { ok: true } }),
  });
  const user = userEvent.setup();
  renderRoutes([{ path: '/profile', element: <PushSettings /> }], '/profile');
  await user.click(
    await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
  );
  expect(await screen.findByText('This device gets push notifications.')).toBeVisible();
  expect(browser.subscribe).toHaveBeenCalledWith(
    expect.objectContaining({ userVisibleOnly: true }),
  );
  const key = (
    browser.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }]
  )[0].applicationServerKey;
  expect(key).toHaveLength(65);
  expect(calls.find((c) => c.key === 'POST /api/push/subscriptions')?.body).toMatchObject({
    endpoint: 'https://push.example/device-1',
  });

  await user.click(screen.getByRole('button', { name: 'Turn off notifications on this device' }));
  await screen.findByRole('button', { name: 'Turn on notifications on this device' });
  expect(calls.find((c) => c.key === 'DELETE /api/push/subscriptions')?.body).toEqual({
    endpoint: 'https://push.example/device-1',
  });
});

test('a refused permission is explained and nothing is stored', async () => {
  fakePushBrowser('denied');
  const calls = stubApi({ 'GET /api/push': () => ({ body: on }) });
  const user = userEvent.setup();
  renderRoutes([{ path: '/profile', element: <PushSettings /> }], '/profile');
  await user.click(
    await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
  );
  expect(
    await screen.findAllByText('Notifications are blocked for Tuning in this browser’s settings.'),
  ).not.toHaveLength(0);
  expect(calls.some((c) => c.key === 'POST /api/push/subscriptions')).toBe(false);
});

test('each kind has its own switch, saved on the server', async () => {
  fakePushBrowser('granted');
  const calls = stubApi({
    'GET /api/push': () => ({ body: on }),
    'PUT /api/push/settings': (body) => ({
      body: { ...on, settings: { ...on.settings, ...(body as object) } },
    }),
  });
  const user = userEvent.setup();
  renderRoutes([{ path: '/profile', element: <PushSettings /> }], '/profile');
  const mentions = await screen.findByRole('switch', { name: 'Mentions' });
  expect(mentions).toBeChecked();
  expect(screen.getByRole('switch', { name: 'New followers' })).toBeChecked();
  expect(screen.queryByRole('switch', { name: 'New reports (moderators)' })).toBeNull();
  await user.click(mentions);
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Mentions' })).not.toBeChecked());
  expect(calls.find((c) => c.key === 'PUT /api/push/settings')?.body).toEqual({ mention: false });
});
