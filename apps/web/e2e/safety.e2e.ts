import { randomBytes } from 'node:crypto';
import { expect, inject, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { safetyTexts } from '@tuning/shared/safety';
import { browserPerFile, newContext, PHONE, screenshot } from './browser.ts';
import { E2E_PASSWORD, poll, seriousViolations, signUp } from './helpers.ts';

const browser = browserPerFile();

const input = (page: Page) => page.getByPlaceholder('Type your message...');
const messageWith = (page: Page, text: string) => page.locator('.chat-message', { hasText: text });

/** Sends `text` from the composer and waits until the server has it (no more "Sending…"). */
async function post(page: Page, text: string): Promise<void> {
  await input(page).fill(text);
  await input(page).press('Enter');
  const sent = messageWith(page, text);
  await poll(() => sent.count()).toBe(1);
  await poll(() => sent.getByText('Sending…').count()).toBe(0);
}

/** Hovers the message holding `text` (its toolbar shows), opens "More actions", picks `item`. */
async function fromMenu(page: Page, text: string, item: string | RegExp): Promise<void> {
  const message = messageWith(page, text);
  await message.hover();
  await message.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function deleteAccount(context: BrowserContext, password: string): Promise<void> {
  const answer = await context.request.delete('/api/account', { data: { password } });
  expect(answer.status()).toBe(200);
}

test('B posts, A reports it, a moderator deletes it and suspends B; A blocks C', async () => {
  const tag = randomBytes(3).toString('hex');
  const a = await newContext(browser());
  const b = await newContext(browser(), PHONE);
  // C is the moderator, made on the command line before the server started (global-setup).
  const c = await newContext(browser());
  const ann = await signUp(a.context, `Ann Lee ${tag}`, 'ann');
  const ben = await signUp(b.context, `Ben Ito ${tag}`, 'ben');
  const moderator = inject('moderator');
  const login = await c.context.request.post('/api/login', {
    data: { phoneOrEmail: moderator.email, password: moderator.password },
  });
  expect(login.status()).toBe(200);
  const { currentUserData } = (await (await c.context.request.get('/api/currentuser')).json()) as {
    currentUserData: { userCurrentId: string; userUserName: string };
  };
  const moderatorId = currentUserData.userCurrentId;
  const moderatorName = currentUserData.userUserName;

  await a.page.goto('/chat');
  await b.page.goto('/chat');
  await c.page.goto('/chat');
  const rude = `you are all losers ${tag}`;
  await post(b.page, rude);
  await poll(() => messageWith(a.page, rude).count()).toBe(1);
  await poll(() => messageWith(c.page, rude).count()).toBe(1);

  // A reports it from the message's menu: a reason, a note, the thanks.
  await fromMenu(a.page, rude, 'Report message');
  const report = a.page.getByRole('dialog', { name: 'Report message' });
  await report.getByLabel('Harassment or bullying').check();
  await report.getByLabel('Anything to add? (optional)').fill(`Every day ${tag}`);
  expect(await seriousViolations(a.page)).toEqual([]);
  await report.getByRole('button', { name: 'Send report' }).click();
  await poll(() => report.getByRole('status').innerText()).toBe(safetyTexts.reportThanks);
  await report.getByRole('button', { name: 'Done' }).click();
  await poll(() => report.count()).toBe(0);

  // The moderator finds it in /admin with the message in context, deletes it, suspends B.
  const admin = await c.context.newPage();
  await admin.goto('/admin');
  const announcement = admin.locator('.admin__announcement');
  const card = admin.getByRole('article').filter({ hasText: `Every day ${tag}` });
  await poll(() => card.count()).toBe(1);
  const reported = card.locator('[aria-current="true"]');
  expect(await reported.innerText()).toContain(rude);
  expect(await seriousViolations(admin)).toEqual([]);
  await screenshot(admin, 'safety-admin-queue');
  await card.getByRole('button', { name: 'Delete message' }).click();
  const remove = admin.getByRole('dialog', { name: 'Delete message' });
  await remove.getByLabel('Reason (optional)').fill('Harassment');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await poll(() => announcement.innerText()).toBe('Message deleted.');

  // A and C (in the chat) see it vanish for a tombstone, live.
  for (const page of [a.page, c.page]) {
    await poll(() => page.getByText(rude).count()).toBe(0);
    const tombstone = messageWith(page, `@${ben.userName}`);
    await poll(() => tombstone.getByText(safetyTexts.messageDeleted).count()).toBe(1);
  }
  await screenshot(a.page, 'safety-tombstone');

  // Acted on, the report has left the open queue: it is under Closed, the message marked deleted.
  await poll(() => card.count()).toBe(0);
  await admin.getByLabel('Show').selectOption('closed');
  await poll(() => card.getByText('Deleted', { exact: true }).count()).toBe(1);
  await card.getByRole('button', { name: `Suspend @${ben.userName}` }).click();
  const suspend = admin.getByRole('dialog', { name: `Suspend @${ben.userName}` });
  await suspend.getByLabel('24 hours').check();
  await suspend.getByLabel('Reason').fill('Harassment in the chat');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await poll(() => announcement.innerText()).toBe(`@${ben.userName} is suspended.`);

  // B is signed out where B is, and cannot log in: the suspension says until when.
  await b.page.waitForURL('**/login', { timeout: 20_000 });
  await b.page.getByLabel('Email').fill(ben.email);
  await b.page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await b.page.getByRole('button', { name: 'Sign in' }).click();
  await poll(() => b.page.getByRole('alert').innerText()).toMatch(
    /^Your account is suspended until .+ UTC\.$/,
  );
  expect(b.page.url()).toMatch(/\/login$/);
  await screenshot(b.page, 'safety-suspended-login-phone');

  // The audit log has both actions, with who and why.
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  const log = admin.getByRole('table');
  await poll(() => log.getByRole('row').filter({ hasText: 'Harassment in the chat' }).count()).toBe(
    1,
  );
  const suspension = log.getByRole('row').filter({ hasText: 'Harassment in the chat' });
  expect(await suspension.innerText()).toContain(`Suspended · @${ben.userName}`);

  // A blocks C: C's messages leave A's screen at once, and new ones never come, nor on reload.
  const before = `before the block ${tag}`;
  await post(c.page, before);
  await poll(() => messageWith(a.page, before).count()).toBe(1);
  await fromMenu(a.page, before, /^Block @/);
  const block = a.page.getByRole('dialog', { name: /^Block @/ });
  await block.getByRole('button', { name: 'Block', exact: true }).click();
  // Done, the dialog says so in its title instead of still asking.
  const blocked = a.page.getByRole('dialog', { name: /^Blocked @/ });
  await poll(() => blocked.getByRole('status').count()).toBe(1);
  await blocked.getByRole('button', { name: 'Done' }).click();
  await poll(() => messageWith(a.page, before).count()).toBe(0);

  const after = `after the block ${tag}`;
  await post(c.page, after);
  // A's own message is stored after C's: once A has it back, C's would have come first.
  const mark = `still here ${tag}`;
  await post(a.page, mark);
  expect(await messageWith(a.page, after).count()).toBe(0);
  await a.page.reload();
  await poll(() => messageWith(a.page, mark).count()).toBe(1);
  expect(await messageWith(a.page, before).count()).toBe(0);
  expect(await messageWith(a.page, after).count()).toBe(0);
  // C still sees A (a block hides only for the blocker).
  await poll(() => messageWith(c.page, mark).count()).toBe(1);

  // The blocked list in A's profile undoes it.
  await a.page.goto('/profile');
  await a.page.getByRole('button', { name: `Unblock @${moderatorName}` }).click();
  await poll(() => a.page.getByText(safetyTexts.unblocked(moderatorName)).count()).toBe(1);
  expect(await seriousViolations(a.page)).toEqual([]);

  // Everyone leaves: deleting an account takes its messages with it (ADR 0014), live for those
  // still in the room, so the room is as the other tests expect it. B's suspension is lifted
  // first, so that B can sign in to do it.
  await a.page.goto('/chat');
  await poll(() => messageWith(a.page, mark).count()).toBe(1);
  await poll(() => messageWith(a.page, before).count()).toBe(1);
  await poll(() => messageWith(a.page, `@${ben.userName}`).count()).toBe(1);
  const lift = await c.context.request.post(`/api/admin/users/${ben.userName}/unsuspend`, {
    data: { reason: 'End of the test' },
  });
  expect(lift.status()).toBe(200);
  const again = await b.context.request.post('/api/login', {
    data: { phoneOrEmail: ben.email, password: E2E_PASSWORD },
  });
  expect(again.status()).toBe(200);
  await deleteAccount(b.context, E2E_PASSWORD);
  await deleteAccount(c.context, moderator.password);
  await poll(() => messageWith(a.page, `@${ben.userName}`).count()).toBe(0);
  await poll(() => messageWith(a.page, before).count()).toBe(0);
  await poll(() => messageWith(a.page, after).count()).toBe(0);

  // A deletes from the settings, with the password, and lands signed out.
  await a.page.goto('/profile');
  await a.page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = a.page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Password').fill(E2E_PASSWORD);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  const gone = a.page.getByRole('dialog', { name: 'Account deleted' });
  await poll(() => gone.getByRole('status').innerText()).toBe(safetyTexts.accountDeleted);
  await gone.getByRole('button', { name: 'OK' }).click();
  await a.page.waitForURL('**/login');
  expect((await a.context.request.get('/api/userauth')).status()).toBe(401);
  const refused = await a.context.request.post('/api/login', {
    data: { phoneOrEmail: ann.email, password: E2E_PASSWORD },
  });
  expect(refused.status()).toBe(401);

  // Nothing of the three is left in the room.
  const reader = await newContext(browser(), PHONE);
  await signUp(reader.context, `Reader ${tag}`, 'reader');
  const history = await reader.context.request.get('/api/chat/history');
  const { messages } = (await history.json()) as { messages: { userId: string }[] };
  const gonePeople = [ann.userId, ben.userId, moderatorId];
  expect(messages.filter((m) => gonePeople.includes(m.userId))).toEqual([]);
}, 240_000);
