/**
 * The service worker's side of Web Push (ADR 0024): a push becomes a notification, and a click on
 * it focuses an open Tuning tab on its screen or opens one. The service worker calls
 * `registerPushHandlers(self)` once.
 *
 * The DOM library has no service-worker types; these are the parts used, which a real
 * ServiceWorkerGlobalScope has.
 */
import type { PushMessage } from '@tuning/shared/push';

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationLike {
  data: unknown;
  close(): void;
}
interface NotificationEventLike extends ExtendableEventLike {
  notification: NotificationLike;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface PushWorkerScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
  };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly unknown[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationEventLike) => void,
  ): void;
}

/** What the device shows when a push cannot be read: still a way into the app. */
const FALLBACK: PushMessage = { title: 'Tuning', body: '', tag: 'tuning', url: '/home' };

function str(value: unknown, fallback: string, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : fallback;
}

/** The push's message, checked: unknown fields are dropped, a url stays on this origin. */
export function readPushMessage(data: PushEventLike['data'], origin: string): PushMessage {
  let raw: unknown;
  try {
    raw = data?.json();
  } catch {
    raw = undefined;
  }
  if (typeof raw !== 'object' || raw === null) return FALLBACK;
  const fields = raw as Record<string, unknown>;
  return {
    title: str(fields.title, FALLBACK.title, 200),
    body: str(fields.body, '', 500),
    tag: str(fields.tag, FALLBACK.tag, 200),
    url: sameOriginPath(fields.url, origin),
  };
}

function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return FALLBACK.url;
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin !== origin) return FALLBACK.url;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return FALLBACK.url;
  }
}

function isWindowClient(client: unknown): client is WindowClientLike {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof (client as WindowClientLike).focus === 'function' &&
    typeof (client as WindowClientLike).url === 'string'
  );
}

export function registerPushHandlers(sw: PushWorkerScope): void {
  sw.addEventListener('push', (event) => {
    const message = readPushMessage(event.data, sw.location.origin);
    event.waitUntil(
      sw.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: '/icons/icon-192.png',
        data: { url: message.url },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = new URL(sameOriginPath(data?.url, sw.location.origin), sw.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = (
          await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })
        ).filter(isWindowClient);
        const open =
          windows.find((client) => client.url === url) ??
          windows.find((client) => new URL(client.url).origin === sw.location.origin);
        if (!open) {
          await sw.clients.openWindow(url);
          return;
        }
        await open.focus();
        if (open.url !== url) await open.navigate(url);
      })(),
    );
  });
}
