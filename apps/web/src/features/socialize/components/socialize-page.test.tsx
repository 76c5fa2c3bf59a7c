import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  advance,
  fakeTimeouts,
  renderWithProviders,
  stubApi,
} from '../../../test/render-route.tsx';
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

const card = (n: number, fullName = `Student ${n}`) => ({
  cuid: `c${n}`,
  userProfilePic: '',
  fullName,
  userName: `s${n}`,
});

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
