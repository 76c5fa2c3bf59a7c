import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CHARACTERS } from '@tuning/shared/saga/characters';
import { STORY } from '@tuning/shared/saga/story';
import { browserPerFile, DESKTOP, newContext, PHONE, screenshot } from './browser.ts';
import { animationsSettled, NAV_LABELS, seriousViolations, signUp } from './helpers.ts';

const browser = browserPerFile();

async function signedIn(viewport = DESKTOP, options: { reducedMotion?: boolean } = {}) {
  const session = await newContext(browser(), viewport);
  if (options.reducedMotion) await session.page.emulateMedia({ reducedMotion: 'reduce' });
  await signUp(session.context);
  return session;
}

const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);
const counter = async (page: Page) =>
  (await page.locator('.comic-reader__counter').textContent())?.trim();
const prev = (page: Page) => page.getByRole('button', { name: 'Prev', exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

async function expectPage(page: Page, number: number): Promise<void> {
  await expect.poll(() => counter(page)).toBe(`Page ${number} / 11`);
  const story = STORY[number - 1]!;
  const heading = page.getByRole('heading', { level: 1 });
  expect(await heading.innerText()).toContain(story.title);
  expect(await prev(page).isDisabled()).toBe(number === 1);
  expect(await next(page).isDisabled()).toBe(number === 11);
}

async function openReader(page: Page): Promise<void> {
  await page.goto('/saga/comicbook');
  await page.locator('.comic-reader__counter').waitFor();
}

test('the gallery shows five character cards that lead to the five chat routes', async () => {
  const { page } = await signedIn(PHONE);
  await page.goto('/home');
  const cards = page.getByRole('list', { name: 'Characters' }).getByRole('listitem');
  await expect.poll(() => cards.count()).toBe(5);
  for (const [index, character] of CHARACTERS.entries()) {
    const card = cards.nth(index);
    expect(await card.innerText()).toContain(character.persona);
    expect(await card.innerText()).toContain(character.description);
    const link = card.getByRole('link', { name: character.displayName, exact: true });
    expect(await link.count()).toBe(1);
  }
  await screenshot(page, 'saga-home-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  for (const character of CHARACTERS) {
    await page.goto('/home');
    await page.getByRole('link', { name: character.displayName, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/saga/'));
    expect(pathOf(page)).toBe(`/saga/${character.routeName}`);
  }
});

test('the reader goes 1 → 11 with Next and back with Prev, with the disabled states', async () => {
  const { page } = await signedIn();
  await openReader(page);
  await expectPage(page, 1);
  await screenshot(page, 'saga-comicbook-desktop');
  for (let number = 2; number <= 11; number++) {
    await next(page).click();
    await expectPage(page, number);
  }
  // The last page: Next is disabled and focus moved to Prev instead of being lost.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Prev');
  for (let number = 10; number >= 1; number--) {
    await prev(page).click();
    await expectPage(page, number);
  }
});

test('arrow keys turn pages within the book, and a reload resumes on the same page', async () => {
  const { page } = await signedIn(PHONE);
  await openReader(page);
  await page.keyboard.press('ArrowLeft');
  await expectPage(page, 1);
  for (let number = 2; number <= 5; number++) {
    await page.keyboard.press('ArrowRight');
    await expectPage(page, number);
  }
  await page.keyboard.press('ArrowLeft');
  await expectPage(page, 4);
  await screenshot(page, 'saga-comicbook-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.reload();
  await expectPage(page, 4);
  await page.goto('/home');
  await openReader(page);
  await expectPage(page, 4);

  for (let number = 5; number <= 11; number++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectPage(page, 11);
});

test('on a touch screen a swipe turns the page and a pinch never does', async () => {
  const { context, page } = await newContext(browser(), PHONE, { hasTouch: true, isMobile: true });
  await signUp(context);
  await openReader(page);
  const cdp = await context.newCDPSession(page);
  type Point = { x: number; y: number };
  async function gesture(from: Point[], to: Point[]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: from });
    for (let step = 1; step <= 8; step++) {
      const points = from.map((start, index) => ({
        x: start.x + ((to[index]!.x - start.x) * step) / 8,
        y: start.y + ((to[index]!.y - start.y) * step) / 8,
      }));
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  await gesture([{ x: 320, y: 500 }], [{ x: 60, y: 510 }]);
  await expectPage(page, 2);
  await gesture([{ x: 60, y: 500 }], [{ x: 330, y: 505 }]);
  await expectPage(page, 1);
  // A pinch: one finger stays, the other sweeps sideways toward it. Alone, that sweep would be a
  // swipe; with a second finger down it must never turn the page.
  await gesture(
    [
      { x: 330, y: 500 },
      { x: 60, y: 520 },
    ],
    [
      { x: 90, y: 500 },
      { x: 60, y: 520 },
    ],
  );
  // A swipe after it must land on page 2: on page 3, the pinch had turned a page too.
  await gesture([{ x: 320, y: 500 }], [{ x: 60, y: 510 }]);
  await expectPage(page, 2);
});

test('the next page’s art is fetched before the reader turns to it', async () => {
  const { page } = await signedIn();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await openReader(page);
  // Chapter 3 is drawn in the booth and on the rooftops; Chapter 4 needs the robotics fair.
  for (let number = 2; number <= 3; number++) await next(page).click();
  await expectPage(page, 3);
  expect(fetched.some((file) => /\/assets\/robotics-fair-[\w-]+\.js$/.test(file))).toBe(false);
  await next(page).click();
  await expectPage(page, 4);
  await expect
    .poll(() => fetched.some((file) => /\/assets\/robotics-fair-[\w-]+\.js$/.test(file)))
    .toBe(true);
});

test('page turns animate, except when the reader asks for reduced motion', async () => {
  const animationOf = (page: Page) =>
    page.locator('.comic-page').evaluate((element) => getComputedStyle(element).animationName);
  const moving = await signedIn();
  await openReader(moving.page);
  await next(moving.page).click();
  expect(await animationOf(moving.page)).toBe('page-from-right');
  await moving.context.close();

  const still = await signedIn(DESKTOP, { reducedMotion: true });
  await openReader(still.page);
  await next(still.page).click();
  expect(await animationOf(still.page)).toBe('none');
});

test('the navigation bar appears exactly on product.md’s routes, with hidden notifications', async () => {
  const { page, context } = await signedIn();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const route of [
    '/home',
    '/socialize',
    '/chat',
    '/messages',
    '/profile',
    '/saga/comicbook',
  ]) {
    await page.goto(route);
    await nav.waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe(route);
    const labels = await nav.getByRole('link').allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(NAV_LABELS);
    expect(await page.getByTestId('nav-notifications').isHidden()).toBe(true);
  }
  await page.getByRole('link', { name: 'Tuning home' }).click();
  await page.waitForURL((url) => url.pathname === '/home');

  for (const route of ['/saga/Tyson', '/saga/Yūrei', '/no-such-page']) {
    await page.goto(route);
    await page.getByRole('heading').first().waitFor();
    expect(await nav.count()).toBe(0);
  }
  await context.close();

  const visitor = await newContext(browser());
  for (const route of ['/login', '/signup']) {
    await visitor.page.goto(route);
    await visitor.page.getByRole('heading').first().waitFor();
    expect(await visitor.page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  }
});

test('axe finds no serious or critical problems on /home, /saga/comicbook, /chat and /login', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page, context } = await signedIn(viewport);
    const size = viewport === PHONE ? 'phone' : 'desktop';
    await page.goto('/home');
    await page.getByRole('list', { name: 'Characters' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await openReader(page);
    await page.locator('.scene-art').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/chat');
    await page.getByPlaceholder('Type your message...').waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const visitor = await newContext(browser(), viewport);
    await visitor.page.goto('/login');
    await visitor.page.getByRole('heading', { name: 'Login to your account' }).waitFor();
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await visitor.page.goto('/no-such-page');
    await visitor.page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await screenshot(visitor.page, `saga-not-found-${size}`);
    await visitor.context.close();
  }
});

test('screenshots of the main saga screens at phone and desktop sizes', async () => {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const { page, context } = await signedIn(viewport);
    await page.goto('/home');
    await page.getByRole('list', { name: 'Characters' }).waitFor();
    await screenshot(page, `saga-gallery-${size}`);
    await openReader(page);
    for (const number of [1, 8, 11]) {
      while ((await counter(page)) !== `Page ${number} / 11`) await next(page).click();
      await page.locator('.scene-art').first().waitFor();
      await animationsSettled(page);
      await screenshot(page, `saga-reader-page-${number}-${size}`);
    }
    await context.close();
  }
});
