import { afterEach, expect, test, vi, type Mock } from 'vitest';
import { mentionNotification } from '../../../test/fixtures.ts';
import { resetBrowserState } from '../../../test/render-route.tsx';
import {
  conversationOnScreen,
  DESKTOP_OPT_IN_KEY,
  desktopNotificationState,
  IMAGE_ONLY_LINE,
  notifyMentionOnDesktop,
  notifyMessageOnDesktop,
  turnOffDesktopNotifications,
  turnOnDesktopNotifications,
} from './desktop-notifications.ts';

afterEach(resetBrowserState);

/** The browser's Notification, with the permission the test gives it. */
function stubNotifications(permission: NotificationPermission, answer = permission) {
  const shown: FakeNotification[] = [];
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    onclick: (() => void) | null = null;
    close = vi.fn();
    title: string;
    options: NotificationOptions;
    constructor(title: string, options: NotificationOptions) {
      this.title = title;
      this.options = options;
      shown.push(this);
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission: FakeNotification.requestPermission };
}

/** Allowed by the browser and turned on here: the notifications shown from now on. */
function turnedOn() {
  const { shown } = stubNotifications('granted');
  localStorage.setItem(DESKTOP_OPT_IN_KEY, 'on');
  return shown;
}

/** Clicking `shown` brings the tab forward, opens `path` and closes the notification. */
function expectClickOpens(
  shown: ReturnType<typeof stubNotifications>['shown'][number],
  open: Mock,
  path: string,
) {
  const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
  shown.onclick!();
  expect(focus).toHaveBeenCalled();
  expect(open).toHaveBeenCalledWith(path);
  expect(shown.close).toHaveBeenCalled();
  focus.mockRestore();
}

const mention = mentionNotification(42, {
  snippet: 'see you at 6 @ada',
  createdAt: 1_700_000_000_000,
});

test('a mention in a hidden tab shows one notification that opens the chat at the message', () => {
  const shown = turnedOn();
  const open = vi.fn();
  notifyMentionOnDesktop(mention, { hidden: true, open });
  expect(shown.map((n) => [n.title, n.options])).toEqual([
    ['Ben Ito mentioned you', { body: 'see you at 6 @ada', tag: '42' }],
  ]);
  expectClickOpens(shown[0]!, open, '/chat?message=u-ben-42-x');
});

test('nothing while the tab is visible, for other kinds, or without the opt-in', () => {
  const { shown } = stubNotifications('granted');
  const open = vi.fn();
  notifyMentionOnDesktop(mention, { hidden: true, open });
  expect(shown).toHaveLength(0);
  localStorage.setItem(DESKTOP_OPT_IN_KEY, 'on');
  notifyMentionOnDesktop(mention, { hidden: false, open });
  notifyMentionOnDesktop({ ...mention, kind: 'reply' }, { hidden: true, open });
  notifyMentionOnDesktop({ ...mention, kind: 'reaction', emoji: '🔥' }, { hidden: true, open });
  expect(shown).toHaveLength(0);
});

test('opting in asks the browser and remembers a yes; a no is not remembered', async () => {
  const yes = stubNotifications('default', 'granted');
  expect(desktopNotificationState()).toBe('off');
  expect(await turnOnDesktopNotifications()).toBe('on');
  expect(yes.requestPermission).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem(DESKTOP_OPT_IN_KEY)).toBe('on');
  turnOffDesktopNotifications();
  expect(desktopNotificationState()).toBe('off');

  stubNotifications('default', 'denied');
  expect(await turnOnDesktopNotifications()).toBe('blocked');
  expect(localStorage.getItem(DESKTOP_OPT_IN_KEY)).toBeNull();
});

test('a browser without the Notification API has nothing to offer', () => {
  vi.stubGlobal('Notification', undefined);
  Reflect.deleteProperty(window, 'Notification');
  expect(desktopNotificationState()).toBe('unsupported');
});

const privateMessage = mentionNotification(77, {
  kind: 'message',
  messageId: 'u-ben-9-x',
  seq: 9,
  snippet: 'are you coming tonight?',
  createdAt: 1_700_000_000_000,
  conversationId: 'c-ben',
  count: 1,
});

test('a private message in a hidden tab: who and what, one per conversation, opening it', () => {
  const shown = turnedOn();
  const open = vi.fn();
  const deps = { hidden: true, openConversationId: undefined, open };
  notifyMessageOnDesktop(privateMessage, deps);
  // An image alone has no text: its line says so. Two unread: the bell's count.
  notifyMessageOnDesktop({ ...privateMessage, id: 78, snippet: '', count: 2 }, deps);
  expect(shown.map((n) => [n.title, n.options])).toEqual([
    ['Ben Ito sent you a message', { body: 'are you coming tonight?', tag: 'conversation:c-ben' }],
    ['Ben Ito sent you 2 messages', { body: IMAGE_ONLY_LINE, tag: 'conversation:c-ben' }],
  ]);
  expectClickOpens(shown[1]!, open, '/messages/c-ben');
});

test('no private message notification for the open conversation, a visible tab or no opt-in', () => {
  const { shown } = stubNotifications('granted');
  const open = vi.fn();
  notifyMessageOnDesktop(privateMessage, { hidden: true, openConversationId: undefined, open });
  expect(shown).toHaveLength(0);
  localStorage.setItem(DESKTOP_OPT_IN_KEY, 'on');
  notifyMessageOnDesktop(privateMessage, { hidden: true, openConversationId: 'c-ben', open });
  notifyMessageOnDesktop(privateMessage, { hidden: false, openConversationId: undefined, open });
  // A mention is the mention's notification, not this one.
  notifyMessageOnDesktop(
    { ...privateMessage, kind: 'mention' },
    { hidden: true, openConversationId: undefined, open },
  );
  expect(shown).toHaveLength(0);
  notifyMessageOnDesktop(privateMessage, { hidden: true, openConversationId: 'c-lab', open });
  expect(shown).toHaveLength(1);
});

test('the conversation on screen is read from the path', () => {
  expect(conversationOnScreen('/messages/c-ben')).toBe('c-ben');
  expect(conversationOnScreen('/messages/c-ben/')).toBe('c-ben');
  expect(conversationOnScreen('/messages')).toBeUndefined();
  expect(conversationOnScreen('/chat')).toBeUndefined();
});
