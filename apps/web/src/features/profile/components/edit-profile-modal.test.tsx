import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { afterEach, expect, test, vi } from 'vitest';
import { EditProfileModal } from './edit-profile-modal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const me: CurrentUserProfile = {
  uid: 'u1',
  fullName: 'Ada Lovelace',
  userName: 'ada',
  bio: 'Hi',
  location: '',
  collegeName: '',
  collegeYear: '',
  externalLink: '',
  userProfilePic: '',
  following: 0,
  followers: 0,
};

function stub(handlers: Record<string, (body: unknown) => Response | Promise<Response>>) {
  const calls: { key: string; body: unknown; at: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ key, body, at: Date.now() });
      const handler = handlers[key];
      return handler ? handler(body) : Response.json({ message: 'not stubbed' }, { status: 404 });
    }),
  );
  return calls;
}

function renderModal(onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <EditProfileModal user={me} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClose;
}

test('the user name is checked 500 ms after typing stops; a taken name blocks Save', async () => {
  const calls = stub({
    'POST /api/check-username': (body) =>
      Response.json({ isAvailable: (body as { userName: string }).userName !== 'grace' }),
  });
  renderModal();
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeEnabled();
  const typedAt = Date.now();
  await userEvent.clear(screen.getByLabelText('Username'));
  await userEvent.type(screen.getByLabelText('Username'), 'grace');
  expect(save).toBeDisabled();
  expect(await screen.findByText('Username already taken', {}, { timeout: 2000 })).toBeVisible();
  const checks = calls.filter((call) => call.key === 'POST /api/check-username');
  expect(checks).toHaveLength(1);
  expect(checks[0]?.body).toEqual({ userName: 'grace', currentUserId: 'u1' });
  expect((checks[0]?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(500);
  expect(save).toBeDisabled();

  await userEvent.type(screen.getByLabelText('Username'), '_h');
  await waitFor(() => expect(save).toBeEnabled(), { timeout: 2000 });
  expect(screen.queryByText('Username already taken')).toBeNull();

  // Back to the unchanged name: acceptable without asking the server.
  const before = calls.length;
  await userEvent.clear(screen.getByLabelText('Username'));
  await userEvent.type(screen.getByLabelText('Username'), 'ada');
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(save).toBeEnabled();
  expect(calls.length).toBe(before);
});

test('a failing check shows "Error checking username" and blocks Save', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  stub({ 'POST /api/check-username': () => Response.json({ message: 'x' }, { status: 500 }) });
  renderModal();
  await userEvent.type(screen.getByLabelText('Username'), '_2');
  expect(await screen.findByText('Error checking username', {}, { timeout: 2000 })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('the bio counter is live and Save sends the fields, reading "Saving..." meanwhile', async () => {
  let answer: (response: Response) => void = () => {};
  const calls = stub({
    'PUT /api/currentuser': () => new Promise((resolve) => (answer = resolve)),
  });
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
  answer(Response.json({ proceed: true }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});

test('upload and removal failures raise the SPEC alerts', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  stub({
    'POST /api/uploadprofilepic': () => Response.json({ message: 'bad' }, { status: 415 }),
    'DELETE /api/deleteprofilepic': () => Response.json({ message: 'bad' }, { status: 500 }),
  });
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <EditProfileModal
        user={{ ...me, userProfilePic: '/api/profile-image/u1/photo.webp?v=1' }}
        onClose={vi.fn()}
      />
    </QueryClientProvider>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Image upload failed'));
  await userEvent.click(screen.getByRole('button', { name: 'Remove Photo' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to remove profile picture'));
});
