import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { ConversationSummary, InboxPage } from '@tuning/shared/conversations-response-schemas';
import { chatMessage } from '../../../test/fixtures.ts';
import {
  currentLocation,
  renderRoutes,
  resetBrowserState,
  stubApi,
} from '../../../test/render-route.tsx';
import { messagesTexts } from '../lib/messages-texts.ts';
import { MessagesInbox } from './messages-inbox.tsx';

afterEach(resetBrowserState);

const NOW = new Date(2026, 10, 29, 15, 0).getTime();

const person = (userName: string, fullName: string) => ({
  userId: `u-${userName}`,
  username: userName,
  fullName,
  profilePic: '',
  status: 'accepted' as const,
});

function summary(id: string, overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    conversationId: id,
    kind: 'direct',
    name: null,
    createdBy: 'u-ada',
    status: 'accepted',
    members: [person('ben', 'Ben Ito')],
    lastMessage: null,
    unread: 0,
    lastReadSeq: 0,
    activity: 10,
    ...overrides,
  };
}

const last = (seq: number, text: string, userId = 'u-ben', at = NOW - 60_000) => ({
  ...chatMessage(seq, { message: text, userId, timestamp: at }),
  conversationId: 'c',
});

function renderInbox(onNewGroup = vi.fn()) {
  const safety = { onBlock: vi.fn(), onReport: vi.fn() };
  renderRoutes(
    [
      {
        path: '/messages',
        element: <MessagesInbox ownId="u-ada" onNewGroup={onNewGroup} safety={safety} now={NOW} />,
      },
    ],
    '/messages',
  );
  return { safety, onNewGroup };
}

test('the inbox lists conversations newest first with name, last line, time and unread count', async () => {
  const first: InboxPage = {
    conversations: [
      summary('c-ben', {
        lastMessage: last(7, 'see you at 7'),
        unread: 2,
      }),
      summary('c-lab', {
        kind: 'group',
        name: 'Lab group 4B',
        members: [person('ben', 'Ben Ito'), person('cy', 'Cyrus Tan')],
        lastMessage: last(5, 'I have the template', 'u-ada', NOW - 26 * 60 * 60 * 1000),
      }),
    ],
    next: 9,
  };
  const older: InboxPage = {
    conversations: [summary('c-dee', { members: [person('dee', 'Dee Stone')] })],
  };
  const calls = stubApi({
    'GET /api/conversations': (_body, call) => ({
      body: call.url.includes('before=9') ? older : first,
    }),
    'GET /api/conversations/unread': () => ({ body: { inbox: 2, requests: 0 } }),
  });
  renderInbox();

  const list = await screen.findByRole('list', { name: messagesTexts.inbox });
  const rows = within(list).getAllByRole('link');
  // Faces (their initials), name, time, last line, unread count (said, and drawn).
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^BBen Ito\d+:59 PMsee you at 72 unread messages2$/),
    'BCLab group 4BYesterdayYou: I have the template',
  ]);
  expect(rows[0]).toHaveAttribute('href', '/messages/c-ben');
  expect(calls[0]?.url).toBe('/api/conversations?folder=inbox');

  // The next page by its cursor.
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: messagesTexts.loadMore }));
  expect(await within(list).findByRole('link', { name: /Dee Stone/ })).toBeInTheDocument();
  expect(calls.some((c) => c.url === '/api/conversations?folder=inbox&before=9')).toBe(true);
  expect(screen.queryByRole('button', { name: messagesTexts.loadMore })).not.toBeInTheDocument();

  // The search keeps the names that match, a member's user name too.
  await user.type(screen.getByRole('searchbox', { name: messagesTexts.search }), '@cy');
  expect(
    within(list)
      .getAllByRole('link')
      .map((row) => row.getAttribute('href')),
  ).toEqual(['/messages/c-lab']);
  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'zed');
  expect(screen.getByText(messagesTexts.noMatch('zed'))).toBeInTheDocument();
});

test('requests: accept opens the conversation, delete declines it, block and report hand over', async () => {
  const request = summary('c-dee', {
    status: 'requested',
    createdBy: 'u-dee',
    members: [person('dee', 'Dee Stone')],
    lastMessage: last(3, 'can I join the club?'),
    unread: 1,
  });
  const calls = stubApi({
    'GET /api/conversations': (_body, call) => ({
      body: { conversations: call.url.includes('requests') ? [request] : [] },
    }),
    'GET /api/conversations/unread': () => ({ body: { inbox: 0, requests: 1 } }),
    'POST /api/conversations/c-dee/decline': () => ({ body: { ok: true } }),
    'POST /api/conversations/c-dee/accept': () => ({ body: { ...request, status: 'accepted' } }),
  });
  const { safety } = renderInbox();
  expect(await screen.findByText(messagesTexts.inboxEmpty)).toBeInTheDocument();

  const user = userEvent.setup({ delay: null });
  const requests = screen.getByRole('button', { name: /Requests, 1 waiting/ });
  await user.click(requests);
  expect(requests).toHaveAttribute('aria-pressed', 'true');
  const list = await screen.findByRole('list', { name: messagesTexts.requests });
  expect(within(list).getByRole('link')).toHaveTextContent('can I join the club?');

  await user.click(within(list).getByRole('button', { name: messagesTexts.block }));
  expect(safety.onBlock).toHaveBeenCalledWith('dee');
  await user.click(within(list).getByRole('button', { name: messagesTexts.report }));
  expect(safety.onReport).toHaveBeenCalledWith('dee');

  await user.click(within(list).getByRole('button', { name: messagesTexts.delete }));
  expect(calls.some((c) => c.key === 'POST /api/conversations/c-dee/decline')).toBe(true);

  await user.click(within(list).getByRole('button', { name: messagesTexts.accept }));
  await vi.waitFor(() => expect(currentLocation()).toBe('/messages/c-dee'));
});

test('nothing yet: the empty inbox says how to start, and New group asks the app for its picker', async () => {
  stubApi({
    'GET /api/conversations': () => ({ body: { conversations: [] } }),
    'GET /api/conversations/unread': () => ({ body: { inbox: 0, requests: 0 } }),
  });
  const { onNewGroup } = renderInbox();
  expect(await screen.findByText(messagesTexts.inboxEmpty)).toBeInTheDocument();
  await userEvent
    .setup({ delay: null })
    .click(screen.getByRole('button', { name: messagesTexts.newGroup }));
  expect(onNewGroup).toHaveBeenCalledOnce();
});
