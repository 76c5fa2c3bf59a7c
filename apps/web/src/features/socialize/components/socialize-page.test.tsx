import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SocializeCard } from '@tuning/shared/profile';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  advance,
  fakeTimeouts,
  renderWithProviders,
  stubApi,
} from '../../../test/render-route.tsx';
import { socializeCard } from '../../../test/fixtures.ts';
import { SOCIALIZE_RETRIES, SOCIALIZE_RETRY_DELAY_MS } from '../api/get-socialize.ts';
import {
  SOCIALIZE_SEARCH_DELAY_MS,
  SOCIALIZE_SPINNER_MS,
  SocializePage,
} from './socialize-page.tsx';

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;
let observers: ObserverCallback[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: ObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  fakeTimeouts();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const card = (
  n: number,
  fullName = `Student ${n}`,
  overrides: Partial<SocializeCard> = {},
): SocializeCard => socializeCard({ cuid: `c${n}`, fullName, userName: `s${n}`, ...overrides });

test('cards appear after the one-second spinner', async () => {
  const calls = stubApi({
    'GET /api/allcurrentuser': () => ({
      body: {
        specificUsersData: [card(1, 'Grace Hopper')],
        selectedCollege: 'Navy College',
        nextCursor: null,
      },
    }),
  });
  renderWithProviders(<SocializePage />);
  expect(screen.getByRole('heading', { name: 'Socialize' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading students' })).toBeInTheDocument();

  await advance(SOCIALIZE_SPINNER_MS - 1);
  expect(calls.map((call) => call.url)).toEqual(['/api/allcurrentuser?limit=24']);
  expect(screen.getByRole('status', { name: 'Loading students' })).toBeInTheDocument();
  expect(screen.queryByText('Grace Hopper')).toBeNull();

  await advance(1);
  expect(screen.getByText('Grace Hopper')).toBeVisible();
  expect(screen.getByText('@s1')).toBeInTheDocument();
  expect(screen.getByText('Students from Navy College come first.')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading students' })).toBeNull();
});

test('a failing list is retried 3 more times, then shows "Error: {message}"', async () => {
  const calls = stubApi({
    'GET /api/allcurrentuser': () => ({ status: 503, body: { message: 'Database asleep' } }),
  });
  renderWithProviders(<SocializePage />);
  await advance(SOCIALIZE_RETRIES * SOCIALIZE_RETRY_DELAY_MS - 1);
  expect(calls).toHaveLength(SOCIALIZE_RETRIES);
  expect(screen.queryByText(/^Error:/)).toBeNull();

  await advance(1);
  expect(calls).toHaveLength(SOCIALIZE_RETRIES + 1);
  expect(screen.getByText('Error: Database asleep')).toBeVisible();
});

test('scrolling to the end loads the next page with the cursor; the search box filters', async () => {
  const calls = stubApi({
    'GET /api/allcurrentuser': (_body, call) => {
      const params = new URL(call.url, 'http://localhost').searchParams;
      if (params.get('q')) {
        return { body: { specificUsersData: [card(99)], selectedCollege: '', nextCursor: null } };
      }
      return {
        body: params.get('cursor')
          ? { specificUsersData: [card(3)], selectedCollege: '', nextCursor: null }
          : { specificUsersData: [card(1), card(2)], selectedCollege: '', nextCursor: 'o.c2' },
      };
    },
  });
  renderWithProviders(<SocializePage />);
  await advance(SOCIALIZE_SPINNER_MS);
  expect(screen.getByText('Student 2')).toBeVisible();
  expect(screen.queryByText('Student 3')).toBeNull();

  expect(observers).not.toHaveLength(0);
  act(() => observers.at(-1)?.([{ isIntersecting: true }]));
  await advance(0);
  expect(screen.getByText('Student 3')).toBeVisible();
  expect(calls.map((call) => call.url)).toContain('/api/allcurrentuser?limit=24&cursor=o.c2');

  fireEvent.change(screen.getByLabelText('Search students'), { target: { value: 'ninety' } });
  await advance(SOCIALIZE_SEARCH_DELAY_MS - 1);
  expect(calls.map((call) => call.url)).not.toContain('/api/allcurrentuser?limit=24&q=ninety');
  await advance(1);
  expect(calls.map((call) => call.url)).toContain('/api/allcurrentuser?limit=24&q=ninety');
  expect(screen.getByText('Student 99')).toBeVisible();
  expect(screen.queryByText('Student 1')).toBeNull();
});

test('a card shows the college and the mutual followers; the handle is one line with its title', async () => {
  stubApi({
    'GET /api/allcurrentuser': () => ({
      body: {
        specificUsersData: [
          card(1, 'Grace Hopper', {
            userName: 'grace_hopper_with_a_really_long_handle',
            collegeName: 'Navy College',
            mutualFollowers: { total: 3, userNames: ['ada', 'alan'] },
          }),
          card(2, 'Alan Turing', { mutualFollowers: { total: 1, userNames: ['ada'] } }),
          card(3, 'Joan Clarke', { mutualFollowers: { total: 2, userNames: ['ada', 'alan'] } }),
          card(4, 'Nobody Known'),
        ],
        selectedCollege: '',
        nextCursor: null,
      },
    }),
  });
  renderWithProviders(<SocializePage />);
  await advance(SOCIALIZE_SPINNER_MS);
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(4);
  const grace = within(cards[0]!);
  expect(grace.getByText('Navy College')).toBeVisible();
  expect(grace.getByText('Followed by @ada and 2 others you follow')).toBeVisible();
  const handle = grace.getByText('@grace_hopper_with_a_really_long_handle');
  expect(handle).toHaveAttribute('title', '@grace_hopper_with_a_really_long_handle');
  expect(handle).toHaveClass('socialize__card-handle');
  // The card's one button opens the profile and is named by the student, not by the photo.
  expect(grace.getByRole('button')).toHaveAccessibleName(
    'Grace Hopper @grace_hopper_with_a_really_long_handle Navy College',
  );
  expect(within(cards[1]!).getByText('Followed by @ada')).toBeVisible();
  expect(within(cards[2]!).getByText('Followed by @ada and @alan')).toBeVisible();
  expect(within(cards[3]!).queryByText(/Followed by/)).toBeNull();
  expect(within(cards[3]!).getByRole('button')).toHaveAccessibleName('Nobody Known @s4');
});

test("each card carries the route's follow control, given the card", async () => {
  stubApi({
    'GET /api/allcurrentuser': () => ({
      body: {
        specificUsersData: [card(1, 'Grace Hopper', { isFollowing: true, followers: 9 })],
        selectedCollege: '',
        nextCursor: null,
      },
    }),
  });
  renderWithProviders(
    <SocializePage
      followButton={(given) => (
        <button type="button">{`${given.userName} ${given.isFollowing} ${given.followers}`}</button>
      )}
    />,
  );
  await advance(SOCIALIZE_SPINNER_MS);
  const grace = within(screen.getByRole('listitem'));
  expect(grace.getByRole('button', { name: 's1 true 9' })).toBeVisible();
});
