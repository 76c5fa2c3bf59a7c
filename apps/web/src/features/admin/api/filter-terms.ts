import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FilterTermsResponse } from '@tuning/shared/safety';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (term: string) => api('admin/filter-terms', { body: { term } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/** `DELETE /api/admin/filter-terms/{term}` */
export function useRemoveFilterTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (term: string) =>
      api(`admin/filter-terms/${encodeURIComponent(term)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
