import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupBody } from '@tuning/shared/conversations-schemas';
import type { ConversationSummary } from '@tuning/shared/conversations-response-schemas';
import { api } from '../../../lib/api-client.ts';
import { conversationKey } from './get-conversation.ts';
import { conversationsRootKey } from './get-inbox.ts';

const path = (id: string, rest = '') => `conversations/${encodeURIComponent(id)}${rest}`;

/** The calls that change a conversation (product.md §15), each a POST/PATCH/DELETE. */
export const conversationCalls = {
  createGroup: (body: CreateGroupBody) => api<ConversationSummary>('conversations', { body }),
  rename: (id: string, name: string) =>
    api<ConversationSummary>(path(id), { method: 'PATCH', body: { name } }),
  addMember: (id: string, userName: string) =>
    api<ConversationSummary>(path(id, '/members'), { body: { userName } }),
  removeMember: (id: string, userId: string) =>
    api<{ ok: true }>(path(id, `/members/${encodeURIComponent(userId)}`), { method: 'DELETE' }),
  leave: (id: string) => api<{ ok: true }>(path(id, '/leave'), { method: 'POST' }),
  accept: (id: string) => api<ConversationSummary>(path(id, '/accept'), { method: 'POST' }),
  decline: (id: string) => api<{ ok: true }>(path(id, '/decline'), { method: 'POST' }),
};

/**
 * One mutation over any of those calls: the answer (a conversation) goes in the cache, and the
 * inbox, the requests and the unread count are read again.
 */
export function useConversationMutation<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => call(...args),
    onSuccess: (result) => {
      if (result && typeof result === 'object' && 'conversationId' in result) {
        const conversation = result as unknown as ConversationSummary;
        queryClient.setQueryData(conversationKey(conversation.conversationId), conversation);
      }
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: conversationsRootKey,
        predicate: (query) => query.queryKey[1] !== 'one',
      }),
  });
}
