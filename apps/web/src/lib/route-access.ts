import { matchPath } from 'react-router';

/**
 * Who may be on each screen, declared once (product.md §2, §4): the session bootstrap, the navigation
 * bar and the router's test all read this table.
 * - `guest`: a signed-in user is sent on to /chat at start;
 * - `public`: anyone may stay;
 * - `signed-in`: a signed-out visitor is sent to /login at start.
 * - `staff`: moderators and admins; the screen shows anyone else (signed out too) the 404 page.
 * `nav` places the screen in the navigation bar (product.md §2), which shows only on those screens.
 */
export type RouteAccess = 'guest' | 'public' | 'signed-in' | 'staff';

export interface RouteRule {
  path: string;
  access: RouteAccess;
  nav?: { label: string; order: number };
}

export const ROUTE_RULES: readonly RouteRule[] = [
  { path: '/', access: 'guest' },
  { path: '/signup', access: 'guest' },
  { path: '/login', access: 'guest' },
  { path: '/signup/userdetails', access: 'public' },
  { path: '/forgot-password', access: 'public' },
  { path: '/reset-password', access: 'public' },
  { path: '/confirm-email', access: 'public' },
  { path: '/saga/comicbook', access: 'signed-in', nav: { label: 'ComicBook', order: 1 } },
  { path: '/home', access: 'signed-in', nav: { label: 'Home', order: 2 } },
  { path: '/socialize', access: 'signed-in', nav: { label: 'Socialize', order: 3 } },
  { path: '/chat', access: 'signed-in', nav: { label: 'Chat', order: 4 } },
  { path: '/messages', access: 'signed-in', nav: { label: 'Messages', order: 5 } },
  { path: '/messages/:conversationId', access: 'signed-in' },
  { path: '/profile', access: 'signed-in', nav: { label: 'Profile', order: 6 } },
  { path: '/userprofile', access: 'signed-in' },
  { path: '/followfollower', access: 'signed-in' },
  { path: '/saga/:characterName', access: 'signed-in' },
  { path: '/admin', access: 'staff' },
];

/** The rule of the screen at `pathname`; undefined for the 404 page (anyone may stay there). */
export function ruleFor(pathname: string): RouteRule | undefined {
  return (
    ROUTE_RULES.find((rule) => rule.path === pathname) ??
    ROUTE_RULES.find((rule) => matchPath(rule.path, pathname))
  );
}

export const accessOf = (pathname: string): RouteAccess | undefined => ruleFor(pathname)?.access;

/** product.md §2's navigation bar, in its order. */
export const NAV_ENTRIES = ROUTE_RULES.filter((rule) => rule.nav)
  .sort((a, b) => a.nav!.order - b.nav!.order)
  .map((rule) => ({ label: rule.nav!.label, to: rule.path }));
