import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { OnlineUser } from '@tuning/shared/chat';
import { renderWithProviders } from '../../../test/render-route.tsx';
import { applyDelta, applySnapshot, type PresenceState } from '../lib/presence-state.ts';
import { OnlineList } from './online-list.tsx';

const person = (username: string): OnlineUser => ({
  userId: `id-${username}`,
  username,
  fullName: username.toUpperCase(),
  profilePic: '',
});
/** Each listed person as their handle, in the order shown. */
const names = () =>
  screen.getAllByRole('listitem').map((item) => within(item).getByText(/^@/).textContent);

test('a room the client knows whole: listed by user name, live, each a link to the profile', async () => {
  const loadPage = vi.fn();
  const presence = applySnapshot([person('cat'), person('ann')], {
    version: 1,
    online: 2,
    complete: true,
  });
  let setPresence: (next: PresenceState) => void = () => {};
  function Live() {
    const [current, set] = useState(presence);
    setPresence = set;
    return <OnlineList presence={current} ownId="id-ann" loadPage={loadPage} onClose={() => {}} />;
  }
  renderWithProviders(<Live />);
  expect(screen.getByRole('dialog', { name: 'Online now' })).toBeInTheDocument();
  expect(names()).toEqual(['@ann', '@cat']);
  expect(screen.getByRole('link', { name: /ANN/ })).toHaveAttribute('href', '/profile');
  expect(screen.getByRole('link', { name: /CAT/ })).toHaveAttribute(
    'href',
    '/userprofile?userName=cat',
  );
  const { state } = applyDelta(presence, 'joined', [person('bea')], {
    version: 2,
    online: 3,
    partial: false,
  });
  act(() => setPresence(state));
  expect(names()).toEqual(['@ann', '@bea', '@cat']);
  expect(loadPage).not.toHaveBeenCalled();
});

test('a room too large to know whole: pages from the server, then more on request', async () => {
  const loadPage = vi
    .fn()
    .mockResolvedValueOnce({ users: [person('ann'), person('ben')], next: 'ben' })
    .mockResolvedValueOnce({ users: [person('cy')] });
  const presence = applySnapshot([person('zed')], { version: 1, online: 250, complete: false });
  renderWithProviders(
    <OnlineList presence={presence} ownId={undefined} loadPage={loadPage} onClose={() => {}} />,
  );
  await waitFor(() => expect(names()).toEqual(['@ann', '@ben']));
  await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
  await waitFor(() => expect(names()).toEqual(['@ann', '@ben', '@cy']));
  expect(loadPage.mock.calls).toEqual([[undefined], ['ben']]);
  expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
});

test('a page that does not come says so; Escape closes', async () => {
  const onClose = vi.fn();
  renderWithProviders(
    <OnlineList
      presence={applySnapshot([], { version: 1, online: 40, complete: false })}
      ownId={undefined}
      loadPage={async () => undefined}
      onClose={onClose}
    />,
  );
  expect(
    await screen.findByText('The list could not be loaded. Try again in a moment.'),
  ).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});
