import type { Db } from './client.ts';

/**
 * A query built once per database instead of on every call: hot paths (the session lookup, the
 * current user, history pages) spent a fifth of their CPU rebuilding SQL (docs/benchmarks.md).
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let queries = prepared.get(db);
    if (!queries) {
      queries = prepare(db);
      prepared.set(db, queries);
    }
    return queries;
  };
}
