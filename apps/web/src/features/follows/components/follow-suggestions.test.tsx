import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import type { SocializeCard, SuggestionsResponse } from '@tuning/shared/profile';
import { socializeCard } from '../../../test/fixtures.ts';
import { renderWithProviders, resetBrowserState, stubApi } from '../../../test/render-route.tsx';
import { FollowSuggestions, suggestionReason, suggestionTexts } from './follow-suggestions.tsx';

afterEach(resetBrowserState);

const card = (userName: string, overrides: Partial<SocializeCard> = {}): SocializeCard =>
  socializeCard({
    cuid: `u-${userName}`,
    fullName: `${userName[0]!.toUpperCase()}${userName.slice(1)} Student`,
    userName,
    followers: 3,
    ...overrides,
  });

test('students to follow keep the server’s order, say why, and follow at once', async () => {
  const page: SuggestionsResponse = {
    selectedCollege: 'Meridian',
    suggestions: [
      card('grace', { collegeName: 'Meridian' }),
      card('linus', {
        collegeName: 'North',
        mutualFollowers: { total: 3, userNames: ['ada', 'ben'] },
      }),
      card('mary', { collegeName: 'South' }),
      card('nobody'),
    ],
  };
  const calls = stubApi({
    'GET /api/suggestions': () => ({ body: page }),
    'POST /api/follow': () => ({ body: { isFollowing: true, followers: 4 } }),
  });
  renderWithProviders(<FollowSuggestions limit={4} />);

  const list = await screen.findByRole('list', { name: suggestionTexts.title });
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
    'Grace Student @grace Also at Meridian',
    'Linus Student @linus Followed by @ada and 2 others you follow',
    'Mary Student @mary South',
    'Nobody Student @nobody',
  ]);
  expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/userprofile?userName=grace');
  expect(calls[0]?.url).toBe('/api/suggestions?limit=4');
  expect(screen.getByRole('link', { name: suggestionTexts.more })).toHaveAttribute(
    'href',
    '/socialize',
  );

  const user = userEvent.setup({ delay: null });
  await user.click(within(rows[1]!).getByRole('button', { name: 'Follow' }));
  expect(await within(rows[1]!).findByRole('button', { name: 'Following' })).toBeInTheDocument();
  expect(calls.find((c) => c.key === 'POST /api/follow')?.body).toEqual({
    targetUserName: 'linus',
    action: 'follow',
  });
  // Followed, the student stays listed (nothing jumps under the pointer).
  expect(within(list).getAllByRole('listitem')).toHaveLength(4);
});

test('nobody to suggest says so and still leads to Socialize', async () => {
  stubApi({ 'GET /api/suggestions': () => ({ body: { selectedCollege: '', suggestions: [] } }) });
  renderWithProviders(<FollowSuggestions limit={3} />);
  expect(await screen.findByText(suggestionTexts.none)).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: suggestionTexts.more })).toBeInTheDocument();
});

test('a suggestion’s reason: people in common, then the same college, then the college', () => {
  expect(suggestionReason(card('a', { collegeName: 'X' }), 'X')).toBe('Also at X');
  expect(suggestionReason(card('a', { collegeName: 'X' }), 'Y')).toBe('X');
  expect(suggestionReason(card('a', { collegeName: 'X' }), '')).toBe('X');
  expect(suggestionReason(card('a'), '')).toBe('');
  expect(
    suggestionReason(
      card('a', { collegeName: 'X', mutualFollowers: { total: 1, userNames: ['bo'] } }),
      'X',
    ),
  ).toBe('Followed by @bo');
});
