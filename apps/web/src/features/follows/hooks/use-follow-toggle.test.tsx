import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FollowListsResponse } from '@tuning/shared/profile';
import { afterEach, expect, test, vi } from 'vitest';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { currentUserProfile } from '../../../test/fixtures.ts';
import {
  advance,
  fakeTimeouts,
  pendingAnswer,
  renderWithProviders,
  stubApi,
  type ApiCall,
  type ApiHandler,
} from '../../../test/render-route.tsx';
import { followListsQueryOptions, followListsRootKey } from '../api/get-follow-lists.ts';
import { FollowButton, LiveFollowerCount } from '../components/follow-button.tsx';
import { FOLLOW_TIMEOUT_MS } from './use-follow-toggle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ownListsKey = [...followListsRootKey, '(own)'];

function stubFollow(follow: ApiHandler, lists?: FollowListsResponse) {
  return stubApi({
    'GET /api/userfollowstats/ada': () => ({ body: { isFollowing: false, followers: 3 } }),
    'GET /api/userfollowstats/grace': () => ({ body: { isFollowing: false, followers: 6 } }),
    'POST /api/follow': follow,
    'GET /api/followerfollowinglistprofile': () => ({ body: lists }),
  });
}

/**
 * Ada's follow button (twice: her profile's and a list entry's), her live follower count, and
 * Grace's, who is never toggled.
 */
async function renderAdaButtons() {
  const view = renderWithProviders(
    <>
      <FollowButton userName="ada" source="profile" />
      <FollowButton userName="ada" source="list" small />
      <span data-testid="count">
        <LiveFollowerCount userName="ada" fallback={-1} />
      </span>
      <span data-testid="grace-count">
        <LiveFollowerCount userName="grace" fallback={-1} />
      </span>
    </>,
    (queryClient) => {
      queryClient.setQueryData(currentUserQueryKey, currentUserProfile({ userName: 'me' }));
      queryClient.setQueryData(ownListsKey, { usersFromFollowersList: [] });
    },
  );
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Follow' })[0]).toBeEnabled());
  expect(screen.getByTestId('count')).toHaveTextContent('3');
  await waitFor(() => expect(screen.getByTestId('grace-count')).toHaveTextContent('6'));
  const [profileButton, listButton] = screen.getAllByRole('button');
  return { ...view, profileButton: profileButton!, listButton: listButton! };
}

const followCalls = (calls: ApiCall[]) => calls.filter((c) => c.key === 'POST /api/follow');
const refreshed = (view: Awaited<ReturnType<typeof renderAdaButtons>>) => ({
  ownProfile: view.queryClient.getQueryState(currentUserQueryKey)?.isInvalidated,
  lists: view.queryClient.getQueryState(ownListsKey)?.isInvalidated,
});

test('follow flips at once, then shows the server values and refreshes the own profile', async () => {
  const server = pendingAnswer();
  const calls = stubFollow(server.handler);
  const view = await renderAdaButtons();

  await userEvent.click(view.profileButton);
  expect(view.profileButton).toHaveAccessibleName('Following');
  expect(view.listButton).toHaveAccessibleName('Following');
  expect(screen.getByTestId('count')).toHaveTextContent('4');
  expect(followCalls(calls).map((call) => call.body)).toEqual([
    { targetUserName: 'ada', action: 'follow' },
  ]);
  expect(refreshed(view)).toEqual({ ownProfile: false, lists: false });

  server.answer({ body: { isFollowing: true, followers: 10 } });
  await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('10'));
  expect(view.profileButton).toHaveAccessibleName('Following');
  expect(refreshed(view)).toEqual({ ownProfile: true, lists: true });
});

test('a failed follow rolls back and refreshes nothing', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const server = pendingAnswer();
  stubFollow(server.handler);
  const view = await renderAdaButtons();
  await userEvent.click(view.profileButton);
  expect(screen.getByTestId('count')).toHaveTextContent('4');

  server.answer({ status: 500, body: { message: 'nope' } });
  await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
  expect(view.profileButton).toHaveAccessibleName('Follow');
  expect(warn).toHaveBeenCalledWith('Follow failed; rolled back', expect.anything());
  expect(refreshed(view)).toEqual({ ownProfile: false, lists: false });
});

test('a follow with no answer for 5 seconds is aborted and rolled back', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  let aborted = false;
  stubFollow(
    (_body, call) =>
      new Promise((_, reject) => {
        call.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      }),
  );
  const view = await renderAdaButtons();
  fakeTimeouts();
  fireEvent.click(view.profileButton);
  await advance(0);
  expect(screen.getByTestId('count')).toHaveTextContent('4');

  await advance(FOLLOW_TIMEOUT_MS - 1);
  expect(aborted).toBe(false);
  expect(view.profileButton).toHaveAccessibleName('Following');
  expect(screen.getByTestId('count')).toHaveTextContent('4');

  await advance(1);
  expect(aborted).toBe(true);
  expect(warn).toHaveBeenCalledWith('Follow failed; rolled back', expect.anything());
  expect(view.profileButton).toHaveAccessibleName('Follow');
  expect(screen.getByTestId('count')).toHaveTextContent('3');
});

test('while a toggle is in flight, no button for that user toggles again', async () => {
  const server = pendingAnswer();
  const calls = stubFollow(server.handler);
  const view = await renderAdaButtons();
  const user = userEvent.setup({ delay: null });

  await user.click(view.profileButton);
  await user.click(view.profileButton);
  await user.click(view.listButton);
  expect(followCalls(calls)).toHaveLength(1);
  expect(view.profileButton).toHaveAccessibleName('Following');
  expect(screen.getByTestId('count')).toHaveTextContent('4');
  await waitFor(() => expect(view.listButton).toHaveAttribute('aria-busy', 'true'));
  expect(view.profileButton).toHaveAttribute('aria-busy', 'true');

  server.answer({ body: { isFollowing: true, followers: 4 } });
  await waitFor(() => expect(view.profileButton).not.toHaveAttribute('aria-busy'));
  await user.click(view.listButton);
  expect(view.listButton).toHaveAccessibleName('Follow');
  expect(followCalls(calls).map((call) => call.body)).toEqual([
    { targetUserName: 'ada', action: 'follow' },
    { targetUserName: 'ada', action: 'unfollow' },
  ]);
});

test('a list refresh while a toggle is in flight keeps the toggle, and seeds the others', async () => {
  const server = pendingAnswer();
  const entry = (userName: string, isFollowing: boolean, followers: number) => ({
    cuid: userName,
    userName,
    fullName: userName,
    userProfilePic: '',
    isFollowing,
    followers,
  });
  stubFollow(server.handler, {
    usersFromFollowersList: [entry('ada', false, 3), entry('grace', true, 7)],
    usersFromFollowingList: [],
  });
  const view = await renderAdaButtons();
  await userEvent.click(view.profileButton);

  await view.queryClient.fetchQuery(followListsQueryOptions(undefined, view.queryClient));
  // Grace's entry, seeded by the same refresh, has reached the screen: so would Ada's have.
  await waitFor(() => expect(screen.getByTestId('grace-count')).toHaveTextContent('7'));
  expect(view.profileButton).toHaveAccessibleName('Following');
  expect(screen.getByTestId('count')).toHaveTextContent('4');
  server.answer({ body: { isFollowing: true, followers: 4 } });
  await waitFor(() => expect(view.profileButton).not.toHaveAttribute('aria-busy'));
});

test('a failed follow says so under the button and Retry sends the same follow again', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const answers: ApiHandler[] = [
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => ({ body: { isFollowing: true, followers: 4 } }),
  ];
  const calls = stubFollow((body, call) => answers.shift()!(body, call));
  const view = await renderAdaButtons();

  await userEvent.click(view.profileButton);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("Couldn't follow.");
  expect(view.profileButton).toHaveAccessibleName('Follow');
  expect(screen.getByTestId('count')).toHaveTextContent('3');
  // Only the button that was pressed reports it.
  expect(screen.getAllByRole('alert')).toHaveLength(1);

  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('4'));
  expect(view.profileButton).toHaveAccessibleName('Following');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(followCalls(calls).map((call) => call.body)).toEqual([
    { targetUserName: 'ada', action: 'follow' },
    { targetUserName: 'ada', action: 'follow' },
  ]);
});

test('a failed unfollow says so too', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const calls = stubFollow(() => ({ status: 503, body: { message: 'asleep' } }));
  renderWithProviders(
    <FollowButton
      userName="grace"
      source="profile"
      initial={{ isFollowing: true, followers: 6 }}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Following' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't unfollow.");
  expect(screen.getByRole('button', { name: 'Following' })).toBeEnabled();
  // The state the card gave was used: the button never asked for it.
  expect(calls.map((call) => call.key)).toEqual(['POST /api/follow']);
});
