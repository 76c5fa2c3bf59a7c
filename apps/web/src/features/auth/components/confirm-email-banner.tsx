import { useState } from 'react';
import { useUserAuth } from '../api/get-user-auth.ts';
import { useResendConfirmation } from '../api/confirm-email.ts';
import './confirm-email-banner.css';

const DISMISSED_KEY = 'confirmEmailBannerDismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * A reminder for a signed-in user whose email is not confirmed yet, with a way to get a new link.
 * Confirmation is informational (ADR 0002): nothing is blocked, and the reminder can be put away
 * for the rest of the browser session.
 */
export function ConfirmEmailBanner() {
  const auth = useUserAuth();
  const resend = useResendConfirmation();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed || !auth.isSuccess || auth.data.emailConfirmed) return null;

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: the banner still goes away until the next page load.
    }
    setDismissed(true);
  }

  return (
    <aside className="confirm-banner" aria-label="Email confirmation">
      <p className="confirm-banner__text">
        Please confirm your email: we sent a link to <strong>{auth.data.userEmail}</strong>.
      </p>
      <div className="confirm-banner__actions">
        {resend.isSuccess ? (
          <p className="confirm-banner__text" role="status">
            {resend.data.message}
          </p>
        ) : (
          <button
            type="button"
            className="button button--small confirm-banner__button"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? 'Sending...' : 'Resend link'}
          </button>
        )}
        <button
          type="button"
          className="icon-button confirm-banner__close"
          aria-label="Dismiss the email reminder"
          onClick={dismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {resend.isError && (
        <p className="confirm-banner__text form-error" role="alert">
          {resend.error.message}
        </p>
      )}
    </aside>
  );
}
