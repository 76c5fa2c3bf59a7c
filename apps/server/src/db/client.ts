import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema.ts';
import { acquireDataLock, type DataLock } from './data-lock.ts';
import { SERVER_ROOT } from '../server-root.ts';

// Each database's driver is imported by the function that opens it: a server on PostgreSQL never
// loads PGlite, and an embedded one never loads pg (docs/benchmarks.md, idle memory).

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections (open, idle) and the callers waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PostgreSQL: called with each statement's time, from send to answer, in seconds. */
  onQueryTime?(listener: (seconds: number) => void): void;
  /**
   * PostgreSQL: calls `listener` on each NOTIFY on `channel`, and again each time the listening
   * connection comes back after a loss (a notification may have been missed meanwhile).
   */
  subscribe?(channel: string, listener: () => void): { close(): Promise<void> };
}

/** NOTIFY'd by `npm run restore` on PostgreSQL: every running instance drops its caches. */
export const DATABASE_RESTORED_CHANNEL = 'tuning_database_restored';
/** How long a lost listening connection waits before it tries again. */
const RELISTEN_MS = 1000;

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
/** Arbitrary constant: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * How long a query may take before the call gives up and answers 503: with the database
 * unreachable (packets dropped, not refused) nothing else would end the wait. With the wait for a
 * connection (CONNECT_TIMEOUT_MS at most) a call answers within 5 s.
 */
export const DATABASE_TIMEOUT_MS = 3000;
/** Reports each statement of a pooled client, sent with a callback (pool.query) or a promise. */
function timeQueries(client: pg.PoolClient, listeners: ((seconds: number) => void)[]): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    // Nobody listening (metrics not served): the statement goes as it is.
    if (listeners.length === 0) return query(...args);
    const started = performance.now();
    const report = () => {
      const seconds = (performance.now() - started) / 1000;
      for (const listener of listeners) listener(seconds);
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        report();
        return (callback as (...answer: unknown[]) => unknown)(...answer);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(report, report);
    return result;
  };
}

/** How long a call may wait for a pooled connection, or for a new one to open. */
const CONNECT_TIMEOUT_MS = 2000;

export async function openPostgres(
  url: string,
  poolSize = 10,
  { timeoutMs = DATABASE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<Database> {
  // Migrations run first, on a connection of their own without the query timeout: a long one
  // must finish. The advisory lock serialises instances that start together.
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const migrator = new pg.Client({ connectionString: url, connectionTimeoutMillis: 30_000 });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(migrator, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await migrator.end().catch(() => {});
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: Math.min(CONNECT_TIMEOUT_MS, timeoutMs),
    // Client-side: fires even when the network swallows the query. Server-side twin below.
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    idleTimeoutMillis: 30_000,
    // Finds a connection whose peer vanished instead of trusting it until the next query.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client dropped by the server (restart, failover, a dropped test database) must not
  // take the process down: the pool replaces it on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL idle client error: ${error.message}`);
  });
  pool.on('connect', dropOnQueryTimeout);
  const queryTimeListeners: ((seconds: number) => void)[] = [];
  pool.on('connect', (client) => timeQueries(client, queryTimeListeners));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onQueryTime: (listener) => queryTimeListeners.push(listener),
    subscribe(channel, listener) {
      let closed = false;
      let client: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      let connectedBefore = false;
      const again = () => {
        client = undefined;
        if (!closed && !retry) retry = setTimeout(listen, RELISTEN_MS).unref();
      };
      function listen(): void {
        retry = undefined;
        const next = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          keepAlive: true,
        });
        client = next;
        next.on('error', () => next.end().catch(() => {}));
        next.on('end', () => {
          if (client === next) again();
        });
        next.on('notification', (message) => {
          if (message.channel === channel) listener();
        });
        next
          .connect()
          .then(() => next.query(`listen ${channel}`))
          .then(() => {
            if (closed) return next.end();
            // Back after a loss: whatever was announced meanwhile is treated as announced.
            if (connectedBefore) listener();
            connectedBefore = true;
          })
          .catch(() => {
            next.end().catch(() => {});
            if (client === next) again();
          });
      }
      listen();
      return {
        async close() {
          closed = true;
          clearTimeout(retry);
          await client?.end().catch(() => {});
        },
      };
    },
  };
}

/** Tells every instance on the database at `url` that it was restored (see `subscribe`). */
export async function announceRestore(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 30_000 });
  await client.connect();
  try {
    await client.query('select pg_notify($1, $2)', [DATABASE_RESTORED_CHANNEL, '']);
  } finally {
    await client.end().catch(() => {});
  }
}

/** pg's message for a query that `query_timeout` gave up on. */
const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

/**
 * A connection whose query timed out is taken out of the pool at once. Its lost query stays first
 * in line on it, so every later query there would wait out its own timeout; and a transaction
 * whose `begin` times out never releases its client (drizzle sends `begin` outside its try), so
 * without this each one would hold a place in the pool for good and the pool would not recover
 * when the database came back.
 */
function dropOnQueryTimeout(client: pg.PoolClient): void {
  // A checked-out client has no listener of the pool's: its connection failing must not throw.
  // The query in flight fails by itself and is answered as the database being unavailable.
  client.on('error', () => {});
  let dropped = false;
  const drop = (error: unknown) => {
    if (dropped || !(error instanceof Error) || error.message !== QUERY_TIMEOUT_MESSAGE) return;
    dropped = true;
    const release = client.release;
    // The holder may still release it (a transaction's `finally`): that is now a no-op.
    client.release = () => {};
    release.call(client, error);
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        drop(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(drop);
    return result;
  }) as typeof client.query;
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives in PGlite's WebAssembly memory, which never
 * shrinks: 260 MB resident for an idle embedded database. 32 MB holds a college's working set
 * (docs/benchmarks.md, memory) for 139 MB.
 */
const PGLITE_OPTIONS = { postgresqlconf: 'shared_buffers = 32MB' };

/** PGlite in memory (dataDir undefined) or on disk, guarded by a pid lock file. */
export async function openPglite(dataDir?: string): Promise<Database> {
  let lock: DataLock | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = acquireDataLock(path.join(dataDir, 'db.lock'));
  }
  try {
    const folder = dataDir ? path.join(dataDir, 'db') : undefined;
    // A new folder is created in a child process, whose memory goes back when it ends.
    if (folder && !fs.existsSync(path.join(folder, 'PG_VERSION'))) {
      const { createPgliteInChild } = await import('./pglite-create.ts');
      await createPgliteInChild({
        folder,
        options: PGLITE_OPTIONS,
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite(folder, PGLITE_OPTIONS);
    await client.waitReady;
    const database = await wrapPglite(client, lock);
    return keepStatistics(client, database);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** The tables whose statistics PGlite keeps (see `keepStatistics`), and how often. */
const ANALYZED = 'conversation_messages, conversation_members';
export const STATISTICS_EVERY_MS = 5 * 60_000;

/**
 * PGlite runs no autovacuum, so nothing ever gathers its planner statistics. Without them a filter
 * on `conversation_id` is guessed to match a few rows, and the room's pages, unread count and
 * catch-up (the room is nearly every message, ADR 0043) would read every room message and sort
 * them instead of walking an index for 50. So PGlite analyzes the conversations' tables when it
 * opens and every STATISTICS_EVERY_MS (a sample of at most 30,000 rows each, milliseconds);
 * PostgreSQL's autovacuum does the same by itself.
 */
function keepStatistics(client: PGlite, database: Database): Database {
  let running: Promise<unknown> = client.exec(`analyze ${ANALYZED}`).catch(() => {});
  const timer = setInterval(() => {
    running = client.exec(`analyze ${ANALYZED}`).catch(() => {});
  }, STATISTICS_EVERY_MS);
  timer.unref();
  return {
    ...database,
    close: async () => {
      clearInterval(timer);
      await running;
      await database.close();
    },
  };
}

export async function wrapPglite(client: PGlite, lock?: DataLock): Promise<Database> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  databaseTimeoutMs?: number;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, 10, { timeoutMs: options.databaseTimeoutMs })
    : openPglite(options.dataDir);
}
