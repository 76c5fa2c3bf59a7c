import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render-route.tsx';
import { LoginForm } from './login-form.tsx';

/** The login page at /login. */
export function renderLogin() {
  return renderRoutes([{ path: '/login', element: <LoginForm /> }], '/login');
}

/** Types the pair into the login form and presses Sign in; the same user presses again. */
export async function signIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}
