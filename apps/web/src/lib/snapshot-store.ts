import { createListeners } from './listeners.ts';

/**
 * A store without React that `useSyncExternalStore` reads: one snapshot, replaced (never changed
 * in place) on every change, and the listeners told of each. The chat session, the chat's unread
 * count and the connection monitor are built on it.
 */
export class SnapshotStore<T extends object> {
  private readonly listeners = createListeners();
  protected snapshot: T;

  constructor(initial: T) {
    this.snapshot = initial;
  }

  subscribe = (listener: () => void): (() => void) => this.listeners.subscribe(listener);

  getSnapshot = (): T => this.snapshot;

  /** The snapshot becomes a new one with `patch` on top, and every listener hears of it. */
  protected publish(patch: Partial<T>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.notify();
  }
}
