import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '@tuning/shared/messages';
import { readUserIdentity } from '../../../lib/user-identity.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from './auth-card.tsx';
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
      // SPEC §7: the userId cookie travels along; the server identifies by email and password only.
      await login.mutateAsync({
        phoneOrEmail: email.trim(),
        password,
        userId: readUserIdentity().userId ?? null,
      });
      await navigate('/chat', { replace: true });
    } catch (failure) {
      console.warn('Login failed', failure);
      setError(messages.loginFailed);
    }
  }

  return (
    <AuthCard title="Login to your account" burst="Welcome back!">
      <FormMessage error={error} />
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="login-email">Email</label>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <PasswordField
          id="login-password"
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <div className="auth-actions">
          <Link to="/forgot-password" className="auth-link auth-link--right">
            Forgot your password?
          </Link>
          <button type="submit" className="button button--primary" disabled={login.isPending}>
            Sign in
          </button>
        </div>
      </form>
      <p className="auth-card__footer">
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </AuthCard>
  );
}
