import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { currentUserProfile } from '../../../test/fixtures.ts';
import {
  advance,
  fakeTimeouts,
  pendingAnswer,
  renderWithProviders,
  stubApi,
  type ApiCall,
} from '../../../test/render-route.tsx';
import { USERNAME_CHECK_DELAY_MS } from '../hooks/use-username-check.ts';
import { EditProfileModal } from './edit-profile-modal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const me = currentUserProfile({ uid: 'u1', userName: 'ada', bio: 'Hi' });

function renderModal(user = me) {
  const onClose = vi.fn();
  renderWithProviders(<EditProfileModal user={user} onClose={onClose} />);
  return onClose;
}

const checks = (calls: ApiCall[]) =>
  calls.filter((call) => call.key === 'POST /api/check-username');

test('the user name is checked 500 ms after typing stops; a taken name blocks Save', async () => {
  fakeTimeouts();
  const calls = stubApi({
    'POST /api/check-username': (body) => ({
      body: { isAvailable: (body as { userName: string }).userName !== 'grace' },
    }),
  });
  renderModal();
  const save = screen.getByRole('button', { name: 'Save' });
  const userName = screen.getByLabelText('Username');
  expect(save).toBeEnabled();

  fireEvent.change(userName, { target: { value: 'gra' } });
  expect(save).toBeDisabled();
  await advance(USERNAME_CHECK_DELAY_MS - 200);
  fireEvent.change(userName, { target: { value: 'grace' } });
  await advance(USERNAME_CHECK_DELAY_MS - 1);
  expect(checks(calls)).toEqual([]);
  await advance(1);
  expect(checks(calls).map((call) => call.body)).toEqual([
    { userName: 'grace', currentUserId: 'u1' },
  ]);
  expect(screen.getByText('Username already taken')).toBeVisible();
  expect(save).toBeDisabled();

  fireEvent.change(userName, { target: { value: 'grace_h' } });
  await advance(USERNAME_CHECK_DELAY_MS);
  expect(checks(calls)).toHaveLength(2);
  expect(save).toBeEnabled();
  expect(screen.queryByText('Username already taken')).toBeNull();

  // Back to the unchanged name: acceptable at once, and the server is not asked.
  fireEvent.change(userName, { target: { value: 'ada' } });
  expect(save).toBeEnabled();
  await advance(USERNAME_CHECK_DELAY_MS);
  expect(checks(calls)).toHaveLength(2);
  expect(save).toBeEnabled();
});

test('a failing check shows "Error checking username" and blocks Save', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  stubApi({ 'POST /api/check-username': () => ({ status: 500, body: { message: 'x' } }) });
  renderModal();
  await userEvent.type(screen.getByLabelText('Username'), '_2');
  expect(await screen.findByText('Error checking username', {}, { timeout: 2000 })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('the bio counter is live and Save sends the fields, reading "Saving..." meanwhile', async () => {
  const server = pendingAnswer();
  const calls = stubApi({ 'PUT /api/currentuser': server.handler });
  const onClose = renderModal();
  expect(screen.getByText('2/160')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Bio'), ' there');
  expect(screen.getByText('8/160')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Social Handles'), 'example.com');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await userEvent.clear(screen.getByLabelText('Social Handles'));
  await userEvent.type(screen.getByLabelText('Social Handles'), 'https://example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  expect(calls.find((call) => call.key === 'PUT /api/currentuser')?.body).toMatchObject({
    userName: 'ada',
    bio: 'Hi there',
    externalLink: 'https://example.com',
  });
  server.answer({ body: { proceed: true } });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});

test('upload and removal failures raise the product.md alerts', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  stubApi({
    'POST /api/uploadprofilepic': () => ({ status: 415, body: { message: 'bad' } }),
    'DELETE /api/deleteprofilepic': () => ({ status: 500, body: { message: 'bad' } }),
  });
  renderModal({ ...me, userProfilePic: '/api/profile-image/u1/photo.webp?v=1' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Image upload failed'));
  await userEvent.click(screen.getByRole('button', { name: 'Remove Photo' }));
  // Removal asks first (product.md §2, Edit Profile dialog); the confirming button sends it.
  await userEvent.click(screen.getByRole('button', { name: 'Remove Photo' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to remove profile picture'));
});
