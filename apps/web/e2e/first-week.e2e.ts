import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { safetyTexts } from '@tuning/shared/safety';
import { browserPerFile, newContext, PHONE, screenshot } from './browser.ts';
import { animationsSettled, E2E_PASSWORD, poll, seriousViolations, signUp } from './helpers.ts';

// A first week that leads somewhere, and moderators told of reports as they come.

const browser = browserPerFile();

const SIZES = [{ width: 320, height: 640 }, PHONE, { width: 1280, height: 800 }] as const;
const THEMES = ['light', 'dark'] as const;

/** No serious axe violation, and nothing runs off the side. */
async function checkScreen(page: Page, what: string): Promise<void> {
  await animationsSettled(page);
  expect(await seriousViolations(page), what).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what}: horizontal overflow`).toBeLessThanOrEqual(0);
}

test('step 2 asks for the college; Home, the profile and the follow lists lead on, at every size and theme', async () => {
  const first = await newContext(browser(), PHONE);
  // A classmate to be suggested, and the new student, who gives the same college at step 2.
  const classmate = await signUp(first.context, 'Clara Classmate', 'clara');
  await first.context.request.put('/api/currentuser', {
    data: {
      fullName: classmate.fullName,
      userName: classmate.userName,
      bio: 'Hi',
      collegeName: 'Meridian College',
      location: '',
      externalLink: '',
    },
  });

  const { page, context } = await newContext(browser(), PHONE);
  const signup = await context.request.post('/api/signup', {
    data: {
      phoneOrEmail: `newbie.${classmate.userName}@gmail.com`,
      fullName: 'Nia Newbie',
      userName: `nia_${classmate.userName.slice(-8)}`,
      password: E2E_PASSWORD,
    },
  });
  expect(signup.status()).toBe(201);
  const { userId } = (await signup.json()) as { userId: string };
  await page.goto(`/signup/userdetails?userId=${userId}`);
  await page.getByLabel('Date Of Birth').fill('2005-06-07');
  await page.getByLabel('Pronouns').selectOption('She/Her');
  await page.getByRole('textbox', { name: 'College (optional)' }).fill('Meridian College');
  await checkScreen(page, 'step 2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/home');

  // Home: what to do next, before the cast.
  await page.getByRole('heading', { name: 'Finish your profile' }).waitFor();
  const suggestions = page.getByRole('list', { name: 'Students to follow' });
  const clara = suggestions.getByRole('listitem').filter({ hasText: `@${classmate.userName}` });
  await clara.waitFor();
  expect(await clara.innerText()).toContain('Also at Meridian College');
  await screenshot(page, 'first-week-home');
  await clara.getByRole('button', { name: 'Follow' }).click();
  await clara.getByRole('button', { name: 'Following' }).waitFor();

  // The profile shows the college from step 2 and the prompts.
  await page.goto('/profile');
  await page.getByText('Meridian College').waitFor();
  await page.getByRole('button', { name: 'Write a bio' }).waitFor();

  // The follow lists have a way back and students to follow next.
  await page.goto('/followfollower');
  const back = page.getByRole('link', { name: 'Profile' }).first();
  await page.getByRole('heading', { name: 'Students to follow' }).waitFor();

  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      for (const path of ['/home', '/profile', '/followfollower']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page
          .locator('.spinner')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => {});
        await checkScreen(page, `${path} at ${size.width} px, ${theme}`);
      }
    }
  }
  await page.setViewportSize(PHONE);
  await page.goto('/followfollower');
  await back.click();
  await page.waitForURL('**/profile');

  // A bio written: its prompt goes; the photo's stays.
  await page.getByRole('button', { name: 'Write a bio' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await edit.getByLabel('Bio').fill('New here, into comics.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await poll(() => page.getByRole('button', { name: 'Write a bio' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Add a photo' }).count()).toBe(1);

  // Blocking says it is done (the dialog no longer asks), and passes axe.
  await page.goto(`/userprofile?userName=${classmate.userName}`);
  await page.getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog', { name: `Block @${classmate.userName}?` });
  await dialog.getByRole('button', { name: 'Block' }).click();
  await page.getByRole('dialog', { name: `Blocked @${classmate.userName}` }).waitFor();
  await checkScreen(page, 'block done');
});

test('a moderator’s count of open reports moves live in the navigation and the bell', async () => {
  const staff = inject('staff');
  const moderator = await newContext(browser(), PHONE);
  const login = await moderator.context.request.post('/api/login', {
    data: { phoneOrEmail: staff.email, password: staff.password },
  });
  expect(login.status()).toBe(200);
  const { page } = moderator;
  await page.goto('/home');
  const flag = page.getByRole('link', { name: /^Reports/ });
  await flag.waitFor();
  const before = Number(/(\d+) open/.exec((await flag.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  const student = await newContext(browser());
  // Each sign-up signs the context in: the troll first, so the reporter is the one signed in.
  const troll = await signUp(student.context, 'Troy Troll', 'troy');
  await signUp(student.context, 'Rita Reporter', 'rita');
  const report = await student.context.request.post('/api/reports', {
    data: { kind: 'user', userName: troll.userName, reason: 'spam' },
  });
  expect(report.status()).toBe(201);

  // No reload: the socket moves it.
  await page.getByRole('link', { name: safetyTexts.openReportsLabel(before + 1) }).waitFor();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('link', { name: safetyTexts.openReportsLine(before + 1) }).waitFor();
  await checkScreen(page, 'bell with open reports');
  await screenshot(page, 'first-week-moderator-bell');

  // The queue and the audit log as cards, every size and theme.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      for (const path of ['/admin', '/admin?tab=log']) {
        await page.goto(path);
        await page.locator('.admin__panel').waitFor();
        await page
          .locator('.admin__panel .spinner')
          .waitFor({ state: 'detached' })
          .catch(() => {});
        await checkScreen(page, `${path} at ${size.width} px, ${theme}`);
      }
    }
  }
});

test('the report dialog’s long quoted message is reached by the keyboard: no serious axe violation', async () => {
  const poster = await newContext(browser());
  const reporter = await newContext(browser(), { width: 320, height: 640 });
  await signUp(poster.context, 'Lena Long', 'lena');
  await signUp(reporter.context, 'Ravi Reader', 'ravi');
  const tag = String(Date.now());
  const long = `A very long message ${tag} `.padEnd(600, 'that goes on and on ');
  await poster.page.goto('/chat');
  await reporter.page.goto('/chat');
  const composer = poster.page.getByPlaceholder('Type your message...');
  await composer.fill(long);
  await composer.press('Enter');
  const message = reporter.page.locator('.chat-message', { hasText: `A very long message ${tag}` });
  await message.waitFor();

  for (const size of SIZES) {
    await reporter.page.setViewportSize(size);
    for (const theme of THEMES) {
      await reporter.page.emulateMedia({ colorScheme: theme });
      await message.hover();
      await message.getByRole('button', { name: 'More actions' }).click();
      await reporter.page
        .getByRole('menuitem', { name: 'Report message' })
        .or(reporter.page.getByRole('button', { name: 'Report message' }))
        .click();
      const dialog = reporter.page.getByRole('dialog', { name: 'Report message' });
      const quote = dialog.getByRole('region', { name: /^The message from @lena_/ });
      // It scrolls, and Tab reaches it.
      expect(await quote.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
      await quote.focus();
      expect(await quote.evaluate((box) => box === document.activeElement)).toBe(true);
      await checkScreen(reporter.page, `report dialog at ${size.width} px, ${theme}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  }
});
