import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhoCanMessage } from '@tuning/shared/conversations';
import { api } from '../../../lib/api-client.ts';

export const messageSettingsKey = ['message-settings'] as const;
export type MessageSettings = { whoCanMessage: WhoCanMessage; readReceipts: boolean };

/** `GET /api/messages/settings`: who can message me, and whether read receipts are on. */
export const messageSettingsQueryOptions = () =>
  queryOptions({
    queryKey: messageSettingsKey,
    queryFn: () => api<MessageSettings>('messages/settings'),
  });

export function useMessageSettings() {
  return useQuery(messageSettingsQueryOptions());
}

/** `PUT /api/messages/settings`: the one setting changed. */
export function useSetMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<MessageSettings>) =>
      api<MessageSettings>('messages/settings', { method: 'PUT', body: change }),
    onSuccess: (settings) => queryClient.setQueryData(messageSettingsKey, settings),
  });
}
