import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const E2E_PASSWORD = 'abc123!';

/** The main navigation's entries, in order, and where each goes. */
export const NAV_LABELS = ['ComicBook', 'Home', 'Socialize', 'Chat', 'Messages', 'Profile'];
export const NAV_ROUTES = [
  '/saga/comicbook',
  '/home',
  '/socialize',
  '/chat',
  '/messages',
  '/profile',
];

/** Retries `read` until its expectation holds, for up to `timeout` ms (15 s unless told). */
export const poll = <T>(read: () => Promise<T>, timeout = 15_000) => expect.poll(read, { timeout });

/** Signs a new user up through the accounts API; the session cookie lands in `context`. */
export async function signUp(context: BrowserContext, fullName = 'Saga Reader', prefix = 'e2e') {
  const suffix = randomBytes(4).toString('hex');
  const userName = `${prefix}_${suffix}`;
  const email = `${prefix}.${suffix}@gmail.com`;
  const signup = await context.request.post('/api/signup', {
    data: { phoneOrEmail: email, fullName, userName, password: E2E_PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const { userId } = (await signup.json()) as { userId: string };
  const details = await context.request.post('/api/signup/userdetails', {
    data: { dateOfBirth: '2002-04-05', pronouns: 'They/Them', userId },
  });
  expect(details.ok()).toBe(true);
  return { userId, userName, fullName, email };
}

const axeSource = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../node_modules/axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Resolves once the page's running CSS animations and transitions have ended (an infinite one, a
 * spinner, would never end: only finite ones are awaited).
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe-core run in the page: the serious and critical violations, one line each. */
export function seriousViolations(page: Page): Promise<string[]> {
  return axeViolations(page, { impacts: ['serious', 'critical'] });
}

/**
 * axe-core run in the page, or only on what `within` (a CSS selector) matches: the violations of
 * the given impacts (all four unless told), one line each. The minor ones matter where a screen
 * reader is told a wrong role, as on the message box.
 */
export async function axeViolations(
  page: Page,
  options: { within?: string; impacts?: readonly string[] } = {},
): Promise<string[]> {
  const impacts = options.impacts ?? ['minor', 'moderate', 'serious', 'critical'];
  // Colours halfway through a transition (a button just enabled fades from grey to red under its
  // white text) are not the page's: audit once the running transitions have ended.
  await animationsSettled(page);
  // Evaluated through the debugging protocol: the app's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (within) => {
    const axe = (
      window as unknown as { axe: { run(context?: string): Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await (within ? axe.run(within) : axe.run())).violations;
  }, options.within);
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact !== null && impacts.includes(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** The chat message whose text is `text` (a text is sent as typed: a trailing space stays). */
export const messageWith = (page: Page, text: string): Locator =>
  page.locator('.chat-message', {
    has: page.locator('.chat-message__text', { hasText: new RegExp(`^${text}\\s*$`) }),
  });

/** Sends `text` from the chat's composer and waits until the server has it. */
export async function send(page: Page, text: string): Promise<void> {
  const input = page.getByPlaceholder('Type your message...');
  await input.fill(text);
  await input.press('Enter');
  await poll(() => messageWith(page, text).locator('.chat-message__state').count()).toBe(0);
}
