import { useEffect, useState } from 'react';
import type { Notice } from '../lib/chat-session.ts';

/** How long a notice stays on screen. */
export const NOTICE_MS = 6000;

/**
 * A short word over the bottom of the list (a reaction that did not go through, a reply whose
 * original is gone). The live region is always there, so screen readers announce what comes in.
 */
export function ChatNotice({ notice }: { notice: Notice | undefined }) {
  const [hiddenId, setHiddenId] = useState<number>();
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setHiddenId(notice.id), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const shown = notice && notice.id !== hiddenId ? notice : undefined;
  return (
    <div className="chat-notice-area" role="status">
      {shown && (
        <p className="chat-notice" key={shown.id}>
          <span>{shown.text}</span>
          <button
            type="button"
            className="chat-notice__close"
            aria-label="Dismiss"
            onClick={() => setHiddenId(shown.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </p>
      )}
    </div>
  );
}
