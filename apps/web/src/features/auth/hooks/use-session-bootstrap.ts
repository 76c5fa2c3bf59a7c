import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { currentUserQueryKey, currentUserQueryOptions } from '../../../lib/current-user.ts';
import { useUserAuth } from '../api/get-user-auth.ts';

/** Paths a signed-in user is sent away from at start (SPEC §4). */
const SIGNED_IN_LEAVES = new Set(['/', '/signup', '/login']);

/** SPEC §2's screens that need a session. Public pages and the 404 page (/error too) stay put. */
const SESSION_PATHS = new Set([
  '/home',
  '/socialize',
  '/profile',
  '/userprofile',
  '/followfollower',
  '/chat',
]);

export function needsSession(pathname: string): boolean {
  return SESSION_PATHS.has(pathname) || pathname.startsWith('/saga/');
}

/**
 * SPEC §4 session bootstrap, once per app start: signed out → /login from any screen that needs a
 * session (public paths and the 404 page stay); signed in → load the profile, and leave /, /signup
 * and /login for /chat.
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
    if (SIGNED_IN_LEAVES.has(pathname)) void navigate('/chat', { replace: true });
  }, [auth.isPending, auth.isError, auth.error, pathname, navigate, queryClient]);
}
