/** Web Push: the `push` and `notificationclick` handlers of the service worker (filled in by the push work). */
export function registerPushHandlers(sw: ServiceWorkerGlobalScope): void {
  void sw;
}
