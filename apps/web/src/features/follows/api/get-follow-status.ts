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

export const followStatusQueryOptions = (userName: string, source: 'profile' | 'list') =>
  queryOptions({
    queryKey: followStatusKey(userName),
    queryFn: () => getFollowStatus(userName, source),
    // Fresh for 30 s: a list just seeded it, or a toggle just confirmed it.
    staleTime: 30_000,
  });

export function useFollowStatus(userName: string, source: 'profile' | 'list') {
  return useQuery(followStatusQueryOptions(userName, source));
}
