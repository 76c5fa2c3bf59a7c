import { createListeners } from './listeners.ts';

/**
 * Chromium's install offer (`beforeinstallprompt`), kept from the moment the page loads: it fires
 * once, early, long before the student opens settings, and must be held to be used later.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | undefined;
let installed = false;
const listeners = createListeners();
export const subscribeInstall = listeners.subscribe;

export function installOffer(): InstallPromptEvent | undefined {
  return offer;
}

/** Installed during this visit, or opened from the home screen. */
export function isInstalled(): boolean {
  return (
    installed ||
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Shows the browser's own install dialog; the offer is used up either way. */
export async function promptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = undefined;
  listeners.notify();
  await current.prompt();
  if ((await current.userChoice).outcome === 'accepted') {
    installed = true;
    listeners.notify();
  }
}

export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Held for the settings button instead of Chromium's own mini-infobar.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    listeners.notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    offer = undefined;
    listeners.notify();
  });
}

export type InstallPlatform = 'ios' | 'android' | 'desktop';

/** Which steps to show: iOS Safari has no install prompt, only the share sheet. */
export function installPlatform(userAgent: string, maxTouchPoints: number): InstallPlatform {
  // iPadOS 13+ says "Macintosh"; only the touch screen tells it apart from a Mac.
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) {
    return 'ios';
  }
  if (/Android/.test(userAgent)) return 'android';
  return 'desktop';
}
