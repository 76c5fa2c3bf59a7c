import DataLoader from 'dataloader';

/** Keys per statement at most; a larger batch is split. */
const MAX_BATCH = 500;
/** Statements of one loader running at once; more loads wait and go together after them. */
const RUNNING_MAX = 2;
/** A load this soon after the loader's last statement began finds it busy (see `gatherMs`). */
const BUSY_MS = 25;

export interface BatchOptions {
  /**
   * A load that finds the loader busy waits this long for the loads arriving behind it. For
   * lookups that come in storms a turn or two apart (handshakes), never for ones whose caller
   * must see a change at once: their delay would let a broadcast overtake it.
   */
  gatherMs?: number;
}

/**
 * Reads by key on hot paths, batched (DataLoader): while two statements are running, the loads that
 * arrive wait and then go together as the next one; with `gatherMs`, a load arriving soon after a
 * statement began waits that long for the ones behind it; otherwise the loads of one turn of the
 * event loop go at once. An idle server answers a lookup without delay, and a join storm's
 * thousand handshakes become a few dozen statements. Nothing is cached here: the session and user
 * caches decide what may be kept, and for how long.
 */
export function batchLoads<K, V>(
  load: (keys: readonly K[]) => Promise<(V | undefined)[]>,
  options: BatchOptions = {},
): DataLoader<K, V | undefined> {
  const { gatherMs } = options;
  let running = 0;
  let lastStart = -Infinity;
  const waiting: (() => void)[] = [];
  return new DataLoader<K, V | undefined>(
    async (keys) => {
      running += 1;
      lastStart = performance.now();
      try {
        return await load(keys);
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
    {
      cache: false,
      maxBatchSize: MAX_BATCH,
      batchScheduleFn: (run) => {
        if (running >= RUNNING_MAX) waiting.push(run);
        else if (gatherMs && performance.now() - lastStart < BUSY_MS) setTimeout(run, gatherMs);
        else setImmediate(run);
      },
    },
  );
}
