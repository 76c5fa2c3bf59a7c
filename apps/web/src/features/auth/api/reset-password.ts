import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordBody } from '@tuning/shared/auth';
import { api } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return api<MessageResponse>('resetpassword', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
