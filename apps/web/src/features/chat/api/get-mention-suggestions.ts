import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MentionSuggestionsResponse } from '@tuning/shared/chat-extras';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/chat/mentions?q=`: students whose username or name starts with q. */
export function getMentionSuggestions(
  query: string,
  signal?: AbortSignal,
): Promise<MentionSuggestionsResponse> {
  return api<MentionSuggestionsResponse>(`chat/mentions?q=${encodeURIComponent(query)}`, {
    signal,
  });
}

export const mentionSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['chat', 'mentions', query.toLowerCase()],
    queryFn: ({ signal }) => getMentionSuggestions(query, signal),
    // The same letters typed again within a few minutes need no new request.
    staleTime: 5 * 60_000,
  });

/** The suggestions for `query` (undefined: no `@` being typed, nothing asked). */
export function useMentionSuggestions(query: string | undefined) {
  return useQuery({
    ...mentionSuggestionsQueryOptions(query ?? ''),
    enabled: query !== undefined,
    // While the next letters load, the last list stays rather than blinking away.
    placeholderData: query === undefined ? undefined : (previous) => previous,
  });
}
