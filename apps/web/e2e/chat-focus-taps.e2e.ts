import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserPerFile, newContext, PHONE } from './browser.ts';
import { signUp } from './helpers.ts';

// On a phone the chat takes the screen while the composer has the focus ("focus mode", ADR 0032).
// A tap that moves the focus into or out of the composer must still do what was tapped: the
// layout may change only once the tap is over, never between the finger's press and its click.

const browser = browserPerFile();

const SMALL_PHONE = { width: 320, height: 568 };
/** One tap is enough: a result that needs a second one never comes within this. */
const soon = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 3_000 });

const messageWith = (page: Page, text: string): Locator =>
  page.locator('.chat-message', {
    has: page.locator('.chat-message__text', { hasText: text }),
  });

/** Every click the page gets from now on, as the element it landed on (tag, class, text). */
async function recordClicks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const clicks: string[] = [];
    (window as unknown as { clicks: string[] }).clicks = clicks;
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        clicks.push(`${target.tagName.toLowerCase()}.${target.className}`);
      },
      true,
    );
  });
}

const clicks = (page: Page) =>
  page.evaluate(() => (window as unknown as { clicks: string[] }).clicks.splice(0));

for (const size of [PHONE, SMALL_PHONE]) {
  test(`at ${size.width} px a tap into or out of the composer does what was tapped`, async () => {
    const ben = await newContext(browser(), size, { hasTouch: true, isMobile: true });
    const { userName } = await signUp(ben.context, 'Ben Ito', 'ben');
    const { page } = ben;
    await page.goto('/chat');
    const input = page.getByPlaceholder('Type your message...');
    await input.waitFor();
    const logo = page.getByRole('link', { name: 'Tuning home' });
    const tabs = page.getByRole('navigation', { name: 'Main' });
    const online = page.getByRole('button', { name: /online/ });
    await online.waitFor();
    await recordClicks(page);

    // Into the composer from outside: the box gets the tap (and the focus), nothing under it.
    await input.tap();
    await soon(() => input.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await clicks(page)).toEqual(['textarea.input chat-composer__input']);
    await soon(() => logo.isVisible()).toBe(false);
    expect(await tabs.isVisible()).toBe(false);

    // Send, with the focus in the box: sent, and the box keeps the focus and the screen.
    await input.fill(`taps at ${size.width}: @${userName} here`);
    await page.getByRole('button', { name: 'Send', exact: true }).tap();
    const sent = messageWith(page, `taps at ${size.width}:`);
    await soon(() => sent.count()).toBe(1);
    expect(await input.inputValue()).toBe('');
    expect(await logo.isVisible()).toBe(false);

    // Out of the composer to the chat header's button: its dialog opens on the first tap.
    await input.fill('half a thought');
    await online.tap();
    const dialog = page.getByRole('dialog', { name: 'Online now' });
    await soon(() => dialog.isVisible()).toBe(true);
    // (It has no close button: Escape, as a phone's back gesture would.)
    await page.keyboard.press('Escape');
    await soon(() => dialog.count()).toBe(0);
    // Focus mode is over and the bars are back, on the screen.
    await soon(() => tabs.isVisible()).toBe(true);
    expect(await logo.isVisible()).toBe(true);

    // Into the composer through its emoji button: the picker opens on the first tap.
    await clicks(page);
    await page.getByRole('button', { name: 'Open emoji picker' }).tap();
    await soon(() => page.getByRole('dialog', { name: 'Emoji picker' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Close emoji picker' }).tap();
    await soon(() => page.getByRole('dialog', { name: 'Emoji picker' }).count()).toBe(0);

    // Out of the composer to a mention in a message: it leads to the profile on the first tap.
    await input.tap();
    await soon(() => logo.isVisible()).toBe(false);
    await sent.getByRole('link', { name: `@${userName}` }).tap();
    await soon(async () => new URL(page.url()).pathname).toBe('/profile');

    // The tab bar, back on the chat: a tap on it from the composer's screen navigates.
    await page.goBack();
    await input.waitFor();
    await soon(() => tabs.isVisible()).toBe(true);
    await input.tap();
    await soon(() => logo.isVisible()).toBe(false);
    // Leaving the box for the messages brings the bars back for the next tap...
    await page.locator('.chat-messages__scroll').tap({ position: { x: 10, y: 10 } });
    await soon(() => tabs.isVisible()).toBe(true);
    // ...which does what it says.
    await tabs.getByRole('link', { name: 'Home' }).tap();
    await soon(async () => new URL(page.url()).pathname).toBe('/home');
  });
}

test('with a mouse in a narrow window, a press held on a button leaves the layout until its click', async () => {
  const ann = await newContext(browser(), PHONE);
  await signUp(ann.context, 'Ann Lee', 'ann');
  const { page } = ann;
  await page.goto('/chat');
  const input = page.getByPlaceholder('Type your message...');
  await input.click();
  const logo = page.getByRole('link', { name: 'Tuning home' });
  await soon(() => logo.isVisible()).toBe(false);
  // The press moves the focus out of the composer; the button is still there at the release.
  await page.getByRole('button', { name: /online/ }).click({ delay: 200 });
  await soon(() => page.getByRole('dialog', { name: 'Online now' }).isVisible()).toBe(true);
});
