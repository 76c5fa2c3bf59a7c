import DataLoader from 'dataloader';

/** Keys per statement at most; a larger batch is split. */
const MAX_BATCH = 500;
/** Statements of one loader running at once; more loads wait and go together after them. */
const RUNNING_MAX = 2;

/**
 * Reads by key on hot paths, batched (DataLoader): while two statements are running, the loads that
 * arrive wait and then go together as the next one; otherwise the loads of one turn of the event
 * loop go at once. An idle server answers a lookup without delay, and a join storm's
 * thousand handshakes become a few dozen statements. Nothing is cached here: the session and user
 * caches decide what may be kept, and for how long.
 */
export function batchLoads<K, V>(
  load: (keys: readonly K[]) => Promise<(V | undefined)[]>,
): DataLoader<K, V | undefined> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return new DataLoader<K, V | undefined>(
    async (keys) => {
      running += 1;
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
        else setImmediate(run);
      },
    },
  );
}
