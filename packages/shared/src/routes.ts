/** The navigation bar of SPEC §2, and the only routes that show it. */
export const NAV_ENTRIES = [
  { label: 'ComicBook', to: '/saga/comicbook' },
  { label: 'Home', to: '/home' },
  { label: 'Socialize', to: '/socialize' },
  { label: 'Chat', to: '/chat' },
  { label: 'Profile', to: '/profile' },
] as const;

export const NAV_ROUTES: readonly string[] = NAV_ENTRIES.map((entry) => entry.to);

/** SPEC §4: paths an unauthenticated visitor may stay on. */
export function isPublicPath(pathname: string): boolean {
  return (
    pathname === '/confirm-email' ||
    pathname.startsWith('/signup') ||
    pathname === '/forgot-password' ||
    pathname === '/reset-password'
  );
}
