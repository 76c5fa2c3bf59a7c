import { useState } from 'react';
import { API_ORIGIN } from '../lib/api-client.ts';
import defaultAvatar from '../assets/default-avatar.svg';

/** Photo URLs from the API are relative to its origin (VITE_API_URL when set). */
export function photoSrc(url: string): string {
  return url.startsWith('/api/') ? `${API_ORIGIN}${url}` : url;
}

/** A round avatar: the user's photo, or the comic placeholder when there is none or it fails. */
export function UserAvatar(props: { src: string; name: string; size?: 'small' | 'large' }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = props.src && failedSrc !== props.src;
  const sizeClass = props.size ? ` avatar--${props.size}` : '';
  return (
    <span className={`avatar${sizeClass}`}>
      <img
        src={usable ? photoSrc(props.src) : defaultAvatar}
        alt={props.name ? `${props.name}'s photo` : 'Profile photo'}
        data-placeholder={usable ? undefined : 'true'}
        onError={() => setFailedSrc(props.src)}
        loading="lazy"
        decoding="async"
      />
    </span>
  );
}
