import { Link } from 'react-router';
import './back-link.css';
import { LineIcon } from './line-icon.tsx';

function BackArrow() {
  return (
    <LineIcon size={20} strokeWidth={2.6}>
      <path d="M19 12H5" />
      <path d="m11 5-7 7 7 7" />
    </LineIcon>
  );
}

/**
 * The one way back: a comic button with a drawn arrow, never an underlined glyph.
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
