import { Outlet, useLocation } from 'react-router';
import { ruleFor } from '../lib/route-access.ts';
import { NavBar } from './nav-bar.tsx';
import { ConfirmEmailBanner } from '../features/auth/components/confirm-email-banner.tsx';
import { useSessionBootstrap } from '../features/auth/hooks/use-session-bootstrap.ts';

export function AppShell() {
  useSessionBootstrap();
  const { pathname } = useLocation();
  const showNav = Boolean(ruleFor(pathname)?.nav);
  return (
    <>
      {showNav && <NavBar />}
      {showNav && <ConfirmEmailBanner />}
      <main className="page" id="main">
        <Outlet />
      </main>
    </>
  );
}
