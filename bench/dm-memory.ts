// Idle memory with private conversations (issue 34): 10,000 students, each in 20 one-to-ones (a
// ring: student i with the 10 after it and the 10 before it, one message in each). Reads the
// server's resident memory after a full garbage collection (bench/lib/inspector.ts): after start,
// with no client; then per connection for 10,000 signed-in sockets connected beside 1,000 others
// already connected (bench/lib/idle.ts); then again once every socket joined the rooms of its 20
// conversations, as 20 open conversation screens would (`joinConversation`, acked).
//   npm run bench:dm-memory -- --db pglite,postgres --students 10000 --conversations 20
// Quick run: npm run bench:dm-memory -- --db postgres --students 500 --warm 100
import type { ClientPool } from './lib/chat-load.ts';
import { parseBenchArgs } from './lib/cli.ts';
import { joinConversation, seedDirectConversations } from './lib/conversations.ts';
import {
  createSeededDatabase,
  dbKinds,
  seedStudents,
  type BenchUser,
  type DbKind,
} from './lib/database.ts';
import { measureIdle, type IdleResult } from './lib/idle.ts';
import { collectedMemory, IDLE_TARGET_MB, INSPECT_ARGS } from './lib/inspector.ts';
import { finishReport, log, round, sleep } from './lib/report.ts';
import { startTuning } from './lib/server.ts';

const values = parseBenchArgs(import.meta.url, {
  db: 'pglite,postgres',
  students: '10000',
  // Even: half started by the student, half by others.
  conversations: '20',
  // Connected first and kept (bench/lib/idle.ts), in conversations of the same ring.
  warm: '1000',
  'settle-ms': '1500',
  // Sockets joining their conversations' rooms at once (each asks for all of its rooms at once).
  concurrency: '10',
});
const studentsN = Number(values.students);
const warmN = Number(values.warm);
const perStudent = Number(values.conversations);
const PER_CONNECTION_TARGET_KB = 20;

/** Every student of the ring with the `perStudent / 2` after it: `perStudent` each. */
async function seedRing(kind: DbKind) {
  return createSeededDatabase(kind, async (db) => {
    const users = await seedStudents(db, studentsN + warmN, studentsN + warmN);
    const pairs: [BenchUser, BenchUser][] = [];
    for (let k = 1; k <= perStudent / 2; k++) {
      users.forEach((user, i) => pairs.push([user, users[(i + k) % users.length]!]));
    }
    const ids = await seedDirectConversations(db, pairs, 1);
    const byUser = new Map<string, string[]>();
    pairs.forEach(([a, b], i) => {
      for (const user of [a, b]) byUser.set(user.id, [...(byUser.get(user.id) ?? []), ids[i]!]);
    });
    return { users, byUser };
  });
}

/** Each socket of the pool joins every one of its conversations' rooms; refusals are counted. */
async function joinRooms(pool: ClientPool, byUser: Map<string, string[]>): Promise<number> {
  let refused = 0;
  const concurrency = Number(values.concurrency);
  for (let start = 0; start < pool.clients.length; start += concurrency) {
    const joined = await Promise.all(
      pool.clients
        .slice(start, start + concurrency)
        .flatMap((client, i) =>
          (byUser.get(pool.users[start + i]!.id) ?? []).map((id) => joinConversation(client, id)),
        ),
    );
    refused += joined.filter((ok) => !ok).length;
  }
  return refused;
}

const rows = [];
const verdicts = [];
const results: { kind: DbKind; idleMb: number; idleLiveMb: number; idle: IdleResult }[] = [];
for (const kind of dbKinds(values.db)) {
  log(`${kind}: ${studentsN + warmN} students in ${perStudent} one-to-ones each`);
  const { database, seeded } = await seedRing(kind);
  try {
    const server = await startTuning(database.env, undefined, INSPECT_ARGS);
    try {
      await sleep(Number(values['settle-ms']));
      const start = await collectedMemory(server);
      const idleMb = round(start.rssBytes / 2 ** 20);
      log(`${kind}: resident ${idleMb} MB after start`);
      let refused = 0;
      const idle = await measureIdle(
        'tuning',
        server,
        seeded.users.slice(0, studentsN),
        seeded.users.slice(studentsN),
        {
          join: false,
          then: async (pool) => {
            refused += await joinRooms(pool, seeded.byUser);
          },
        },
      );
      if (refused > 0)
        throw new Error(`${kind}: ${refused} joinConversation refused or unanswered`);
      results.push({ kind, idleMb, idleLiveMb: round(start.liveBytes / 2 ** 20), idle });
      const kb = (bytes: number) => round(bytes / 1024, 1);
      const rooms = idle.then!;
      log(
        `${kind}: ${kb(idle.bytesPerConnection)} KB a connection, ` +
          `${kb(rooms.bytesPerConnection)} KB with its ${perStudent} rooms (joined in ${rooms.ms} ms)`,
      );
      rows.push({
        db: kind,
        'after start MB': idleMb,
        connections: idle.connections,
        'before MB': idle.rssBeforeMb,
        'connected MB': idle.rssAfterMb,
        'KB each': kb(idle.bytesPerConnection),
        'live KB each': kb(idle.liveBytesPerConnection),
        [`+${perStudent} rooms each MB`]: rooms.rssAfterMb,
        'KB each, rooms': kb(rooms.bytesPerConnection),
        'live KB each, rooms': kb(rooms.liveBytesPerConnection),
        'rooms joined in s': round(rooms.ms / 1000),
      });
      verdicts.push(
        {
          db: kind,
          check: `resident after start <= ${IDLE_TARGET_MB[kind]} MB`,
          value: `${idleMb} MB`,
          pass: idleMb <= IDLE_TARGET_MB[kind],
        },
        {
          db: kind,
          check: `per connection <= ${PER_CONNECTION_TARGET_KB} KB`,
          value: `${kb(idle.bytesPerConnection)} KB x ${idle.connections} (${idle.failed} failed)`,
          pass: idle.bytesPerConnection <= PER_CONNECTION_TARGET_KB * 1024 && idle.failed === 0,
        },
        {
          db: kind,
          check: `per connection in its ${perStudent} rooms <= ${PER_CONNECTION_TARGET_KB} KB`,
          value: `${kb(rooms.bytesPerConnection)} KB`,
          pass: rooms.bytesPerConnection <= PER_CONNECTION_TARGET_KB * 1024,
        },
      );
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}
finishReport(
  'dm-memory',
  { options: { students: studentsN, warm: warmN, conversations: perStudent }, results, verdicts },
  [
    { title: 'Memory with private conversations (resident after a full collection)', rows },
    { title: 'Targets', rows: verdicts },
  ],
);
