import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestionsResponse } from '@tuning/shared/profile';
import { api } from '../../../lib/api-client.ts';

export const suggestionsRootKey = ['suggestions'] as const;

/** `GET /api/suggestions?limit=`: students to follow, best first. */
export function getSuggestions(limit: number): Promise<SuggestionsResponse> {
  return api<SuggestionsResponse>(`suggestions?limit=${limit}`);
}

export const suggestionsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...suggestionsRootKey, limit],
    queryFn: () => getSuggestions(limit),
    // Kept for a minute: someone just followed stays on screen as "Following" instead of
    // vanishing under the pointer; the next visit asks again.
    staleTime: 60_000,
  });

export function useSuggestions(limit: number) {
  return useQuery(suggestionsQueryOptions(limit));
}
