import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, DESKTOP, newContext, PHONE, screenshot } from './browser.ts';
import {
  animationsSettled,
  NAV_LABELS,
  NAV_ROUTES,
  poll,
  seriousViolations,
  signUp,
} from './helpers.ts';

const browser = browserPerFile();

/** A student who just signed up as `fullName`, in a browser of `viewport`, on `path`. */
async function signedInAt(
  viewport: { width: number; height: number },
  fullName: string,
  prefix: string,
  path: string,
) {
  const { page, context } = await newContext(browser(), viewport);
  await signUp(context, fullName, prefix);
  await page.goto(path);
  return page;
}

/** The element that has focus, described well enough to compare and to read in a failure. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      id: active?.id ?? '',
      text: (active as HTMLElement | null)?.innerText?.trim() ?? '',
      inDialog: Boolean(active?.closest('dialog[open]')),
    };
  });

test('on a phone the navigation is a tab bar fixed at the bottom: six entries, the current one marked', async () => {
  const page = await signedInAt(PHONE, 'Tab Bar', 'tabs', '/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();

  const links = nav.getByRole('link');
  expect((await links.allInnerTexts()).map((text) => text.trim())).toEqual(NAV_LABELS);
  for (const [index, route] of NAV_ROUTES.entries()) {
    expect(await links.nth(index).getAttribute('href')).toBe(route);
    // Icon and label: the label is text, the icon a drawing next to it.
    expect(await links.nth(index).locator('svg').count()).toBe(1);
  }
  const bar = await nav.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      position: getComputedStyle(element).position,
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      innerHeight: window.innerHeight,
      innerWidth: window.innerWidth,
    };
  });
  expect(bar.position).toBe('fixed');
  expect(bar.bottom).toBeCloseTo(bar.innerHeight, 0);
  expect(bar.left).toBe(0);
  expect(bar.right).toBe(bar.innerWidth);
  expect(
    await page.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current'),
  ).toBe('page');
  expect(await page.locator('nav a[aria-current]').count()).toBe(1);

  // It stays in place while the page scrolls, and the end of the page is not hidden under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const atEnd = await page.evaluate(() => {
    const navBox = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect();
    const cards = document.querySelectorAll('.character-card');
    return {
      navTop: navBox.top,
      lastCardBottom: cards[cards.length - 1]!.getBoundingClientRect().bottom,
    };
  });
  expect(atEnd.lastCardBottom).toBeLessThanOrEqual(atEnd.navTop);

  // A tap moves the mark.
  await page.getByRole('link', { name: 'Socialize', exact: true }).click();
  await page.waitForURL('**/socialize');
  await poll(() =>
    page.getByRole('link', { name: 'Socialize', exact: true }).getAttribute('aria-current'),
  ).toBe('page');
  expect(
    await page.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current'),
  ).toBeNull();
  await screenshot(page, 'layout-tab-bar-phone');
});

test('on a desktop the navigation is the bar at the top', async () => {
  const page = await signedInAt(DESKTOP, 'Top Bar', 'topbar', '/profile');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  const boxes = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
  expect(boxes).toHaveLength(6);
  // One row, at the top of the screen.
  expect(new Set(boxes.map(Math.round)).size).toBe(1);
  expect(boxes[0]).toBeLessThan(60);
  expect(await nav.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
  expect(
    await page.getByRole('link', { name: 'Profile', exact: true }).getAttribute('aria-current'),
  ).toBe('page');
  // No icons on the desktop bar: words only, as before.
  expect(await nav.locator('svg').first().isVisible()).toBe(false);
});

test('Edit Profile keeps Tab inside, Escape closes it, and focus returns to the button', async () => {
  const page = await signedInAt(DESKTOP, 'Focus Keeper', 'focus', '/profile');
  const opener = page.getByRole('button', { name: 'Edit Profile' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.waitFor();
  expect((await focused(page)).inDialog).toBe(true);

  // Tab goes round the dialog's controls and never reaches the page behind it.
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('input:not([disabled]), button:not([disabled]), textarea').length,
  );
  const seen = new Set<string>();
  for (let press = 0; press < stops + 3; press += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect(now.inDialog, `Tab ${press + 1} left the dialog for ${JSON.stringify(now)}`).toBe(true);
    seen.add(`${now.tag}#${now.id}:${now.text}`);
  }
  // It went all the way round (Save, Cancel and the first field were all reached).
  expect([...seen].some((entry) => entry.includes('Cancel'))).toBe(true);
  expect([...seen].some((entry) => entry.includes('edit-full-name'))).toBe(true);
  for (let press = 0; press < stops + 3; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).inDialog).toBe(true);
  }
  // The page behind cannot be clicked into either (a native modal dialog makes it inert).
  expect(
    await page.evaluate(() => {
      const navLink = document.querySelector<HTMLAnchorElement>('nav a[href="/home"]')!;
      navLink.focus();
      return document.activeElement === navLink;
    }),
  ).toBe(false);
  await screenshot(page, 'layout-edit-profile-open');

  await page.keyboard.press('Escape');
  await poll(() => dialog.count()).toBe(0);
  const back = await focused(page);
  expect(back.text).toBe('Edit Profile');

  // The same for the logout confirmation, closed by a click on the backdrop.
  await page.getByRole('button', { name: 'Logout' }).click();
  const logout = page.getByRole('dialog', { name: 'Log Out' });
  await logout.waitFor();
  await page.mouse.click(5, 5);
  await poll(() => logout.count()).toBe(0);
  expect((await focused(page)).text).toBe('Logout');
});

test('the skip link is the first Tab stop and takes focus past the navigation', async () => {
  const page = await signedInAt(DESKTOP, 'Skip Reader', 'skip', '/home');
  await page.getByRole('list', { name: 'Characters' }).waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
  const box = await skip.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  expect((await focused(page)).id).toBe('main');
  expect(new URL(page.url()).pathname).toBe('/home');
  // The next Tab lands in the page's content, not on the navigation bar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main#main')))).toBe(
    true,
  );

  // On a screen without the navigation too.
  const visitor = await newContext(browser(), PHONE);
  await visitor.page.goto('/login');
  await visitor.page.getByRole('heading', { name: 'Login to your account' }).waitFor();
  await visitor.page.keyboard.press('Tab');
  await visitor.page.keyboard.press('Enter');
  expect((await focused(visitor.page)).id).toBe('main');
});

test('the theme follows the system, and the choice on the profile wins and is kept', async () => {
  const { page, context } = await newContext(browser(), PHONE, { colorScheme: 'dark' });
  await signUp(context, 'Night Owl', 'owl');
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  const paper = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.goto('/profile');
  await page.getByRole('group', { name: 'Theme' }).waitFor();
  expect(await theme()).toBe('dark');
  expect(await page.getByRole('radio', { name: 'System' }).isChecked()).toBe(true);
  const darkPaper = await paper();

  await page.getByRole('radio', { name: 'Light' }).check();
  expect(await theme()).toBe('light');
  expect(await paper()).not.toBe(darkPaper);
  // Kept across a reload, applied before the app runs (the blocking script in <head>).
  await page.reload();
  await page.waitForLoadState('domcontentloaded');
  expect(await theme()).toBe('light');
  await page.getByRole('group', { name: 'Theme' }).waitFor();
  expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);

  await page.getByRole('radio', { name: 'Dark' }).check();
  const other = await context.newPage();
  await other.emulateMedia({ colorScheme: 'light' });
  await other.goto('/login');
  expect(await other.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await other.close();

  // Back to System: the system's dark again, and it follows the system as it changes.
  await page.getByRole('radio', { name: 'System' }).check();
  expect(await theme()).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await poll(theme).toBe('light');
});

interface Screen {
  name: string;
  path: string;
  /** Signed in (the default) or a visitor. */
  guest?: boolean;
  /** Resolves once the screen shows what it is for. */
  ready: (page: Page) => Promise<unknown>;
  /** What to do on the screen before it is checked (open a dialog, send a message). */
  act?: (page: Page) => Promise<unknown>;
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name }).first().waitFor({ timeout: 15_000 });

const CHARACTERS = ['Tyson', 'Yūrei', 'Asahi', 'Kaizetsu', 'Kazeo'];

function screens(me: { userId: string }, other: { userName: string; fullName: string }): Screen[] {
  return [
    { name: 'login', path: '/login', guest: true, ready: heading('Login to your account') },
    { name: 'signup', path: '/signup', guest: true, ready: heading('Create your account') },
    {
      name: 'forgot-password',
      path: '/forgot-password',
      guest: true,
      ready: heading('Forgot your password?'),
    },
    {
      name: 'reset-password',
      path: '/reset-password?token=layout-check',
      guest: true,
      ready: heading('Reset your password'),
    },
    {
      name: 'confirm-email',
      path: '/confirm-email?token=layout-check',
      guest: true,
      ready: (page) =>
        page.locator('main .auth-card :is(.form-error, .form-success)').first().waitFor(),
    },
    {
      name: 'not-found',
      path: '/no-such-page',
      guest: true,
      ready: heading('404 - Page Not Found'),
    },
    {
      name: 'user-details',
      path: `/signup/userdetails?userId=${me.userId}`,
      ready: heading('Tell us about you'),
    },
    {
      name: 'messages',
      path: '/messages',
      ready: heading('Messages'),
    },
    {
      name: 'home',
      path: '/home',
      ready: (page) => page.getByRole('list', { name: 'Characters' }).waitFor(),
    },
    {
      name: 'profile',
      path: '/profile',
      ready: (page) => page.getByTestId('following-count').waitFor(),
    },
    {
      name: 'profile-edit-dialog',
      path: '/profile',
      ready: (page) => page.getByTestId('following-count').waitFor(),
      act: async (page) => {
        await page.getByRole('button', { name: 'Edit Profile' }).click();
        await page.getByRole('dialog', { name: 'Edit Profile' }).waitFor();
      },
    },
    {
      name: 'profile-following-dialog',
      path: '/profile',
      ready: (page) => page.getByTestId('following-count').waitFor(),
      act: async (page) => {
        await page.getByRole('button', { name: /Following/ }).click();
        await page
          .getByRole('list', { name: 'Following' })
          .getByText(`@${other.userName}`)
          .waitFor();
      },
    },
    {
      name: 'other-profile',
      path: `/userprofile?userName=${other.userName}`,
      ready: heading(other.fullName),
    },
    {
      name: 'follow-lists',
      path: `/followfollower?userName=${other.userName}`,
      ready: (page) => page.getByRole('list', { name: 'Followers' }).first().waitFor(),
    },
    {
      name: 'socialize',
      path: '/socialize',
      ready: async (page) => {
        await heading('Socialize')(page);
        await page.locator('.socialize__grid').waitFor({ timeout: 15_000 });
      },
    },
    {
      name: 'comic',
      path: '/saga/comicbook',
      ready: (page) => page.locator('.scene-art').first().waitFor({ timeout: 15_000 }),
    },
    {
      name: 'chat',
      path: '/chat',
      ready: (page) => page.locator('.chat-message').nth(2).waitFor({ timeout: 15_000 }),
    },
    ...CHARACTERS.map((character) => ({
      name: `character-${character === 'Yūrei' ? 'yurei' : character.toLowerCase()}`,
      path: `/saga/${character}`,
      ready: (page: Page) => page.getByPlaceholder('Type a message...').waitFor(),
      act:
        character === 'Tyson'
          ? async (page: Page) => {
              const box = page.getByPlaceholder('Type a message...');
              await box.fill('Who are you?');
              await box.press('Enter');
              await page.locator('.character-chat__message--sent').waitFor();
              // The reply is in once the box takes text again.
              await expect.poll(() => box.isEnabled(), { timeout: 30_000 }).toBe(true);
            }
          : undefined,
    })),
  ];
}

/**
 * Everything that sticks out of the viewport sideways: the page itself scrolling sideways, any
 * visible element whose box reaches past the left or right edge (where no ancestor clips it), and
 * any text that runs out of its box (a label wider than its button) unless an ellipsis ends it.
 */
function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const scrolling = document.scrollingElement!;
    if (scrolling.scrollWidth > width) {
      problems.push(`the page scrolls sideways: ${scrolling.scrollWidth}px in ${width}px`);
    }
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className : '';
      const text = (element.textContent ?? '').trim().slice(0, 30);
      return `<${element.tagName.toLowerCase()} class="${classes}">${text}`;
    };
    /** The part of `box` its clipping ancestors let show (body and html propagate to the viewport). */
    const clipped = (element: Element, left: number, right: number) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) break;
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.clipPath !== 'none') {
          const box = parent.getBoundingClientRect();
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        // A fixed element is placed against the viewport: what lies between does not clip it.
        if (style.position === 'fixed') break;
      }
      return { left, right };
    };
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
    };
    for (const element of document.body.querySelectorAll('*')) {
      // The shapes of a drawing are judged by the drawing's own box.
      if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
      if (!visible(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const shown = clipped(element, box.left, box.right);
      if (shown.right - shown.left < 1) continue;
      if (shown.right > width + 1 || shown.left < -1) {
        problems.push(
          `${describe(element)} spans ${Math.round(shown.left)}..${Math.round(shown.right)}`,
        );
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      let block = node.parentElement;
      if (!block || !visible(block) || block.closest('svg, .sr-only, [hidden]')) continue;
      while (
        block.parentElement &&
        ['inline', 'contents'].includes(getComputedStyle(block).display)
      ) {
        block = block.parentElement;
      }
      const style = getComputedStyle(block);
      // Cut on purpose, and shown to be cut: an ellipsis, or a clamp to a number of lines.
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      const outer = block.getBoundingClientRect();
      // Visually hidden on purpose (a 1px clipped box for screen readers only).
      if (outer.width <= 1 || outer.height <= 1) continue;
      const outside = (rect: DOMRect) =>
        rect.width >= 1 && (rect.right > outer.right + 1 || rect.left < outer.left - 1);
      const whole = document.createRange();
      whole.selectNodeContents(node);
      if (![...whole.getClientRects()].some(outside)) continue;
      // Word by word: a space that hangs past the end of a wrapped line (pre-wrap) is no problem.
      const text = node.textContent;
      for (const word of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if ([...range.getClientRects()].some(outside)) {
          problems.push(`text "${word[0].slice(0, 30)}" runs out of ${describe(block)}`);
          break;
        }
      }
    }
    return problems;
  });
}

/** On a phone, the end of a screen with the tab bar is above the tab bar once scrolled down. */
function hiddenUnderTabBar(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main"]');
    if (!nav || getComputedStyle(nav).position !== 'fixed') return null;
    window.scrollTo(0, document.documentElement.scrollHeight);
    const main = document.querySelector('main')!;
    // How far down each element shows: a scrolling box (the chat's message list) hides the rest.
    const shownBottom = (element: Element) => {
      let bottom = element.getBoundingClientRect().bottom;
      for (
        let parent = element.parentElement;
        parent && parent !== main;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowY !== 'visible') {
          bottom = Math.min(bottom, parent.getBoundingClientRect().bottom);
        }
      }
      return bottom;
    };
    const last = [...main.querySelectorAll('*')]
      .filter((element) => !element.closest('dialog') && element.getBoundingClientRect().height > 0)
      .reduce((lowest, element) => Math.max(lowest, shownBottom(element)), 0);
    const top = nav.getBoundingClientRect().top;
    window.scrollTo(0, 0);
    return last > top + 1 ? `content ends at ${last}px, under the tab bar at ${top}px` : null;
  });
}

/** On the account screens, the shouting sticker leaves the card's title readable. */
function titleCoveredBySticker(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const title = document.querySelector('.auth-card__title');
    const sticker = document.querySelector('.auth-card__burst');
    if (!title || !sticker) return null;
    const range = document.createRange();
    range.selectNodeContents(title);
    const box = sticker.getBoundingClientRect();
    const hit = [...range.getClientRects()].some(
      (line) =>
        line.left < box.right &&
        line.right > box.left &&
        line.top < box.bottom &&
        line.bottom > box.top,
    );
    return hit ? 'the sticker covers the title' : null;
  });
}

/**
 * A link drawn as a glyph (an arrow, a symbol: no letter or digit in it) is a button to the eye:
 * it is never underlined like a link in a sentence. Its name comes from `aria-label`.
 */
function underlinedGlyphLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href]')]
      .filter((link) => {
        const text = link.innerText.trim();
        return text !== '' && !/[\p{L}\p{N}]/u.test(text);
      })
      .filter((link) => getComputedStyle(link).textDecorationLine.includes('underline'))
      .map(
        (link) =>
          `the link "${link.getAttribute('aria-label') ?? link.innerText.trim()}" is an underlined glyph`,
      ),
  );
}

/** At any width, a character's name in the chat header is clear of the Clear Chats button. */
function nameCoveredByClear(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const name = document.querySelector('.character-chat__name');
    const clear = [...document.querySelectorAll('.character-chat__header button')].find((button) =>
      /Clear Chats/i.test(button.textContent ?? ''),
    );
    if (!name || !clear) return 'no name or no Clear Chats button';
    const range = document.createRange();
    range.selectNodeContents(name);
    const text = range.getBoundingClientRect();
    const button = clear.getBoundingClientRect();
    return text.right > button.left
      ? `the name ends at ${text.right}, the button starts at ${button.left}`
      : null;
  });
}

/**
 * The group chat is one room for the whole run: what the sweep shows in it is played in as its
 * history, not posted, so no other test finds messages it did not send. Both ways the newest page
 * comes (HTTP on opening, the socket's getChatHistory on joining) answer with `entries`.
 */
async function playChatHistory(
  page: Page,
  entries: {
    from: { userId: string; userName: string; fullName: string };
    text: string;
    ago: number;
  }[],
) {
  const now = Date.now();
  const messages = entries.map(({ from, text, ago }, index) => ({
    message: text,
    timestamp: now - ago,
    userId: from.userId,
    username: from.userName,
    fullName: from.fullName,
    profilePic: '',
    messageId: `${from.userId}-${now - ago}-layout${index}`,
    seq: index + 1,
  }));
  await page.route('**/api/chat/history**', (route) =>
    route.fulfill({
      json: { hasMore: false, messages: new URL(route.request().url()).search ? [] : messages },
    }),
  );
  // Socket.IO over the WebSocket: "42<id>[event, payload]" asks, "43<id>[answer]" answers it.
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    const newestAsks = new Set<string>();
    socket.onMessage((frame) => {
      const ask = typeof frame === 'string' && /^42(\d+)\["getChatHistory",(.*)\]$/s.exec(frame);
      if (ask && !/"(before|after)"/.test(ask[2]!)) newestAsks.add(ask[1]!);
      server.send(frame);
    });
    server.onMessage((frame) => {
      const answer = typeof frame === 'string' && /^43(\d+)\[/.exec(frame);
      if (answer && newestAsks.delete(answer[1]!)) {
        const [body] = JSON.parse(frame.slice(2 + answer[1]!.length)) as [{ ok: boolean }];
        if (body.ok) {
          socket.send(`43${answer[1]}${JSON.stringify([{ ...body, messages, hasMore: false }])}`);
          return;
        }
      }
      socket.send(frame);
    });
  });
}

async function sweep(scheme: 'light' | 'dark', width: number) {
  const viewport = { width, height: width >= 1000 ? 800 : 720 };
  const user = await newContext(browser(), viewport, { colorScheme: scheme });
  const visitor = await newContext(browser(), viewport, { colorScheme: scheme });
  const me = await signUp(user.context, 'Layout Checker', 'layout');
  const other = await signUp(
    visitor.context,
    'Maximiliana Wolfeschlegelsteinhausen',
    'other_long_handle',
  );
  await visitor.context.clearCookies();
  const follow = await user.context.request.post('/api/follow', {
    data: { targetUserName: other.userName, action: 'follow' },
  });
  expect(follow.ok()).toBe(true);

  await playChatHistory(user.page, [
    { from: other, text: 'Anyone up for the festival tonight?', ago: 26 * 3_600_000 },
    {
      from: other,
      text: 'A very long word: Pneumonoultramicroscopicsilicovolcanoconiosis_and_more_without_any_break https://example.com/a/very/long/link/that/keeps/going/and/going',
      ago: 60_000,
    },
    { from: me, text: 'Count me in!', ago: 30_000 },
  ]);

  const failures: string[] = [];
  for (const screen of screens(me, other)) {
    const { page } = screen.guest ? visitor : user;
    await page.goto(screen.path);
    await screen.ready(page);
    await screen.act?.(page);
    await page.evaluate(() => document.fonts.ready);
    await animationsSettled(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
    await screenshot(page, `layout-${scheme}-${width}-${screen.name}`);
    const where = `${screen.name} at ${width}px, ${scheme}`;
    for (const problem of await overflowProblems(page)) failures.push(`${where}: ${problem}`);
    const under = await hiddenUnderTabBar(page);
    if (under) failures.push(`${where}: ${under}`);
    const sticker = await titleCoveredBySticker(page);
    if (sticker) failures.push(`${where}: ${sticker}`);
    if (screen.name.startsWith('character-')) {
      const covered = await nameCoveredByClear(page);
      if (covered) failures.push(`${where}: ${covered}`);
    }
    for (const glyph of await underlinedGlyphLinks(page)) failures.push(`${where}: ${glyph}`);
    for (const violation of await seriousViolations(page)) failures.push(`${where}: ${violation}`);
  }
  expect(failures).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [320, 390, 1280]) {
    test(
      `every screen at ${width}px in the ${scheme} theme: nothing sticks out sideways, axe is clean`,
      { timeout: 600_000 },
      () => sweep(scheme, width),
    );
  }
}
