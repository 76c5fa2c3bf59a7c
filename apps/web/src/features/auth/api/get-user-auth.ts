import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAuthResponse } from '@tuning/shared/auth';
import { api } from '../../../lib/api-client.ts';

export const userAuthQueryKey = ['userauth'] as const;

/** product.md §4 session check: resolves when signed in, throws ApiError 401 when not. */
export function getUserAuth(): Promise<UserAuthResponse> {
  return api<UserAuthResponse>('userauth');
}

export const userAuthQueryOptions = () =>
  queryOptions({ queryKey: userAuthQueryKey, queryFn: getUserAuth, retry: false });

export function useUserAuth() {
  return useQuery(userAuthQueryOptions());
}
