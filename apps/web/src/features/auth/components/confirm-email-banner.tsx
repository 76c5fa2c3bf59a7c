import { useUserAuth } from '../api/get-user-auth.ts';
import { useResendConfirmation } from '../api/confirm-email.ts';
import './confirm-email-banner.css';

/**
 * A reminder for a signed-in user whose email is not confirmed yet, with a way to get a new link.
 * Confirmation is informational (ADR 0002): nothing is blocked.
 */
export function ConfirmEmailBanner() {
  const auth = useUserAuth();
  const resend = useResendConfirmation();
  if (!auth.isSuccess || auth.data.emailConfirmed) return null;
  return (
    <aside className="confirm-banner" aria-label="Email confirmation">
      <p className="confirm-banner__text">
        Please confirm your email: we sent a link to <strong>{auth.data.userEmail}</strong>.
      </p>
      {resend.isSuccess ? (
        <p className="confirm-banner__text" role="status">
          {resend.data.message}
        </p>
      ) : (
        <button
          type="button"
          className="button button--secondary confirm-banner__button"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? 'Sending...' : 'Resend link'}
        </button>
      )}
      {resend.isError && (
        <p className="confirm-banner__text form-error" role="alert">
          {resend.error.message}
        </p>
      )}
    </aside>
  );
}
