import type { RoleBody, StaffResponse } from '@tuning/shared/safety';
import { api } from '../../../lib/api-client.ts';
import { useAdminMutation, useAdminQuery } from './admin-keys.ts';

/** `GET /api/admin/staff`: the moderators and admins (admins only). */
export function useStaff() {
  return useAdminQuery<StaffResponse>('staff');
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
