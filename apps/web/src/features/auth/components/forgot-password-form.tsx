import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '@tuning/shared/messages';
import { isGmail } from '@tuning/shared/validation';
import { ApiError } from '../../../lib/api-client.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from './auth-card.tsx';
import { FormMessage } from './form-message.tsx';

/** SPEC §8: 404 → 'User not found.'; any other failure → 'Failed to send reset email: {status}'. */
function forgotError(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 404 ? messages.forgotUserNotFound : messages.forgotFailed(error.status);
  }
  return messages.forgotFailed(error instanceof Error ? error.message : String(error));
}

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ error?: string; success?: string }>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isGmail(email.trim())) return setResult({ error: messages.invalidGmail });
    setResult({});
    try {
      await forgot.mutateAsync({ phoneOrEmail: email.trim() });
      setResult({ success: messages.forgotSent });
    } catch (error) {
      setResult({ error: forgotError(error) });
    }
  }

  return (
    <AuthCard title="Forgot your password?" burst="Help!">
      <FormMessage error={result.error} success={result.success} />
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="forgot-email">Email</label>
          <input
            id="forgot-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="auth-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={forgot.isPending || email.length === 0}
          >
            {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
          </button>
        </div>
      </form>
      <p className="auth-card__footer">
        <Link to="/login">Back to login</Link>
      </p>
    </AuthCard>
  );
}
