import DataLoader from 'dataloader';

/** Keys per statement at most; a larger batch is split. */
const MAX_BATCH = 500;
/** Statements of one loader running at once; more loads wait and go together after them. */
const RUNNING_MAX = 2;
/** A load this soon after the loader's last statement began finds it busy… */
const BUSY_MS = 25;
/** …and waits this long for the loads arriving behind it. */
const GATHER_MS = 10;

/**
 * Reads by key on hot paths, batched (DataLoader): while two statements are running, the loads that
 * arrive wait and then go together as the next one; a load arriving soon after a statement began
 * waits GATHER_MS for the ones behind it (a join storm's handshakes come a turn or two apart, and
 * on PGlite every statement runs on the server's own core); otherwise, on an idle server, the
 * loads of one turn of the event loop go at once. A thousand handshakes become a few hundred
 * statements, not two thousand (docs/benchmarks.md, 2026-11-25). Nothing is cached here: the
 * session and user caches decide what may be kept, and for how long.
 */
export function batchLoads<K, V>(
  load: (keys: readonly K[]) => Promise<(V | undefined)[]>,
): DataLoader<K, V | undefined> {
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
        else if (performance.now() - lastStart < BUSY_MS) setTimeout(run, GATHER_MS);
        else setImmediate(run);
      },
    },
  );
}
