import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, expect, test } from 'vitest';
import { openPostgres } from '../../db/client.ts';
import { follows, users } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { createScratchDatabase } from '../../../test/services.ts';
import { testDbKind } from '../../../test/test-database.ts';
import { setFollow } from '../follows/follows.queries.ts';
import { deleteUserAccount } from './users.queries.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A scratch PostgreSQL database of its own (the tests hold its rows' locks by hand), its pool for
 * the code under test, and `clients` more connections outside the pool to play the others.
 */
async function scratchWithClients(clients: number) {
  const scratch = await createScratchDatabase('tuning_deletion');
  cleanups.push(() => scratch.drop());
  const database = await openPostgres(scratch.url, 5);
  cleanups.push(() => database.close());
  const connected: pg.Client[] = [];
  for (let i = 0; i < clients; i++) {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    cleanups.push(() => client.end());
    connected.push(client);
  }
  return { db: database.db, clients: connected };
}

/** The server process behind a connection, as `pg_stat_activity` and `pg_blocking_pids` name it. */
function pidOf(client: pg.Client): number {
  return (client as unknown as { processID: number }).processID;
}

/**
 * Polls until `check` is true; a step that never comes fails the test instead of hanging it, and
 * says what the database's other connections were doing. A loaded CI machine gets 20 s of the
 * test's 30.
 */
async function until(
  what: string,
  check: () => Promise<boolean>,
  monitor?: pg.Client,
): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) {
      const activity = monitor ? await activityOf(monitor) : '';
      throw new Error(`timed out waiting until ${what}${activity}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The scratch database's other connections: state, what they wait for, and their query. */
async function activityOf(monitor: pg.Client): Promise<string> {
  const { rows } = await monitor.query<{ line: string }>(
    `select concat_ws(' | ', pid, state, wait_event_type, wait_event,
       pg_blocking_pids(pid)::text, left(query, 80)) as line
     from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return `; connections:\n${rows.map((row) => row.line).join('\n')}`;
}

/** A promise's end as a flag, so a wait can stop early when the deletion finishes or fails. */
function watch<T>(promise: Promise<T>) {
  const state: { ended: boolean; outcome?: string } = { ended: false };
  promise.then(
    (value) => Object.assign(state, { ended: true, outcome: `returned ${String(value)}` }),
    (error: unknown) => Object.assign(state, { ended: true, outcome: `threw ${String(error)}` }),
  );
  return state;
}

/**
 * The interleaving behind ADR 0014's 2026-11-28 amendment (the 503s), step by step, with two
 * connections playing follows that lock their pair in id order as `setFollow` does. The deletion's
 * lock set is read before a follow of the account commits; the follower then holds that person's
 * row and asks for the account's. The deletion must not be holding the account while it waits for
 * that row: this follow's session looks for deadlocks after 10 ms, so one is an error here, not a
 * second's wait.
 */
test.runIf(testDbKind === 'postgres')(
  'an account deletion never holds the account while it waits for someone a late follow named',
  async () => {
    const { db, clients } = await scratchWithClients(3);
    const [low, high] = [await createUser(db), await createUser(db)].sort((a, b) =>
      a.id < b.id ? -1 : 1,
    );
    const [person, leaving] = [low!.id, high!.id];
    const [first, second, monitor] = clients as [pg.Client, pg.Client, pg.Client];
    const ours = [first, second, monitor].map(pidOf);
    /** Whether a connection of the pool (the deletion's) waits for a lock `blocker` holds. */
    const deletionWaitsFor = async (blocker: pg.Client) => {
      const { rows } = await monitor.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and not (pid = any($1))
           and $2 = any(pg_blocking_pids(pid))`,
        [ours, pidOf(blocker)],
      );
      return rows[0]!.n > 0;
    };
    const lockRows = (client: pg.Client, ...ids: string[]) =>
      client.query(
        'select id from users where id = any($1::uuid[]) order by id for no key update',
        [ids],
      );
    /** What a follow writes once its pair of rows is locked: the row and both counters. */
    const writeFollow = async (client: pg.Client, follower: string, followee: string) => {
      await client.query('insert into follows (follower_id, followee_id) values ($1, $2)', [
        follower,
        followee,
      ]);
      await client.query('update users set following_count = following_count + 1 where id = $1', [
        follower,
      ]);
      await client.query('update users set followers_count = followers_count + 1 where id = $1', [
        followee,
      ]);
    };

    // The account follows the person: the pair is locked, the row and counters written.
    await first.query('begin');
    await lockRows(first, person, leaving);
    await writeFollow(first, leaving, person);
    const deletion = deleteUserAccount(db, leaving);
    const deletionState = watch(deletion);
    /** Waits until the deletion waits for `blocker`; a deletion that ends first fails at once. */
    const waitsFor = (what: string, blocker: pg.Client) =>
      until(
        what,
        async () => {
          if (deletionState.ended) throw new Error(`the deletion ${deletionState.outcome}`);
          return deletionWaitsFor(blocker);
        },
        monitor,
      );
    await waitsFor('the deletion waits for the first follow', first);

    // The person follows the account back: their row first (the lower id), behind the first.
    await second.query('begin');
    await second.query("set local deadlock_timeout = '10ms'");
    const personLocked = lockRows(second, person);
    // The second follow is queued behind the first before the first ends: sent but not yet
    // waiting, the deletion could take the rows first and end without ever meeting it.
    await until(
      'the second follow waits for the first',
      async () => {
        const { rows } = await monitor.query<{ waits: boolean }>(
          'select $2::int = any(pg_blocking_pids($1::int)) as waits',
          [pidOf(second), pidOf(first)],
        );
        return rows[0]!.waits;
      },
      monitor,
    );
    await first.query('commit');
    await personLocked;
    await waitsFor('the deletion waits for the second follow', second);
    await lockRows(second, leaving);
    await writeFollow(second, person, leaving);
    await second.query('commit');

    expect(await deletion).toBe(true);
    const [left] = await db
      .select({ followers: users.followersCount, following: users.followingCount })
      .from(users)
      .where(eq(users.id, person));
    expect(left).toEqual({ followers: 0, following: 0 });
    const remaining = await db.select({ n: sql<number>`count(*)::int` }).from(follows);
    expect(remaining).toEqual([{ n: 0 }]);
  },
);

/**
 * ADR 0014's later amendment, with the real follow: a follow of the account that starts while its
 * deletion takes its locks waits for the deletion on the account's advisory lock (taken before any
 * row, so it holds none of the pair's) and finds the account gone. Before it, the follow locked
 * the pair's rows and committed while the deletion waited for someone else's row; the deletion
 * then met a follower it had not locked (a deadlock, later a restart). Here the deletion waits for
 * a row another connection holds, so the follow surely starts half-way through its locks.
 */
test.runIf(testDbKind === 'postgres')(
  'a follow that starts while the account is being deleted waits for it and finds it gone',
  async () => {
    const { db, clients } = await scratchWithClients(2);
    const people = [await createUser(db), await createUser(db), await createUser(db)];
    const [first, leaving, latecomer] = people.sort((a, b) => (a.id < b.id ? -1 : 1)) as [
      TestUser,
      TestUser,
      TestUser,
    ];
    // The deletion locks `first` (the lower id) before the account: a connection holding
    // `first` stops it there.
    expect(await setFollow(db, first.id, leaving.id, true)).toBe('started');
    const [holder, monitor] = clients as [pg.Client, pg.Client];
    const holderPid = pidOf(holder);
    /** How many of this database's connections wait for a lock of `kind` (`wait_event`). */
    const waiting = async (kind: 'advisory' | 'any', blockedBy?: number) => {
      const { rows } = await monitor.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'
           and ($1 = 'any' or wait_event = $1)
           and ($2::int is null or $2 = any(pg_blocking_pids(pid)))`,
        [kind, blockedBy ?? null],
      );
      return rows[0]!.n;
    };

    await holder.query('begin');
    await holder.query('select id from users where id = $1 for no key update', [first.id]);
    const deletion = deleteUserAccount(db, leaving.id);
    await until(
      'the deletion waits for the held row',
      async () => (await waiting('any', holderPid)) > 0,
      monitor,
    );

    let followEnded = false;
    const follow = setFollow(db, latecomer.id, leaving.id, true).finally(() => {
      followEnded = true;
    });
    await until(
      'the follow waits on the advisory lock, or ends',
      async () => followEnded || (await waiting('advisory')) > 0,
      monitor,
    );
    expect(followEnded).toBe(false);
    await holder.query('commit');

    expect(await deletion).toBe(true);
    expect(await follow).toBe('gone');
    const counts = await db
      .select({ id: users.id, followers: users.followersCount, following: users.followingCount })
      .from(users)
      .orderBy(users.id);
    expect(counts).toEqual(
      [first, latecomer].map((person) => ({ id: person.id, followers: 0, following: 0 })),
    );
    const remaining = await db.select({ n: sql<number>`count(*)::int` }).from(follows);
    expect(remaining).toEqual([{ n: 0 }]);
  },
);
