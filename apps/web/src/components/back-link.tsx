import { Link } from 'react-router';
import './back-link.css';
import { LineIcon } from './line-icon.tsx';

const BACK_ARROW = ['M19 12H5', 'm11 5-7 7 7 7'];

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
      <LineIcon paths={BACK_ARROW} size={20} strokeWidth={2.6} />
      {props.label && <span>{props.label}</span>}
    </Link>
  );
}
