import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SocializeResponse } from '@tuning/shared/profile';
import { api } from '../../../lib/api-client.ts';

/** product.md §4 and §9: a failed load is retried up to 3 more times before the error shows. */
export const SOCIALIZE_RETRIES = 3;
export const SOCIALIZE_PAGE_SIZE = 24;
export const SOCIALIZE_RETRY_DELAY_MS = 500;

export function getSocializePage(query: string, cursor: string | null): Promise<SocializeResponse> {
  const params = new URLSearchParams({ limit: String(SOCIALIZE_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  if (query) params.set('q', query);
  return api<SocializeResponse>(`allcurrentuser?${params.toString()}`);
}

export const socializeQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['allcurrentuser', query],
    queryFn: ({ pageParam }) => getSocializePage(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: SOCIALIZE_RETRIES,
    retryDelay: SOCIALIZE_RETRY_DELAY_MS,
    staleTime: 0,
    // A new search keeps the old cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export function useSocializeList(query: string) {
  return useInfiniteQuery(socializeQueryOptions(query));
}
