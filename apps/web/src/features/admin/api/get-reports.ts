import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminReportsResponse } from '@tuning/shared/safety';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type ReportStatusFilter = 'open' | 'closed' | 'all';

/** `GET /api/admin/reports`: newest first, a page at a time (`before` is the next cursor). */
export function getReports(status: ReportStatusFilter, before?: string) {
  const params = new URLSearchParams({ status });
  if (before) params.set('before', before);
  return api<AdminReportsResponse>(`admin/reports?${params.toString()}`);
}

export const reportsQueryOptions = (status: ReportStatusFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminKey, 'reports', status],
    queryFn: ({ pageParam }) => getReports(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

export function useReports(status: ReportStatusFilter) {
  return useInfiniteQuery(reportsQueryOptions(status));
}
