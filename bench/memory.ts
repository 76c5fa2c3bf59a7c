// Idle memory: a freshly started Tuning server with no client, after a full garbage collection
// (asked through the inspector), on a new data folder and again after a restart on the same one;
// then with 1,000 signed-in sockets joined to the room (they stay connected, idle, while it reads).
//   npm run bench:memory -- --db pglite,postgres
import { connectPool } from './lib/chat-load.ts';
import { parseBenchArgs } from './lib/cli.ts';
import { createSignedInStudents, dbKinds } from './lib/database.ts';
import { collectedMemory, IDLE_TARGET_MB, INSPECT_ARGS } from './lib/inspector.ts';
import { finishReport, log, round, sleep } from './lib/report.ts';
import { startTuning } from './lib/server.ts';

const values = parseBenchArgs(import.meta.url, {
  db: 'pglite,postgres',
  // After the server answers: its start-up work (the classifier, the first sync) settles first.
  'settle-ms': '1500',
  joined: '1000',
});
const joinedN = Number(values.joined);

const rows = [];
for (const kind of dbKinds(values.db)) {
  const { database, seeded: users } = await createSignedInStudents(kind, joinedN);
  try {
    const starts = [
      { start: 'first start', joined: false },
      { start: 'restart', joined: false },
      { start: `restart, ${joinedN} joined`, joined: true },
    ];
    for (const { start, joined } of starts) {
      const server = await startTuning(database.env, undefined, INSPECT_ARGS);
      await sleep(Number(values['settle-ms']));
      const pool = joined ? await connectPool('tuning', server, users) : undefined;
      // Presence broadcasts and socket buffers settle before the reading.
      if (pool) await sleep(3000);
      const memory = await collectedMemory(server);
      if (pool?.failed) throw new Error(`${pool.failed} of ${joinedN} sockets failed to join`);
      await pool?.close();
      await server.stop();
      const residentMb = round(memory.rssBytes / 2 ** 20);
      log(`${kind} ${start}: resident ${residentMb} MB`);
      rows.push({
        db: kind,
        start,
        'resident MB': residentMb,
        'live MB (heap + external)': round(memory.liveBytes / 2 ** 20),
        target: `<= ${IDLE_TARGET_MB[kind]} MB`,
        pass: residentMb <= IDLE_TARGET_MB[kind],
      });
    }
  } finally {
    await database.dispose();
  }
}
finishReport('memory', { rows }, [{ title: 'Idle memory after start', rows }]);
