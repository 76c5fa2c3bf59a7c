import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountResponse } from '@tuning/shared/safety';
import { api } from './api-client.ts';

export const accountQueryKey = ['account'] as const;

/** `GET /api/account`: the signed-in user's role, which decides what moderators see. */
export const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountQueryKey,
    queryFn: () => api<AccountResponse>('account'),
    staleTime: 60_000,
  });

/** The signed-in user's account (id and role), shared by the chat, settings and /admin. */
export function useAccount() {
  return useQuery(accountQueryOptions());
}
