/**
 * Who to tell when something outside React changes: `subscribe` is what `useSyncExternalStore`
 * takes, and `notify` runs after each change.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
  };
}
