import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import type { AppNotification, NotificationsPage } from '@tuning/shared/notifications';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { chatMessage, mentionNotification } from '../../../test/fixtures.ts';
import {
  resetBrowserState,
  stubApi,
  testQueryClient,
  type ApiHandler,
} from '../../../test/render-route.tsx';
import { notificationsQueryKey, useNotifications } from '../api/get-notifications.ts';
import { useAppNotifications, type NotificationSocketSource } from './use-app-notifications.ts';
import { ChatUnreadContext, useChatUnread, useFirstUnreadSeq } from './use-chat-unread.ts';

afterEach(() => {
  resetBrowserState();
  setHidden(false);
});

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

const notification = (id: number, overrides: Partial<AppNotification> = {}): AppNotification =>
  mentionNotification(id, {
    snippet: `hey @ada ${id}`,
    createdAt: 1_700_000_000_000,
    ...overrides,
  });

function Probe() {
  const unread = useChatUnread();
  const firstUnreadSeq = useFirstUnreadSeq();
  const list = useNotifications(true);
  const ids = list.data?.pages.flatMap((page) => page.notifications.map((n) => n.id)) ?? [];
  return (
    <>
      <p data-testid="unread">{unread.loaded ? String(unread.unread) : 'unknown'}</p>
      <p data-testid="first-unread">{String(firstUnreadSeq)}</p>
      <p data-testid="bell">{`${list.data?.pages[0]?.unread ?? '-'}:${ids.join(',')}`}</p>
    </>
  );
}

function Listener(props: {
  onChat: boolean;
  newestChatSeq?: number;
  openConversationId?: string;
  source: NotificationSocketSource;
}) {
  const store = useAppNotifications(
    {
      userId: 'u-ada',
      onChat: props.onChat,
      newestChatSeq: props.newestChatSeq,
      openConversationId: props.openConversationId,
    },
    props.source,
  );
  return (
    <ChatUnreadContext value={store}>
      <Probe />
    </ChatUnreadContext>
  );
}

function setup(handlers: Record<string, ApiHandler> = {}, openConversationId?: string) {
  const page: NotificationsPage = { notifications: [notification(1)], unread: 1, hasMore: false };
  const calls = stubApi({
    'GET /api/chat/read': () => ({ body: { lastReadSeq: 10, unread: 2 } }),
    'PUT /api/chat/read': (body) => ({
      body: { lastReadSeq: (body as { seq: number }).seq, unread: 0 },
    }),
    'GET /api/notifications': () => ({ body: page }),
    ...handlers,
  });
  const socket = new FakeSocket(act);
  const source = {
    acquire: vi.fn(() => socket.asAppSocket),
    release: vi.fn(),
  };
  const client = testQueryClient();
  let conversationId = openConversationId;
  const ui = (onChat: boolean, newestChatSeq?: number) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Listener
          onChat={onChat}
          newestChatSeq={newestChatSeq}
          openConversationId={conversationId}
          source={source}
        />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(ui(false));
  return {
    ...view,
    calls,
    socket,
    source,
    client,
    show: (onChat: boolean, newestChatSeq?: number) => view.rerender(ui(onChat, newestChatSeq)),
    showConversation: (id: string | undefined) => {
      conversationId = id;
      view.rerender(ui(false));
    },
  };
}

const text = (id: string) => screen.getByTestId(id).textContent;

test('away from the chat the count starts at the server’s and grows with others’ messages', async () => {
  const { socket, calls } = setup();
  expect(text('unread')).toBe('unknown');
  socket.fire('connect');
  await waitFor(() => expect(text('unread')).toBe('2'));
  socket.fire('message', chatMessage(11));
  socket.fire('message', chatMessage(12, { userId: 'u-ada' }));
  expect(text('unread')).toBe('3');
  // Connected for the count and the bell only: the chat's presence is not joined.
  expect(socket.emitted).toEqual([]);
  expect(calls.filter((call) => call.key === 'PUT /api/chat/read')).toEqual([]);

  socket.fire('readPosition', { lastReadSeq: 12 });
  expect(text('unread')).toBe('0');
});

test('on the chat the unread are read: the server hears the newest seq, the divider stays', async () => {
  const { socket, calls, show } = setup();
  socket.fire('connect');
  await waitFor(() => expect(text('unread')).toBe('2'));
  show(true, 14);
  expect(text('unread')).toBe('0');
  expect(text('first-unread')).toBe('11');
  await waitFor(() =>
    expect(calls.filter((call) => call.key === 'PUT /api/chat/read').map((c) => c.body)).toEqual([
      { seq: 14 },
    ]),
  );
  show(false, 14);
  expect(text('first-unread')).toBe('undefined');
});

test('a reconnect asks for the count and the notifications again', async () => {
  const { socket, calls } = setup();
  socket.fire('connect');
  await waitFor(() => expect(text('unread')).toBe('2'));
  const gets = () => calls.filter((call) => call.key.startsWith('GET')).map((call) => call.key);
  await waitFor(() => expect(gets()).toContain('GET /api/notifications'));
  const before = gets().length;
  socket.fire('connect');
  await waitFor(() => expect(gets().length).toBe(before + 2));
  expect(gets().slice(before).sort()).toEqual(['GET /api/chat/read', 'GET /api/notifications']);
});

test('a live notification goes on top of the bell’s list once and counts as unread', async () => {
  const { socket } = setup();
  await waitFor(() => expect(text('bell')).toBe('1:1'));
  socket.fire('notification', notification(2));
  await waitFor(() => expect(text('bell')).toBe('2:2,1'));
  socket.fire('notification', notification(2));
  socket.fire('notification', notification(3, { read: true }));
  await waitFor(() => expect(text('bell')).toBe('2:3,2,1'));
});

test('a mention in a hidden tab shows a desktop notification for a user who opted in', async () => {
  const shown: { title: string; options: NotificationOptions }[] = [];
  class FakeNotification {
    static permission = 'granted';
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions) {
      shown.push({ title, options });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  localStorage.setItem('tuning-desktop-notifications', 'on');
  const { socket, client } = setup();
  await waitFor(() => expect(client.getQueryData(notificationsQueryKey)).toBeDefined());

  socket.fire('notification', notification(2));
  expect(shown).toEqual([]);
  setHidden(true);
  socket.fire('notification', notification(3, { kind: 'reply' }));
  socket.fire('notification', notification(4));
  socket.fire('notification', notification(4));
  expect(shown).toEqual([
    { title: 'Ben Ito mentioned you', options: { body: 'hey @ada 4', tag: '4' } },
  ]);
});

test('a private message in a hidden tab shows a desktop notification unless its conversation is open', async () => {
  const shown: string[] = [];
  class FakeNotification {
    static permission = 'granted';
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions) {
      shown.push(`${title}: ${options.body}`);
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  localStorage.setItem('tuning-desktop-notifications', 'on');
  const { socket, client, showConversation } = setup({}, 'c-ben');
  await waitFor(() => expect(client.getQueryData(notificationsQueryKey)).toBeDefined());
  setHidden(true);
  const message = (id: number, conversationId: string): AppNotification => ({
    ...notification(id, { kind: 'message', snippet: `hi ${id}`, count: 1 }),
    conversationId,
  });
  // Ben's conversation is on screen: nothing; the lab group's is not.
  socket.fire('notification', message(5, 'c-ben'));
  socket.fire('notification', message(6, 'c-lab'));
  expect(shown).toEqual(['Ben Ito sent you a message: hi 6']);
  // Another screen now: Ben's messages are notified too.
  showConversation(undefined);
  socket.fire('notification', message(7, 'c-ben'));
  expect(shown).toEqual(['Ben Ito sent you a message: hi 6', 'Ben Ito sent you a message: hi 7']);
});

test('unmounting lets the socket go and leaves no listener behind', async () => {
  const { socket, source, unmount } = setup();
  expect(source.acquire).toHaveBeenCalledTimes(1);
  expect(socket.listenerCount()).toBe(4);
  unmount();
  expect(source.release).toHaveBeenCalledTimes(1);
  expect(socket.listenerCount()).toBe(0);
});
