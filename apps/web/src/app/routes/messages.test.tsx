import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import type { ConversationSummary } from '@tuning/shared/conversations-response-schemas';
import { safetyTexts } from '@tuning/shared/safety';
import { messagesTexts } from '../../features/messages/lib/messages-texts.ts';
import { chatMessage, currentUserData } from '../../test/fixtures.ts';
import { renderRoutes, resetBrowserState, stubApi } from '../../test/render-route.tsx';
import { Component as MessagesRoute } from './messages.tsx';

afterEach(resetBrowserState);

const request: ConversationSummary = {
  conversationId: 'c-dee',
  kind: 'direct',
  name: null,
  createdBy: 'u-dee',
  status: 'requested',
  members: [
    { userId: 'u-dee', username: 'dee', fullName: 'Dee Stone', profilePic: '', status: 'accepted' },
  ],
  lastMessage: {
    ...chatMessage(3, { message: 'can I join?', userId: 'u-dee' }),
    conversationId: 'c-dee',
  },
  unread: 1,
  lastReadSeq: 0,
  activity: 10,
};

test('Block on a request: the server removes it, and Requests and its count read again without it', async () => {
  let blocked = false;
  const calls = stubApi({
    'GET /api/currentuser': () => ({
      body: {
        currentUserData: currentUserData({ userFullName: 'Ada Park' }),
      },
    }),
    'GET /api/conversations': (_body, call) => ({
      body: { conversations: call.url.includes('requests') && !blocked ? [request] : [] },
    }),
    'GET /api/conversations/unread': () => ({ body: { inbox: 0, requests: blocked ? 0 : 1 } }),
    'POST /api/blocks': () => {
      blocked = true;
      return {
        body: {
          message: safetyTexts.blocked('dee'),
          block: {
            userId: 'u-dee',
            userName: 'dee',
            fullName: 'Dee Stone',
            profilePic: '',
            kind: 'block',
            createdAt: '2026-03-04T10:00:00.000Z',
          },
        },
      };
    },
    '*': () => ({ body: {} }),
  });
  renderRoutes([{ path: '/messages', element: <MessagesRoute /> }], '/messages');
  const clicks = userEvent.setup();
  await clicks.click(await screen.findByRole('button', { name: /Requests, 1 waiting/ }));
  const list = await screen.findByRole('list', { name: messagesTexts.requests });
  await clicks.click(within(list).getByRole('button', { name: messagesTexts.block }));

  const confirm = screen.getByRole('dialog', { name: 'Block @dee?' });
  await clicks.click(within(confirm).getByRole('button', { name: 'Block' }));
  expect(await within(confirm).findByRole('status')).toHaveTextContent(safetyTexts.blocked('dee'));
  expect(calls.find((call) => call.key === 'POST /api/blocks')?.body).toEqual({
    userName: 'dee',
    kind: 'block',
  });
  // Read again at once: the request and its count are gone behind the confirmation.
  expect(await screen.findByText(messagesTexts.requestsEmpty)).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: messagesTexts.requests })).toBeInTheDocument(),
  );
  expect(screen.queryByText('can I join?')).toBeNull();
});
