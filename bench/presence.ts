// Presence join storms: N signed-in clients join the room (50 at a time), against Tuning and the
// bare Socket.IO relay in one run. Prints the join time, what the clients received (presence
// snapshots apart from everything else) and the bytes per join, and checks that every Tuning
// client ends with the right count of people online.
//   npm run bench:presence -- --sizes 1000,10000 --db pglite,postgres
// Quick run: npm run bench:presence -- --sizes 200 --db pglite
import { parseBenchArgs } from './lib/cli.ts';
import { createSignedInStudents, dbKinds, type BenchUser, type DbKind } from './lib/database.ts';
import { RawSocket } from './lib/raw-socket.ts';
import { finishReport, log, round, sleep } from './lib/report.ts';
import { startBare, startTuning, type RunningServer } from './lib/server.ts';

const values = parseBenchArgs(import.meta.url, {
  db: 'pglite,postgres',
  sizes: '1000,10000',
  concurrency: '50',
  // After the last join: how long to wait for presence to settle, then for stragglers.
  'settle-ms': '20000',
  'quiet-ms': '2000',
});

const sizes = values.sizes.split(',').filter(Boolean).map(Number);
const kinds = dbKinds(values.db);
const concurrency = Number(values.concurrency);

interface Storm {
  target: string;
  db: DbKind;
  clients: number;
  failed: number;
  joinMs: number;
  /** Every client's last presence count was the room's size (Tuning only). */
  countsRight: boolean | 'n/a';
  frames: number;
  totalMb: number;
  snapshotMb: number;
  deltaMb: number;
  /** Everything that is not a snapshot. */
  otherThanSnapshotsMb: number;
  bytesPerJoin: number;
  nonSnapshotBytesPerJoin: number;
}

/**
 * Keeps the `online` of the last presence frame a client got (Tuning's meta; the relay sends
 * none) and resolves once its snapshot came.
 */
function trackOnline(socket: RawSocket, seen: Map<RawSocket, number>): Promise<void> {
  const record = (_users: unknown, meta: unknown) => {
    const online = (meta as { online?: unknown } | undefined)?.online;
    if (typeof online === 'number') seen.set(socket, online);
  };
  socket.on('userJoined', record).on('userLeft', record);
  return new Promise((resolve) => {
    socket.on('currentUsers', (users, meta) => {
      record(users, meta);
      resolve();
    });
  });
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function storm(
  target: string,
  db: DbKind,
  server: RunningServer,
  users: BenchUser[],
): Promise<Storm> {
  const online = new Map<RawSocket, number>();
  const sockets = users.map((user) => {
    const socket = new RawSocket({ baseUrl: server.baseUrl, cookie: user.cookie });
    return { socket, snapshot: trackOnline(socket, online) };
  });
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < sockets.length) {
      const { socket, snapshot } = sockets[next++]!;
      try {
        await socket.connect();
        socket.emit('join');
        await within(snapshot, 15_000, 'presence snapshot');
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const joinMs = Math.round(performance.now() - started);
  log(`${target} ${db} ${users.length}: joined in ${joinMs} ms (${failed} failed)`);

  const expected = users.length - failed;
  const settled = () =>
    sockets.every(({ socket }) => !socket.connected || online.get(socket) === expected);
  const deadline = Date.now() + Number(values['settle-ms']);
  if (target === 'tuning') while (!settled() && Date.now() < deadline) await sleep(100);
  await sleep(Number(values['quiet-ms']));

  const sum = (pick: (s: RawSocket) => number) =>
    sockets.reduce((n, { socket }) => n + pick(socket), 0);
  const chars = (event: string) => sum((s) => s.charsByEvent.get(event) ?? 0);
  const total = sum((s) => s.charsIn);
  const snapshots = chars('currentUsers');
  const deltas = chars('userJoined') + chars('userLeft');
  const byEvent = new Map<string, number>();
  for (const { socket } of sockets) {
    for (const [event, n] of socket.charsByEvent) byEvent.set(event, (byEvent.get(event) ?? 0) + n);
  }
  log(`${target} ${db} ${users.length}: characters by event ${JSON.stringify([...byEvent])}`);
  const result: Storm = {
    target,
    db,
    clients: users.length,
    failed,
    joinMs,
    countsRight: target === 'tuning' ? settled() : 'n/a',
    frames: sum((s) => s.framesIn),
    totalMb: round(total / 2 ** 20, 2),
    snapshotMb: round(snapshots / 2 ** 20, 2),
    deltaMb: round(deltas / 2 ** 20, 2),
    otherThanSnapshotsMb: round((total - snapshots) / 2 ** 20, 2),
    bytesPerJoin: Math.round(total / users.length),
    nonSnapshotBytesPerJoin: Math.round((total - snapshots) / users.length),
  };
  for (const { socket } of sockets) socket.close();
  // Let the server see every close before the next storm.
  await sleep(2000);
  return result;
}

const results: Storm[] = [];
for (const kind of kinds) {
  const { database, seeded: users } = await createSignedInStudents(kind, Math.max(...sizes));
  const tuning = await startTuning(database.env);
  const bare = await startBare('socket', database.redisEnv);
  try {
    for (const size of sizes) {
      // The relay first, then Tuning, each on a fresh room.
      results.push(await storm('bare', kind, bare, users.slice(0, size)));
      results.push(await storm('tuning', kind, tuning, users.slice(0, size)));
    }
  } finally {
    await Promise.all([tuning.stop(), bare.stop()]);
    await database.dispose();
  }
}

const verdicts = [];
for (const kind of kinds) {
  for (const size of sizes) {
    const bare = results.find((r) => r.target === 'bare' && r.db === kind && r.clients === size);
    const tuning = results.find(
      (r) => r.target === 'tuning' && r.db === kind && r.clients === size,
    );
    if (!bare || !tuning) continue;
    verdicts.push({
      db: kind,
      clients: size,
      'join time vs relay': `${round(tuning.joinMs / bare.joinMs, 2)}x (target <= 1.5x)`,
      'non-snapshot MB vs 5x relay': `${tuning.otherThanSnapshotsMb} vs ${round(bare.totalMb * 5, 2)}`,
      'snapshots MB': tuning.snapshotMb,
      'bytes per join': tuning.bytesPerJoin,
      'counts right': tuning.countsRight,
      pass:
        tuning.joinMs <= 1.5 * bare.joinMs &&
        tuning.otherThanSnapshotsMb <= 5 * bare.totalMb &&
        tuning.countsRight === true &&
        tuning.failed === 0,
    });
  }
}
finishReport('presence', { sizes, kinds, results, verdicts }, [
  { title: 'Join storms', rows: results.map((result) => ({ ...result })) },
  { title: 'Against the targets', rows: verdicts },
]);
