// The inbox of private conversations (issue 34): the first page of `GET /api/conversations`
// (what the web's Messages screen asks for) for students with 1,000 one-to-ones each, at a steady
// open-loop rate, latency per request from the first byte sent to the whole body read. Each
// student's newest one-to-ones are across blocks (`--blocks`, half each way), which the inbox
// leaves out (product.md §15), so the first page passes over them.
//   npm run bench:inbox -- --db postgres --conversations 1000 --readers 50 --rate 25 --duration 60
// The route allows 120 calls a minute per student: --rate / --readers stays under 2 a second.
// Quick run: npm run bench:inbox -- --readers 5 --conversations 200 --rate 7 --duration 5
import { paced } from './lib/chat-load.ts';
import { parseBenchArgs } from './lib/cli.ts';
import { seedBlocks, seedDirectConversations } from './lib/conversations.ts';
import { createSeededDatabase, dbKinds, seedStudents, type BenchUser } from './lib/database.ts';
import {
  finishReport,
  log,
  sleep,
  startCpuMeter,
  startServerCpuMeter,
  summarize,
} from './lib/report.ts';
import { startTuning, type RunningServer } from './lib/server.ts';

const values = parseBenchArgs(import.meta.url, {
  db: 'postgres',
  // One-to-ones per reader: each with a student of its own, the two messages of each one read.
  conversations: '1000',
  readers: '50',
  // Requests a second, all readers together, taking turns.
  rate: '25',
  // One-to-ones per reader hidden by a block: its newest, every other one blocked by the reader,
  // the rest by the partner.
  blocks: '10',
  duration: '60',
  warmup: '5',
});
const conversationsN = Number(values.conversations);
const readersN = Number(values.readers);
const rate = Number(values.rate);
const blocksN = Number(values.blocks);
const PAGE = 20;
const TARGET_P99_MS = 50;

interface Run {
  latencies: number[];
  failed: number;
  firstFailure?: string;
}

/** `perS` first pages a second for `durationS`, the readers in turn; waits for every answer. */
/** A page that shows no one-to-one across a block, with one of the `hidden` people. */
const pageOk = (
  body: { conversations?: { members: { userId: string }[] }[]; next?: number },
  hidden: ReadonlySet<string>,
) =>
  body.conversations?.length === PAGE &&
  body.next !== undefined &&
  body.conversations.every((c) => c.members.every((m) => !hidden.has(m.userId)));

async function load(
  server: RunningServer,
  readers: BenchUser[],
  hidden: ReadonlySet<string>,
  durationS: number,
) {
  const run: Run = { latencies: [], failed: 0 };
  const pending = new Set<Promise<void>>();
  const ask = async (reader: BenchUser) => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/conversations?folder=inbox`, {
      headers: { cookie: reader.cookie },
    });
    const body = (await response.json()) as Parameters<typeof pageOk>[0];
    const elapsed = performance.now() - started;
    if (response.ok && pageOk(body, hidden)) {
      run.latencies.push(elapsed);
    } else {
      run.failed++;
      run.firstFailure ??= `${response.status} ${JSON.stringify(body).slice(0, 200)}`;
    }
  };
  await paced(rate, durationS, (ordinal) => {
    const request = ask(readers[ordinal % readers.length]!).catch((error: unknown) => {
      run.failed++;
      run.firstFailure ??= String(error);
    });
    pending.add(request);
    void request.finally(() => pending.delete(request));
  });
  await Promise.all(pending);
  return run;
}

const rows = [];
const verdicts = [];
for (const kind of dbKinds(values.db)) {
  log(
    `${kind}: ${readersN} readers with ${conversationsN} one-to-ones each, the newest ${blocksN} across blocks`,
  );
  const { database, seeded } = await createSeededDatabase(kind, async (db) => {
    const [readerUsers, partners] = [
      await seedStudents(db, readersN, readersN, 'reader'),
      await seedStudents(db, conversationsN, 0, 'partner'),
    ];
    const pairs = readerUsers.flatMap((reader) =>
      partners.map((partner): [BenchUser, BenchUser] => [reader, partner]),
    );
    await seedDirectConversations(db, pairs, 2);
    // Each new conversation is the newest: a reader's newest are with the last partners.
    const newest = partners.slice(Math.max(0, partners.length - blocksN)).reverse();
    await seedBlocks(
      db,
      readerUsers.flatMap((reader) =>
        newest.map((partner, i): [BenchUser, BenchUser] =>
          i % 2 === 0 ? [reader, partner] : [partner, reader],
        ),
      ),
    );
    return { readers: readerUsers, hidden: new Set(newest.map((partner) => partner.id)) };
  });
  const { readers, hidden } = seeded;
  try {
    const server = await startTuning(database.env);
    try {
      await load(server, readers, hidden, Number(values.warmup));
      await sleep(1000);
      const serverCpu = startServerCpuMeter(server);
      const cpu = startCpuMeter();
      const run = await load(server, readers, hidden, Number(values.duration));
      const generatorCpu = cpu.stop();
      const latency = summarize(run.latencies);
      const row = {
        db: kind,
        readers: readersN,
        'conversations each': conversationsN,
        'blocked each': blocksN,
        'req/s': rate,
        answered: latency.count,
        failed: run.failed,
        p50: latency.p50,
        p99: latency.p99,
        max: latency.max,
        'srv µs/req': serverCpu.stop(latency.count).serverCpuUsPerReq ?? '',
        'gen cpu': `${Math.round(generatorCpu.share * 100)}%`,
      };
      log(`${kind}: p50 ${latency.p50} ms, p99 ${latency.p99} ms, ${run.failed} failed`);
      if (run.firstFailure) log(`first failure: ${run.firstFailure}`);
      rows.push(row);
      verdicts.push({
        db: kind,
        check: `first page of ${conversationsN}: p99 <= ${TARGET_P99_MS} ms, none failed`,
        value: `p99 ${latency.p99} ms (p50 ${latency.p50}), ${run.failed} failed`,
        pass: latency.p99 <= TARGET_P99_MS && run.failed === 0,
        valid: generatorCpu.valid,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}
finishReport(
  'inbox',
  {
    options: { conversations: conversationsN, readers: readersN, rate, blocks: blocksN },
    rows,
    verdicts,
  },
  [
    { title: 'Inbox, first page (latency in ms)', rows },
    { title: 'Targets', rows: verdicts },
  ],
);
