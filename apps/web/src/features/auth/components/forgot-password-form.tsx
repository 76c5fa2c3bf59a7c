import { useState, type FormEvent } from 'react';
import { messages } from '@tuning/shared/messages';
import { isGmail } from '@tuning/shared/validation';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthSubmit } from './auth-submit.tsx';
import { BackToLoginForm, type FormResult } from './back-to-login-form.tsx';

/** product.md §8: 404 → 'User not found.'; any other failure → 'Failed to send reset email: {status}'. */
function forgotError(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 404 ? messages.forgotUserNotFound : messages.forgotFailed(error.status);
  }
  return messages.forgotFailed(error instanceof Error ? error.message : String(error));
}

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<FormResult>({});

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
    <BackToLoginForm
      title="Forgot your password?"
      burst="Help!"
      result={result}
      onSubmit={onSubmit}
    >
      <TextField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <AuthSubmit
        label="Send Reset Link"
        pendingLabel="Sending..."
        pending={forgot.isPending}
        disabled={email.length === 0}
      />
    </BackToLoginForm>
  );
}
