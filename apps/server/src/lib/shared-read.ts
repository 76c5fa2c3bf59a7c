/**
 * A value read at most once per `ttlMs`: callers meanwhile share the read (the promise), and a
 * read that fails is dropped, so the next caller reads again rather than keep the failure.
 */
export function sharedRead<T>(read: () => Promise<T>, ttlMs: number, now: () => number) {
  let entry: { at: number; value: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      const at = now();
      if (entry && at - entry.at < ttlMs) return entry.value;
      const next = { at, value: read() };
      entry = next;
      next.value.catch(() => {
        if (entry === next) entry = undefined;
      });
      return next.value;
    },
    /** The next call reads again. */
    drop(): void {
      entry = undefined;
    },
    /** A value known without reading, kept as if just read. */
    set(value: T): void {
      entry = { at: now(), value: Promise.resolve(value) };
    },
  };
}
