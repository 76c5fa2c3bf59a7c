import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { safetyTexts, type BlockedPerson } from '@tuning/shared/safety';
import { renderWithProviders, resetBrowserState, stubApi } from '../../../test/render-route.tsx';
import { ProfileSafetyActions } from './profile-safety-actions.tsx';

afterEach(resetBrowserState);

const cy = (kind: BlockedPerson['kind']): BlockedPerson => ({
  userId: 'u-cy',
  userName: 'cy',
  fullName: 'Cy Ro',
  profilePic: '',
  kind,
  createdAt: '2026-03-04T10:00:00.000Z',
});

test('block asks first and says what it does; then Unblock undoes it at once', async () => {
  let blocks: BlockedPerson[] = [];
  const calls = stubApi({
    'GET /api/blocks': () => ({ body: { blocks } }),
    'POST /api/blocks': (body) => {
      blocks = [cy((body as { kind: 'block' | 'mute' }).kind)];
      return { body: { message: safetyTexts.blocked('cy'), block: blocks[0] } };
    },
    'DELETE /api/blocks/cy': () => {
      blocks = [];
      return { body: { message: safetyTexts.unblocked('cy') } };
    },
  });
  renderWithProviders(<ProfileSafetyActions userName="cy" />);
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Mute' });
  await user.click(screen.getByRole('button', { name: 'Block' }));
  const dialog = screen.getByRole('dialog', { name: 'Block @cy?' });
  expect(dialog).toHaveTextContent('any follow between you ends');
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent(safetyTexts.blocked('cy'));
  // Done, the dialog no longer asks.
  expect(dialog).toHaveAccessibleName('Blocked @cy');
  expect(within(dialog).queryByRole('button', { name: 'Block' })).toBeNull();
  expect(calls.find((call) => call.key === 'POST /api/blocks')?.body).toEqual({
    userName: 'cy',
    kind: 'block',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  // The list is read again: blocked now, so Unblock, and no Mute or Block.
  const unblock = await screen.findByRole('button', { name: 'Unblock' });
  expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull();
  await user.click(unblock);
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(safetyTexts.unblocked('cy')),
  );
  expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
});

test("mute hides only; a refusal (yourself) shows the server's text", async () => {
  stubApi({
    'GET /api/blocks': () => ({ body: { blocks: [] } }),
    'POST /api/blocks': () => ({
      status: 400,
      body: { code: 'BAD_REQUEST', message: safetyTexts.cannotBlockYourself },
    }),
  });
  renderWithProviders(<ProfileSafetyActions userName="cy" />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Mute' }));
  const dialog = screen.getByRole('dialog', { name: 'Mute @cy?' });
  expect(dialog).toHaveTextContent('Follows stay as they are');
  await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    safetyTexts.cannotBlockYourself,
  );
});

test('Report opens the report dialog for the profile', async () => {
  stubApi({ 'GET /api/blocks': () => ({ body: { blocks: [cy('mute')] } }) });
  renderWithProviders(<ProfileSafetyActions userName="cy" />);
  const user = userEvent.setup();
  expect(await screen.findByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Report' }));
  expect(screen.getByRole('dialog', { name: 'Report @cy' })).toBeInTheDocument();
});
