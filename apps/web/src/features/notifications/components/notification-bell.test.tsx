import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import type { AppNotification, NotificationsPage } from '@tuning/shared/notifications';
import { mentionNotification } from '../../../test/fixtures.ts';
import {
  currentLocation,
  renderRoutes,
  resetBrowserState,
  stubApi,
} from '../../../test/render-route.tsx';
import { addLiveNotification } from '../api/get-notifications.ts';
import { NotificationBell } from './notification-bell.tsx';

afterEach(resetBrowserState);

const HOUR = 3_600_000;

const notification = (id: number, overrides: Partial<AppNotification> = {}): AppNotification =>
  mentionNotification(id, {
    snippet: `note ${id}`,
    createdAt: Date.now() - 3 * HOUR,
    ...overrides,
  });

const FIRST_PAGE: NotificationsPage = {
  notifications: [
    notification(5, { kind: 'reaction', emoji: '🔥', snippet: 'my drawing' }),
    notification(4),
    notification(3, {
      kind: 'follow',
      actor: { userId: 'u-cy', username: 'cy.d', fullName: 'Cy Dee', profilePic: '' },
      messageId: undefined,
      snippet: undefined,
      read: true,
    }),
  ],
  unread: 2,
  hasMore: true,
};
const SECOND_PAGE: NotificationsPage = {
  notifications: [notification(1, { kind: 'reply', snippet: 'old reply', read: true })],
  unread: 2,
  hasMore: false,
};

function setup() {
  const calls = stubApi({
    'GET /api/notifications': (_body, call) => ({
      body: call.url.includes('before=3') ? SECOND_PAGE : FIRST_PAGE,
    }),
    'POST /api/notifications/read': () => ({ body: { unread: 0 } }),
  });
  const view = renderRoutes(
    [{ path: '/home', element: <NotificationBell /> }],
    '/home',
    <button type="button">elsewhere</button>,
  );
  const markCalls = () =>
    calls.filter((call) => call.key === 'POST /api/notifications/read').map((call) => call.body);
  return { ...view, calls, markCalls, user: userEvent.setup() };
}

test('the bell says how many are unread; opening lists them and marks them read', async () => {
  const { user, markCalls } = setup();
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  expect(bell).toHaveAttribute('aria-expanded', 'false');

  await user.click(bell);
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  const list = await screen.findByRole('list');
  const links = within(list).getAllByRole('link');
  expect(links).toHaveLength(3);
  expect(links[0]).toHaveAccessibleName(
    'New: Ben Ito reacted 🔥 to your message “my drawing” 3 hr. ago',
  );
  expect(links[1]).toHaveAccessibleName('New: Ben Ito mentioned you “note 4” 3 hr. ago');
  expect(links[2]).toHaveAccessibleName('Cy Dee started following you 3 hr. ago');
  // Opening marks what it shows read: the count goes, the marks stay while it is open.
  await waitFor(() => expect(markCalls()).toEqual([{ upTo: 5 }]));
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
  expect(within(list).getAllByText('New:')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Mark all read' }));
  expect(markCalls()).toEqual([{ upTo: 5 }, {}]);
  expect(within(list).queryByText('New:')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus();
});

test('a live notification goes on top with the count; Load more brings older ones', async () => {
  const { user, queryClient } = setup();
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  act(() => {
    addLiveNotification(queryClient, notification(6, { snippet: 'live one' }));
    addLiveNotification(queryClient, notification(6, { snippet: 'live one' }));
  });
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 3 unread'));

  await user.click(bell);
  const list = await screen.findByRole('list');
  expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('live one');

  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
  expect(within(list).getAllByRole('link')[4]).toHaveAccessibleName(
    'Ben Ito replied to you “old reply” 3 hr. ago',
  );
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('Escape closes the panel and gives the focus back to the bell; so does a click outside', async () => {
  const { user } = setup();
  const bell = await screen.findByRole('button', { name: /Notifications/ });
  await user.click(bell);
  await screen.findByRole('list');
  await user.tab();
  expect(document.activeElement?.closest('.bell__panel')).not.toBeNull();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('list')).toBeNull();
  expect(bell).toHaveFocus();
  expect(bell).toHaveAttribute('aria-expanded', 'false');

  await user.click(bell);
  await screen.findByRole('list');
  await user.click(screen.getByRole('button', { name: 'elsewhere' }));
  expect(screen.queryByRole('list')).toBeNull();
});

test('a chat notification opens the chat at its message and closes the panel', async () => {
  const { user } = setup();
  await user.click(await screen.findByRole('button', { name: /Notifications/ }));
  await user.click(await screen.findByRole('link', { name: /Ben Ito mentioned you/ }));
  expect(currentLocation()).toBe('/chat?message=u-ben-4-x');
  expect(screen.queryByRole('list')).toBeNull();
});

test('a private message leads to its conversation', async () => {
  stubApi({
    'GET /api/notifications': () => ({
      body: {
        notifications: [
          notification(7, { kind: 'message', conversationId: 'c-42', count: 3, snippet: 'hey' }),
        ],
        unread: 1,
        hasMore: false,
      },
    }),
    'POST /api/notifications/read': () => ({ body: { unread: 0 } }),
  });
  renderRoutes([{ path: '/home', element: <NotificationBell /> }], '/home');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Notifications/ }));
  await user.click(await screen.findByRole('link', { name: /Ben Ito sent you 3 messages/ }));
  expect(currentLocation()).toBe('/messages/c-42');
});

test('a new follower leads to their profile', async () => {
  const { user } = setup();
  await user.click(await screen.findByRole('button', { name: /Notifications/ }));
  await user.click(await screen.findByRole('link', { name: /Cy Dee started following you/ }));
  expect(currentLocation()).toBe('/userprofile?userName=cy.d');
});

test('nothing yet: the panel says what will show up there', async () => {
  stubApi({
    'GET /api/notifications': () => ({ body: { notifications: [], unread: 0, hasMore: false } }),
  });
  renderRoutes([{ path: '/home', element: <NotificationBell /> }], '/home');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
});
