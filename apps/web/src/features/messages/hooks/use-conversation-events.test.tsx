import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, expect, test } from 'vitest';
import type { ConversationSummary } from '@tuning/shared/conversations-response-schemas';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { resetBrowserState, stubApi, testQueryClient } from '../../../test/render-route.tsx';
import { conversationKey } from '../api/get-conversation.ts';
import { useMessagesUnread } from '../api/get-unread.ts';
import { useConversationEvents, type SocketSource } from './use-conversation-events.ts';

afterEach(resetBrowserState);

function Badge({ source }: { source: SocketSource }) {
  useConversationEvents(true, source);
  const unread = useMessagesUnread(true).data;
  return <p>{unread ? `${unread.inbox} unread, ${unread.requests} requests` : 'loading'}</p>;
}

test('the Messages count is read again when a conversation changes, a message comes, or on reconnect', async () => {
  let totals = { inbox: 0, requests: 0 };
  stubApi({ 'GET /api/conversations/unread': () => ({ body: totals }) });
  const socket = new FakeSocket((run) => act(run));
  let released = 0;
  const source: SocketSource = {
    acquire: () => socket.asAppSocket,
    release: () => (released += 1),
  };
  const { unmount } = render(
    <QueryClientProvider client={testQueryClient()}>
      <Badge source={source} />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('0 unread, 0 requests')).toBeInTheDocument();

  totals = { inbox: 0, requests: 1 };
  socket.fire('conversationChanged', { conversationId: 'c-1' });
  expect(await screen.findByText('0 unread, 1 requests')).toBeInTheDocument();

  totals = { inbox: 2, requests: 1 };
  socket.fire('conversationMessage', { conversationId: 'c-2' });
  expect(await screen.findByText('2 unread, 1 requests')).toBeInTheDocument();

  totals = { inbox: 3, requests: 1 };
  socket.fire('connect');
  expect(await screen.findByText('3 unread, 1 requests')).toBeInTheDocument();

  // Leaving removes every listener it added and gives the connection back.
  unmount();
  expect(socket.listenerCount()).toBe(0);
  expect(released).toBe(1);
});

test('conversationRead moves the other member’s read position in the conversation held', async () => {
  const socket = new FakeSocket((run) => act(run));
  const source: SocketSource = { acquire: () => socket.asAppSocket, release: () => {} };
  stubApi({ 'GET /api/conversations/unread': () => ({ body: { inbox: 0, requests: 0 } }) });
  const queryClient = testQueryClient();
  const member = { userId: 'u-ben', username: 'ben', fullName: 'Ben Ito', profilePic: '' };
  queryClient.setQueryData(conversationKey('c-1'), {
    conversationId: 'c-1',
    kind: 'direct',
    name: null,
    createdBy: 'u-ann',
    status: 'accepted',
    members: [{ ...member, status: 'accepted', lastReadSeq: 3 }],
    lastMessage: null,
    unread: 0,
    lastReadSeq: 5,
    activity: 5,
  } satisfies ConversationSummary);
  render(
    <QueryClientProvider client={queryClient}>
      <Badge source={source} />
    </QueryClientProvider>,
  );
  const seen = () =>
    queryClient.getQueryData<ConversationSummary>(conversationKey('c-1'))?.members[0]?.lastReadSeq;
  socket.fire('conversationRead', { conversationId: 'c-1', userId: 'u-ben', lastReadSeq: 5 });
  expect(seen()).toBe(5);
  // Never backwards (an event overtaken by a newer answer).
  socket.fire('conversationRead', { conversationId: 'c-1', userId: 'u-ben', lastReadSeq: 4 });
  expect(seen()).toBe(5);
});
