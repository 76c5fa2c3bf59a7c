import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterTermBody, FilterTermsResponse } from '@tuning/shared/safety';
import { api } from '../../../lib/api-client.ts';
import { adminKey, useAdminMutation } from './admin-keys.ts';

export const filterTermsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKey, 'filter-terms'],
    queryFn: () => api<FilterTermsResponse>('admin/filter-terms'),
  });

/** `GET /api/admin/filter-terms` (admins only). */
export function useFilterTerms() {
  return useQuery(filterTermsQueryOptions());
}

/** `POST /api/admin/filter-terms` */
export function useAddFilterTerm() {
  return useAdminMutation((term: string) =>
    api<FilterTermsResponse>('admin/filter-terms', { body: { term } satisfies FilterTermBody }),
  );
}

/** `DELETE /api/admin/filter-terms/{term}` */
export function useRemoveFilterTerm() {
  return useAdminMutation((term: string) =>
    api<FilterTermsResponse>(`admin/filter-terms/${encodeURIComponent(term)}`, {
      method: 'DELETE',
    }),
  );
}
