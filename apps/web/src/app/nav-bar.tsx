import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { NAV_ENTRIES } from '../lib/route-access.ts';
import { badgeText } from '../lib/badge-text.ts';
import { NavIcon } from './nav-icons.tsx';
import './nav-bar.css';

/**
 * The comic masthead of product.md §2. On a wide screen the entries sit in the bar at the top;
 * on a phone (nav-bar.css, ≤ 720px) the same list becomes a tab bar fixed to the bottom of the
 * screen, with an icon over each label, clear of the home indicator (safe-area inset).
 *
 * `extras` is the bar's slot for controls beside the entries (the notifications bell); on a phone
 * it stays in the slim strip at the top. `unread` puts a count on an entry ("Chat, 3 unread").
 * product.md says the bar holds placeholder notifications that are never shown, so that list
 * exists but stays hidden from everyone, screen readers too.
 */
export function NavBar(props: { extras?: ReactNode; unread?: Partial<Record<string, number>> }) {
  return (
    <header className="nav-bar">
      <Link to="/home" className="sticker nav-logo" aria-label="Tuning home">
        Tuning
      </Link>
      <nav aria-label="Main" className="nav-tabs">
        <ul className="nav-links">
          {NAV_ENTRIES.map((entry) => {
            const count = props.unread?.[entry.to] ?? 0;
            return (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  aria-label={count > 0 ? `${entry.label}, ${badgeText(count)} unread` : undefined}
                >
                  <NavIcon to={entry.to} />
                  <span className="nav-label">{entry.label}</span>
                  {count > 0 && (
                    // Drawn from the attribute, so the entry's text stays its label alone.
                    <span
                      className="count-badge nav-badge"
                      data-count={badgeText(count)}
                      aria-hidden="true"
                    />
                  )}
                </NavLink>
              </li>
            );
          })}
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
