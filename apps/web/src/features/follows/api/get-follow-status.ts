import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowStatus } from '@tuning/shared/profile';
import { api } from '../../../lib/api-client.ts';

export const followStatusKey = (userName: string) =>
  ['follow-status', userName.toLowerCase()] as const;

/**
 * product.md §7: a profile reads `userfollowstats/{userName}`, the list modal `userfollowstat/{username}`;
 * both answer the same shape, so they share one cache entry per user.
 */
export function getFollowStatus(
  userName: string,
  source: 'profile' | 'list',
): Promise<FollowStatus> {
  const path = source === 'profile' ? 'userfollowstats' : 'userfollowstat';
  return api<FollowStatus>(`${path}/${encodeURIComponent(userName)}`);
}

export const followStatusQueryOptions = (
  userName: string,
  source: 'profile' | 'list',
  initial?: FollowStatus,
) =>
  queryOptions({
    queryKey: followStatusKey(userName),
    queryFn: () => getFollowStatus(userName, source),
    // Fresh for 30 s: a list just seeded it, or a toggle just confirmed it.
    staleTime: 30_000,
    // What a page already knows (a Socialize card) fills an empty entry; a cached one wins.
    initialData: initial,
  });

/** `initial`: the state a page received with the user, used when nothing is cached yet. */
export function useFollowStatus(
  userName: string,
  source: 'profile' | 'list',
  initial?: FollowStatus,
) {
  return useQuery(followStatusQueryOptions(userName, source, initial));
}
