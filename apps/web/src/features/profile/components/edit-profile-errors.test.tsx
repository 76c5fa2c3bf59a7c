import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { messages } from '@tuning/shared/messages';
import { afterEach, expect, test, vi } from 'vitest';
import { currentUserProfile } from '../../../test/fixtures.ts';
import { renderWithProviders, stubApi, type ApiHandler } from '../../../test/render-route.tsx';
import { EditProfileModal } from './edit-profile-modal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const me = currentUserProfile({
  uid: 'u1',
  userName: 'ada',
  bio: 'Hi',
  userProfilePic: '/api/profile-image/u1/photo.webp?v=1',
});

test('saving with the server down says so in plain words and keeps the form; Save then works', async () => {
  let save: ApiHandler = () => Promise.reject(new TypeError('Failed to fetch'));
  const calls = stubApi({ 'PUT /api/currentuser': (body, call) => save(body, call) });
  const onClose = vi.fn();
  renderWithProviders(<EditProfileModal user={me} onClose={onClose} />);
  await userEvent.type(screen.getByLabelText('Bio'), ' from Tuning');
  await userEvent.type(screen.getByLabelText('Location'), 'London');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(messages.networkError);
  expect(alert).not.toHaveTextContent('Failed to fetch');
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Bio')).toHaveValue('Hi from Tuning');
  expect(screen.getByLabelText('Location')).toHaveValue('London');
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

  save = () => ({ body: { proceed: true } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const puts = calls.filter((call) => call.key === 'PUT /api/currentuser');
  expect(puts).toHaveLength(2);
  expect(puts[1]?.body).toMatchObject({ bio: 'Hi from Tuning', location: 'London' });
});

test('the server being down while the browser says offline still fails at once, not "Saving..." forever', async () => {
  onlineManager.setOnline(false);
  try {
    stubApi({ 'PUT /api/currentuser': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithProviders(<EditProfileModal user={me} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.networkError);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  } finally {
    onlineManager.setOnline(true);
  }
});

test('Remove Photo asks first: Keep Photo changes nothing, the confirming button removes', async () => {
  const calls = stubApi({ 'DELETE /api/deleteprofilepic': () => ({ body: { removed: true } }) });
  renderWithProviders(<EditProfileModal user={me} onClose={() => {}} />);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Photo' }));
  const question = screen.getByRole('group', { name: messages.removePhotoConfirm });
  expect(within(question).getByRole('button', { name: 'Keep Photo' })).toHaveFocus();
  await userEvent.click(within(question).getByRole('button', { name: 'Keep Photo' }));
  expect(screen.queryByRole('group', { name: messages.removePhotoConfirm })).toBeNull();
  expect(calls).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Remove Photo' }));
  await userEvent.click(
    within(screen.getByRole('group', { name: messages.removePhotoConfirm })).getByRole('button', {
      name: 'Remove Photo',
    }),
  );
  await waitFor(() =>
    expect(calls.map((call) => call.key)).toEqual(['DELETE /api/deleteprofilepic']),
  );
  await waitFor(() =>
    expect(screen.queryByRole('group', { name: messages.removePhotoConfirm })).toBeNull(),
  );
});
