import { useState } from 'react';
import { API_ORIGIN } from '../../../lib/api-client.ts';

/** The picture, or the first letter of the name, or '?'. */
export function ChatAvatar({
  src,
  name,
  size = 'small',
}: {
  src: string;
  name: string;
  size?: 'small' | 'normal';
}) {
  const [broken, setBroken] = useState<string | undefined>(undefined);
  const letter = name.trim().charAt(0).toUpperCase() || '?';
  const showImage = src !== '' && broken !== src;
  const url = src.startsWith('/') ? `${API_ORIGIN}${src}` : src;
  return (
    <span className={size === 'small' ? 'avatar avatar--small' : 'avatar'} aria-hidden="true">
      {showImage ? <img src={url} alt="" onError={() => setBroken(src)} /> : letter}
    </span>
  );
}
