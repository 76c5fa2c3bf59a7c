// API throughput: autocannon against Tuning's hot routes and a bare Fastify route (the ceiling),
// on PGlite and on PostgreSQL. Chat history is measured three ways: the newest page over HTTP (what
// the chat screen opens with), an older page over HTTP (a cursor, never cached), and the newest page
// as a Socket.IO request with an ack, closed-loop.
//   npm run bench:api -- --db pglite,postgres --students 10000 --duration 10
// Quick run: npm run bench:api -- --db pglite --students 500 --duration 2 --connections 10
import autocannon, { type Result } from 'autocannon';
import { parseBenchArgs } from './lib/cli.ts';
import {
  createSeededDatabase,
  dbKinds,
  seedChatMessages,
  seedStudents,
  type BenchUser,
  type DbKind,
} from './lib/database.ts';
import { RawSocket } from './lib/raw-socket.ts';
import {
  finishReport,
  log,
  round,
  sleep,
  startCpuMeter,
  startServerCpuMeter,
  summarize,
  type CpuReading,
} from './lib/report.ts';
import { startBare, startTuning, type RunningServer } from './lib/server.ts';

const values = parseBenchArgs(import.meta.url, {
  db: 'pglite,postgres',
  students: '10000',
  signedIn: '100',
  duration: '10',
  connections: '50',
  'log-level': 'warn',
});

const kinds = dbKinds(values.db);
const durationS = Number(values.duration);
const connections = Number(values.connections);

interface RouteResult {
  db: DbKind | 'none';
  route: string;
  reqPerS: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  errors: number;
  non2xx: number;
  generatorCpu: CpuReading;
  serverCpuShare?: number;
  /** Server CPU time per answered request: steadier than req/s on a shared machine. */
  serverCpuUsPerReq?: number;
}

async function cannon(
  db: RouteResult['db'],
  route: string,
  server: RunningServer,
  options: Parameters<typeof autocannon>[0],
): Promise<RouteResult> {
  const serverCpu = startServerCpuMeter(server);
  const cpu = startCpuMeter();
  const result: Result = await autocannon({ connections, duration: durationS, ...options });
  const generatorCpu = cpu.stop();
  const out: RouteResult = {
    db,
    route,
    reqPerS: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    generatorCpu,
    ...serverCpu.stop(result.requests.total),
  };
  log(`${db} ${route}: ${out.reqPerS} req/s, p99 ${out.p99Ms} ms, non-2xx ${out.non2xx}`);
  // Paces the runs: the connections of this one close before the next is measured.
  await sleep(500);
  return out;
}

/** `connections` sockets, each asking for the newest history page again as soon as it arrives. */
async function historyLoop(
  db: DbKind,
  server: RunningServer,
  users: BenchUser[],
): Promise<RouteResult> {
  const sockets = users
    .slice(0, connections)
    .map((user) => new RawSocket({ baseUrl: server.baseUrl, cookie: user.cookie }));
  await Promise.all(sockets.map((socket) => socket.connect()));
  const latencies: number[] = [];
  let failures = 0;
  const serverCpu = startServerCpuMeter(server);
  const cpu = startCpuMeter();
  const started = performance.now();
  const endAt = started + durationS * 1000;
  await Promise.all(
    sockets.map(async (socket) => {
      while (performance.now() < endAt) {
        const sentAt = performance.now();
        const reply = await new Promise<unknown>((resolve) =>
          socket.emit('getChatHistory', {}, resolve),
        );
        const ok = (reply as { ok?: boolean; messages?: unknown[] }).ok === true;
        if (ok && (reply as { messages: unknown[] }).messages.length === 50) {
          latencies.push(performance.now() - sentAt);
        } else {
          failures++;
        }
      }
    }),
  );
  const generatorCpu = cpu.stop();
  const serverUse = serverCpu.stop(latencies.length);
  const wallMs = performance.now() - started;
  for (const socket of sockets) socket.close();
  const stats = summarize(latencies);
  const out: RouteResult = {
    db,
    route: 'socket getChatHistory (50 messages)',
    reqPerS: Math.round((latencies.length / wallMs) * 1000),
    p50Ms: stats.p50,
    p99Ms: stats.p99,
    total: latencies.length,
    errors: failures,
    non2xx: 0,
    generatorCpu,
    ...serverUse,
  };
  log(`${db} history: ${out.reqPerS} pages/s, p99 ${out.p99Ms} ms, failures ${failures}`);
  // Paces the runs: the connections of this one close before the next is measured.
  await sleep(500);
  return out;
}

async function runKind(kind: DbKind): Promise<RouteResult[]> {
  log(`=== ${kind}: seeding ${values.students} students`);
  const { database, seeded: users } = await createSeededDatabase(kind, async (db) => {
    const users = await seedStudents(db, Number(values.students), Number(values.signedIn));
    await seedChatMessages(db, users.slice(0, 20), 500);
    return users;
  });
  const signedIn = users.filter((user) => user.cookie);
  let server: RunningServer | undefined;
  try {
    server = await startTuning({ ...database.env, LOG_LEVEL: values['log-level'] });
    const base = server.baseUrl;
    const viewer = signedIn[0];
    if (!viewer) throw new Error('no signed-in user');
    const check = await fetch(`${base}/api/allcurrentuser`, { headers: { cookie: viewer.cookie } });
    const page = (await check.json()) as { specificUsersData?: unknown[] };
    log(`allcurrentuser page: ${check.status}, ${page.specificUsersData?.length ?? 0} cards`);

    const results: RouteResult[] = [];
    results.push(
      await cannon(kind, 'GET /api/health (no session)', server, { url: `${base}/api/health` }),
    );
    results.push(
      await cannon(kind, 'GET /api/currentuser', server, {
        url: `${base}/api/currentuser`,
        headers: { cookie: viewer.cookie },
      }),
    );
    results.push(
      await cannon(kind, 'GET /api/allcurrentuser', server, {
        url: `${base}/api/allcurrentuser`,
        headers: { cookie: viewer.cookie },
      }),
    );
    const newest = await fetch(`${base}/api/chat/history`, { headers: { cookie: viewer.cookie } });
    if (newest.status === 404) {
      // A server from before the HTTP history route (BENCH_SERVER_ENTRY): the socket run below.
      log(
        `${kind}: no GET /api/chat/history on this server, measuring history over the socket only`,
      );
    } else {
      if (!newest.ok) throw new Error(`GET /api/chat/history answered ${newest.status}`);
      const page = (await newest.json()) as { messages: Array<{ seq: number }> };
      const firstSeq = page.messages[0]?.seq;
      if (firstSeq === undefined) throw new Error('GET /api/chat/history: no messages seeded');
      results.push(
        await cannon(kind, 'GET /api/chat/history (newest 50)', server, {
          url: `${base}/api/chat/history`,
          headers: { cookie: viewer.cookie },
        }),
      );
      results.push(
        await cannon(kind, 'GET /api/chat/history?before= (older 50)', server, {
          url: `${base}/api/chat/history?before=${firstSeq - 100}`,
          headers: { cookie: viewer.cookie },
        }),
      );
    }
    results.push(await historyLoop(kind, server, signedIn));

    // Each signed-in user walks the student list following, then unfollowing on the next lap.
    let ordinal = 0;
    const targets = users.slice(signedIn.length);
    results.push(
      await cannon(kind, 'POST /api/follow', server, {
        url: `${base}/api/follow`,
        requests: [
          {
            method: 'POST',
            setupRequest(request) {
              const n = ordinal++;
              const follower = signedIn[n % signedIn.length];
              const step = Math.floor(n / signedIn.length);
              const target = targets[step % targets.length];
              const lap = Math.floor(step / targets.length);
              return {
                ...request,
                method: 'POST',
                headers: { 'content-type': 'application/json', cookie: follower?.cookie ?? '' },
                body: JSON.stringify({
                  targetUserName: target?.userName,
                  action: lap % 2 === 0 ? 'follow' : 'unfollow',
                }),
              };
            },
          },
        ],
      }),
    );
    return results;
  } finally {
    await server?.stop();
    await database.dispose();
  }
}

const results: RouteResult[] = [];
{
  const bare = await startBare('fastify');
  try {
    results.push(
      await cannon('none', 'bare Fastify GET /api/bare', bare, { url: `${bare.baseUrl}/api/bare` }),
    );
  } finally {
    await bare.stop();
  }
}
for (const kind of kinds) results.push(...(await runKind(kind)));

const bareRate = results[0]?.reqPerS ?? 0;
/** The targets, on PostgreSQL: route, what is checked, the req/s it must reach. */
const TARGETS = [
  ['GET /api/currentuser', 'signed-in currentuser >= 4,000 req/s', 4000],
  ['GET /api/chat/history (newest 50)', 'history page >= 2,000 req/s', 2000],
] as const;
const verdicts = kinds
  .filter((kind) => kind === 'postgres')
  .flatMap((kind) =>
    TARGETS.map(([route, check, floor]) => {
      const measured = results.find((r) => r.db === kind && r.route === route);
      return {
        db: kind,
        check,
        value: measured?.reqPerS ?? 0,
        pass: (measured?.reqPerS ?? 0) >= floor,
        valid: measured?.generatorCpu.valid ?? false,
      };
    }),
  );

finishReport(
  'api',
  {
    options: { kinds, durationS, connections, students: Number(values.students) },
    results,
    verdicts,
  },
  [
    {
      title: 'API (autocannon; req/s and latency in ms)',
      rows: results.map((r) => ({
        db: r.db,
        route: r.route,
        'req/s': r.reqPerS,
        'vs bare': bareRate ? `${round(r.reqPerS / bareRate, 2)}x` : '',
        p50: r.p50Ms,
        p99: r.p99Ms,
        errors: r.errors,
        'non-2xx': r.non2xx,
        'gen cpu': `${Math.round(r.generatorCpu.share * 100)}%`,
        'srv cpu': r.serverCpuShare === undefined ? '' : `${Math.round(r.serverCpuShare * 100)}%`,
        'srv µs/req': r.serverCpuUsPerReq ?? '',
        valid: r.generatorCpu.valid,
      })),
    },
    { title: 'Targets', rows: verdicts },
  ],
);
