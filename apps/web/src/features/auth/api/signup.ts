import { useMutation } from '@tanstack/react-query';
import type { SignupBody, SignupResponse } from '@tuning/shared/auth';
import { api } from '../../../lib/api-client.ts';

export function signup(body: SignupBody): Promise<SignupResponse> {
  return api<SignupResponse>('signup', { body });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
