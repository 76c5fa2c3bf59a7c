import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@tuning/shared/messages';
import { isValidPassword } from '@tuning/shared/validation';
import { ApiError } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthSubmit } from './auth-submit.tsx';
import { BackToLoginForm, type FormResult } from './back-to-login-form.tsx';
import { PasswordField } from './password-field.tsx';

export const RESET_REDIRECT_MS = 3000;

/** product.md §8's reason per status; the screen itself always shows the one generic failure text. */
export function resetFailureReason(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.resetFailedStatus;
  switch (error.status) {
    case 400:
      return messages.resetInvalid;
    case 401:
      return messages.resetExpired;
    case 404:
      return messages.resetNotFound;
    case 429:
      return messages.resetTooMany;
    default:
      return messages.resetFailedStatus;
  }
}

export function ResetPasswordForm(props: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<FormResult>({});

  useEffect(() => {
    if (!result.success) return;
    const timer = setTimeout(() => void navigate('/login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result.success, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || !confirm) return setResult({ error: messages.fillAllFields });
    if (password !== confirm) return setResult({ error: messages.passwordsDoNotMatch });
    if (!isValidPassword(password)) return setResult({ error: messages.resetPassword });
    setResult({});
    try {
      await reset.mutateAsync({ token: props.token, newPassword: password });
      setResult({ success: messages.resetSuccess });
    } catch (error) {
      console.warn(resetFailureReason(error));
      setResult({ error: messages.resetFailedShown });
    }
  }

  const done = Boolean(result.success);
  return (
    <BackToLoginForm
      title="Reset your password"
      burst="New start!"
      result={result}
      onSubmit={onSubmit}
    >
      <PasswordField
        id="reset-new-password"
        label="New Password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        disabled={done}
      />
      <PasswordField
        id="reset-confirm-password"
        label="Confirm Password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        disabled={done}
      />
      <AuthSubmit
        label="Submit"
        pendingLabel="Updating..."
        pending={reset.isPending}
        disabled={done}
      />
    </BackToLoginForm>
  );
}
