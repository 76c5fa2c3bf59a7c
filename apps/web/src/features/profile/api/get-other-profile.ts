import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OtherUserProfileResponse } from '@tuning/shared/profile';
import { api } from '../../../lib/api-client.ts';

/** `userName` undefined: the user last opened through POST gotouserprofile (product.md §7). */
export function getOtherProfile(userName: string | undefined): Promise<OtherUserProfileResponse> {
  return api<OtherUserProfileResponse>(
    userName ? `otheruserprofile?userName=${encodeURIComponent(userName)}` : 'otheruserprofile',
  );
}

export const otherProfileQueryOptions = (userName: string | undefined) =>
  queryOptions({
    queryKey: ['otheruserprofile', userName?.toLowerCase() ?? '(last)'],
    queryFn: () => getOtherProfile(userName),
    staleTime: 0,
  });

export function useOtherProfile(userName: string | undefined) {
  return useQuery(otherProfileQueryOptions(userName));
}
