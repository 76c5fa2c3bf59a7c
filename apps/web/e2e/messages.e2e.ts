import { randomBytes } from 'node:crypto';
import { test, expect, inject } from 'vitest';
import { conversationTexts } from '@tuning/shared/conversations';
import { safetyTexts } from '@tuning/shared/safety';
import type { Page } from 'playwright-core';
import { browserPerFile, newContext, PHONE, screenshot, type Session } from './browser.ts';
import { E2E_PASSWORD, messageWith, poll, send, seriousViolations, signUp } from './helpers.ts';
import { choosePng } from './images.ts';
import { oneThumbsUp, reactThumbsUp } from './reactions.ts';

// Private conversations (issue 34, product.md §15): two and three browsers, live.

const browser = browserPerFile();

async function follow(page: Page, userName: string) {
  await page.goto(`/userprofile?userName=${userName}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
}

/**
 * Ann and Ben sign up (user names starting with `prefix`) and follow each other: Ben follows Ann
 * first, so her first message is no request for him. Ann is left on Ben's profile.
 */
async function annAndBen(ann: Session, ben: Session, prefix: string) {
  const annUser = await signUp(ann.context, 'Ann Lee', `${prefix}ann`);
  const benUser = await signUp(ben.context, 'Ben Ito', `${prefix}ben`);
  await follow(ben.page, annUser.userName);
  await follow(ann.page, benUser.userName);
}

/** Message, on the profile open in `page`: the conversation opens. */
async function openConversation(page: Page) {
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
}

/**
 * Two new students, each named [full name, user name]: the second, whom the first does not
 * follow, writes `text` first from the first's profile; the first opens their requests.
 */
async function aRequest(to: [string, string], from: [string, string], text: string) {
  const recipient = await newContext(browser());
  const sender = await newContext(browser());
  const toUser = await signUp(recipient.context, ...to);
  await signUp(sender.context, ...from);
  await sender.page.goto(`/userprofile?userName=${toUser.userName}`);
  await openConversation(sender.page);
  await send(sender.page, text);
  // Not among the recipient's conversations: one request waiting.
  await recipient.page.goto('/messages');
  await recipient.page.getByText(/No conversations yet/).waitFor();
  await recipient.page.getByRole('button', { name: /Requests.*1 waiting/ }).click();
  return [recipient, sender] as const;
}

test('follow → Message → a conversation: a message, a reaction, a reply and an image seen by the other, read, Seen', async () => {
  const ann = await newContext(browser());
  const ben = await newContext(browser(), PHONE);
  await annAndBen(ann, ben, 'dm');
  await openConversation(ann.page);
  await ann.page.getByRole('heading', { name: 'Ben Ito' }).waitFor();
  await ann.page.getByText('No messages yet. Start the conversation!').waitFor();
  await send(ann.page, 'Lab at 7 tonight');

  // Ben's navigation counts it, live; his inbox has it, unread.
  await ben.page.goto('/messages');
  const entry = ben.page.getByRole('link', { name: 'Messages, 1 unread' });
  await entry.waitFor({ timeout: 15_000 });
  const row = ben.page.getByRole('link', { name: /Ann Lee.*Lab at 7 tonight.*1 unread message/ });
  await row.waitFor();
  expect(await seriousViolations(ben.page)).toEqual([]);
  await row.click();
  const message = messageWith(ben.page, 'Lab at 7 tonight');
  await message.waitFor();
  await reactThumbsUp(message);
  const chip = await oneThumbsUp(ann.page, 'Lab at 7 tonight');
  expect(await chip.getAttribute('aria-label')).toBe('👍 1, reacted by Ben Ito');

  // Ben answers; Ann sees it live, typing first.
  const benInput = ben.page.getByPlaceholder('Type your message...');
  await benInput.pressSequentially('Yes');
  await ann.page.getByText('Ben Ito is typing...').waitFor({ timeout: 15_000 });
  await benInput.press('Enter');
  await messageWith(ann.page, 'Yes').waitFor({ timeout: 15_000 });
  await screenshot(ben.page, 'messages-conversation-phone');
  expect(await seriousViolations(ann.page)).toEqual([]);

  // Ann replies to it from its toolbar; Ben, reading, gets the quote, and Ann sees "Seen" under it.
  const yes = messageWith(ann.page, 'Yes');
  await yes.hover();
  await yes.getByRole('button', { name: 'Reply' }).click();
  await ann.page.getByRole('group', { name: 'Replying to Ben Ito' }).waitFor();
  await send(ann.page, 'See you there');
  await messageWith(ben.page, 'See you there')
    .locator('.reply-quote', { hasText: 'Yes' })
    .waitFor({ timeout: 15_000 });
  await poll(() =>
    ann.page
      .locator('.chat-seen')
      .evaluate((seen) => seen.previousElementSibling?.textContent ?? ''),
  ).toContain('See you there');

  // An image, through the group chat's upload: Ben's screen shows it (served to members).
  await choosePng(
    ann.page.locator('.chat-composer-area input[type="file"]'),
    'lab.png',
    { width: 400, height: 300 },
    { r: 31, g: 79, b: 184 },
  );
  const sendButton = ann.page.getByRole('button', { name: 'Send', exact: true });
  await poll(() => sendButton.isEnabled()).toBe(true);
  await send(ann.page, 'our lab');
  const image = messageWith(ben.page, 'our lab').locator('.chat-image img');
  await image.waitFor({ timeout: 15_000 });
  await poll(() =>
    image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
  ).toBeGreaterThan(0);

  await ben.page.goto('/messages');
  await ben.page.getByRole('link', { name: /Ann Lee.*our lab/ }).waitFor();
  // Everything read: no count on the entry.
  await poll(() => ben.page.getByRole('link', { name: 'Messages', exact: true }).count()).toBe(1);
});

test('a request: a stranger’s first message waits under Requests until accepted', async () => {
  const [cat, dan] = await aRequest(
    ['Cat Rivera', 'dmcat'],
    ['Dan Stone', 'dmdan'],
    'Can I join the comic club',
  );
  const request = cat.page.getByRole('list', { name: 'Requests' });
  await request.getByRole('link', { name: /Dan Stone.*comic club/ }).click();
  // No message box until she answers: the banner instead.
  const banner = cat.page.getByRole('region', { name: 'Message request' });
  await banner.waitFor();
  expect(await cat.page.getByPlaceholder('Type your message...').count()).toBe(0);
  expect(await seriousViolations(cat.page)).toEqual([]);
  await banner.getByRole('button', { name: 'Accept' }).click();
  await send(cat.page, 'Sure, Thursday at 5');
  await messageWith(dan.page, 'Sure, Thursday at 5').waitFor({ timeout: 15_000 });
});

test('blocking the sender of a pending request removes the request for the blocker', async () => {
  const [jo, kim] = await aRequest(
    ['Jo Marsh', 'dmjo'],
    ['Kim Soto', 'dmkim'],
    'Send me your notes',
  );
  await jo.page
    .getByRole('list', { name: 'Requests' })
    .getByRole('link', { name: /Kim Soto.*your notes/ })
    .click();
  await messageWith(jo.page, 'Send me your notes').waitFor();
  const banner = jo.page.getByRole('region', { name: 'Message request' });
  await banner.getByRole('button', { name: 'Block' }).click();
  const confirm = jo.page.getByRole('dialog', { name: /^Block @dmkim/ });
  await confirm.getByRole('button', { name: 'Block' }).click();
  const done = jo.page.getByRole('dialog', { name: /^Blocked @dmkim/ });
  await done.getByRole('status').waitFor();
  // Behind the confirmation: Kim's message hidden, and the screen says what happened.
  await jo.page.getByText('You blocked Kim Soto. Their request is gone from Requests.').waitFor();
  await jo.page.getByText('Messages from people you blocked or muted are hidden.').waitFor();
  expect(await jo.page.getByText('No messages yet. Start the conversation!').count()).toBe(0);
  expect(await jo.page.getByText('Send me your notes').count()).toBe(0);
  await done.getByRole('button', { name: 'Done' }).click();

  // Back on /messages: no request waits, nor after a reload.
  await jo.page.waitForURL(/\/messages$/);
  for (const reload of [false, true]) {
    if (reload) await jo.page.reload();
    const requests = jo.page.getByRole('button', { name: /^Requests/ });
    await requests.click();
    await jo.page.getByText(/^No message requests\./).waitFor();
    expect(await requests.getAttribute('aria-pressed')).toBe('true');
    expect(await requests.innerText()).toBe('Requests');
  }
  expect(await jo.page.getByRole('link', { name: 'Messages', exact: true }).count()).toBe(1);

  // Kim is not told, and what Kim sends now is refused: nothing new reaches Jo's Requests.
  const kimInput = kim.page.getByPlaceholder('Type your message...');
  await kimInput.fill('Hello?');
  await kimInput.press('Enter');
  await poll(() => kim.page.getByText(conversationTexts.cannotMessage).count()).toBeGreaterThan(0);
  await jo.page.reload();
  await jo.page.getByRole('button', { name: /^Requests/ }).click();
  await jo.page.getByText(/^No message requests\./).waitFor();
});

test('a group of three: made from people followed, messages reach everyone', async () => {
  const eve = await newContext(browser());
  const fay = await newContext(browser(), PHONE);
  const gus = await newContext(browser());
  await signUp(eve.context, 'Eve Park', 'dmeve');
  const fayUser = await signUp(fay.context, 'Fay Wong', 'dmfay');
  const gusUser = await signUp(gus.context, 'Gus Hill', 'dmgus');
  await follow(eve.page, fayUser.userName);
  await follow(eve.page, gusUser.userName);

  await eve.page.goto('/messages');
  await eve.page.getByRole('button', { name: 'New group' }).click();
  const dialog = eve.page.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Group name').fill('Floor 3');
  await dialog.getByRole('checkbox', { name: /Fay Wong/ }).check();
  await dialog.getByRole('checkbox', { name: /Gus Hill/ }).check();
  expect(await seriousViolations(eve.page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await eve.page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
  await eve.page.getByRole('heading', { name: 'Floor 3' }).waitFor();
  await eve.page.getByRole('button', { name: 'Members (3)' }).waitFor();
  await send(eve.page, 'Pizza night on Friday');

  // Fay and Gus do not follow Eve: it is a request for each, which they accept.
  for (const member of [fay, gus]) {
    await member.page.goto('/messages');
    await member.page.getByRole('button', { name: /Requests/ }).click();
    await member.page.getByRole('link', { name: /Floor 3/ }).click();
    await member.page
      .getByRole('region', { name: 'Message request' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await messageWith(member.page, 'Pizza night on Friday').waitFor();
  }
  await send(fay.page, 'I am in');
  await messageWith(gus.page, 'I am in').waitFor({ timeout: 15_000 });
  await messageWith(eve.page, 'I am in').waitFor({ timeout: 15_000 });
  await screenshot(fay.page, 'messages-group-phone');
  await poll(() => fay.page.getByText('Floor 3').count()).toBeGreaterThan(0);
});

test('a reported message: a moderator deletes it, live in the conversation; then the account goes', async () => {
  const tag = randomBytes(3).toString('hex');
  const ann = await newContext(browser());
  const ben = await newContext(browser());
  const staff = await newContext(browser());
  await annAndBen(ann, ben, 'dmr');
  await openConversation(ann.page);
  await ben.page.goto(new URL(ann.page.url()).pathname);
  const rude = `you are a loser ${tag}`;
  await send(ben.page, rude);

  // Ann reports it from its menu: the group chat's dialog.
  const message = messageWith(ann.page, rude);
  await message.waitFor({ timeout: 15_000 });
  await message.hover();
  await message.getByRole('button', { name: 'More actions' }).click();
  await ann.page.getByRole('menuitem', { name: 'Report message' }).click();
  const report = ann.page.getByRole('dialog', { name: 'Report message' });
  await report.getByLabel('Harassment or bullying').check();
  await report.getByLabel('Anything to add? (optional)').fill(`In our DMs ${tag}`);
  await report.getByRole('button', { name: 'Send report' }).click();
  await poll(() => report.getByRole('status').innerText()).toBe(safetyTexts.reportThanks);
  await report.getByRole('button', { name: 'Done' }).click();

  // A moderator sees it with what the report kept, and deletes it from there.
  const moderator = inject('staff');
  const login = await staff.context.request.post('/api/login', {
    data: { phoneOrEmail: moderator.email, password: moderator.password },
  });
  expect(login.status()).toBe(200);
  await staff.page.goto('/admin');
  const card = staff.page.getByRole('article').filter({ hasText: `In our DMs ${tag}` });
  await poll(() => card.count()).toBe(1);
  expect(await card.locator('[aria-current="true"]').innerText()).toContain(rude);
  await card.getByRole('button', { name: 'Delete message' }).click();
  const remove = staff.page.getByRole('dialog', { name: 'Delete message' });
  await remove.getByRole('button', { name: 'Delete' }).click();
  await poll(() => staff.page.locator('.admin__announcement').innerText()).toBe('Message deleted.');

  // Both open screens show the tombstone at once.
  for (const page of [ann.page, ben.page]) {
    await poll(() => page.getByText(rude).count()).toBe(0);
    await poll(() => page.getByText(safetyTexts.messageDeleted).count()).toBe(1);
  }

  // Ben deletes his account: Ann's open conversation says so without a reload.
  const gone = await ben.context.request.delete('/api/account', {
    data: { password: E2E_PASSWORD },
  });
  expect(gone.status()).toBe(200);
  await ann.page
    .getByRole('heading', { name: conversationTexts.deletedAccount })
    .waitFor({ timeout: 15_000 });
});
