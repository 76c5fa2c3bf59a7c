import { describeNotification, type AppNotification } from '@tuning/shared/notifications';

/** Where the user's opt-in is remembered (this browser only). */
export const DESKTOP_OPT_IN_KEY = 'tuning-desktop-notifications';

export type DesktopState = 'unsupported' | 'off' | 'on' | 'blocked';

function supported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

function readOptIn(): boolean {
  try {
    return localStorage.getItem(DESKTOP_OPT_IN_KEY) === 'on';
  } catch {
    return false;
  }
}

function writeOptIn(on: boolean): void {
  try {
    if (on) localStorage.setItem(DESKTOP_OPT_IN_KEY, 'on');
    else localStorage.removeItem(DESKTOP_OPT_IN_KEY);
  } catch (error) {
    console.warn('Local storage is unavailable', error);
  }
}

/**
 * Desktop notifications for this browser: `on` only when the user asked for them here and the
 * browser allows them; `blocked` when the browser was told never to (only its settings undo that).
 */
export function desktopNotificationState(): DesktopState {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && readOptIn() ? 'on' : 'off';
}

/** Asks the browser (only ever from a click) and remembers the answer when it is yes. */
export async function turnOnDesktopNotifications(): Promise<DesktopState> {
  if (!supported()) return 'unsupported';
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  writeOptIn(permission === 'granted');
  return desktopNotificationState();
}

export function turnOffDesktopNotifications(): void {
  writeOptIn(false);
}

const actorName = (notification: AppNotification) =>
  notification.actor.fullName || `@${notification.actor.username}`;

/**
 * A notification from the system that, clicked, brings the tab forward, runs `open` and closes;
 * undefined where the browser refuses to show one.
 */
function showOnDesktop(
  title: string,
  options: NotificationOptions,
  open: () => void,
): Notification | undefined {
  try {
    const shown = new Notification(title, options);
    shown.onclick = () => {
      window.focus();
      open();
      shown.close();
    };
    return shown;
  } catch (error) {
    // Some mobile browsers only show them from a service worker: the bell still has it.
    console.warn('Could not show a desktop notification', error);
    return undefined;
  }
}

/**
 * A mention while the tab is hidden, for a user who turned desktop notifications on: a
 * notification from the system, one per mention (its id is the tag), that brings the tab forward
 * and opens the chat when clicked. Nothing otherwise.
 */
export function notifyMentionOnDesktop(
  notification: AppNotification,
  deps: { hidden: boolean; open: (path: string) => void },
): Notification | undefined {
  if (notification.kind !== 'mention' || !deps.hidden) return undefined;
  if (desktopNotificationState() !== 'on') return undefined;
  return showOnDesktop(
    `${actorName(notification)} mentioned you`,
    { body: notification.snippet ?? '', tag: String(notification.id) },
    () => deps.open(chatPathFor(notification)),
  );
}

/** A private message's line when it is an image alone (its notification has no text). */
export const IMAGE_ONLY_LINE = 'Sent an image';

/**
 * A private message while the tab is hidden, for a user who turned desktop notifications on, as
 * a mention is shown: `{name} sent you a message` (the bell's words) with its text, or
 * `Sent an image` for an image alone. One per conversation (its id is the tag, so a newer message
 * takes the older one's place); clicked, it brings the tab forward on the conversation. Nothing
 * for the conversation on screen (`openConversationId`).
 */
export function notifyMessageOnDesktop(
  notification: AppNotification,
  deps: { hidden: boolean; openConversationId: string | undefined; open: (path: string) => void },
): Notification | undefined {
  const { conversationId } = notification;
  if (notification.kind !== 'message' || conversationId === undefined || !deps.hidden) {
    return undefined;
  }
  if (conversationId === deps.openConversationId) return undefined;
  if (desktopNotificationState() !== 'on') return undefined;
  return showOnDesktop(
    `${actorName(notification)} ${describeNotification(notification)}`,
    { body: notification.snippet || IMAGE_ONLY_LINE, tag: `conversation:${conversationId}` },
    () => deps.open(conversationPath(conversationId)),
  );
}

/** A private conversation's screen. */
export const conversationPath = (conversationId: string) =>
  `/messages/${encodeURIComponent(conversationId)}`;

/** The conversation `/messages/{id}` shows, if that is the path. */
export function conversationOnScreen(pathname: string): string | undefined {
  const id = /^\/messages\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (id === undefined) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** The chat at the message a notification is about (the chat jumps to `?message=`). */
export function chatPathFor(notification: AppNotification): string {
  return notification.messageId
    ? `/chat?message=${encodeURIComponent(notification.messageId)}`
    : '/chat';
}
