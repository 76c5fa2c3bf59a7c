import type { MouseEvent } from 'react';
import './skip-link.css';

export const MAIN_ID = 'main';

/**
 * The first stop of Tab on every page: it moves focus to the page's main content, past the
 * navigation. Handled in place, so the address keeps no `#main` and the router sees no navigation.
 */
export function SkipLink() {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    // Focusing scrolls it into view too.
    main.focus();
  }
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
      Skip to main content
    </a>
  );
}
