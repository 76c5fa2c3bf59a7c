import { expect, test, vi } from 'vitest';
import { registerPushHandlers, type PushWorkerScope } from './push.ts';

type Listener = (event: unknown) => void;

/** A fake service-worker scope: records listeners, notifications and window calls. */
function fakeScope(windows: { url: string }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: NotificationOptions | undefined }[] = [];
  const clients = windows.map((w) => ({
    url: w.url,
    focus: vi.fn(async () => {}),
    navigate: vi.fn(async () => {}),
  }));
  const openWindow = vi.fn(async () => {});
  const sw = {
    location: { origin: 'https://tuning.example' },
    registration: {
      showNotification: async (title: string, options?: NotificationOptions) => {
        shown.push({ title, options });
      },
    },
    clients: { matchAll: async () => clients, openWindow },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  } as unknown as PushWorkerScope;
  registerPushHandlers(sw);
  async function fire(type: string, event: Record<string, unknown>) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  }
  return { fire, shown, clients, openWindow };
}

const pushOf = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
    text: () => JSON.stringify(payload),
  },
});

test('a push shows a notification with its title, body, tag and url', async () => {
  const scope = fakeScope();
  await scope.fire(
    'push',
    pushOf({
      title: 'Ada mentioned you',
      body: 'hi @ben',
      tag: 'chat:m1',
      url: '/chat?message=m1',
    }),
  );
  expect(scope.shown).toEqual([
    {
      title: 'Ada mentioned you',
      options: expect.objectContaining({
        body: 'hi @ben',
        tag: 'chat:m1',
        data: { url: '/chat?message=m1' },
      }),
    },
  ]);
});

test('an unreadable push still shows a way into the app; a foreign url is not kept', async () => {
  const scope = fakeScope();
  await scope.fire('push', pushOf('not json {'));
  await scope.fire('push', { data: null });
  await scope.fire('push', pushOf({ title: 'x', url: 'https://evil.example/phish' }));
  expect(scope.shown.map((s) => [s.title, (s.options?.data as { url: string }).url])).toEqual([
    ['Tuning', '/home'],
    ['Tuning', '/home'],
    ['x', '/home'],
  ]);
});

test('a click focuses a tab already on that screen', async () => {
  const scope = fakeScope([
    { url: 'https://tuning.example/home' },
    { url: 'https://tuning.example/chat?message=m1' },
  ]);
  const close = vi.fn();
  await scope.fire('notificationclick', {
    notification: { data: { url: '/chat?message=m1' }, close },
  });
  expect(close).toHaveBeenCalled();
  expect(scope.clients[1]!.focus).toHaveBeenCalled();
  expect(scope.clients[1]!.navigate).not.toHaveBeenCalled();
  expect(scope.clients[0]!.focus).not.toHaveBeenCalled();
  expect(scope.openWindow).not.toHaveBeenCalled();
});

test('a click takes an open Tuning tab to the screen, or opens one', async () => {
  const withTab = fakeScope([{ url: 'https://tuning.example/home' }]);
  await withTab.fire('notificationclick', {
    notification: { data: { url: '/userprofile?userName=ada' }, close: () => {} },
  });
  expect(withTab.clients[0]!.focus).toHaveBeenCalled();
  expect(withTab.clients[0]!.navigate).toHaveBeenCalledWith(
    'https://tuning.example/userprofile?userName=ada',
  );

  const none = fakeScope();
  await none.fire('notificationclick', {
    notification: { data: { url: '/admin' }, close: () => {} },
  });
  expect(none.openWindow).toHaveBeenCalledWith('https://tuning.example/admin');
});
