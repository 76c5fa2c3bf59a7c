import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { isUnreachable } from '../../../lib/connection-monitor.ts';
import { currentUserQueryKey, currentUserQueryOptions } from '../../../lib/current-user.ts';
import { accessOf } from '../../../lib/route-access.ts';
import { useUserAuth } from '../api/get-user-auth.ts';

/** product.md §2's screens that need a session. Public pages and the 404 page (/error too) stay put. */
export function needsSession(pathname: string): boolean {
  return accessOf(pathname) === 'signed-in';
}

/**
 * product.md §4 session bootstrap, once per app start: signed out → /login from any screen that needs a
 * session (public paths and the 404 page stay); signed in → load the profile, and leave /, /signup
 * and /login for /chat. No answer at all (offline, the server restarting) decides nothing: the
 * screen stays under the offline banner, and the check's retry once the server answers decides.
 */
export function useSessionBootstrap(): void {
  const auth = useUserAuth();
  const location = useLocation();
  // While a lazy route loads (/ → /signup at start) the location still shows the old path: judge
  // by where the app is going.
  const pending = useNavigation().location;
  const pathname = (pending ?? location).pathname;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current || auth.isPending) return;
    if (auth.isError && isUnreachable(auth.error)) return;
    settled.current = true;
    if (auth.isError) {
      if (!(auth.error instanceof ApiError && auth.error.status === 401)) {
        console.warn('Session check failed', auth.error);
      }
      queryClient.removeQueries({ queryKey: currentUserQueryKey });
      if (needsSession(pathname)) void navigate('/login', { replace: true });
      return;
    }
    void queryClient.prefetchQuery(currentUserQueryOptions());
    if (accessOf(pathname) === 'guest') void navigate('/chat', { replace: true });
  }, [auth.isPending, auth.isError, auth.error, pathname, navigate, queryClient]);
}
