import { Link, NavLink } from 'react-router';
import { NAV_ENTRIES } from '../lib/route-access.ts';

/**
 * The comic masthead of product.md §2. product.md says the bar holds placeholder notifications that are never
 * shown, so the list exists (for a future feed) but stays hidden from everyone, screen readers too.
 */
export function NavBar() {
  return (
    <header className="nav-bar">
      <Link to="/home" className="sticker nav-logo" aria-label="Tuning home">
        Tuning
      </Link>
      <nav aria-label="Main">
        <ul className="nav-links">
          {NAV_ENTRIES.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to}>{entry.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="nav-notifications" hidden data-testid="nav-notifications">
        <ul aria-label="Notifications" />
      </div>
    </header>
  );
}
