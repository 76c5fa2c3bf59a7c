import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { request, type Page } from 'playwright-core';
import { io } from 'socket.io-client';
import { baseUrl, browserPerFile, newContext, PHONE, screenshot } from './browser.ts';
import { seriousViolations, signUp } from './helpers.ts';

const browser = browserPerFile();

const visible = (page: Page, text: string, timeout = 15_000) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout });

test('two people chat live: presence, typing, messages, emoji, offline sends and reload', async () => {
  const ann = await newContext(browser());
  const ben = await newContext(browser(), PHONE);
  const annUser = await signUp(ann.context, 'Ann Lee');
  await signUp(ben.context, 'Ben Ito');

  const websockets: string[] = [];
  ann.page.on('websocket', (ws) => websockets.push(ws.url()));
  await ann.page.goto('/chat');
  await ben.page.goto('/chat');
  await visible(ann.page, '2 users online').toBe(true);
  // The WebSocket transport is allowed by the CSP and used (polling is only the fallback).
  expect(websockets.some((url) => new URL(url).pathname === '/socket.io/')).toBe(true);
  await visible(ben.page, '2 users online').toBe(true);
  await visible(ann.page, `@${annUser.userName}`).toBe(true);

  // The count opens who is online, each a link to the profile; Escape returns to the count.
  const count = ben.page.getByRole('button', { name: '2 users online' });
  await count.click();
  const online = ben.page.getByRole('dialog', { name: 'Online now' });
  await online.getByRole('link', { name: /Ann Lee/ }).waitFor();
  expect(await online.getByRole('link', { name: /Ben Ito/ }).getAttribute('href')).toBe('/profile');
  expect(await seriousViolations(ben.page)).toEqual([]);
  await ben.page.keyboard.press('Escape');
  await online.waitFor({ state: 'detached' });
  expect(await count.evaluate((element) => element === document.activeElement)).toBe(true);
  await visible(ann.page, 'No messages yet. Start the conversation!').toBe(true);

  // The picker code is not on the page until it is first opened.
  expect(await ben.page.locator('[data-epr-part="root"]').count()).toBe(0);

  // Typing shows on the other side, then the message arrives there under "Today".
  const annInput = ann.page.getByPlaceholder('Type your message...');
  expect(await annInput.getAttribute('rows')).toBe('2');
  const annSend = ann.page.getByRole('button', { name: 'Send', exact: true });
  expect(await annSend.isDisabled()).toBe(true);
  await annInput.pressSequentially('Hello Ben');
  await visible(ben.page, 'Ann Lee is typing...').toBe(true);
  await annInput.press('Shift+Enter');
  await annInput.pressSequentially('second line');
  await annInput.press('Enter');
  expect(await annInput.inputValue()).toBe('');
  const benMessage = ben.page.locator('.chat-message', { hasText: 'Hello Ben' });
  await expect.poll(() => benMessage.count(), { timeout: 15_000 }).toBe(1);
  expect(await benMessage.locator('.chat-message__text').innerText()).toBe(
    'Hello Ben\nsecond line',
  );
  expect(await benMessage.getByText('@' + annUser.userName).count()).toBe(1);
  await visible(ben.page, 'Today').toBe(true);
  await visible(ben.page, 'Ann Lee is typing...').toBe(false);
  // Own messages are styled apart.
  expect(await ann.page.locator('.chat-message--own', { hasText: 'Hello Ben' }).count()).toBe(1);
  expect(await benMessage.evaluate((el) => el.classList.contains('chat-message--own'))).toBe(false);

  // Emoji: the picker loads on first open, the pick is appended, the picker closes.
  const benInput = ben.page.getByPlaceholder('Type your message...');
  await benInput.fill('Nice ');
  await ben.page.getByRole('button', { name: 'Open emoji picker' }).click();
  const emoji = ben.page.locator('[data-epr-part="emoji"]').first();
  await emoji.waitFor({ timeout: 15_000 });
  await screenshot(ben.page, 'chat-emoji-picker');
  // product.md §9: six skin tones.
  expect(await ben.page.locator('[data-epr-part="skin-tone-button"]').count()).toBe(6);
  await emoji.click();
  await expect.poll(() => ben.page.locator('[data-epr-part="root"]').count()).toBe(0);
  const withEmoji = await benInput.inputValue();
  expect(withEmoji.startsWith('Nice ')).toBe(true);
  expect(withEmoji.length).toBeGreaterThan('Nice '.length);
  // A click outside closes it too.
  await ben.page.getByRole('button', { name: 'Open emoji picker' }).click();
  await ben.page.locator('[data-epr-part="root"]').waitFor();
  await ben.page.locator('.chat-header').click();
  await expect.poll(() => ben.page.locator('[data-epr-part="root"]').count()).toBe(0);
  await screenshot(ben.page, 'chat-phone');
  await ben.page.getByRole('button', { name: 'Send', exact: true }).click();
  await visible(ann.page, withEmoji).toBe(true);

  // Offline: the message waits, marked as sending, and goes out when the network is back. A
  // dropped socket asks the server's health at once, which fails while the network is cut.
  ann.allowProblems(/^request failed: GET \S+\/api\/health \(net::ERR_INTERNET_DISCONNECTED\)$/);
  await ann.context.setOffline(true);
  await visible(ann.page, '(You are offline)').toBe(true);
  await annInput.fill('sent while offline');
  await annInput.press('Enter');
  const pending = ann.page.locator('.chat-message', { hasText: 'sent while offline' });
  await expect.poll(() => pending.getByText('Sending…').count()).toBe(1);
  // Ben's message, stored after Ann pressed Enter, reaches Ben after anything of hers would have.
  await benInput.fill('are you there?');
  await benInput.press('Enter');
  const benPing = ben.page.locator('.chat-message', { hasText: 'are you there?' });
  await expect.poll(() => benPing.count()).toBe(1);
  await expect.poll(() => benPing.getByText('Sending…').count(), { timeout: 15_000 }).toBe(0);
  expect(await ben.page.getByText('sent while offline').count()).toBe(0);
  await ann.context.setOffline(false);
  await visible(ben.page, 'sent while offline').toBe(true);
  await expect.poll(() => pending.getByText('Sending…').count(), { timeout: 15_000 }).toBe(0);
  await visible(ann.page, '(You are offline)').toBe(false);
  expect(await ben.page.getByText('sent while offline').count()).toBe(1);
  await screenshot(ann.page, 'chat-desktop');

  // A reload keeps the history, each message once.
  await ann.page.reload();
  await visible(ann.page, 'sent while offline').toBe(true);
  expect(await ann.page.locator('.chat-message', { hasText: 'Hello Ben' }).count()).toBe(1);
  expect(await ann.page.locator('.chat-message').count()).toBe(4);

  // Ben leaves: Ann is alone.
  await ben.context.close();
  await visible(ann.page, '1 users online').toBe(true);
}, 120_000);

/** A user who posts `count` messages straight over Socket.IO (20 fit in one rate-limit window). */
async function seed(count: number, label: string): Promise<void> {
  const api = await request.newContext({ baseURL: baseUrl() });
  const suffix = randomBytes(4).toString('hex');
  const signup = await api.post('/api/signup', {
    data: {
      phoneOrEmail: `seed.${suffix}@gmail.com`,
      fullName: `Seeder ${label}`,
      userName: `seed_${suffix}`,
      password: 'abc123!',
    },
  });
  expect(signup.status()).toBe(201);
  const { userId } = (await signup.json()) as { userId: string };
  const token = (await api.storageState()).cookies.find((c) => c.name === 'token')?.value;
  await api.dispose();
  const socket = io(baseUrl(), {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie: `token=${token}` },
    reconnection: false,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    for (let i = 0; i < count; i++) {
      const ack = (await socket.timeout(5000).emitWithAck('sendMessage', {
        message: `${label} ${i}`,
        messageId: `${userId}-${Date.now()}-${i}x`,
      })) as { received: boolean };
      expect(ack.received).toBe(true);
    }
  } finally {
    socket.close();
  }
}

const scroller = (page: Page) => page.locator('.chat-messages__scroll');

test('scrolling up loads older messages in place; a new message while up shows a pill', async () => {
  await seed(20, 'alpha');
  await seed(20, 'beta');
  await seed(20, 'gamma');
  const viewer = await newContext(browser());
  await signUp(viewer.context, 'Vi Ewer');
  const { page } = viewer;
  await page.goto('/chat');
  try {
    // The seeders' messages just went in; on a busy machine the first page can take a while.
    await visible(page, 'gamma 19', 30_000).toBe(true);
  } catch (error) {
    await screenshot(page, 'chat-scroll-failure');
    throw error;
  }
  // The newest 50 are shown, scrolled to the end.
  expect(await page.locator('.chat-message').count()).toBe(50);
  const atEnd = await scroller(page).evaluate(
    (el) => el.scrollHeight - el.scrollTop - el.clientHeight < 80,
  );
  expect(atEnd).toBe(true);

  // Scroll to the top: the older page goes in above, the message that was on top stays put.
  const topMessage = page.locator('.chat-message').first();
  const topId = await topMessage.getAttribute('data-message-id');
  await scroller(page).evaluate((el) => (el.scrollTop = 0));
  const before = await page.locator(`[data-message-id="${topId}"]`).boundingBox();
  await expect.poll(() => page.locator('.chat-message').count()).toBeGreaterThan(50);
  const after = await page.locator(`[data-message-id="${topId}"]`).boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(40);
  await scroller(page).evaluate((el) => (el.scrollTop = 0));
  await visible(page, 'alpha 0').toBe(true);

  // Scrolled up, a new message does not pull the reader down: a pill says it is there.
  await scroller(page).evaluate((el) => (el.scrollTop = 200));
  const scrollTop = await scroller(page).evaluate((el) => el.scrollTop);
  await seed(1, 'delta');
  await visible(page, '1 new message ↓').toBe(true);
  expect(await scroller(page).evaluate((el) => el.scrollTop)).toBe(scrollTop);
  await page.getByRole('button', { name: '1 new message ↓' }).click();
  await visible(page, 'delta 0').toBe(true);
  await visible(page, '1 new message ↓').toBe(false);
}, 120_000);
