import { registerPushHandlers } from './push.ts';
import { isNeverCached, shellCacheName, type PrecacheEntry } from './precache.ts';

declare const self: ServiceWorkerGlobalScope & {
  /** Written by the build (apps/web/build/service-worker.ts): every file of this release. */
  __TUNING_PRECACHE__: { version: string; entries: PrecacheEntry[] };
};

const { version, entries } = self.__TUNING_PRECACHE__;
const CACHE = shellCacheName(version);
const SHELL_URL = '/index.html';
const precached = new Set(entries.map((entry) => entry.url));

/**
 * Install: every file of this release goes into this release's own cache, all or nothing (one
 * failed download fails the install and the old release keeps serving). The new worker then
 * waits: the page asks the student to reload, and only that message lets it take over, so an
 * open page never mixes two releases.
 */
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // `reload`: straight from the server, never an HTTP-cached copy of the last release.
      cache.addAll(entries.map((entry) => new Request(entry.url, { cache: 'reload' }))),
    ),
  );
});

/** Activate: older releases' caches go; open pages are taken over (they asked to reload). */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name !== CACHE && name.startsWith('tuning-shell-')) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'tuning:activate-update') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The API and the socket are always the network's: never cached, never answered from here.
  if (url.origin !== self.location.origin || isNeverCached(url.pathname)) return;
  if (request.mode === 'navigate') {
    // Every screen is the app shell of this release (the SPA routes in the browser).
    event.respondWith(fromCache(SHELL_URL, request));
    return;
  }
  if (precached.has(url.pathname)) event.respondWith(fromCache(url.pathname, request));
});

/** The precached copy of `path`, or the network when the cache was cleared under us. */
async function fromCache(path: string, request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  return (await cache.match(path)) ?? fetch(request);
}

registerPushHandlers(self);
