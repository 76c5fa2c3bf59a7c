import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadTotals } from '@tuning/shared/conversations-response-schemas';
import { api } from '../../../lib/api-client.ts';
import { conversationsRootKey } from './get-inbox.ts';

export const unreadKey = [...conversationsRootKey, 'unread'] as const;

/** `GET /api/conversations/unread`: the navigation's count. */
export const unreadQueryOptions = () =>
  queryOptions({ queryKey: unreadKey, queryFn: () => api<UnreadTotals>('conversations/unread') });

export function useMessagesUnread(enabled: boolean) {
  return useQuery({ ...unreadQueryOptions(), enabled });
}
