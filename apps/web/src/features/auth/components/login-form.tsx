import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '@tuning/shared/messages';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { readUserIdentity } from '../../../lib/user-identity.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthSubmit } from './auth-submit.tsx';
import { FormMessage } from './form-message.tsx';
import { PasswordField } from './password-field.tsx';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
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
      setError(
        failure instanceof ApiError && failure.status === 403
          ? failure.message
          : messages.loginFailed,
      );
    }
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
      <FormMessage error={error} />
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
