import { Outlet, useLocation } from 'react-router';
import { ruleFor } from '../lib/route-access.ts';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { NavBar } from './nav-bar.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { ConfirmEmailBanner } from '../features/auth/components/confirm-email-banner.tsx';
import { useSessionBootstrap } from '../features/auth/hooks/use-session-bootstrap.ts';

export function AppShell() {
  useSessionBootstrap();
  const { pathname } = useLocation();
  const showNav = Boolean(ruleFor(pathname)?.nav);
  return (
    <>
      <SkipLink />
      {showNav && <NavBar />}
      {showNav && <ConfirmEmailBanner />}
      <OfflineBanner />
      {/* Focusable from the skip link only (tabIndex -1): Tab itself never stops on it. */}
      <main className="page" id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
