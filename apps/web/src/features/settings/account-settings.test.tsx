import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, onTestFinished, test, vi } from 'vitest';
import { safetyTexts, type BlockedPerson, type UserRole } from '@tuning/shared/safety';
import {
  currentLocation,
  renderRoutes,
  resetBrowserState,
  stubApi,
  type ApiHandler,
} from '../../test/render-route.tsx';
import { PASSWORD_REQUIRED } from '../../components/password-confirm-dialog.tsx';
import { attachmentName, EXPORT_FAILED } from '../../lib/account-export.ts';
import { AccountSettings } from './account-settings.tsx';

afterEach(() => {
  resetBrowserState();
  vi.restoreAllMocks();
});

const person = (userName: string, kind: BlockedPerson['kind']): BlockedPerson => ({
  userId: `u-${userName}`,
  userName,
  fullName: `${userName.toUpperCase()} Person`,
  profilePic: '',
  kind,
  createdAt: '2026-03-04T10:00:00.000Z',
});

function renderSettings(role: UserRole = 'member', handlers: Record<string, ApiHandler> = {}) {
  const calls = stubApi({
    'GET /api/account': () => ({ body: { userId: 'u-ann', role } }),
    'GET /api/blocks': () => ({ body: { blocks: [] } }),
    ...handlers,
  });
  renderRoutes([{ path: '/profile', element: <AccountSettings /> }], '/profile');
  return { calls, user: userEvent.setup() };
}

test('the blocked people list undoes a block or a mute, with the server confirmation', async () => {
  let blocks = [person('cy', 'block'), person('dee', 'mute')];
  const { calls, user } = renderSettings('member', {
    'GET /api/blocks': () => ({ body: { blocks } }),
    'DELETE /api/blocks/dee': () => {
      blocks = blocks.filter((b) => b.userName !== 'dee');
      return { body: { message: safetyTexts.unblocked('dee') } };
    },
  });
  const list = await screen.findByRole('list');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([expect.stringContaining('@cy · Blocked'), expect.stringContaining('@dee · Muted')]);
  expect(within(list).getByRole('link', { name: 'CY Person' })).toHaveAttribute(
    'href',
    '/userprofile?userName=cy',
  );
  expect(screen.getByRole('button', { name: 'Unblock @cy' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Unmute @dee' }));
  await waitFor(() => expect(screen.getByText(safetyTexts.unblocked('dee'))).toBeInTheDocument());
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Unmute @dee' })).toBeNull());
  expect(calls.filter((call) => call.key === 'GET /api/blocks')).toHaveLength(2);
  // Members see no way to /admin.
  expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
});

test('nobody blocked says so; moderators and admins get the Admin link', async () => {
  renderSettings('moderator');
  expect(await screen.findByText('You have not blocked or muted anyone.')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
});

test('delete account: the password confirms; a wrong one is said; once gone, OK signs out', async () => {
  const { calls, user } = renderSettings('member', {
    'DELETE /api/account': (body) =>
      (body as { password: string }).password === 'right1!'
        ? { body: { message: safetyTexts.accountDeleted } }
        : { status: 403, body: { code: 'FORBIDDEN', message: safetyTexts.wrongPassword } },
    'POST /api/logout': () => ({ body: { message: 'Logged out' } }),
  });
  const opener = await screen.findByRole('button', { name: 'Delete my account' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(PASSWORD_REQUIRED);
  expect(calls.some((call) => call.key === 'DELETE /api/account')).toBe(false);

  const password = within(dialog).getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await user.type(password, 'wrong1!');
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(safetyTexts.wrongPassword);

  // Cancel keeps everything; the focus goes back to the button that opened it.
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();

  await user.click(opener);
  const again = screen.getByRole('dialog', { name: 'Delete your account?' });
  await user.type(within(again).getByLabelText('Password'), 'right1!');
  await user.click(within(again).getByRole('button', { name: 'Delete my account' }));
  const done = await screen.findByRole('dialog', { name: 'Account deleted' });
  expect(within(done).getByRole('status')).toHaveTextContent(safetyTexts.accountDeleted);
  expect(calls.filter((call) => call.key === 'DELETE /api/account').at(-1)?.body).toEqual({
    password: 'right1!',
  });
  await user.click(within(done).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(currentLocation()).toBe('/login'));
});

/** The settings screen's API, with the export answered by `exportAnswer`. */
function stubSettingsApi(exportAnswer: ApiHandler) {
  stubApi({
    'GET /api/account/export': exportAnswer,
    'GET /api/account': () => ({ body: { userId: 'u-ann', role: 'member' } }),
    '*': () => ({ body: { blocks: [] } }),
  });
}

test('download my data saves the JSON attachment under its own name', async () => {
  const blob = new Blob(['{"format":"tuning-account-export"}'], { type: 'application/json' });
  stubSettingsApi(
    () =>
      new Response(blob, {
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="tuning-ann-2026-03-04.json"',
        },
      }),
  );
  const createObjectURL = vi.fn(() => 'blob:export');
  // jsdom has no object URLs: these stand in for the browser's, for this test only.
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
  renderRoutes([{ path: '/profile', element: <AccountSettings /> }], '/profile');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  expect(await screen.findByText('Downloaded tuning-ann-2026-03-04.json.')).toBeInTheDocument();
  expect(saved).toEqual([{ href: 'blob:export', download: 'tuning-ann-2026-03-04.json' }]);
  expect(fetch).toHaveBeenCalledWith('/api/account/export', { credentials: 'include' });
  expect(createObjectURL).toHaveBeenCalledTimes(1);
});

test('a refused export says why; a failed one says to try again', async () => {
  let answer: Response | Error = new Response(
    JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many requests. Try again later.' }),
    { status: 429 },
  );
  stubSettingsApi(() => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  renderRoutes([{ path: '/profile', element: <AccountSettings /> }], '/profile');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  expect(await screen.findByText('Too many requests. Try again later.')).toBeInTheDocument();
  answer = new TypeError('Failed to fetch');
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  expect(await screen.findByText(EXPORT_FAILED)).toBeInTheDocument();
});

test('the attachment name comes from the header, made safe, else a plain one', () => {
  expect(attachmentName('attachment; filename="tuning-ann-2026-03-04.json"')).toBe(
    'tuning-ann-2026-03-04.json',
  );
  expect(attachmentName('attachment; filename="../evil/x.json"')).toBe('.._evil_x.json');
  expect(attachmentName(null)).toBe('tuning-data.json');
});
