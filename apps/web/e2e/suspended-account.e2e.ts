import fs from 'node:fs';
import { expect, inject, test } from 'vitest';
import { messages } from '@tuning/shared/messages';
import { safetyTexts } from '@tuning/shared/safety';
import { browserPerFile, newContext, PHONE, screenshot } from './browser.ts';
import { E2E_PASSWORD, poll, seriousViolations, signUp } from './helpers.ts';

const browser = browserPerFile();

test('a suspended student downloads their data and deletes the account from the login page', async () => {
  const student = await newContext(browser(), PHONE);
  const staff = await newContext(browser());
  const kai = await signUp(student.context, 'Kai Suspended', 'kai');
  // A moderator (made by global-setup) suspends the student: the second one, since safety.e2e.ts
  // deletes the first at its end and the files may run in any order.
  const moderator = inject('staff');
  const login = await staff.context.request.post('/api/login', {
    data: { phoneOrEmail: moderator.email, password: moderator.password },
  });
  expect(login.status()).toBe(200);
  const suspend = await staff.context.request.post(`/api/admin/users/${kai.userName}/suspend`, {
    data: { hours: 24, reason: 'Spam in the chat' },
  });
  expect(suspend.status()).toBe(200);

  const { page } = student;
  await page.goto('/login');
  await page.getByLabel('Email').fill(kai.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await poll(() => page.getByRole('alert').innerText()).toMatch(/^Your account is suspended/);
  const offer = page.getByRole('region', { name: 'Your data' });
  await screenshot(page, 'suspended-login-offer-phone');
  expect(await seriousViolations(page)).toEqual([]);

  // Download: a wrong password is login's text, the right one saves the JSON file.
  await offer.getByRole('button', { name: 'Download my data' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Download your data?' });
  await exportDialog.getByLabel('Password').fill('not-the-password');
  await exportDialog.getByRole('button', { name: 'Download my data' }).click();
  await poll(() => exportDialog.getByRole('alert').innerText()).toBe(messages.loginFailed);
  await exportDialog.getByLabel('Password').fill(E2E_PASSWORD);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^tuning-${kai.userName}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    account: { userName: string };
  };
  expect(data.account.userName).toBe(kai.userName);
  const saved = page.getByRole('dialog', { name: 'Data downloaded' });
  await poll(() => saved.getByRole('status').innerText()).toBe(
    `Downloaded ${download.suggestedFilename()}.`,
  );
  await saved.getByRole('button', { name: 'OK' }).click();

  // Delete: confirmed with the password; afterwards the account is gone for login too.
  await offer.getByRole('button', { name: 'Delete my account' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await deleteDialog.getByLabel('Password').fill(E2E_PASSWORD);
  await screenshot(page, 'suspended-login-delete-phone');
  await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
  const deleted = page.getByRole('dialog', { name: 'Account deleted' });
  await poll(() => deleted.getByRole('status').innerText()).toBe(safetyTexts.accountDeleted);
  await deleted.getByRole('button', { name: 'OK' }).click();
  const card = page.getByRole('region', { name: 'Login to your account' });
  await poll(() => card.getByRole('status').innerText()).toBe(safetyTexts.accountDeleted);
  expect(await offer.count()).toBe(0);

  const again = await student.context.request.post('/api/login', {
    data: { phoneOrEmail: kai.email, password: E2E_PASSWORD },
  });
  expect(again.status()).toBe(401);
});
