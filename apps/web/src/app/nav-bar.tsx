import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { NAV_ENTRIES } from '../lib/route-access.ts';
import { NavIcon } from './nav-icons.tsx';

/**
 * The comic masthead of product.md §2. On a wide screen the five entries sit in the bar at the top;
 * on a phone (global.css, ≤ 720px) the same list becomes a tab bar fixed to the bottom of the
 * screen, with an icon over each label, clear of the home indicator (safe-area inset).
 *
 * `extras` is the bar's slot for controls beside the entries (a notifications bell, a badge).
 * product.md says the bar holds placeholder notifications that are never shown, so that list
 * exists (for a future feed) but stays hidden from everyone, screen readers too.
 */
export function NavBar(props: { extras?: ReactNode }) {
  return (
    <header className="nav-bar">
      <Link to="/home" className="sticker nav-logo" aria-label="Tuning home">
        Tuning
      </Link>
      <nav aria-label="Main" className="nav-tabs">
        <ul className="nav-links">
          {NAV_ENTRIES.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to}>
                <NavIcon to={entry.to} />
                <span className="nav-label">{entry.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="nav-extras" data-testid="nav-extras">
        {props.extras}
      </div>
      <div className="nav-notifications" hidden data-testid="nav-notifications">
        <ul aria-label="Notifications" />
      </div>
    </header>
  );
}
