import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoomSettings, RoomSettingsBody } from '@tuning/shared/safety';
import { api } from '../../../lib/api-client.ts';
import { adminKey, useAdminMutation } from './admin-keys.ts';

export const roomSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKey, 'room'],
    queryFn: () => api<RoomSettings>('admin/room'),
  });

/** `GET /api/admin/room`: the group chat's settings (slow mode). */
export function useRoomSettings() {
  return useQuery(roomSettingsQueryOptions());
}

/** `PUT /api/admin/room` */
export function useSaveRoomSettings() {
  return useAdminMutation((body: RoomSettingsBody) =>
    api<RoomSettings>('admin/room', { method: 'PUT', body }),
  );
}
