import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@tuning/shared/conversations-response-schemas';
import { api } from '../../../lib/api-client.ts';
import { conversationKey } from './get-conversation.ts';

/** `POST /api/conversations/direct`: the one-to-one with `userName`, opened or made. */
export function openDirect(userName: string): Promise<ConversationSummary> {
  return api<ConversationSummary>('conversations/direct', { body: { userName } });
}

export function useOpenDirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDirect,
    onSuccess: (conversation) =>
      queryClient.setQueryData(conversationKey(conversation.conversationId), conversation),
  });
}
