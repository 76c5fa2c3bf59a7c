/**
 * The composer's "Attach image" button: opens the system's file picker for one JPEG, PNG, WebP or
 * GIF image.
 *
 * Props:
 * - `onPick(file)`: the chosen file (hand it to `useImageAttachment().attach`). Choosing the same
 *   file twice in a row calls it twice.
 * - `disabled`: while nothing may be attached (say, signed out or offline).
 */
import { useRef } from 'react';
import { CHAT_IMAGE_TYPES } from '@tuning/shared/chat-images';
import './chat-image.css';

export interface AttachImageButtonProps {
  onPick: (file: File) => void;
  disabled?: boolean;
}

export function AttachImageButton({ onPick, disabled = false }: AttachImageButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="button button--ghost chat-attach"
        aria-label="Attach image"
        title="Attach image"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <svg className="chat-attach__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="M4 18l5-5 3 3 3-4 5 6" />
        </svg>
      </button>
      {/* Reached only through the button: the picker is the button's job, not a second tab stop. */}
      <input
        ref={input}
        type="file"
        accept={CHAT_IMAGE_TYPES.join(',')}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so that picking the same file again is a change too.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}
