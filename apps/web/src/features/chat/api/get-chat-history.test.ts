import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test } from 'vitest';
import type { ChatHistoryPage } from '@tuning/shared/chat';
import { resetBrowserState, stubApi } from '../../../test/render-route.tsx';
import {
  getChatHistory,
  heldNewestChatPage,
  loadNewestChatPage,
  newestChatPageQueryOptions,
  prefetchNewestChatPage,
} from './get-chat-history.ts';

afterEach(resetBrowserState);

const pageOf = (text: string): ChatHistoryPage => ({
  messages: [
    {
      message: text,
      timestamp: 1,
      userId: 'u',
      username: 'u',
      fullName: 'U',
      profilePic: '',
      messageId: `u-1-${text}`,
      seq: 1,
    },
  ],
  hasMore: false,
});

/** The history answered by hand, one request at a time, each URL recorded. */
function stubFetch() {
  const requests: { url: string; answer(page: ChatHistoryPage): void }[] = [];
  stubApi({
    'GET /api/chat/history': (_body, call) =>
      new Promise((resolve) => {
        requests.push({ url: call.url, answer: (page) => resolve({ body: page }) });
      }),
  });
  return requests;
}

test('cursors go in the query string of GET /api/chat/history', async () => {
  const requests = stubFetch();
  const results = [getChatHistory(), getChatHistory({ before: 51 }), getChatHistory({ after: 7 })];
  expect(requests.map((r) => r.url)).toEqual([
    '/api/chat/history',
    '/api/chat/history?before=51',
    '/api/chat/history?after=7',
  ]);
  for (const request of requests) request.answer(pageOf('x'));
  expect((await Promise.all(results)).map((p) => p.messages.length)).toEqual([1, 1, 1]);
});

test('the screen gets the page the navigation asked for, without asking again', async () => {
  const requests = stubFetch();
  const client = new QueryClient();
  prefetchNewestChatPage(client);
  const page = loadNewestChatPage(client);
  expect(requests).toHaveLength(1);
  requests[0]!.answer(pageOf('fresh'));
  expect((await page).messages[0]?.message).toBe('fresh');
  // A screen that opens right after uses the page held.
  expect((await loadNewestChatPage(client)).messages[0]?.message).toBe('fresh');
  expect(requests).toHaveLength(1);
});

test('a new navigation asks again, and the screen waits for that answer, not the page held', async () => {
  const requests = stubFetch();
  const client = new QueryClient();
  client.setQueryData(newestChatPageQueryOptions().queryKey, pageOf('old'));
  prefetchNewestChatPage(client);
  expect(requests).toHaveLength(1);
  const page = loadNewestChatPage(client);
  expect(requests).toHaveLength(1);
  requests[0]!.answer(pageOf('new'));
  expect((await page).messages[0]?.message).toBe('new');
});

test('without a navigation, the screen asks for the newest page itself', async () => {
  const requests = stubFetch();
  const page = loadNewestChatPage(new QueryClient());
  expect(requests.map((r) => r.url)).toEqual(['/api/chat/history']);
  requests[0]!.answer(pageOf('own'));
  expect((await page).messages[0]?.message).toBe('own');
});

test('the page held counts for the first render only when nothing newer is on its way', async () => {
  const requests = stubFetch();
  const client = new QueryClient();
  expect(heldNewestChatPage(client)).toBeUndefined();
  prefetchNewestChatPage(client);
  expect(heldNewestChatPage(client)).toBeUndefined();
  requests[0]!.answer(pageOf('first'));
  await loadNewestChatPage(client);
  expect(heldNewestChatPage(client)?.messages[0]?.message).toBe('first');
  // The next navigation asks again: the page held no longer counts until the answer is in.
  prefetchNewestChatPage(client);
  expect(heldNewestChatPage(client)).toBeUndefined();
  requests[1]!.answer(pageOf('second'));
  await loadNewestChatPage(client);
  expect(heldNewestChatPage(client)?.messages[0]?.message).toBe('second');
});
