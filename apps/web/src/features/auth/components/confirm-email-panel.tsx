import { Link } from 'react-router';
import { authTexts } from '@tuning/shared/auth';
import { ApiError } from '../../../lib/api-client.ts';
import { useConfirmEmail, useResendConfirmation } from '../api/confirm-email.ts';
import { useUserAuth } from '../api/get-user-auth.ts';
import { AuthCard } from './auth-card.tsx';
import { FormMessage } from './form-message.tsx';
import '../../../components/spinner.css';

function failureText(error: unknown): string {
  if (error instanceof ApiError && typeof error.body.message === 'string' && error.status < 500) {
    return error.body.message;
  }
  return 'We could not confirm your email right now. Please try again later.';
}

/** Confirms the token from the emailed link and says so; a signed-in user can ask for a new link. */
export function ConfirmEmailPanel(props: { token: string }) {
  const confirmation = useConfirmEmail(props.token);
  const auth = useUserAuth();
  const resend = useResendConfirmation();
  const signedIn = auth.isSuccess;

  let error: string | undefined;
  if (!props.token) error = authTexts.confirmationInvalid;
  else if (confirmation.isError) error = failureText(confirmation.error);

  return (
    <AuthCard
      title="Confirm your email"
      burst="Almost there!"
      footer={signedIn ? <Link to="/home">Go to Home</Link> : <Link to="/login">Go to login</Link>}
    >
      {props.token && confirmation.isPending ? (
        <div className="spinner-wrap" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Confirming your email...</span>
        </div>
      ) : (
        <FormMessage error={error} success={confirmation.data?.message} />
      )}
      {error && signedIn && !auth.data.emailConfirmed && (
        <div className="auth-actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={resend.isPending || resend.isSuccess}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? 'Sending...' : 'Send me a new link'}
          </button>
          {resend.isSuccess && <p role="status">{resend.data.message}</p>}
          {resend.isError && (
            <p className="form-error" role="alert">
              {failureText(resend.error)}
            </p>
          )}
        </div>
      )}
    </AuthCard>
  );
}
