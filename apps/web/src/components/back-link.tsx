import { Link } from 'react-router';
import './back-link.css';

function BackArrow() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M19 12H5" />
      <path d="m11 5-7 7 7 7" />
    </svg>
  );
}

/**
 * The one way back (issue 36): a comic button with a drawn arrow, never an underlined glyph.
 * With `label` it reads "← {label}"; without, it is a round icon button named by `ariaLabel`.
 */
export function BackLink(props: { to: string; label?: string; ariaLabel?: string }) {
  return (
    <Link
      to={props.to}
      className={props.label ? 'back-link' : 'back-link back-link--icon'}
      aria-label={props.ariaLabel}
    >
      <BackArrow />
      {props.label && <span>{props.label}</span>}
    </Link>
  );
}
