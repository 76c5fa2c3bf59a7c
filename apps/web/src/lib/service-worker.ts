/**
 * The page's side of the service worker (ADR 0025): registers `/sw.js` in production builds,
 * tells when a new release has installed and waits (`updateReady`), and moves to it when the
 * student asks: the waiting worker takes over, then the page reloads once, whole, on the new
 * release. Nothing here runs under `vite` dev (HMR serves changing modules; no worker there).
 */
import { createListeners } from './listeners.ts';

export const UPDATE_MESSAGE = 'tuning:activate-update';

let waiting: ServiceWorker | undefined;
const listeners = createListeners();
export const subscribeUpdate = listeners.subscribe;

function setWaiting(worker: ServiceWorker | undefined): void {
  if (worker === waiting) return;
  waiting = worker;
  listeners.notify();
}

/** A new release is installed and waiting for the student's "Reload". */
export function updateReady(): boolean {
  return waiting !== undefined;
}

/** Hands the page to the waiting release; the page reloads when it has taken over. */
export function applyUpdate(): void {
  if (!waiting) {
    window.location.reload();
    return;
  }
  waiting.postMessage(UPDATE_MESSAGE);
}

function watch(registration: ServiceWorkerRegistration): void {
  // Only an update is announced: the first install has no page of an older release to replace.
  const announce = () => {
    if (registration.waiting && navigator.serviceWorker.controller) {
      setWaiting(registration.waiting);
    }
  };
  announce();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announce();
    });
  });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let reloading = false;
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install only starts serving this page (same release); a worker replacing another
    // is the asked-for update (from this tab or another): the page reloads on the new release.
    const replaced = controller !== null;
    controller = navigator.serviceWorker.controller;
    if (!replaced || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const check = (registration: ServiceWorkerRegistration) => {
    void registration.update().catch(() => undefined);
  };
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        watch(registration);
        // A page left open for days learns of releases when it comes back to the front.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') check(registration);
        });
      })
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}
