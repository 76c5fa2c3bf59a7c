import type { ReactNode } from 'react';
import { LineIcon } from '../components/line-icon.tsx';

/**
 * Line icons for the tab bar, one per navigation entry (product.md §2), drawn in currentColor:
 * the lines, and the heads of the people icons.
 */
const ICONS: Record<string, { paths: string[]; circles?: ReactNode }> = {
  '/saga/comicbook': {
    paths: [
      'M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5Z',
      'M12 6.5v13',
    ],
  },
  '/home': { paths: ['M3.5 11 12 4l8.5 7', 'M5.5 9.5V20h4.5v-5.5h4V20h4.5V9.5'] },
  '/socialize': {
    paths: ['M3 19.5c.5-3.5 3-5.5 6-5.5s5.5 2 6 5.5', 'M16 14.2c2.6-.3 4.6 1.4 5 4.3'],
    circles: (
      <>
        <circle cx="9" cy="8.5" r="3.2" />
        <circle cx="17" cy="9" r="2.6" />
      </>
    ),
  },
  '/chat': { paths: ['M4 5.5h16v10H10l-4.5 4v-4H4Z', 'M8 9.5h8M8 12.5h5'] },
  '/messages': {
    paths: ['M3.5 6.5h17v11h-17Z', 'm3.5 6.5 8.5 7 8.5-7'],
  },
  '/profile': {
    paths: ['M4.5 20.5c.8-4.2 3.8-6.5 7.5-6.5s6.7 2.3 7.5 6.5'],
    circles: <circle cx="12" cy="8" r="3.8" />,
  },
};

export function NavIcon({ to }: { to: string }) {
  const icon = ICONS[to];
  return (
    <LineIcon className="nav-icon" paths={icon?.paths}>
      {icon?.circles}
    </LineIcon>
  );
}
