import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { messages } from '@tuning/shared/messages';
import { STORY } from '@tuning/shared/saga/story';
import { browserPerFile, DESKTOP, newContext, PHONE, screenshot } from './browser.ts';
import { signUp } from './helpers.ts';

const browser = browserPerFile();

const SMALL_PHONE = { width: 320, height: 640 };
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 20_000 });

/** Fills in a profile through the API, as Edit Profile would save it. */
async function saveProfile(
  request: APIRequestContext,
  user: { fullName: string; userName: string },
  fields: { collegeName?: string; bio?: string } = {},
) {
  const response = await request.put('/api/currentuser', {
    data: { fullName: user.fullName, userName: user.userName, ...fields },
  });
  expect(await response.json()).toEqual({ proceed: true });
}

async function follow(request: APIRequestContext, userName: string) {
  const response = await request.post('/api/follow', {
    data: { targetUserName: userName, action: 'follow' },
  });
  expect(response.status()).toBe(200);
}

/** No element makes the page wider than the viewport. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('a Socialize card shows college and mutual followers, and follows from the card', async () => {
  const tag = randomBytes(3).toString('hex');
  const viewer = await newContext(browser(), DESKTOP);
  const target = await newContext(browser());
  const friend = await newContext(browser());
  const viewerUser = await signUp(viewer.context, `Vera Viewer ${tag}`, 'vera');
  // A handle as long as a handle may be: the card cuts it with an ellipsis, never mid-line.
  const targetUser = await signUp(target.context, `Tess Target ${tag}`, 'tess_long_handle_xy');
  const friendUser = await signUp(friend.context, `Finn Friend ${tag}`, 'finn');
  await saveProfile(target.context.request, targetUser, { collegeName: 'Meridian College' });
  await follow(viewer.context.request, friendUser.userName);
  await follow(friend.context.request, targetUser.userName);

  const { page } = viewer;
  await page.goto('/socialize');
  await page.getByPlaceholder('Search by name, username or college').fill(targetUser.userName);
  const card = page.getByRole('listitem').filter({ hasText: targetUser.fullName });
  await poll(() => card.count()).toBe(1);
  expect(await card.getByText('Meridian College').isVisible()).toBe(true);
  expect(await card.getByText(`Followed by @${friendUser.userName}`).isVisible()).toBe(true);
  const handle = card.locator('.socialize__card-handle');
  const cut = await handle.evaluate((element) => ({
    overflowing: element.scrollWidth > element.clientWidth,
    lines: Math.round(
      element.getBoundingClientRect().height /
        parseFloat(getComputedStyle(element).lineHeight || '20'),
    ),
    ellipsis: getComputedStyle(element).textOverflow,
  }));
  expect(cut.ellipsis).toBe('ellipsis');
  expect(cut.lines).toBeLessThanOrEqual(1);
  expect(await handle.getAttribute('title')).toBe(`@${targetUser.userName}`);
  // The grid uses the page's width: the cards' row spans nearly all of <main>'s content box.
  const widths = await page.evaluate(() => {
    const grid = document.querySelector('.socialize__grid')!.getBoundingClientRect();
    const main = document.querySelector('main')!;
    const style = getComputedStyle(main);
    const content =
      main.getBoundingClientRect().width -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight);
    return { grid: grid.width, content };
  });
  expect(widths.grid).toBeGreaterThan(widths.content * 0.95);
  await screenshot(page, 'pages-socialize-card-desktop');

  // Follow from the card: at once, and the server agrees.
  await card.getByRole('button', { name: 'Follow', exact: true }).click();
  await poll(() => card.getByRole('button', { name: 'Following', exact: true }).count()).toBe(1);
  const stats = async () =>
    (await viewer.context.request.get(`/api/userfollowstats/${targetUser.userName}`)).json();
  await poll(stats).toEqual({ isFollowing: true, followers: 2 });

  // With the server unreachable, unfollowing says so and offers Retry; Retry then goes through.
  viewer.allowProblems(/request failed: POST .*\/api\/follow/);
  await page.route('**/api/follow', (route) => route.abort('internetdisconnected'));
  await card.getByRole('button', { name: 'Following', exact: true }).click();
  const failed = card.getByRole('alert');
  await poll(() => failed.innerText()).toContain(messages.unfollowFailed);
  expect(await card.getByRole('button', { name: 'Following', exact: true }).count()).toBe(1);
  await screenshot(page, 'pages-socialize-follow-failed-desktop');
  await page.unroute('**/api/follow');
  await failed.getByRole('button', { name: messages.retry }).click();
  await poll(() => card.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(1);
  expect(await card.getByRole('alert').count()).toBe(0);
  await poll(stats).toEqual({ isFollowing: false, followers: 1 });

  // The card's own area still opens the profile.
  await card.getByRole('button', { name: new RegExp(targetUser.fullName) }).click();
  await page.waitForURL(`**/userprofile?userName=${targetUser.userName}`);

  for (const viewport of [SMALL_PHONE, PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/socialize');
    await poll(() => page.locator('.socialize__card').count()).toBeGreaterThan(0);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `pages-socialize-${viewport.width}`);
  }
  expect(viewerUser.userName).toBeTruthy();
});

const counter = async (page: Page) =>
  (await page.locator('.comic-reader__counter').textContent())?.trim();
const pageNumberInUrl = (page: Page) => new URL(page.url()).searchParams.get('page');

test('the comic opens at a deep link, jumps from the chapter list and turns from under the page', async () => {
  const { context, page } = await newContext(browser(), DESKTOP);
  await signUp(context);
  await page.goto('/saga/comicbook?page=5');
  await poll(() => counter(page)).toBe('Page 5 / 11');
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(STORY[4]!.title);

  // Under the page: the reader turns on and lands at the top of the next page.
  const under = page.getByRole('group', { name: 'Page navigation, end of page' });
  await under.scrollIntoViewIfNeeded();
  await under.getByRole('button', { name: 'Next page' }).click();
  await poll(() => counter(page)).toBe('Page 6 / 11');
  expect(pageNumberInUrl(page)).toBe('6');
  const headingTop = await page
    .getByRole('heading', { level: 1 })
    .evaluate((element) => element.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(0);
  expect(headingTop).toBeLessThan(400);

  // The chapter list: every page, this one marked; a jump adds a history entry.
  await page.locator('summary', { hasText: 'Chapters' }).click();
  const chapters = page.getByRole('navigation', { name: 'Chapters' });
  expect(await chapters.getByRole('link').count()).toBe(11);
  expect(await chapters.locator('[aria-current="page"]').innerText()).toContain(STORY[5]!.title);
  await screenshot(page, 'pages-comic-chapters-desktop');
  await chapters.getByRole('link', { name: /Chapter 9/ }).click();
  await poll(() => counter(page)).toBe('Page 10 / 11');
  expect(pageNumberInUrl(page)).toBe('10');
  expect(await chapters.isVisible()).toBe(false);
  await page.keyboard.press('ArrowRight');
  await poll(() => counter(page)).toBe('Page 11 / 11');
  expect(pageNumberInUrl(page)).toBe('11');
  // Back undoes the jump (turns replace their entry): the reader is where it was before it.
  await page.goBack();
  await poll(() => counter(page)).toBe('Page 6 / 11');
  expect(pageNumberInUrl(page)).toBe('6');

  // A link to a page that does not exist opens the nearest one, and the address says which.
  await page.goto('/saga/comicbook?page=abc');
  await poll(() => counter(page)).toBe('Page 1 / 11');
  await poll(async () => pageNumberInUrl(page)).toBe('1');
  await page.goto('/saga/comicbook?page=42');
  await poll(() => counter(page)).toBe('Page 11 / 11');
  await poll(async () => pageNumberInUrl(page)).toBe('11');

  for (const viewport of [SMALL_PHONE, PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/saga/comicbook?page=3');
    await poll(() => counter(page)).toBe('Page 3 / 11');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `pages-comic-top-${viewport.width}`);
    await page.locator('summary', { hasText: 'Chapters' }).click();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `pages-comic-chapters-${viewport.width}`);
    await page.locator('summary', { hasText: 'Chapters' }).click();
    await page
      .getByRole('group', { name: 'Page navigation, end of page' })
      .scrollIntoViewIfNeeded();
    await screenshot(page, `pages-comic-bottom-${viewport.width}`);
  }
});

test('saving the profile while the server is unreachable keeps the form, and all recovers by itself', async () => {
  const session = await newContext(browser(), PHONE);
  const { context, page } = session;
  await signUp(context, 'Olive Outage', 'olive');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Bio').fill('Written during an outage');
  await dialog.getByLabel('Location').fill('Meridian');

  // The server goes away: every /api request fails without an answer.
  session.allowProblems(/request failed: .*\/api\//);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await poll(() => dialog.getByRole('alert').innerText()).toBe(messages.networkError);
  expect(await dialog.getByLabel('Bio').inputValue()).toBe('Written during an outage');
  expect(await dialog.getByLabel('Location').inputValue()).toBe('Meridian');
  expect(await dialog.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
  const banner = page.getByRole('status').filter({ hasText: messages.offlineBanner });
  await poll(() => banner.count()).toBe(1);
  await screenshot(page, 'pages-profile-save-offline-phone');

  // Back: the banner goes by itself, and the same form saves.
  await page.unroute('**/api/**');
  await poll(() => banner.count()).toBe(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await poll(() => dialog.count()).toBe(0);
  await poll(() => page.getByText('Written during an outage').count()).toBe(1);

  // A screen that failed to load during an outage loads by itself once the server is back.
  await page.goto('/socialize');
  await poll(() => page.getByRole('list', { name: 'Students' }).count()).toBe(1);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.getByPlaceholder('Search by name, username or college').fill('Olive');
  await poll(() => page.getByText(`Error: ${messages.networkError}`).count()).toBe(1);
  await poll(() => banner.count()).toBe(1);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'pages-socialize-offline-phone');
  await page.unroute('**/api/**');
  await poll(() => page.getByText(`Error: ${messages.networkError}`).count()).toBe(0);
  await poll(() => page.getByRole('list', { name: 'Students' }).count()).toBe(1);
  await poll(() => banner.count()).toBe(0);
});
