import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isPublicPath } from '@tuning/shared/routes';
import { ApiError } from '../../../lib/api-client.ts';
import { currentUserQueryKey, currentUserQueryOptions } from '../../../lib/current-user.ts';
import { useUserAuth } from '../api/get-user-auth.ts';

/** Paths a signed-in user is sent away from at start (SPEC §4). */
const SIGNED_IN_LEAVES = new Set(['/', '/signup', '/login']);

/**
 * SPEC §4 session bootstrap, once per app start: signed out → /login unless the path is public;
 * signed in → load the profile, and leave /, /signup and /login for /chat.
 */
export function useSessionBootstrap(): void {
  const auth = useUserAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current || auth.isPending) return;
    settled.current = true;
    if (auth.isError) {
      if (!(auth.error instanceof ApiError && auth.error.status === 401)) {
        console.warn('Session check failed', auth.error);
      }
      queryClient.removeQueries({ queryKey: currentUserQueryKey });
      if (!isPublicPath(pathname)) void navigate('/login', { replace: true });
      return;
    }
    void queryClient.prefetchQuery(currentUserQueryOptions());
    if (SIGNED_IN_LEAVES.has(pathname)) void navigate('/chat', { replace: true });
  }, [auth.isPending, auth.isError, auth.error, pathname, navigate, queryClient]);
}
