import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, expect, test, vi } from 'vitest';
import { authTexts } from '@tuning/shared/auth';
import { messages } from '@tuning/shared/messages';
import { safetyTexts } from '@tuning/shared/safety';
import {
  advance,
  currentLocation as location,
  fakeTimeouts,
  pendingAnswer,
  renderRoutes,
  resetBrowserState,
  stubApi,
} from '../../../test/render-route.tsx';
import { useUserAuth } from '../api/get-user-auth.ts';
import { ConfirmEmailBanner } from './confirm-email-banner.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { renderLogin, signIn } from './login-test-kit.tsx';
import { RESET_REDIRECT_MS, ResetPasswordForm } from './reset-password-form.tsx';
import { SignupForm } from './signup-form.tsx';

afterEach(resetBrowserState);

const renderSignup = () => renderRoutes([{ path: '/signup', element: <SignupForm /> }], '/signup');
const renderReset = () =>
  renderRoutes(
    [{ path: '/reset-password', element: <ResetPasswordForm token="tok" /> }],
    '/reset-password?token=tok',
  );

/** The banner beside a line that appears once the session check has answered. */
function renderBanner() {
  function SessionChecked() {
    return useUserAuth().isSuccess ? <p>session checked</p> : null;
  }
  return renderRoutes(
    [
      {
        path: '/home',
        element: (
          <>
            <SessionChecked />
            <ConfirmEmailBanner />
          </>
        ),
      },
    ],
    '/home',
  );
}

test('signup checks product.md rules, then saves the identity and goes to the details step', async () => {
  const calls = stubApi({
    'POST /api/signup': () => ({
      status: 201,
      body: { userId: 'u-1', userEmail: 'kai@gmail.com', message: messages.signupSuccess },
    }),
  });
  renderSignup();
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), 'kai@yahoo.com');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidGmail);

  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'Kai@gmail.com');
  await user.type(screen.getByLabelText('Full Name'), 'Kai Zetsu');
  await user.type(screen.getByLabelText('Username'), 'kai');
  await user.type(screen.getByLabelText('Create a Password'), 'abcdef');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.signupPassword);
  expect(calls.filter((c) => c.key === 'POST /api/signup')).toEqual([]);

  expect(screen.getByLabelText('Create a Password')).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show Password' }));
  expect(screen.getByLabelText('Create a Password')).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Hide Password' })).toBeInTheDocument();

  await user.type(screen.getByLabelText('Create a Password'), '1!');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(location()).toBe('/signup/userdetails?userId=u-1'));
  expect(calls.find((c) => c.key === 'POST /api/signup')?.body).toEqual({
    phoneOrEmail: 'Kai@gmail.com',
    fullName: 'Kai Zetsu',
    userName: 'kai',
    password: 'abcdef1!',
  });
  expect(Cookies.get('userId')).toBe('u-1');
  expect(Cookies.get('userEmail')).toBe('kai@gmail.com');
  expect(localStorage.getItem('userId')).toBe('u-1');
});

test('signup shows the server message, or the product.md fallbacks', async () => {
  const fill = async () => {
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'kai@gmail.com');
    await user.type(screen.getByLabelText('Full Name'), 'Kai');
    await user.type(screen.getByLabelText('Username'), 'kai');
    await user.type(screen.getByLabelText('Create a Password'), 'abcdef1!');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
  };
  stubApi({
    'POST /api/signup': () => ({ status: 409, body: { message: 'Username already taken' } }),
  });
  const first = renderSignup();
  await fill();
  expect(await screen.findByRole('alert')).toHaveTextContent('Username already taken');
  first.unmount();

  stubApi({ 'POST /api/signup': () => ({ status: 500 }) });
  const second = renderSignup();
  await fill();
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.signupFailed);
  second.unmount();

  stubApi({
    'POST /api/signup': () => {
      throw new TypeError('Failed to fetch');
    },
  });
  renderSignup();
  await fill();
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.signupNetworkError);
});

test('login sends the userId cookie, shows one text for any failure, and goes to /chat', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  Cookies.set('userId', 'from-cookie');
  let ok = false;
  const calls = stubApi({
    'POST /api/login': () =>
      ok ? { body: { userId: 'u-1', userEmail: 'kai@gmail.com' } } : { status: 401, body: {} },
  });
  renderLogin();
  expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  const user = await signIn('kai@gmail.com', 'abcdef1!');
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginFailed);
  expect(calls[0]?.body).toEqual({
    phoneOrEmail: 'kai@gmail.com',
    password: 'abcdef1!',
    userId: 'from-cookie',
  });
  ok = true;
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(location()).toBe('/chat'));
});

test('forgot password: disabled while empty, Sending..., and product.md texts per status', async () => {
  let respond: (response: { status?: number; body?: unknown }) => void = () => {};
  stubApi({
    'POST /api/forgotpassword': () =>
      new Promise((resolve) => {
        respond = resolve;
      }),
  });
  renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordForm /> }], '/forgot-password');
  const user = userEvent.setup({ delay: null });
  expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
  await user.type(screen.getByLabelText('Email'), 'kai@gmail.com');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  respond({ body: { message: messages.forgotSent } });
  expect(await screen.findByRole('status')).toHaveTextContent(messages.forgotSent);

  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  respond({ status: 404, body: {} });
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.forgotUserNotFound);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  respond({ status: 503, body: {} });
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.forgotFailed(503));
});

test('reset password validates, reads Updating..., and goes to /login 3 seconds after success', async () => {
  const server = pendingAnswer();
  const calls = stubApi({ 'POST /api/resetpassword': server.handler });
  renderReset();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.fillAllFields);
  await user.type(screen.getByLabelText('New Password'), 'abcdef1!');
  await user.type(screen.getByLabelText('Confirm Password'), 'abcdef1?');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.passwordsDoNotMatch);
  await user.clear(screen.getByLabelText('New Password'));
  await user.clear(screen.getByLabelText('Confirm Password'));
  await user.type(screen.getByLabelText('New Password'), 'abcdef');
  await user.type(screen.getByLabelText('Confirm Password'), 'abcdef');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetPassword);

  await user.click(screen.getByRole('button', { name: 'Show New Password' }));
  expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');

  await user.type(screen.getByLabelText('New Password'), '1!');
  await user.type(screen.getByLabelText('Confirm Password'), '1!');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
  expect(calls[0]?.body).toEqual({ token: 'tok', newPassword: 'abcdef1!' });

  fakeTimeouts();
  server.answer({ body: { message: messages.resetSuccess } });
  await advance(0);
  expect(screen.getByRole('status')).toHaveTextContent(messages.resetSuccess);
  await advance(RESET_REDIRECT_MS - 1);
  expect(location()).toBe('/reset-password?token=tok');
  await advance(1);
  expect(location()).toBe('/login');
});

test('a failed reset shows the one product.md text and logs the reason for the status', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  stubApi({ 'POST /api/resetpassword': () => ({ status: 401, body: {} }) });
  renderReset();
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('New Password'), 'abcdef1!');
  await user.type(screen.getByLabelText('Confirm Password'), 'abcdef1!');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetFailedShown);
  expect(warn).toHaveBeenCalledWith(messages.resetExpired);
});

test('signup sends an already signed-in visitor to /home', async () => {
  stubApi({
    'GET /api/userauth': () => ({
      body: { userId: 'u-1', userEmail: 'kai@gmail.com', emailConfirmed: true },
    }),
  });
  renderRoutes([{ path: '/signup', element: <SignupForm /> }], '/signup', undefined, (client) =>
    client.setQueryData(['userauth'], {
      userId: 'u-1',
      userEmail: 'kai@gmail.com',
      emailConfirmed: true,
    }),
  );
  await waitFor(() => expect(location()).toBe('/home'));
});

test('the banner reminds an unconfirmed user and resends the link', async () => {
  const calls = stubApi({
    'GET /api/userauth': () => ({
      body: { userId: 'u-1', userEmail: 'kai@gmail.com', emailConfirmed: false },
    }),
    'POST /api/resend-confirmation': () => ({ body: { message: authTexts.confirmationSent } }),
  });
  renderBanner();
  expect(await screen.findByText(/Please confirm your email/)).toHaveTextContent('kai@gmail.com');
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Resend link' }));
  expect(await screen.findByRole('status')).toHaveTextContent(authTexts.confirmationSent);
  expect(calls.map((c) => c.key)).toContain('POST /api/resend-confirmation');
});

test('the banner stays away once the email is confirmed', async () => {
  stubApi({
    'GET /api/userauth': () => ({
      body: { userId: 'u-1', userEmail: 'kai@gmail.com', emailConfirmed: true },
    }),
  });
  renderBanner();
  await screen.findByText('session checked');
  expect(screen.queryByText(/Please confirm your email/)).toBeNull();
});

test('the banner can be dismissed for the browser session', async () => {
  stubApi({
    'GET /api/userauth': () => ({
      body: { userId: 'u-1', userEmail: 'kai@gmail.com', emailConfirmed: false },
    }),
  });
  const first = renderBanner();
  await screen.findByText(/Please confirm your email/);
  await userEvent
    .setup({ delay: null })
    .click(screen.getByRole('button', { name: 'Dismiss the email reminder' }));
  expect(screen.queryByText(/Please confirm your email/)).toBeNull();
  first.unmount();
  renderBanner();
  await screen.findByText('session checked');
  expect(screen.queryByText(/Please confirm your email/)).toBeNull();
});

test("a suspended account sees the server's text; every other refusal keeps the one text", async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const suspended = safetyTexts.suspended(new Date('2026-03-11T10:00:00.000Z'));
  let answer = { status: 403, body: { code: 'FORBIDDEN', message: suspended } };
  stubApi({ 'POST /api/login': () => answer });
  renderLogin();
  const user = await signIn('kai@gmail.com', 'abcdef1!');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your account is suspended until Mar 11, 2026, 10:00 AM UTC.',
  );
  answer = { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many attempts' } };
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.loginFailed));
  expect(location()).toBe('/login');
});
