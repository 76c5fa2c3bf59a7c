import type { FilterTermBody, FilterTermsResponse } from '@tuning/shared/safety';
import { api } from '../../../lib/api-client.ts';
import { useAdminMutation, useAdminQuery } from './admin-keys.ts';

/** `GET /api/admin/filter-terms` (admins only). */
export function useFilterTerms() {
  return useAdminQuery<FilterTermsResponse>('filter-terms');
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
