import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, newContext, PHONE, screenshot } from './browser.ts';
import { poll, signUp } from './helpers.ts';
import { choosePng } from './images.ts';

const browser = browserPerFile();

const count = (page: Page, testId: 'followers-count' | 'following-count') =>
  poll(() => page.getByTestId(testId).innerText());

test('B finds A on Socialize, follows and unfollows, edits the profile and the photo', async () => {
  const a = await newContext(browser());
  const b = await newContext(browser(), PHONE);
  const tag = randomBytes(3).toString('hex');
  const userA = await signUp(a.context, `Aria Quill ${tag}`, 'aria');
  const userB = await signUp(b.context, `Bram Stone ${tag}`, 'bram');

  // Socialize: header, spinner first, then A's card found by the search box.
  await b.page.goto('/socialize');
  await poll(() => b.page.getByRole('heading', { name: 'Socialize' }).count()).toBe(1);
  await poll(() => b.page.getByRole('status', { name: 'Loading students' }).count()).toBe(1);
  await b.page.getByPlaceholder('Search by name, username or college').fill(userA.userName);
  const card = b.page.getByRole('button', { name: new RegExp(userA.fullName) });
  await poll(() => card.count()).toBe(1);
  await screenshot(b.page, 'profiles-socialize-phone');
  await card.click();
  await b.page.waitForURL(`**/userprofile?userName=${userA.userName}`);
  await poll(() => b.page.getByRole('heading', { name: userA.fullName }).count()).toBe(1);
  await count(b.page, 'followers-count').toBe('0');

  // Follow: the button and the count change, and the server agrees.
  await b.page.getByRole('button', { name: 'Follow', exact: true }).click();
  await poll(() => b.page.getByRole('button', { name: 'Following', exact: true }).count()).toBe(1);
  await count(b.page, 'followers-count').toBe('1');
  const stats = await b.context.request.get(`/api/userfollowstats/${userA.userName}`);
  expect(await stats.json()).toEqual({ isFollowing: true, followers: 1 });
  await screenshot(b.page, 'profiles-userprofile-following-phone');

  // A's followers list shows B, with B's own entry carrying no follow button.
  await b.page.getByRole('button', { name: /Followers/ }).click();
  const followers = b.page.getByRole('list', { name: 'Followers' });
  await poll(() => followers.getByText(`@${userB.userName}`).count()).toBe(1);
  expect(await followers.getByRole('button').count()).toBe(0);
  await b.page.getByRole('button', { name: 'Close' }).click();

  // B's own profile: following 1, and A in the list with a live "Following" state.
  await b.page.goto('/profile');
  await count(b.page, 'following-count').toBe('1');
  await b.page.getByRole('button', { name: /Following/ }).click();
  const following = b.page.getByRole('list', { name: 'Following' });
  await poll(() => following.getByText(`@${userA.userName}`).count()).toBe(1);
  await poll(() => following.getByRole('button', { name: 'Following', exact: true }).count()).toBe(
    1,
  );
  await b.page.getByRole('button', { name: 'Close' }).click();

  // A sees the new follower on their own profile.
  await a.page.goto('/profile');
  await count(a.page, 'followers-count').toBe('1');
  await a.page.getByRole('button', { name: /Followers/ }).click();
  await poll(() =>
    a.page.getByRole('list', { name: 'Followers' }).getByText(`@${userB.userName}`).count(),
  ).toBe(1);
  // A sees B's entry with a Follow button (A does not follow B back).
  await poll(() =>
    a.page
      .getByRole('list', { name: 'Followers' })
      .getByRole('button', { name: 'Follow', exact: true })
      .count(),
  ).toBe(1);
  await screenshot(a.page, 'profiles-own-followers-desktop');
  await a.page.getByRole('button', { name: 'Close' }).click();

  // Unfollow from A's profile: back to 0 everywhere.
  await b.page.goto(`/userprofile?userName=${userA.userName}`);
  await poll(() => b.page.getByRole('button', { name: 'Following', exact: true }).count()).toBe(1);
  await b.page.getByRole('button', { name: 'Following', exact: true }).click();
  await poll(() => b.page.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(1);
  await count(b.page, 'followers-count').toBe('0');
  await b.page.goto('/profile');
  await count(b.page, 'following-count').toBe('0');
  await a.page.reload();
  await count(a.page, 'followers-count').toBe('0');

  // Edit Profile: A's name (other case) is taken and blocks Save; a free one saves.
  await b.page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Edit Profile' });
  const userNameInput = dialog.getByLabel('Username');
  await userNameInput.fill(userA.userName.toUpperCase());
  await poll(() => dialog.getByText('Username already taken').count()).toBe(1);
  expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  const freeName = `bram_new_${tag}`;
  await userNameInput.fill(freeName);
  const bio = dialog.getByLabel('Bio');
  await bio.fill('Hello from the e2e test');
  expect(await dialog.getByText('23/160').count()).toBe(1);
  await dialog.getByLabel('Social Handles').fill('https://example.com/bram');
  await poll(() => dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(false);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await poll(() => dialog.count()).toBe(0);
  await poll(() => b.page.getByText(`@${freeName}`).count()).toBe(1);
  expect(await b.page.getByText('Hello from the e2e test').count()).toBe(1);
  const link = b.page.getByRole('link', { name: 'example.com/bram' });
  expect(await link.getAttribute('href')).toBe('https://example.com/bram');

  // Photo: upload a generated PNG, see it, remove it, back to the placeholder.
  const avatar = b.page.locator('.profile-card .avatar img');
  expect(await avatar.getAttribute('data-placeholder')).toBe('true');
  await b.page.getByRole('button', { name: 'Edit Profile' }).click();
  await choosePng(
    dialog.locator('input[type="file"]'),
    'me.png',
    { width: 640, height: 480 },
    { r: 31, g: 79, b: 184 },
  );
  await poll(() => avatar.getAttribute('src')).toMatch(
    /\/api\/profile-image\/.+\/photo\.webp\?v=\d+$/,
  );
  await poll(() =>
    avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
  ).toBe(400);
  await screenshot(b.page, 'profiles-edit-photo-phone');
  await dialog.getByRole('button', { name: 'Remove Photo' }).click();
  // Removal asks first (product.md §2, Edit Profile dialog): the question's own Remove Photo
  // confirms.
  await dialog
    .getByRole('group', { name: "Remove your profile photo? This can't be undone." })
    .getByRole('button', { name: 'Remove Photo' })
    .click();
  await poll(() => avatar.getAttribute('data-placeholder')).toBe('true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Logout asks first; Cancel keeps the user here.
  await b.page.getByRole('button', { name: 'Logout' }).click();
  expect(await b.page.getByText('Are you sure you want to log out?').isVisible()).toBe(true);
  await b.page.getByRole('button', { name: 'Cancel' }).click();
  expect(new URL(b.page.url()).pathname).toBe('/profile');
  await b.page.getByRole('button', { name: 'Logout' }).click();
  await b.page.getByRole('button', { name: 'Log Out' }).click();
  await b.page.waitForURL('**/login');
});
