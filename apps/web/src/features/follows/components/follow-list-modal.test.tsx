import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { FollowListModal } from './follow-list-modal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the list shows avatar, username and full name with each user’s follow state, in one call', async () => {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      paths.push(`${url.pathname}${url.search}`);
      return Response.json({
        usersFromFollowersList: [
          {
            cuid: '1',
            userName: 'grace',
            fullName: 'Grace Hopper',
            userProfilePic: '',
            isFollowing: true,
            followers: 4,
          },
          {
            cuid: '2',
            userName: 'alan',
            fullName: 'Alan Turing',
            userProfilePic: '',
            isFollowing: false,
            followers: 2,
          },
          {
            cuid: '3',
            userName: 'me',
            fullName: 'Me Myself',
            userProfilePic: '',
            isFollowing: false,
            followers: 1,
          },
        ],
        usersFromFollowingList: [],
      });
    }),
  );
  const onClose = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <FollowListModal userName="ada" kind="followers" currentUserName="Me" onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
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
  expect(paths).toEqual(['/api/followerfollowinglist?userName=ada']);
});
