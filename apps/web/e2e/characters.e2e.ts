import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CHARACTER_FAILURE_LINES } from '@tuning/shared/characters/chat';
import { CHARACTER_INTROS } from '@tuning/shared/characters/intro';
import { CHARACTERS } from '@tuning/shared/saga/characters';
import { STORY } from '@tuning/shared/saga/story';
import { browserPerFile, DESKTOP, newContext, PHONE, screenshot } from './browser.ts';
import { seriousViolations, signUp } from './helpers.ts';

const browser = browserPerFile();

/** The machine running the suite may be busy: give screens time to appear. */
const SLOW = { timeout: 20_000 };

/** The character's replies (not the greeting an empty chat shows). */
const received = (page: Page) =>
  page.locator('.character-chat__message--received:not(.character-chat__greeting)');
const sent = (page: Page) => page.locator('.character-chat__message--sent');

/** Waits until the empty chat with `name` shows its product.md text. */
async function emptyChatShown(page: Page, name: string) {
  await expect
    .poll(
      () => page.getByText(`No messages yet. Start a conversation with ${name}!`).isVisible(),
      SLOW,
    )
    .toBe(true);
}

async function say(page: Page, text: string) {
  const input = page.getByPlaceholder('Type a message...');
  await expect.poll(() => input.isEnabled(), SLOW).toBe(true);
  await input.fill(text);
  await input.press('Enter');
}

test('chat with each of the five: the reply appears in character', async () => {
  const { context, page } = await newContext(browser());
  await signUp(context);
  for (const character of CHARACTERS) {
    const path = character.id === 'yurei' ? '/saga/Yurei' : `/saga/${character.routeName}`;
    await page.goto(path);
    await expect
      .poll(() => page.getByRole('heading', { name: character.displayName }).count(), SLOW)
      .toBe(1);
    await emptyChatShown(page, character.displayName);
    expect(await page.getByText('Online').isVisible()).toBe(true);

    await say(page, 'What happened in chapter 3?');
    await expect.poll(() => sent(page).count(), SLOW).toBe(1);
    await expect.poll(() => received(page).count(), SLOW).toBe(1);
    await expect.poll(() => page.getByText('Online').isVisible(), SLOW).toBe(true);
    // Told in the character's own words: never the page summary, never the failure line.
    const reply = await received(page).first().innerText();
    expect(reply.length).toBeGreaterThan(60);
    expect(reply).not.toContain(STORY[3]!.summary.slice(0, 40));
    expect(reply).not.toContain(CHARACTER_FAILURE_LINES[character.id]);
    expect(await page.getByText('Not delivered').count()).toBe(0);
    if (character.id === 'kaizetsu') await screenshot(page, 'character-chat-kai-desktop');
  }
});

test('the history survives a reload and Clear Chats empties it', async () => {
  const { context, page } = await newContext(browser(), PHONE);
  await signUp(context);
  await page.goto('/saga/Kazeo');
  await say(page, 'hi!');
  await expect.poll(() => received(page).count(), SLOW).toBe(1);
  await expect.poll(() => page.getByText('Online').isVisible(), SLOW).toBe(true);
  await say(page, 'Who are you?');
  await expect.poll(() => received(page).count(), SLOW).toBe(2);
  await expect.poll(() => page.getByText('Online').isVisible(), SLOW).toBe(true);
  const replies = await received(page).allInnerTexts();
  expect(replies[1]!.length).toBeGreaterThan(20);
  await screenshot(page, 'character-chat-kazeo-phone');

  await page.reload();
  await expect.poll(() => received(page).count(), SLOW).toBe(2);
  expect(await sent(page).allInnerTexts()).toEqual([
    expect.stringContaining('hi!'),
    expect.stringContaining('Who are you?'),
  ]);
  expect(await received(page).allInnerTexts()).toEqual(replies);

  // Another character keeps its own store.
  await page.goto('/saga/Asahi');
  await emptyChatShown(page, 'Asahi');

  await page.goto('/saga/Kazeo');
  await expect.poll(() => received(page).count(), SLOW).toBe(2);
  await page.getByRole('button', { name: 'Clear Chats' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear Chats' }).click();
  await emptyChatShown(page, 'Kazeo');
  await page.reload();
  await emptyChatShown(page, 'Kazeo');
  expect(await received(page).count()).toBe(0);
});

test('when the character endpoint fails, the fixed in-character line appears', async () => {
  const { context, page, allowProblems } = await newContext(browser());
  allowProblems(/^(500 for|request failed:) POST \S+\/api\/\w+-response/);
  await signUp(context);
  await page.route('**/api/*-response**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL"}' }),
  );
  await page.goto('/saga/Tyson');
  await say(page, 'Are you there?');
  await expect
    .poll(() => received(page).first().innerText(), SLOW)
    .toContain(CHARACTER_FAILURE_LINES.tyson);
  // Marked as not delivered, not dressed up as a reply.
  expect(await page.getByText('Not delivered').isVisible()).toBe(true);

  await page.goto('/saga/Kaizetsu');
  await say(page, 'Are you there?');
  await expect
    .poll(() => received(page).first().innerText(), SLOW)
    .toContain(CHARACTER_FAILURE_LINES.kaizetsu);

  await page.unroute('**/api/*-response**');
  await page.route('**/api/*-response**', (route) => route.abort('failed'));
  await page.goto('/saga/Yūrei');
  await say(page, 'hello?');
  await expect
    .poll(() => received(page).first().innerText(), SLOW)
    .toContain(CHARACTER_FAILURE_LINES.yurei);
});

test('the daily limit says when replies come back, and Retry waits', async () => {
  const { context, page } = await newContext(browser());
  await signUp(context);
  const retryAt = new Date(Date.now() + 3 * 60 * 60 * 1000);
  await page.route('**/api/kazeo-response/stream', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'RATE_LIMITED',
        message: 'Daily character chat limit reached',
        limit: 'daily',
        retryAt: retryAt.toISOString(),
      }),
    }),
  );
  await page.goto('/saga/Kazeo');
  await say(page, 'one more?');
  const when = await page.evaluate(
    (at) => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(at),
    retryAt.getTime(),
  );
  await expect
    .poll(() => received(page).first().innerText(), SLOW)
    .toContain("You've used all of today's character replies. Replies come back");
  expect(await received(page).first().innerText()).toContain(when);
  expect(await received(page).first().innerText()).not.toContain(CHARACTER_FAILURE_LINES.kazeo);
  expect(await page.getByRole('button', { name: 'Retry' }).isDisabled()).toBe(true);
  await screenshot(page, 'character-chat-daily-limit');
});

test('greeting and openers, a tapped opener answered, Regenerate, Retry, Clear Chats asks', async () => {
  const { context, page, allowProblems } = await newContext(browser(), PHONE);
  await signUp(context);
  await page.goto('/saga/Asahi');
  const intro = CHARACTER_INTROS.asahi;
  await expect.poll(() => page.getByText(intro.greeting).isVisible(), SLOW).toBe(true);
  expect(await page.getByText(/Asahi is an AI character/).isVisible()).toBe(true);
  for (const opener of intro.openers) {
    expect(await page.getByRole('button', { name: opener }).isVisible()).toBe(true);
  }
  await screenshot(page, 'character-chat-openers-phone');

  // A tapped opener is sent and answered.
  await page.getByRole('button', { name: intro.openers[0] }).click();
  await expect.poll(() => sent(page).count(), SLOW).toBe(1);
  expect(await sent(page).first().innerText()).toContain(intro.openers[0]);
  await expect.poll(() => received(page).count(), SLOW).toBe(1);
  await expect.poll(() => page.getByText('Online').isVisible(), SLOW).toBe(true);
  const first = await received(page).first().innerText();
  expect(await page.getByText(intro.greeting).count()).toBe(0);

  // Regenerate: another take replaces the reply.
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect.poll(() => received(page).first().innerText(), SLOW).not.toBe(first);
  await expect.poll(() => page.getByText('Online').isVisible(), SLOW).toBe(true);
  expect(await received(page).count()).toBe(1);

  // The next stream fails: the fixed line, marked, then Retry gets a real reply.
  allowProblems(/^request failed: POST \S+\/api\/asahi-response\/stream /);
  let failures = 0;
  await page.route('**/api/asahi-response/stream', (route) => {
    failures += 1;
    return route.abort('failed');
  });
  await say(page, 'What do you think of Tyson?');
  await expect.poll(() => page.getByText('Not delivered').isVisible(), SLOW).toBe(true);
  expect(await received(page).last().innerText()).toContain(CHARACTER_FAILURE_LINES.asahi);
  expect(failures).toBe(1);
  await page.unroute('**/api/asahi-response/stream');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => page.getByText('Not delivered').count(), SLOW).toBe(0);
  await expect.poll(() => page.getByText('Online').isVisible(), SLOW).toBe(true);
  expect(await received(page).last().innerText()).not.toContain(CHARACTER_FAILURE_LINES.asahi);
  expect(await received(page).count()).toBe(2);
  await screenshot(page, 'character-chat-in-use-phone');

  // Clear Chats asks first: Cancel keeps everything, confirming clears it.
  await page.getByRole('button', { name: 'Clear Chats' }).click();
  const dialog = page.getByRole('dialog');
  expect(await dialog.innerText()).toContain(
    "Clear your whole chat with Asahi? This can't be undone.",
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await received(page).count()).toBe(2);
  await page.getByRole('button', { name: 'Clear Chats' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear Chats' }).click();
  await expect.poll(() => page.getByText(intro.greeting).isVisible(), SLOW).toBe(true);
  expect(await received(page).count()).toBe(0);
});

test('signed out, the character chat leads to login', async () => {
  const { page } = await newContext(browser());
  await page.goto('/saga/Asahi');
  await page.waitForURL('**/login', SLOW);
});

test('axe finds no serious or critical problems in a character chat, empty and in use', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { context, page } = await newContext(browser(), viewport);
    await signUp(context);
    await page.goto('/saga/Asahi');
    await emptyChatShown(page, 'Asahi');
    expect(await seriousViolations(page)).toEqual([]);
    await say(page, 'How are you?');
    await expect.poll(() => received(page).count(), SLOW).toBe(1);
    await expect.poll(() => page.getByText('Online').isVisible(), SLOW).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }
});
