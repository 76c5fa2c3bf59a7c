import { useState } from 'react';
import { API_ORIGIN } from '../lib/api-client.ts';
import defaultAvatar from '../assets/default-avatar.svg';
import './user-avatar.css';

/** Photo URLs from the API are relative to its origin (VITE_API_URL when set). */
export function photoSrc(url: string): string {
  return url.startsWith('/api/') ? `${API_ORIGIN}${url}` : url;
}

/**
 * A round avatar: the user's photo, or when there is none (or it fails) the comic placeholder, or
 * with `fallback="letter"` the first letter of the name. `decorative` hides it from screen readers
 * where the name is written beside it.
 */
export function UserAvatar(props: {
  src: string;
  name: string;
  size?: 'small' | 'large';
  fallback?: 'placeholder' | 'letter';
  decorative?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = props.src && failedSrc !== props.src;
  const sizeClass = props.size ? ` avatar--${props.size}` : '';
  const alt = props.decorative ? '' : props.name ? `${props.name}'s photo` : 'Profile photo';
  if (!usable && props.fallback === 'letter') {
    return (
      <span className={`avatar${sizeClass}`} aria-hidden={props.decorative || undefined}>
        {props.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return (
    <span className={`avatar${sizeClass}`} aria-hidden={props.decorative || undefined}>
      <img
        src={usable ? photoSrc(props.src) : defaultAvatar}
        alt={alt}
        data-placeholder={usable ? undefined : 'true'}
        onError={() => setFailedSrc(props.src)}
        loading="lazy"
        decoding="async"
      />
    </span>
  );
}
