import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ConversationHistory,
  ConversationSummary,
} from '@tuning/shared/conversations-response-schemas';
import { api } from '../../../lib/api-client.ts';
import { conversationsRootKey } from './get-inbox.ts';

export const conversationKey = (id: string) => [...conversationsRootKey, 'one', id] as const;

/** `GET /api/conversations/{id}`: its name, members and the reader's own status. */
export function getConversation(id: string): Promise<ConversationSummary> {
  return api<ConversationSummary>(`conversations/${encodeURIComponent(id)}`);
}

export const conversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: conversationKey(id), queryFn: () => getConversation(id) });

export function useConversationSummary(id: string) {
  return useQuery(conversationQueryOptions(id));
}

/** `GET /api/conversations/{id}/messages?before=`: 50 a page, oldest first in the page. */
export function getConversationMessages(id: string, before?: number): Promise<ConversationHistory> {
  const cursor = before === undefined ? '' : `?before=${before}`;
  return api<ConversationHistory>(`conversations/${encodeURIComponent(id)}/messages${cursor}`);
}

/** `PUT /api/conversations/{id}/read`: read up to `seq` (forward only). */
export function markConversationRead(
  id: string,
  seq: number,
): Promise<{ lastReadSeq: number; unread: number }> {
  return api(`conversations/${encodeURIComponent(id)}/read`, { method: 'PUT', body: { seq } });
}
