import DataLoader from 'dataloader';

/**
 * DataLoader options for reads by key on hot paths: the loads made in one turn of the event loop
 * (every handshake of a join storm that arrived together) go to the database as one statement.
 * Nothing is cached here: the session and user caches decide what may be kept, and for how long.
 */
export function batchPerTurn<K, V>(
  load: (keys: readonly K[]) => Promise<(V | undefined)[]>,
): DataLoader<K, V | undefined> {
  return new DataLoader<K, V | undefined>(load, {
    cache: false,
    batchScheduleFn: (run) => setImmediate(run),
  });
}
