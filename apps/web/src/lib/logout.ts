import { useCallback } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { clearUserIdentity } from './user-identity.ts';

/**
 * product.md §4 logout: tell the server (which deletes the session), clear every cookie and the stored
 * identity, forget all cached server state and go to /login. A failed call still signs out locally.
 */
export async function logout(deps: {
  navigate: NavigateFunction;
  queryClient: QueryClient;
}): Promise<void> {
  try {
    await api('logout', { method: 'POST' });
  } catch (error) {
    console.warn('Logout request failed', error);
  }
  clearUserIdentity();
  deps.queryClient.clear();
  await deps.navigate('/login', { replace: true });
}

/** The logout action for a component: `const logOut = useLogout(); onClick={() => void logOut()}`. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => logout({ navigate, queryClient }), [navigate, queryClient]);
}
