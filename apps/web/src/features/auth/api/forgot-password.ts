import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, MessageResponse } from '@tuning/shared/auth';
import { api } from '../../../lib/api-client.ts';

export function forgotPassword(body: ForgotPasswordBody): Promise<MessageResponse> {
  return api<MessageResponse>('forgotpassword', { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
