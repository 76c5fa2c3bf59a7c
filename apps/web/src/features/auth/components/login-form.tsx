import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '@tuning/shared/messages';
import { safetyTexts } from '@tuning/shared/safety';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { readUserIdentity } from '../../../lib/user-identity.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthSubmit } from './auth-submit.tsx';
import { FormMessage } from './form-message.tsx';
import { PasswordField } from './password-field.tsx';
import { SuspendedAccountActions } from './suspended-account.tsx';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  // The address a suspension answered for: its owner may still export or delete.
  const [suspended, setSuspended] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setNotice('');
    setSuspended(null);
    try {
      // product.md §7: the userId cookie travels along; the server identifies by email and password only.
      await login.mutateAsync({
        phoneOrEmail: email.trim(),
        password,
        userId: readUserIdentity().userId ?? null,
      });
      await navigate('/chat', { replace: true });
    } catch (failure) {
      console.warn('Login failed', failure);
      // A suspended account is refused with 403 and the suspension's own text (until when);
      // every other failure keeps product.md's one text.
      const isSuspended = failure instanceof ApiError && failure.status === 403;
      setError(isSuspended ? failure.message : messages.loginFailed);
      if (isSuspended) setSuspended(email.trim());
    }
  }

  function onDeleted() {
    setSuspended(null);
    setError('');
    setPassword('');
    setNotice(safetyTexts.accountDeleted);
  }

  return (
    <AuthCard
      title="Login to your account"
      burst="Welcome back!"
      intro
      footer={
        <>
          New here? <Link to="/signup">Create an account</Link>
        </>
      }
    >
      <FormMessage error={error} success={notice} />
      {suspended !== null && (
        <SuspendedAccountActions phoneOrEmail={suspended} onDeleted={onDeleted} />
      )}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <PasswordField
          id="login-password"
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <AuthSubmit label="Sign in" pending={login.isPending}>
          <Link to="/forgot-password" className="auth-link auth-link--right">
            Forgot your password?
          </Link>
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
