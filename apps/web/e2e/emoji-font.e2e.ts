import sharp from 'sharp';
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserPerFile, DESKTOP, newContext, screenshot } from './browser.ts';
import { poll, signUp } from './helpers.ts';

// Colour emoji on a system with no colour-emoji font (this machine's Chromium has none): the
// bundled Noto Color Emoji (ADR 0027) paints them, and is fetched only where emoji are shown.

const browser = browserPerFile();

/** The emoji font's files this page has fetched. */
const emojiFontLoads = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/emoji-\d+-.*\.woff2$/.test(path)),
  );

/** How many of the element's pixels are clearly coloured (an empty box or a monochrome glyph has none). */
async function colouredPixels(locator: Locator): Promise<number> {
  const { data, info } = await sharp(await locator.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  let coloured = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 80) coloured += 1;
  }
  return coloured;
}

test('emoji are drawn in colour from the bundled font, fetched only when shown', async () => {
  const { page, context } = await newContext(browser(), DESKTOP);
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Login to your account' }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  expect(await emojiFontLoads(page)).toEqual([]);

  await signUp(context, 'Emoji Fan', 'emoji');
  await page.goto('/chat');
  const input = page.getByPlaceholder('Type your message...');
  await input.fill('party 🔥👍😂');
  await input.press('Enter');
  const text = page.locator('.chat-message__text', { hasText: 'party 🔥👍😂' }).last();
  await text.waitFor({ timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
  await poll(() => emojiFontLoads(page).then((loads) => loads.length)).toBeGreaterThan(0);
  // Only the files whose ranges hold what is shown, not all eleven (2 MB).
  expect((await emojiFontLoads(page)).length).toBeLessThan(5);
  await poll(() => colouredPixels(text)).toBeGreaterThan(150);
  await screenshot(page, 'emoji-font-chat');
});
