import type { Locator, Page } from 'playwright-core';
import { messageWith } from './helpers.ts';

/** Reacts 👍 to `message` from the toolbar that hovering it shows. */
export async function reactThumbsUp(message: Locator): Promise<void> {
  await message.hover();
  await message.getByRole('button', { name: 'React with 👍' }).click();
}

/** The 👍 chip under `text` on `page`, once it counts one reaction. */
export async function oneThumbsUp(page: Page, text: string): Promise<Locator> {
  const chip = messageWith(page, text).getByRole('button', { name: /^👍 1, reacted by/ });
  await chip.waitFor({ timeout: 15_000 });
  return chip;
}
