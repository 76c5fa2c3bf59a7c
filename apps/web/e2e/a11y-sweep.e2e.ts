import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { newMessageId } from '@tuning/shared/chat';
import { characterChatTexts } from '@tuning/shared/characters/chat';
import { reportReasonLabels } from '@tuning/shared/safety';
import { launchBrowser, newContext, type Session } from './browser.ts';
import { animationsSettled, E2E_PASSWORD, poll, seriousViolations, signUp } from './helpers.ts';

// axe on every dialog and screen state the other files do not already sweep at 320, 390 and
// 1280 px, light and dark. The screens themselves are in layout.e2e.ts (with Edit Profile and the
// Following list); /admin's queue and log, the report message dialog, the follow lists and Home's
// prompts in first-week.e2e.ts; the action sheet, the image viewer and "New messages" in
// chat-phone.e2e.ts. Here: the own profile's Log Out and Delete account, the bell's panel, a
// profile's Report (asked, and sent for self-harm with its help), Mute and Block (asked and done),
// the chat's online list, emoji picker, reaction picker, message menu and Delete message, a
// character's Clear Chats, the moderator's Room tab and Suspend dialog, and a suspended student's
// offer with its Download and Delete dialogs; /messages (inbox, requests, New group) and a
// conversation.

let browser: Browser;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface Fixtures {
  student: StorageState;
  moderator: StorageState;
  me: { userName: string };
  other: { fullName: string };
  /** Blocked and unblocked again by each run. */
  blockee: { userName: string; fullName: string };
  troll: { userName: string };
  /** Taken in turn: each logs in at most three times, under the login throttle's slow-down. */
  suspended: { email: string }[];
}
let fixtures: Fixtures;

beforeAll(async () => {
  browser = await launchBrowser();
  // Fresh people for this file alone, each signed up in a context of their own over the API:
  // nothing another file changes is used.
  const contexts: BrowserContext[] = [];
  const person = async (fullName: string, prefix: string) => {
    const context = await browser.newContext({ baseURL: inject('baseUrl') });
    contexts.push(context);
    return { context, ...(await signUp(context, fullName, prefix)) };
  };
  try {
    const troll = await person('Tara Troll', 'sweep_troll');
    const other = await person('Olive Other', 'sweep_other');
    const blockee = await person('Bo Blocked', 'sweep_bo');
    const me = await person('Sam Sweep', 'sweep_me');
    const suspended = [
      await person('Kai Suspended', 'sweep_kai'),
      await person('Kim Suspended', 'sweep_kim'),
    ];
    // Olive follows Sam, so Sam's bell has a notification in it; she reports Tara, so the
    // moderator's queue has a card of this file's own.
    const follow = await other.context.request.post('/api/follow', {
      data: { targetUserName: me.userName, action: 'follow' },
    });
    expect(follow.ok()).toBe(true);
    const report = await other.context.request.post('/api/reports', {
      data: { kind: 'user', userName: troll.userName, reason: 'spam' },
    });
    expect(report.status()).toBe(201);
    // Messages: Sam writes to Olive (who follows him) and she answers; Tara's first message to
    // Sam waits under his requests.
    const say = async (from: typeof me, to: typeof me, message: string) => {
      const opened = await from.context.request.post('/api/conversations/direct', {
        data: { userName: to.userName },
      });
      expect(opened.ok()).toBe(true);
      const { conversationId } = (await opened.json()) as { conversationId: string };
      const sent = await from.context.request.post(
        `/api/conversations/${conversationId}/messages`,
        {
          data: { message, messageId: newMessageId(from.userId) },
        },
      );
      expect(sent.ok()).toBe(true);
    };
    await say(me, other, 'Are you at the library?');
    await say(other, me, 'Second floor, by the windows');
    await say(troll, me, 'hey, can we talk?');

    const staff = inject('staff');
    const moderator = await browser.newContext({ baseURL: inject('baseUrl') });
    contexts.push(moderator);
    const login = await moderator.request.post('/api/login', {
      data: { phoneOrEmail: staff.email, password: staff.password },
    });
    expect(login.status()).toBe(200);
    for (const { userName } of suspended) {
      const suspend = await moderator.request.post(`/api/admin/users/${userName}/suspend`, {
        data: { hours: 24, reason: 'Spam in the chat' },
      });
      expect(suspend.status()).toBe(200);
    }
    fixtures = {
      student: await me.context.storageState(),
      moderator: await moderator.storageState(),
      me,
      other,
      blockee,
      troll,
      suspended,
    };
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
afterAll(async () => {
  await browser?.close();
});

/** Collects every serious or critical violation, each with where it was found. */
function auditor(where: string, scheme: 'light' | 'dark') {
  const failures: string[] = [];
  return {
    failures,
    async check(page: Page, what: string) {
      expect(await page.evaluate(() => document.documentElement.dataset.theme), what).toBe(scheme);
      await page.evaluate(() => document.fonts.ready);
      for (const violation of await seriousViolations(page)) {
        failures.push(`${what} (${where}): ${violation}`);
      }
    },
  };
}

/** A modal dialog closed with its Cancel button, and gone. */
async function cancel(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const noSpinner = (scope: Locator) =>
  poll(() => scope.getByRole('status', { name: /^Loading/ }).count()).toBe(0);

type Check = (page: Page, what: string) => Promise<void>;

/** The dialog named `name`, once open (and its field `label` shown): checked, then cancelled. */
async function checkDialog(check: Check, page: Page, name: string, what: string, label?: string) {
  const dialog = page.getByRole('dialog', { name });
  await (label ? dialog.getByLabel(label) : dialog).waitFor();
  await check(page, what);
  await cancel(dialog);
}

/** The student's own profile and another student's. */
async function sweepProfiles(session: Session, check: Check) {
  const { page } = session;
  const { other, blockee } = fixtures;

  // The own profile: Log Out and Delete account ask first; the bell's panel.
  await page.goto('/profile');
  await page.getByTestId('following-count').waitFor();
  await page.getByRole('button', { name: 'Logout' }).click();
  await checkDialog(check, page, 'Log Out', 'Log Out dialog');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await checkDialog(check, page, 'Delete your account?', 'Delete account dialog', 'Password');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.locator('.bell__panel').getByRole('region', { name: 'Notifications' });
  await panel.getByText(other.fullName).first().waitFor();
  await noSpinner(panel);
  await check(page, 'notifications panel');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });

  // Another student's profile: Report, Mute, Block, and Block done.
  await page.goto(`/userprofile?userName=${blockee.userName}`);
  await page.getByRole('heading', { name: blockee.fullName }).waitFor();
  const actions = page.locator('.safety-actions__buttons');
  await actions.getByRole('button', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: `Report @${blockee.userName}` });
  await report.getByRole('button', { name: 'Cancel' }).waitFor();
  await check(page, 'Report profile dialog');
  // Sent for self-harm: the thanks, and where to find help.
  await report.getByRole('radio', { name: reportReasonLabels['self-harm'] }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await report.getByRole('status').waitFor();
  await check(page, 'Report sent dialog, with help');
  await report.getByRole('button', { name: 'Done' }).click();
  await report.waitFor({ state: 'detached' });

  await actions.getByRole('button', { name: 'Mute' }).click();
  await checkDialog(check, page, `Mute @${blockee.userName}?`, 'Mute dialog');

  await actions.getByRole('button', { name: 'Block' }).click();
  const block = page.getByRole('dialog', { name: `Block @${blockee.userName}?` });
  await block.waitFor();
  await check(page, 'Block dialog');
  await block.getByRole('button', { name: 'Block' }).click();
  const blocked = page.getByRole('dialog', { name: `Blocked @${blockee.userName}` });
  await blocked.getByRole('status').waitFor();
  await check(page, 'Block done dialog');
  await blocked.getByRole('button', { name: 'Done' }).click();
  await blocked.waitFor({ state: 'detached' });
  // Undone, so the next run meets the same profile.
  const unblock = await session.context.request.delete(`/api/blocks/${blockee.userName}`);
  expect(unblock.ok()).toBe(true);
}

/** The student in the group chat and a character's chat. */
async function sweepChats(session: Session, check: Check, wide: boolean, tag: string) {
  const { page } = session;
  const { me } = fixtures;

  // The group chat: who is online, the emoji picker, reactions, the menu and Delete message.
  await page.goto('/chat');
  const input = page.getByPlaceholder('Type your message...');
  await input.fill(`sweep ${tag}`);
  await input.press('Enter');
  const own = page.locator('.chat-message', {
    has: page.locator('.chat-message__text', { hasText: new RegExp(`^sweep ${tag}\\s*$`) }),
  });
  await own.waitFor();
  await poll(() => own.locator('.chat-message__state').count()).toBe(0);
  // Still typing (the focus in the composer, so on a phone the tab bar has given way and a tap on
  // the composer's buttons moves nothing): the emoji picker.
  await page.getByRole('button', { name: 'Open emoji picker' }).click();
  const emoji = page.getByRole('dialog', { name: 'Emoji picker' });
  await emoji.locator('[data-epr-part="emoji"]').first().waitFor();
  await noSpinner(emoji);
  await check(page, 'emoji picker');
  await page.getByRole('button', { name: 'Close emoji picker' }).click();
  await emoji.waitFor({ state: 'detached' });

  // Done typing: on a phone the logo strip and the tab bar come back, moving what is above.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await animationsSettled(page);

  await page.getByRole('button', { name: / users online$/ }).click();
  const online = page.getByRole('dialog', { name: 'Online now' });
  await online.getByText(`@${me.userName}`).waitFor();
  await check(page, 'online list');
  await page.keyboard.press('Escape');
  await online.waitFor({ state: 'detached' });

  const sheet = page.getByRole('dialog', { name: 'Your message' });
  const openAction = async (label: string) => {
    await own.hover();
    await own.getByRole('button', { name: 'More actions' }).click();
    if (wide) {
      const menu = page.getByRole('menu', { name: 'Message actions' });
      await menu.waitFor();
      await check(page, 'message menu');
      await menu.getByRole('menuitem', { name: label }).click();
    } else {
      await sheet.getByRole('button', { name: label }).click();
    }
  };

  if (wide) {
    await own.hover();
    await own.getByRole('button', { name: 'React', exact: true }).click();
  } else {
    await openAction('Add reaction');
  }
  const picker = page.getByRole('dialog', { name: 'React to Sam Sweep' });
  await picker.locator('[data-epr-part="emoji"]').first().waitFor();
  await noSpinner(picker);
  await check(page, 'reaction picker');
  await cancel(picker);

  await openAction('Delete message');
  await checkDialog(check, page, 'Delete message?', 'Delete message dialog');

  // A character's chat: Clear Chats asks first.
  await page.goto('/saga/Tyson');
  await page.getByPlaceholder('Type a message...').waitFor();
  await page.getByRole('button', { name: characterChatTexts.clearChats }).click();
  const clear = page.getByRole('dialog', { name: characterChatTexts.clearConfirmTitle });
  await clear.waitFor();
  await check(page, 'Clear Chats dialog');
  await clear.getByRole('button', { name: characterChatTexts.cancel }).click();
  await clear.waitFor({ state: 'detached' });
}

async function sweepModerator(
  session: Session,
  check: (page: Page, what: string) => Promise<void>,
) {
  const { page } = session;
  await page.goto('/admin?tab=room');
  await page.getByLabel(/^Seconds between one person/).waitFor();
  await check(page, 'admin Room tab');

  await page.goto('/admin');
  const card = page.getByRole('article').filter({ hasText: `@${fixtures.troll.userName}` });
  await card.getByRole('button', { name: `Suspend @${fixtures.troll.userName}` }).click();
  await checkDialog(check, page, `Suspend @${fixtures.troll.userName}`, 'Suspend dialog');
}

async function sweepSuspended(session: Session, check: Check, email: string) {
  const { page } = session;
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const offer = page.getByRole('region', { name: 'Your data' });
  await offer.waitFor();
  await check(page, 'suspended login');

  await offer.getByRole('button', { name: 'Download my data' }).click();
  await checkDialog(check, page, 'Download your data?', 'Download your data dialog', 'Password');

  await offer.getByRole('button', { name: 'Delete my account' }).click();
  await checkDialog(
    check,
    page,
    'Delete your account?',
    'suspended Delete account dialog',
    'Password',
  );
}

/** /messages: the inbox, the requests, New group, and a conversation. */
async function sweepMessages(session: Session, check: Check) {
  const { page } = session;
  await page.goto('/messages');
  const inbox = page.getByRole('list', { name: 'Inbox' });
  await inbox.getByRole('link', { name: /Olive Other/ }).waitFor();
  await check(page, 'Messages inbox');
  await page.getByRole('button', { name: /^Requests/ }).click();
  await page.getByRole('list', { name: 'Requests' }).getByRole('link').first().waitFor();
  await check(page, 'Messages requests');
  await page.getByRole('button', { name: 'New group' }).click();
  await checkDialog(check, page, 'New group', 'New group dialog', 'Group name');
  await page.getByRole('button', { name: 'Inbox', exact: true }).click();
  await inbox.getByRole('link', { name: /Olive Other/ }).click();
  await page.locator('.chat-message', { hasText: 'Second floor, by the windows' }).waitFor();
  await check(page, 'a conversation');
}

let run = 0;
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [320, 390, 1280]) {
    test(`every dialog at ${width}px in the ${scheme} theme: axe finds nothing serious`, async () => {
      const viewport = { width, height: width > 1000 ? 800 : 640 };
      const where = `${width}px, ${scheme}`;
      const { failures, check } = auditor(where, scheme);
      const suspended = fixtures.suspended[run++ % fixtures.suspended.length]!;
      const options = { colorScheme: scheme };
      // Three people in four contexts (the student in two), swept side by side: none changes what
      // another one looks at.
      const [profiles, chats, moderator, guest] = await Promise.all([
        newContext(browser, viewport, { ...options, storageState: fixtures.student }),
        newContext(browser, viewport, { ...options, storageState: fixtures.student }),
        newContext(browser, viewport, { ...options, storageState: fixtures.moderator }),
        newContext(browser, viewport, options),
      ]);
      await Promise.all([
        sweepProfiles(profiles, check),
        sweepChats(chats, check, width > 1000, `${scheme}-${width}-${Date.now()}`),
        (async () => {
          await sweepModerator(moderator, check);
          await sweepSuspended(guest, check, suspended.email);
        })(),
      ]);
      expect(failures).toEqual([]);
    });
  }
}

// Private conversations (issue 34) at the narrowest width, in a test of their own.
for (const scheme of ['light', 'dark'] as const) {
  test(`/messages and a conversation at 320px in the ${scheme} theme: axe finds nothing serious`, async () => {
    const { failures, check } = auditor(`320px, ${scheme}`, scheme);
    const session = await newContext(
      browser,
      { width: 320, height: 640 },
      { colorScheme: scheme, storageState: fixtures.student },
    );
    await sweepMessages(session, check);
    expect(failures).toEqual([]);
  });
}
