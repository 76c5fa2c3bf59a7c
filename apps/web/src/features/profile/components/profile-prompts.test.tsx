import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { currentUserProfile } from '../../../test/fixtures.ts';
import {
  hang,
  renderWithProviders,
  resetBrowserState,
  stubApi,
} from '../../../test/render-route.tsx';
import { profilePromptTexts, ProfilePrompts } from './profile-prompts.tsx';

afterEach(resetBrowserState);

// The seeded profile stays: its refresh on mount never answers.
beforeEach(() => stubApi({ 'GET /api/currentuser': hang }));

test('a new profile is asked for a photo and a bio; each prompt goes away once done', async () => {
  let edits = 0;
  const { queryClient } = renderWithProviders(
    <ProfilePrompts onEdit={() => (edits += 1)} />,
    (client) => client.setQueryData(currentUserQueryKey, currentUserProfile({ bio: '  ' })),
  );
  expect(screen.getByRole('heading', { name: profilePromptTexts.title })).toBeInTheDocument();
  expect(screen.getByText(profilePromptTexts.photo)).toBeInTheDocument();
  expect(screen.getByText(profilePromptTexts.bio)).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: profilePromptTexts.addPhoto }));
  await user.click(screen.getByRole('button', { name: profilePromptTexts.writeBio }));
  expect(edits).toBe(2);

  queryClient.setQueryData(
    currentUserQueryKey,
    currentUserProfile({ userProfilePic: '/api/profile-image/u-ada/photo.webp?v=1' }),
  );
  expect(
    await screen.findByRole('button', { name: profilePromptTexts.writeBio }),
  ).toBeInTheDocument();
  expect(screen.queryByText(profilePromptTexts.photo)).not.toBeInTheDocument();

  queryClient.setQueryData(
    currentUserQueryKey,
    currentUserProfile({ userProfilePic: '/api/profile-image/u-ada/photo.webp?v=1', bio: 'Hi!' }),
  );
  await screen.findByText((_, element) => element === document.body && !element.textContent);
  expect(screen.queryByRole('heading', { name: profilePromptTexts.title })).not.toBeInTheDocument();
});

test('away from the profile (Home) the prompts lead to it', () => {
  renderWithProviders(<ProfilePrompts linkToProfile />, (client) =>
    client.setQueryData(currentUserQueryKey, currentUserProfile({ bio: 'Already here' })),
  );
  expect(screen.getByRole('link', { name: profilePromptTexts.addPhoto })).toHaveAttribute(
    'href',
    '/profile',
  );
  expect(screen.queryByText(profilePromptTexts.bio)).not.toBeInTheDocument();
});
