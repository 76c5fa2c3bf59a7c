import { Link, NavLink } from 'react-router';
import { NAV_ENTRIES } from '@tuning/shared/routes';

export function NavBar() {
  return (
    <header className="nav-bar">
      <Link to="/home" className="nav-logo" aria-label="Tuning home">
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
    </header>
  );
}
