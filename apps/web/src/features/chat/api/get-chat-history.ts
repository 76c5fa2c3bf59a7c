import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ChatHistoryPage } from '@tuning/shared/chat';
import { api } from '../../../lib/api-client.ts';

/** Older than a seq (paging up) or newer than one (catching up); none: the newest page. */
export type ChatHistoryCursor = { before: number } | { after: number };

/** `GET /api/chat/history`: the socket's `getChatHistory` pages over HTTP, oldest first. */
export function getChatHistory(cursor?: ChatHistoryCursor): Promise<ChatHistoryPage> {
  const params = new URLSearchParams();
  if (cursor && 'before' in cursor) params.set('before', String(cursor.before));
  if (cursor && 'after' in cursor) params.set('after', String(cursor.after));
  const query = params.toString();
  return api<ChatHistoryPage>(query ? `chat/history?${query}` : 'chat/history');
}

/**
 * How long a newest page counts as current for a chat screen that opens. The route's loader asks
 * again at every navigation, so this only covers the time the screen's code takes to load.
 */
const NEWEST_PAGE_FRESH_MS = 10_000;

export const newestChatPageQueryOptions = () =>
  queryOptions({
    queryKey: ['chat', 'history', 'newest'],
    queryFn: () => getChatHistory(),
    staleTime: NEWEST_PAGE_FRESH_MS,
    gcTime: NEWEST_PAGE_FRESH_MS,
  });

/**
 * Starts a new request for the newest page (joining one already under way) without waiting for
 * it: called when a navigation to /chat starts, beside the loading of the screen's code.
 */
export function prefetchNewestChatPage(client: QueryClient): void {
  void client.fetchQuery({ ...newestChatPageQueryOptions(), staleTime: 0 }).catch(() => undefined);
}

/**
 * The newest page for the screen: the request the navigation started (even when an older page is
 * still held), else a page held from the last few seconds, else a new request.
 */
export function loadNewestChatPage(client: QueryClient): Promise<ChatHistoryPage> {
  const options = newestChatPageQueryOptions();
  const underWay = client.getQueryState(options.queryKey)?.fetchStatus === 'fetching';
  return client.fetchQuery(underWay ? { ...options, staleTime: 0 } : options);
}

/**
 * The newest page when it is already here and nothing newer is on its way, so the screen can show
 * it in its first render; undefined otherwise (the screen then waits for `loadNewestChatPage`).
 */
export function heldNewestChatPage(client: QueryClient): ChatHistoryPage | undefined {
  const options = newestChatPageQueryOptions();
  const state = client.getQueryState(options.queryKey);
  if (state?.fetchStatus !== 'idle' || Date.now() - state.dataUpdatedAt > NEWEST_PAGE_FRESH_MS) {
    return undefined;
  }
  return client.getQueryData(options.queryKey);
}
