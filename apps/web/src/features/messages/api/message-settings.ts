import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhoCanMessage } from '@tuning/shared/conversations';
import { api } from '../../../lib/api-client.ts';

export const messageSettingsKey = ['message-settings'] as const;
type Settings = { whoCanMessage: WhoCanMessage };

/** `GET /api/messages/settings`: who can message me. */
export const messageSettingsQueryOptions = () =>
  queryOptions({ queryKey: messageSettingsKey, queryFn: () => api<Settings>('messages/settings') });

export function useMessageSettings() {
  return useQuery(messageSettingsQueryOptions());
}

/** `PUT /api/messages/settings`. */
export function useSetMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (whoCanMessage: WhoCanMessage) =>
      api<Settings>('messages/settings', { method: 'PUT', body: { whoCanMessage } }),
    onSuccess: (settings) => queryClient.setQueryData(messageSettingsKey, settings),
  });
}
