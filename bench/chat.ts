// Chat fan-out: Tuning's Socket.IO chat against a bare Socket.IO relay, same clients, same run.
//   npm run bench:chat -- --clients 1000 --rates 10000,30000 --idle 5000 --db pglite,postgres
// Each fixed rate runs --duration seconds per server in --rounds rounds, the two servers taking turns.
// The npm script gives this process (the load generator, not the servers) a 64 MB young generation:
// with V8's default, each round's records were promoted and the generator ran a full collection
// about once a second, pausing 2-15 ms while deliveries queued up (docs/benchmarks-journal.md,
// item 14).
// Quick run: npm run bench:chat -- --clients 100 --rates 2000 --duration 4 --rounds 2 --idle 200 --no-ramp --db pglite
import {
  connectPool,
  poolRounds,
  runFanout,
  sustained,
  type ClientPool,
  type FanoutResult,
  type FanoutRound,
} from './lib/chat-load.ts';
import { parseBenchArgs } from './lib/cli.ts';
import { createSignedInStudents, dbKinds, type BenchUser, type DbKind } from './lib/database.ts';
import type { RawSocket } from './lib/raw-socket.ts';
import { log, printTable, round, sleep, writeResult } from './lib/report.ts';
import { measureIdle, type IdleResult } from './lib/idle.ts';
import { INSPECT_ARGS } from './lib/inspector.ts';
import { startBare, startTuning, type RunningServer } from './lib/server.ts';

const values = parseBenchArgs(import.meta.url, {
  db: 'pglite,postgres',
  clients: '1000',
  senders: '10',
  probes: '50',
  rates: '10000,30000',
  // Seconds per fixed rate and target, split into rounds that alternate between the targets. The
  // probes' p99 is a few of the slowest messages: at 10,000/s, 10 s is 100 messages.
  duration: '60',
  rounds: '6',
  // Seconds per target at the first rate before anything is counted: both servers' code gets
  // optimised by the JIT first, as it would be on a server that has been up for a while.
  warmup: '5',
  ramp: true,
  'no-ramp': false,
  'ramp-start': '20000',
  'ramp-max': '320000',
  'ramp-duration': '5',
  'ramp-p99': '250',
  idle: '5000',
  // Joined idle sockets each trigger a presence broadcast to everyone (see docs/benchmarks.md).
  'idle-join': false,
  targets: 'tuning,bare',
});

const clientsN = Number(values.clients);
const probes = Math.min(Number(values.probes), Math.floor(clientsN / 2));
const rates = values.rates.split(',').filter(Boolean).map(Number);
const durationS = Number(values.duration);
const roundsN = Math.max(1, Number(values.rounds));
const idleN = Number(values.idle);
/** Connected before the idle round is measured, and kept (see measureIdle). */
const idleWarmN = Math.min(1000, idleN);
const kinds = dbKinds(values.db);
const targets = values.targets.split(',').filter(Boolean) as Target[];
const doRamp = values.ramp && !values['no-ramp'];

/**
 * p99 targets (docs/benchmarks.md), by offered deliveries/s: with 1,000 clients, and in a room of
 * 10,000 (20,000 deliveries/s within 150 ms).
 */
function p99Target(deliveriesPerS: number): number {
  if (clientsN >= 10_000) return 150;
  return deliveriesPerS <= 10_000 ? 75 : 100;
}

type Target = 'tuning' | 'bare';

interface JoinTraffic {
  framesWhileJoining: number;
  mbWhileJoining: number;
  framesAfterSettling: number;
  mbAfterSettling: number;
}

interface Joined {
  server: RunningServer;
  pool: ClientPool;
  joinTraffic: JoinTraffic;
}

async function joinPool(
  target: Target,
  server: RunningServer,
  users: BenchUser[],
): Promise<Joined> {
  log(`${target}: connecting ${clientsN} clients`);
  const pool: ClientPool = await connectPool(target, server, users.slice(0, clientsN));
  log(
    `${target}: ${clientsN - pool.failed} joined in ${pool.connectMs} ms (${pool.failed} failed)`,
  );
  // Presence broadcasts from the join storm must not count against the first scenario.
  await sleep(2000);
  const sumOf = (pick: (client: RawSocket) => number) =>
    pool.clients.reduce((sum, client) => sum + pick(client), 0);
  const joinTraffic: JoinTraffic = {
    framesWhileJoining: pool.joinFramesIn,
    mbWhileJoining: round(pool.joinCharsIn / 2 ** 20, 1),
    framesAfterSettling: sumOf((client) => client.framesIn),
    mbAfterSettling: round(sumOf((client) => client.charsIn) / 2 ** 20, 1),
  };
  log(`${target}: join storm traffic ${JSON.stringify(joinTraffic)}`);
  return { server, pool, joinTraffic };
}

/**
 * Each fixed rate runs in rounds, the targets taking turns (Tuning first in even rounds, the relay
 * first in odd ones), with both servers up and both rooms connected the whole time: whatever else
 * the machine does during the run falls on both alike. A p99 over one 30 s run is the few slowest
 * messages of that run, so one run against another moved the ratio between 0.8x and 1.8x
 * (docs/benchmarks.md); the pooled percentiles are over every sample of every round.
 */
/** One fan-out run on a connected room, with the options every run shares. */
function fanout(entry: Joined, deliveriesPerS: number, durationS: number, drainMs?: number) {
  return runFanout(entry.pool, entry.server, {
    deliveriesPerS,
    durationS,
    probes,
    minSenders: Number(values.senders),
    ...(drainMs === undefined ? {} : { drainMs }),
  });
}

async function runFixedRates(joined: Partial<Record<Target, Joined>>) {
  const warmupS = Number(values.warmup);
  if (warmupS > 0 && rates[0] !== undefined) {
    for (const target of targets) {
      const entry = joined[target];
      if (!entry) continue;
      await fanout(entry, rates[0], warmupS);
      log(`${target}: warmed up for ${warmupS} s at ${rates[0]}/s`);
    }
  }
  const fixed: Partial<Record<Target, FanoutResult[]>> = {};
  const rounds: Partial<Record<Target, FanoutResult[][]>> = {};
  for (const rate of rates) {
    const byTarget: Partial<Record<Target, FanoutRound[]>> = {};
    for (let round = 0; round < roundsN; round++) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) {
        const entry = joined[target];
        if (!entry) continue;
        const run = await fanout(entry, rate, durationS / roundsN);
        (byTarget[target] ??= []).push(run);
        const { result } = run;
        log(
          `${target} @${rate}/s round ${round + 1}/${roundsN}: p99 ${result.latencyMs.p99} ms ` +
            `(first to connect ${result.firstLatencyMs.p99} ms), lost ${result.lost}, ` +
            `generator ${Math.round(result.generatorCpu.share * 100)}%`,
        );
        await sleep(500);
      }
    }
    for (const [target, results] of Object.entries(byTarget) as [Target, FanoutRound[]][]) {
      (fixed[target] ??= []).push(poolRounds(results));
      (rounds[target] ??= []).push(results.map((r) => r.result));
    }
  }
  return { fixed, rounds };
}

async function runRamp(target: Target, entry: Joined) {
  const ramp: FanoutResult[] = [];
  let sustainable = 0;
  for (let rate = Number(values['ramp-start']); rate <= Number(values['ramp-max']); rate *= 2) {
    const { result } = await fanout(entry, rate, Number(values['ramp-duration']), 3000);
    ramp.push(result);
    const ok = sustained(result, Number(values['ramp-p99']));
    log(
      `${target} ramp @${rate}/s: achieved ${result.achievedDeliveriesPerS}/s, ` +
        `p99 ${result.latencyMs.p99} ms, lost ${result.lost}, ` +
        `generator ${Math.round(result.generatorCpu.share * 100)}% -> ${ok ? 'ok' : 'stop'}`,
    );
    if (!ok || !result.generatorCpu.valid) break;
    sustainable = rate;
    await sleep(1000);
  }
  return { ramp, sustainable };
}

async function runKind(kind: DbKind) {
  log(`=== ${kind}: preparing database`);
  const count = Math.max(clientsN, idleN + idleWarmN);
  const { database, seeded: users } = await createSignedInStudents(kind, count);
  const servers: Partial<Record<Target, RunningServer>> = {};
  const joined: Partial<Record<Target, Joined>> = {};
  try {
    for (const target of targets) {
      servers[target] =
        target === 'tuning'
          ? await startTuning(database.env, undefined, INSPECT_ARGS)
          : await startBare('socket', database.redisEnv, INSPECT_ARGS);
    }
    const idle: IdleResult[] = [];
    if (idleN > 0) {
      for (const target of targets) {
        const server = servers[target];
        if (!server) continue;
        log(`${target}: ${idleN} idle connections`);
        idle.push(
          await measureIdle(
            target,
            server,
            users.slice(0, idleN),
            users.slice(idleN, idleN + idleWarmN),
            { join: values['idle-join'] },
          ),
        );
      }
    }
    for (const target of targets) {
      const server = servers[target];
      if (server) joined[target] = await joinPool(target, server, users);
    }
    const { fixed, rounds } = await runFixedRates(joined);
    const byTarget: Record<string, TargetRun> = {};
    for (const target of targets) {
      const entry = joined[target];
      if (!entry) continue;
      const { ramp, sustainable } = doRamp
        ? await runRamp(target, entry)
        : { ramp: [], sustainable: 0 };
      byTarget[target] = {
        fixed: fixed[target] ?? [],
        rounds: rounds[target] ?? [],
        ramp,
        sustainable,
        joinMs: entry.pool.connectMs,
        joinTraffic: entry.joinTraffic,
      };
    }
    return { kind, redis: kind === 'postgres', byTarget, idle };
  } finally {
    for (const entry of Object.values(joined)) await entry.pool.close();
    for (const server of Object.values(servers)) await server.stop();
    await database.dispose();
  }
}

interface TargetRun {
  /** Per fixed rate, every round pooled. */
  fixed: FanoutResult[];
  /** Per fixed rate, each round on its own. */
  rounds: FanoutResult[][];
  ramp: FanoutResult[];
  sustainable: number;
  joinMs: number;
  joinTraffic: JoinTraffic;
}

const runs = [];
for (const kind of kinds) runs.push(await runKind(kind));

/** Tuning's p99 over the relay's, round by round, at one rate. */
function roundRatios(byTarget: Record<string, TargetRun>, rate: number): number[] {
  const at = (target: Target) =>
    byTarget[target]?.rounds.find((results) => results[0]?.offeredDeliveriesPerS === rate) ?? [];
  const bare = at('bare');
  return at('tuning').flatMap((result, i) => {
    const other = bare[i];
    return other ? [result.latencyMs.p99 / Math.max(other.latencyMs.p99, 1)] : [];
  });
}

const rows: Record<string, string | number | boolean>[] = [];
const verdicts: Record<string, string | number | boolean>[] = [];
for (const run of runs) {
  for (const [target, result] of Object.entries(run.byTarget)) {
    for (const r of [...result.fixed, ...result.ramp]) {
      rows.push({
        db: run.kind,
        target,
        offered: r.offeredDeliveriesPerS,
        achieved: r.achievedDeliveriesPerS,
        'msg/s': r.messagesPerS,
        s: r.durationS,
        p50: r.latencyMs.p50,
        p99: r.latencyMs.p99,
        'first p99': r.firstLatencyMs.p99,
        lost: r.lost,
        dup: r.duplicates,
        order: r.outOfOrder,
        refused: r.rejected,
        'gen cpu': `${Math.round(r.generatorCpu.share * 100)}%`,
        'srv cpu': r.serverCpuShare === undefined ? '' : `${Math.round(r.serverCpuShare * 100)}%`,
        valid: r.generatorCpu.valid,
      });
    }
  }
  const tuning = run.byTarget.tuning;
  const bare = run.byTarget.bare;
  for (const r of tuning?.fixed ?? []) {
    const bareSame = bare?.fixed.find((b) => b.offeredDeliveriesPerS === r.offeredDeliveriesPerS);
    const target = p99Target(r.offeredDeliveriesPerS);
    verdicts.push({
      db: run.kind,
      check: `${r.offeredDeliveriesPerS}/s: p99 <= ${target} ms, 0 lost`,
      value: `p99 ${r.latencyMs.p99} ms, lost ${r.lost}`,
      pass: r.latencyMs.p99 <= target && r.lost === 0 && r.rejected === 0,
      valid: r.generatorCpu.valid,
    });
    if (bareSame) {
      const ratio = r.latencyMs.p99 / Math.max(bareSame.latencyMs.p99, 1);
      const firstRatio = r.firstLatencyMs.p99 / Math.max(bareSame.firstLatencyMs.p99, 1);
      const perRound = roundRatios(run.byTarget, r.offeredDeliveriesPerS);
      verdicts.push({
        db: run.kind,
        check: `${r.offeredDeliveriesPerS}/s: p99 <= 1.5x bare`,
        value:
          `${r.latencyMs.p99} vs ${bareSame.latencyMs.p99} ms (${round(ratio, 2)}x; rounds ` +
          `${perRound.map((x) => round(x, 2)).join(', ')}); first to connect ` +
          `${r.firstLatencyMs.p99} vs ${bareSame.firstLatencyMs.p99} ms (${round(firstRatio, 2)}x)`,
        pass: ratio <= 1.5,
        valid: r.generatorCpu.valid && bareSame.generatorCpu.valid,
      });
    }
  }
  if (doRamp && tuning && bare) {
    const ratio = tuning.sustainable / Math.max(bare.sustainable, 1);
    verdicts.push({
      db: run.kind,
      check: 'sustainable deliveries/s >= 0.8x bare',
      value: `${tuning.sustainable} vs ${bare.sustainable} (${round(ratio, 2)}x)`,
      pass: ratio >= 0.8,
      valid: [...tuning.ramp, ...bare.ramp].every((r) => r.generatorCpu.valid),
    });
  }
  for (const idle of run.idle) {
    verdicts.push({
      db: run.kind,
      check: `${idle.target}: memory per idle connection <= 20 KB`,
      value: `${round(idle.bytesPerConnection / 1024, 1)} KB x ${idle.connections}: resident ${idle.rssBeforeMb} -> ${idle.rssAfterMb} MB, live ${round(idle.liveBytesPerConnection / 1024, 1)} KB each (${idle.failed} failed)`,
      pass: idle.target !== 'tuning' || idle.bytesPerConnection <= 20 * 1024,
      valid: idle.failed === 0,
    });
  }
}

const file = writeResult('chat', {
  options: {
    clients: clientsN,
    probes,
    rates,
    durationS,
    rounds: roundsN,
    idle: idleN,
    ramp: doRamp,
    kinds,
    targets,
  },
  runs,
  verdicts,
});
process.stdout.write('\nChat fan-out (latency in ms, rates in deliveries/s)\n');
printTable(rows);
process.stdout.write('\nJoin storm (all clients connect and join; traffic the clients received)\n');
printTable(
  runs.flatMap((run) =>
    Object.entries(run.byTarget).map(([target, result]) => ({
      db: run.kind,
      target,
      clients: clientsN,
      'join ms': result.joinMs,
      'frames while joining': result.joinTraffic.framesWhileJoining,
      'MB while joining': result.joinTraffic.mbWhileJoining,
      'frames +2 s': result.joinTraffic.framesAfterSettling,
      'MB +2 s': result.joinTraffic.mbAfterSettling,
    })),
  ),
);
process.stdout.write('\nTargets\n');
printTable(verdicts);
process.stdout.write(`\nResult: ${file}\n`);
process.exit(0);
