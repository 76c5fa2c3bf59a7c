import type { RoomSettings, RoomSettingsBody } from '@tuning/shared/safety';
import { api } from '../../../lib/api-client.ts';
import { useAdminMutation, useAdminQuery } from './admin-keys.ts';

/** `GET /api/admin/room`: the group chat's settings (slow mode). */
export function useRoomSettings() {
  return useAdminQuery<RoomSettings>('room');
}

/** `PUT /api/admin/room` */
export function useSaveRoomSettings() {
  return useAdminMutation((body: RoomSettingsBody) =>
    api<RoomSettings>('admin/room', { method: 'PUT', body }),
  );
}
