import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, linkIn, newContext, PHONE, screenshot, waitForMail } from './browser.ts';

const browser = browserPerFile();

const suffix = randomBytes(4).toString('hex');
const email = `accounts.${suffix}@gmail.com`;
const userName = `accounts_${suffix}`;
const firstPassword = 'first1!pass';
const newPassword = 'second2@pass';

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

async function logIn(page: Page, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign up → details → /home, confirm the email, log out, log in again', async () => {
  const { context, page } = await newContext(browser(), PHONE);
  await page.goto('/signup');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();

  // Client-side rule first: a non-Gmail address never reaches the server.
  await page.getByLabel('Email', { exact: true }).fill('someone@yahoo.com');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Please enter a valid Gmail address.').waitFor();

  await page.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
  await page.getByLabel('Full Name').fill('Accounts Tester');
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Create a Password').fill(firstPassword);
  await page.getByRole('button', { name: 'Show Password' }).click();
  expect(await page.getByLabel('Create a Password').getAttribute('type')).toBe('text');
  await screenshot(page, 'accounts-signup');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await waitForPath(page, '/signup/userdetails');
  expect(new URL(page.url()).searchParams.get('userId')).toMatch(/^[0-9a-f-]{36}$/);
  await page
    .getByText('Signup successful! Please check your email to confirm your account.')
    .waitFor();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'userEmail')?.value).toBe(email);
  expect(cookies.find((c) => c.name === 'token')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
  });

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Date of Birth is required.').waitFor();
  await page.getByLabel('Date Of Birth').fill('2004-05-06');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Pronoun is required.').waitFor();
  await page.getByLabel('Pronouns').selectOption('She/Her');
  await page.getByRole('button', { name: 'Next' }).click();
  await waitForPath(page, '/home');
  expect((await context.cookies()).some((c) => c.name === 'userSelectedCollege')).toBe(true);

  // Unconfirmed: a banner offers a new link, which replaces the one sent at signup.
  const firstLink = linkIn((await waitForMail(email, 'Confirm')).text);
  expect(firstLink.startsWith(new URL(page.url()).origin + '/confirm-email?token=')).toBe(true);
  await page.getByText('Please confirm your email').waitFor();
  await screenshot(page, 'accounts-home-confirm-banner');
  await page.getByRole('button', { name: 'Resend link' }).click();
  await page.getByText('A new confirmation link is on its way to your email.').waitFor();
  const confirmLink = linkIn(
    (await waitForMail(email, 'Confirm', { match: (mail) => linkIn(mail.text) !== firstLink }))
      .text,
  );

  await page.goto(firstLink);
  await page
    .getByRole('alert')
    .getByText(/not valid/)
    .waitFor();
  await page.goto(confirmLink);
  await page.getByText('Your email is confirmed.').waitFor();
  const auth = await page.evaluate(async () => (await fetch('/api/userauth')).json());
  expect(auth).toMatchObject({ userEmail: email, emailConfirmed: true });
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await waitForPath(page, '/home');
  // The banner would render with the navigation bar, from the session check already loaded.
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  expect(await page.getByText('Please confirm your email').count()).toBe(0);

  // Signed in: /login sends the user on to /chat.
  await page.goto('/login');
  await waitForPath(page, '/chat');

  const loggedOut = await page.evaluate(
    async () => (await fetch('/api/logout', { method: 'POST' })).status,
  );
  expect(loggedOut).toBe(200);
  await page.goto('/chat');
  await waitForPath(page, '/login');

  await logIn(page, firstPassword);
  await waitForPath(page, '/chat');
});

test('forgot password → emailed link → reset → the new password works and the old one fails', async () => {
  const { page } = await newContext(browser());
  await page.goto('/forgot-password');
  const send = page.getByRole('button', { name: 'Send Reset Link' });
  expect(await send.isDisabled()).toBe(true);
  await page.getByLabel('Email').fill(email);
  expect(await send.isDisabled()).toBe(false);
  await send.click();
  await page.getByText('Password reset link sent to your email.').waitFor();

  const mail = await waitForMail(email, 'Reset');
  const link = linkIn(mail.text);
  expect(link).toContain('/reset-password?token=');
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill('different3#');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Passwords do not match.').waitFor();
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByText('Password reset successfully. You can now log in with your new password.')
    .waitFor();
  await screenshot(page, 'accounts-reset-done');
  const shownAt = Date.now();
  await waitForPath(page, '/login');
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);

  // The link is single use.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('third4$pass');
  await page.getByLabel('Confirm Password', { exact: true }).fill('third4$pass');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Failed to reset password. Please try again.').waitFor();

  await logIn(page, firstPassword);
  await page.getByText('Invalid email or password. Please try again.').waitFor();
  expect(pathOf(page)).toBe('/login');
  await logIn(page, newPassword);
  await waitForPath(page, '/chat');
});

test('/signup/userdetails without a userId shows the 404 page', async () => {
  const { page } = await newContext(browser());
  await page.goto('/signup/userdetails');
  await waitForPath(page, '/error');
  await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
});
