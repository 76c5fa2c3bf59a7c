import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ModerationLogResponse } from '@tuning/shared/safety';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

/** `GET /api/admin/log`: who did what, when and why; newest first. */
export function getModerationLog(before?: string) {
  return api<ModerationLogResponse>(
    before ? `admin/log?before=${encodeURIComponent(before)}` : 'admin/log',
  );
}

export const moderationLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminKey, 'log'],
    queryFn: ({ pageParam }) => getModerationLog(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

export function useModerationLog() {
  return useInfiniteQuery(moderationLogQueryOptions());
}
