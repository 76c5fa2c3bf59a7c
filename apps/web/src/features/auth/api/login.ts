import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@tuning/shared/auth';
import { api } from '../../../lib/api-client.ts';

export function login(body: LoginBody): Promise<LoginResponse> {
  return api<LoginResponse>('login', { body });
}

/** A login changes who "current" is: every cached answer from before is stale. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
