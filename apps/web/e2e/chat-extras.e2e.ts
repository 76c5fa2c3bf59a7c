import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, newContext, PHONE, screenshot } from './browser.ts';
import { axeViolations, messageWith, poll, send, seriousViolations, signUp } from './helpers.ts';
import { oneThumbsUp, reactThumbsUp } from './reactions.ts';

// product.md §13 with two people: grouped messages, unread and the bell while elsewhere, an @mention
// from the autocomplete, a reaction seen by the other, a reply that jumps to its original.

const browser = browserPerFile();

/** Messages wholly inside the message list's visible area. */
function fullyVisibleMessages(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroller = document.querySelector('.chat-messages__scroll');
    if (!scroller) return 0;
    const box = scroller.getBoundingClientRect();
    const viewport = window.innerHeight;
    return [...scroller.querySelectorAll('.chat-message')].filter((message) => {
      const rect = message.getBoundingClientRect();
      return rect.top >= box.top - 1 && rect.bottom <= Math.min(box.bottom, viewport) + 1;
    }).length;
  });
}

test('two students: density, unread and the bell, mentions, reactions and a reply that jumps', async () => {
  const ann = await newContext(browser());
  const ben = await newContext(browser(), PHONE);
  const annUser = await signUp(ann.context, 'Ann Lee', 'ann');
  await ann.page.goto('/chat');
  await poll(() => ann.page.getByText('1 users online', { exact: true }).isVisible()).toBe(true);
  // Said before Ben came: read for him from the start.
  await send(ann.page, 'before Ben came');

  // Ben reads elsewhere while Ann talks.
  const benUser = await signUp(ben.context, 'Ben Ito', 'ben');
  await ben.page.goto('/home');
  const lines = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`);
  for (const line of lines) await send(ann.page, line);

  // Ann's own messages: no name line (her name is the header), each ending with its time.
  // (Other tests share the room: count Ann's own.)
  const annHandle = ann.page.locator('.chat-message__handle', { hasText: `@${annUser.userName}` });
  expect(await annHandle.count()).toBe(0);
  for (const line of lines) {
    expect(await messageWith(ann.page, line).count()).toBe(1);
    expect(await messageWith(ann.page, line).locator('.chat-message__stamp').count()).toBe(1);
  }

  // Ben's Chat entry counts them, on the phone's tab bar.
  const benChat = ben.page.getByRole('link', { name: /^Chat, \d+ unread$/ });
  await poll(() => benChat.getAttribute('aria-label')).toBe('Chat, 12 unread');

  // Ann mentions Ben through the autocomplete.
  const annInput = ann.page.getByPlaceholder('Type your message...');
  await annInput.fill('');
  // Other tests' students share the room and their handles ("ben_…"): type all but the last two
  // characters, so the one suggestion to take is Ben's.
  await annInput.pressSequentially(`see this @${benUser.userName.slice(0, -2)}`);
  const suggestions = ann.page.getByRole('listbox', { name: 'People to mention' });
  const benOption = suggestions.getByRole('option', { name: new RegExp(benUser.userName) });
  await benOption.waitFor({ timeout: 15_000 });
  expect(await seriousViolations(ann.page)).toEqual([]);
  // While it suggests, the message box stays what a <textarea> may be (a textbox, no combobox
  // role): axe finds nothing in the composer, minor problems included.
  expect(await axeViolations(ann.page, { within: '.chat-composer-area' })).toEqual([]);
  await annInput.press('Enter');
  expect(await annInput.inputValue()).toBe(`see this @${benUser.userName} `);
  await annInput.press('Enter');
  const mentionText = `see this @${benUser.userName}`;
  await poll(() => messageWith(ann.page, mentionText).count()).toBe(1);

  // Ben's bell has it, and it says who and what.
  const bell = ben.page.getByRole('button', { name: /^Notifications/ });
  await poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
  await bell.click();
  await poll(() => ben.page.getByText('mentioned you').first().isVisible()).toBe(true);
  expect(await seriousViolations(ben.page)).toEqual([]);
  await screenshot(ben.page, 'chat-extras-bell');
  await ben.page.keyboard.press('Escape');

  // On /chat: ten or more messages on a 390 × 844 screen, "New messages" above the first unread,
  // the mention marked for Ben, and the badge gone.
  await ben.page.getByRole('link', { name: /^Chat/ }).first().click();
  await ben.page.waitForURL('**/chat');
  const benMention = messageWith(ben.page, mentionText);
  await benMention.waitFor({ timeout: 15_000 });
  expect(await benMention.evaluate((el) => el.classList.contains('chat-message--mention'))).toBe(
    true,
  );
  expect(await benMention.locator('.chat-mention').count()).toBe(1);
  await poll(() => ben.page.getByText('New messages', { exact: true }).count()).toBe(1);
  // One group on each side of the line: Ann's name and handle twice for fourteen messages.
  const annHandleForBen = ben.page.locator('.chat-message__handle', {
    hasText: `@${annUser.userName}`,
  });
  expect(await annHandleForBen.count()).toBe(2);
  await ben.page.evaluate(() => {
    const scroller = document.querySelector('.chat-messages__scroll');
    scroller?.scrollTo({ top: scroller.scrollHeight });
  });
  await poll(() => fullyVisibleMessages(ben.page)).toBeGreaterThanOrEqual(10);
  await poll(() => ben.page.getByRole('link', { name: 'Chat', exact: true }).count()).toBe(1);
  await screenshot(ben.page, 'chat-extras-phone');
  expect(await seriousViolations(ben.page)).toEqual([]);
  await poll(() => ann.page.getByText('2 users online', { exact: true }).isVisible()).toBe(true);

  // Ben reacts to "line 3"; Ann sees the count and who.
  const benLine3 = messageWith(ben.page, 'line 3');
  await benLine3.scrollIntoViewIfNeeded();
  await reactThumbsUp(benLine3);
  const annChip = await oneThumbsUp(ann.page, 'line 3');
  expect(await annChip.getAttribute('aria-label')).toBe('👍 1, reacted by Ben Ito');
  expect(await annChip.getAttribute('aria-pressed')).toBe('false');

  // Ben replies to "line 1"; Ann's quote jumps to it.
  const benLine1 = messageWith(ben.page, 'line 1');
  await benLine1.scrollIntoViewIfNeeded();
  await benLine1.hover();
  await benLine1.getByRole('button', { name: 'Reply', exact: true }).click();
  await ben.page.getByRole('group', { name: 'Replying to Ann Lee' }).waitFor();
  const benInput = ben.page.getByPlaceholder('Type your message...');
  await benInput.fill('answering the first');
  await benInput.press('Enter');
  const annReply = messageWith(ann.page, 'answering the first');
  await annReply.waitFor({ timeout: 15_000 });
  const quote = annReply.getByRole('button', { name: /^In reply to\s*Ann Lee\s*:\s*line 1$/ });
  await ann.page.evaluate(() => {
    const scroller = document.querySelector('.chat-messages__scroll');
    scroller?.scrollTo({ top: scroller.scrollHeight });
  });
  await quote.click();
  const annLine1 = messageWith(ann.page, 'line 1');
  await poll(() =>
    annLine1.evaluate((el) => {
      const focused = document.activeElement;
      return Boolean(focused && (el.contains(focused) || focused.contains(el)));
    }),
  ).toBe(true);
  expect(await annLine1.isVisible()).toBe(true);

  // Up in Ann's empty box edits her last message; Ben sees it edited, Ann's focus is back.
  await annInput.click();
  await annInput.press('ArrowUp');
  const editor = ann.page.getByRole('textbox', { name: 'Edit message' });
  await editor.waitFor();
  expect(await editor.inputValue()).toBe(`${mentionText} `);
  await editor.fill('see this, edited');
  await editor.press('Enter');
  const benEdited = ben.page.locator('.chat-message', {
    has: ben.page.locator('.chat-message__text', { hasText: /^see this, edited \(edited\)$/ }),
  });
  await benEdited.waitFor({ timeout: 15_000 });
  expect(await benEdited.getByText('(edited)').count()).toBe(1);
  await poll(() => annInput.evaluate((el) => el === document.activeElement)).toBe(true);

  // Ann gets a reply notification; leaving the chat takes Ben out of the room.
  await poll(() =>
    ann.page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label'),
  ).toMatch(/^Notifications, [12] unread$/);
  // Done typing (the tab bar gives way while the box has the focus on a phone): a tap outside
  // the box brings it back.
  await ben.page.locator('.chat-header').click();
  await ben.page.getByRole('link', { name: /^Home/ }).first().click();
  await poll(() => ann.page.getByText('1 users online', { exact: true }).isVisible()).toBe(true);
  expect(annUser.userName).not.toBe(benUser.userName);
});
