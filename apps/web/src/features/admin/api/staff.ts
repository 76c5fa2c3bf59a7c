import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleBody, StaffResponse } from '@tuning/shared/safety';
import { api } from '../../../lib/api-client.ts';
import { adminKey, useAdminMutation } from './admin-keys.ts';

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKey, 'staff'],
    queryFn: () => api<StaffResponse>('admin/staff'),
  });

/** `GET /api/admin/staff`: the moderators and admins (admins only). */
export function useStaff() {
  return useQuery(staffQueryOptions());
}

/** `PUT /api/admin/users/{userName}/role`: grant or revoke the moderator role. */
export function useSetRole() {
  return useAdminMutation((input: { userName: string } & RoleBody) =>
    api<StaffResponse>(`admin/users/${encodeURIComponent(input.userName)}/role`, {
      method: 'PUT',
      body: { role: input.role } satisfies RoleBody,
    }),
  );
}
