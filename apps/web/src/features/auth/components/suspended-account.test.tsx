import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, onTestFinished, test, vi } from 'vitest';
import { messages } from '@tuning/shared/messages';
import { safetyTexts } from '@tuning/shared/safety';
import { PASSWORD_REQUIRED } from '../../../components/password-confirm-dialog.tsx';
import { EXPORT_FAILED } from '../../../lib/account-export.ts';
import {
  currentLocation,
  resetBrowserState,
  stubApi,
  type ApiCall,
  type ApiHandler,
} from '../../../test/render-route.tsx';
import { renderLogin, signIn } from './login-test-kit.tsx';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  resetBrowserState();
  vi.restoreAllMocks();
});

const SUSPENDED = safetyTexts.suspended(new Date('2026-03-11T10:00:00.000Z'));
const WRONG_PAIR = { status: 401, body: { code: 'UNAUTHORIZED', message: messages.loginFailed } };

/** What each dialog sends: the wrong password, again when no answer came, then the right one. */
const THREE_TRIES = [
  { phoneOrEmail: 'kai@gmail.com', password: 'wrong-one' },
  { phoneOrEmail: 'kai@gmail.com', password: 'wrong-one' },
  { phoneOrEmail: 'kai@gmail.com', password: 'abcdef1!' },
];

const bodiesOf = (calls: ApiCall[], key: string) =>
  calls.filter((call) => call.key === key).map((call) => call.body);

/** The login page of kai@gmail.com, suspended, with the two signed-out account calls stubbed. */
async function signInSuspended(handlers: Record<string, ApiHandler>) {
  const calls = stubApi({
    'POST /api/login': () => ({ status: 403, body: { code: 'FORBIDDEN', message: SUSPENDED } }),
    ...handlers,
  });
  renderLogin();
  const user = await signIn(' kai@gmail.com ', 'abcdef1!');
  expect(await screen.findByRole('alert')).toHaveTextContent(SUSPENDED);
  return { calls, user };
}

test('only a suspension offers the download and the deletion', async () => {
  stubApi({ 'POST /api/login': () => WRONG_PAIR });
  renderLogin();
  await signIn('kai@gmail.com', 'nope');
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginFailed);
  expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
});

test('a suspended student downloads their data with the password again', async () => {
  let answer: Response | Error = new Response(JSON.stringify(WRONG_PAIR.body), { status: 401 });
  const { calls, user } = await signInSuspended({
    'POST /api/account/export': () => {
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  const region = screen.getByRole('region', { name: 'Your data' });
  await user.click(within(region).getByRole('button', { name: 'Download my data' }));
  const dialog = screen.getByRole('dialog', { name: 'Download your data?' });
  expect(dialog).toHaveTextContent('everything Tuning stores about kai@gmail.com');
  const submit = within(dialog).getByRole('button', { name: 'Download my data' });

  await user.click(submit);
  expect(within(dialog).getByRole('alert')).toHaveTextContent(PASSWORD_REQUIRED);
  expect(calls.filter((call) => call.key === 'POST /api/account/export')).toEqual([]);

  // A wrong password: login's own 401 text, in the dialog, which stays open.
  await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
  await user.click(submit);
  await waitFor(() =>
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.loginFailed),
  );
  expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

  // No answer at all: try again.
  answer = new TypeError('Failed to fetch');
  await user.click(submit);
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(EXPORT_FAILED));

  const createObjectURL = vi.fn(() => 'blob:export');
  // jsdom has no object URLs: these stand in for the browser's, for this test only.
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  answer = new Response('{"format":"tuning-account-export"}', {
    headers: { 'content-disposition': 'attachment; filename="tuning-kai-2026-03-04.json"' },
  });
  await user.clear(within(dialog).getByLabelText('Password'));
  await user.type(within(dialog).getByLabelText('Password'), 'abcdef1!');
  await user.click(submit);
  const done = await screen.findByRole('dialog', { name: 'Data downloaded' });
  expect(within(done).getByRole('status')).toHaveTextContent(
    'Downloaded tuning-kai-2026-03-04.json.',
  );
  expect(saved).toEqual(['tuning-kai-2026-03-04.json']);
  expect(bodiesOf(calls, 'POST /api/account/export')).toEqual(THREE_TRIES);
  await user.click(within(done).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  // Focus is back on the opener, and the offer stays: the account is still suspended.
  expect(within(region).getByRole('button', { name: 'Download my data' })).toHaveFocus();
  expect(within(region).getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
});

test('a suspended student deletes the account after confirming with the password', async () => {
  let answer: ApiHandler = () => WRONG_PAIR;
  const { calls, user } = await signInSuspended({
    'POST /api/account/delete': (body, call) => answer(body, call),
  });
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  expect(dialog).toHaveTextContent('this cannot be undone');
  const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });

  await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
  await user.click(confirm);
  await waitFor(() =>
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.loginFailed),
  );

  answer = () => {
    throw new TypeError('Failed to fetch');
  };
  await user.click(confirm);
  await waitFor(() =>
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.networkError),
  );

  answer = () => ({ body: { message: safetyTexts.accountDeleted } });
  await user.clear(within(dialog).getByLabelText('Password'));
  await user.type(within(dialog).getByLabelText('Password'), 'abcdef1!');
  await user.click(confirm);
  const done = await screen.findByRole('dialog', { name: 'Account deleted' });
  expect(within(done).getByRole('status')).toHaveTextContent(safetyTexts.accountDeleted);
  expect(bodiesOf(calls, 'POST /api/account/delete')).toEqual(THREE_TRIES);

  await user.click(within(done).getByRole('button', { name: 'OK' }));
  // The account is gone: the login page says so, and offers nothing more for it.
  expect(screen.getByRole('status')).toHaveTextContent(safetyTexts.accountDeleted);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Your data' })).toBeNull();
  expect(screen.getByLabelText('Password')).toHaveValue('');
  expect(currentLocation()).toBe('/login');
});
