/**
 * Web Push (product.md §13, ADR 0021): the kinds a person can switch, the texts of the settings,
 * and what one push carries to the service worker. Types and constants only; the schemas are in
 * `push-schemas.ts`.
 */

/** Every kind of push, each with its own switch; `report` is shown to moderators only. */
export const PUSH_KINDS = ['mention', 'reply', 'follow', 'report'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** What one push carries to the service worker (`apps/web/src/service-worker/push.ts`). */
export interface PushMessage {
  title: string;
  body: string;
  /** Pushes with the same tag replace each other on the device. */
  tag: string;
  /** The app's path to open on a click, e.g. `/chat?message=…`. */
  url: string;
}

/** The screen a kind opens: nothing is pushed while its recipient is looking at it. */
export type PushScreen = 'chat' | 'followers' | 'reports';

/**
 * The screens a socket tells the server it shows with `viewing` (the chat is told by `join`):
 * one's own follower list, and the moderators' report queue.
 */
export const VIEWED_SCREENS = ['followers', 'reports'] as const satisfies readonly PushScreen[];
export type ViewedScreen = (typeof VIEWED_SCREENS)[number];

export const pushTexts = {
  heading: 'Push notifications',
  kinds: {
    mention: 'Mentions',
    reply: 'Replies to you',
    follow: 'New followers',
    report: 'New reports (moderators)',
  } satisfies Record<PushKind, string>,
  off: 'Push notifications are off on this server.',
  turnOn: 'Turn on notifications on this device',
  turnOff: 'Turn off notifications on this device',
  onHere: 'This device gets push notifications.',
  unsupported: 'This browser can’t receive push notifications.',
  denied: 'Notifications are blocked for Tuning in this browser’s settings.',
  failed: 'Notifications could not be turned on. Try again.',
  mention: (name: string) => `${name} mentioned you`,
  reply: (name: string) => `${name} replied to you`,
  follow: (name: string) => `${name} started following you`,
  report: 'New report',
  reportBody: (reason: string) => `A report is waiting: ${reason}`,
} as const;
