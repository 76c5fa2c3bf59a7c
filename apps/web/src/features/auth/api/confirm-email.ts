import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@tuning/shared/auth';
import { api } from '../../../lib/api-client.ts';

export function confirmEmail(token: string): Promise<MessageResponse> {
  return api<MessageResponse>('confirm-email', { body: { token } });
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
  return useQuery({ ...confirmEmailQueryOptions(token), enabled: token.length > 0 });
}

export function resendConfirmation(): Promise<MessageResponse> {
  return api<MessageResponse>('resend-confirmation', { method: 'POST' });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
