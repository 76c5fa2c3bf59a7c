import type { ReactNode } from 'react';
import { LineIcon } from '../components/line-icon.tsx';

/** Line icons for the tab bar, one per navigation entry (product.md §2), drawn in currentColor. */
const PATHS: Record<string, ReactNode> = {
  '/saga/comicbook': (
    <>
      <path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5Z" />
      <path d="M12 6.5v13" />
    </>
  ),
  '/home': (
    <>
      <path d="M3.5 11 12 4l8.5 7" />
      <path d="M5.5 9.5V20h4.5v-5.5h4V20h4.5V9.5" />
    </>
  ),
  '/socialize': (
    <>
      <circle cx="9" cy="8.5" r="3.2" />
      <path d="M3 19.5c.5-3.5 3-5.5 6-5.5s5.5 2 6 5.5" />
      <circle cx="17" cy="9" r="2.6" />
      <path d="M16 14.2c2.6-.3 4.6 1.4 5 4.3" />
    </>
  ),
  '/chat': (
    <>
      <path d="M4 5.5h16v10H10l-4.5 4v-4H4Z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </>
  ),
  '/profile': (
    <>
      <circle cx="12" cy="8" r="3.8" />
      <path d="M4.5 20.5c.8-4.2 3.8-6.5 7.5-6.5s6.7 2.3 7.5 6.5" />
    </>
  ),
};

export function NavIcon({ to }: { to: string }) {
  return <LineIcon className="nav-icon">{PATHS[to]}</LineIcon>;
}
