import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render-route.tsx';
import { FollowListModal } from './follow-list-modal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the list shows avatar, username and full name with each user’s follow state, in one call', async () => {
  const entry = (cuid: string, userName: string, fullName: string, isFollowing: boolean) => ({
    cuid,
    userName,
    fullName,
    userProfilePic: '',
    isFollowing,
    followers: 1,
  });
  const calls = stubApi({
    'GET /api/followerfollowinglist': () => ({
      body: {
        usersFromFollowersList: [
          entry('1', 'grace', 'Grace Hopper', true),
          entry('2', 'alan', 'Alan Turing', false),
          entry('3', 'me', 'Me Myself', false),
        ],
        usersFromFollowingList: [],
      },
    }),
  });
  renderWithProviders(
    <FollowListModal userName="ada" kind="followers" currentUserName="Me" onClose={vi.fn()} />,
  );
  const list = await screen.findByRole('list', { name: 'Followers' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(within(items[0]!).getByText('@grace')).toBeInTheDocument();
  expect(within(items[0]!).getByText('Grace Hopper')).toBeInTheDocument();
  expect(within(items[0]!).getByRole('img')).toBeInTheDocument();
  expect(within(items[0]!).getByRole('button', { name: 'Following' })).toBeEnabled();
  expect(within(items[1]!).getByRole('button', { name: 'Follow' })).toBeEnabled();
  // No follow button on the viewer's own entry.
  expect(within(items[2]!).queryByRole('button')).toBeNull();
  expect(calls.map((call) => call.url)).toEqual(['/api/followerfollowinglist?userName=ada']);
});

test('a list that cannot load says why', async () => {
  stubApi({
    'GET /api/followerfollowinglistprofile': () => ({ status: 500, body: { message: 'Down' } }),
  });
  renderWithProviders(
    <FollowListModal
      userName={undefined}
      kind="following"
      currentUserName="me"
      onClose={vi.fn()}
    />,
  );
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByText('Error: Down')).toBeVisible();
});
