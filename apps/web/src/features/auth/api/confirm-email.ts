import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailBody, MessageResponse } from '@tuning/shared/auth';
import { api } from '../../../lib/api-client.ts';
import { userAuthQueryKey } from './get-user-auth.ts';

export function confirmEmail(token: string): Promise<MessageResponse> {
  return api<MessageResponse>('confirm-email', { body: { token } satisfies ConfirmEmailBody });
}

/**
 * Confirmation runs once per token when the page opens; a query (not an effect) keeps React's
 * double mount in development from sending it twice.
 */
export const confirmEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useConfirmEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...confirmEmailQueryOptions(token),
    queryFn: async () => {
      const result = await confirmEmail(token);
      // The reminder banner reads the session check: let it know at once.
      await queryClient.invalidateQueries({ queryKey: userAuthQueryKey });
      return result;
    },
    enabled: token.length > 0,
  });
}

export function resendConfirmation(): Promise<MessageResponse> {
  return api<MessageResponse>('resend-confirmation', { method: 'POST' });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
