import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FollowListsResponse, FollowStatus } from '@tuning/shared/profile';
import { api } from '../../../lib/api-client.ts';
import { followMutationKey } from './follow-user.ts';
import { followStatusKey } from './get-follow-status.ts';

export const followListsRootKey = ['follow-lists'] as const;

/** `userName` undefined: the signed-in user's own lists. */
export function getFollowLists(userName: string | undefined): Promise<FollowListsResponse> {
  return userName === undefined
    ? api<FollowListsResponse>('followerfollowinglistprofile')
    : api<FollowListsResponse>(`followerfollowinglist?userName=${encodeURIComponent(userName)}`);
}

/**
 * Each entry carries the viewer's follow state: it fills the per-user cache the list's buttons
 * read, so a list of 300 does not fire 300 `userfollowstat` calls (an in-flight toggle wins).
 */
function seedFollowStatuses(queryClient: QueryClient, lists: FollowListsResponse): void {
  for (const entry of [...lists.usersFromFollowersList, ...lists.usersFromFollowingList]) {
    if (queryClient.isMutating({ mutationKey: followMutationKey(entry.userName) }) > 0) continue;
    queryClient.setQueryData<FollowStatus>(followStatusKey(entry.userName), {
      isFollowing: entry.isFollowing,
      followers: entry.followers,
    });
  }
}

export const followListsQueryOptions = (userName: string | undefined, queryClient: QueryClient) =>
  queryOptions({
    queryKey: [...followListsRootKey, userName?.toLowerCase() ?? '(own)'],
    queryFn: async () => {
      const lists = await getFollowLists(userName);
      seedFollowStatuses(queryClient, lists);
      return lists;
    },
    staleTime: 0,
  });

export function useFollowLists(userName: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery(followListsQueryOptions(userName, queryClient));
}
