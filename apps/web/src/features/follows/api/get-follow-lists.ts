import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowListsResponse } from '@tuning/shared/profile';
import { api } from '../../../lib/api-client.ts';

export const followListsRootKey = ['follow-lists'] as const;

/** `userName` undefined: the signed-in user's own lists. */
export function getFollowLists(userName: string | undefined): Promise<FollowListsResponse> {
  return userName === undefined
    ? api<FollowListsResponse>('followerfollowinglistprofile')
    : api<FollowListsResponse>(`followerfollowinglist?userName=${encodeURIComponent(userName)}`);
}

export const followListsQueryOptions = (userName: string | undefined) =>
  queryOptions({
    queryKey: [...followListsRootKey, userName?.toLowerCase() ?? '(own)'],
    queryFn: () => getFollowLists(userName),
    staleTime: 0,
  });

export function useFollowLists(userName: string | undefined) {
  return useQuery(followListsQueryOptions(userName));
}
