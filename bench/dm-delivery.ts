// A private message to the other member on another instance (issue 34), against the group chat's
// delivery in the same run: two Tuning instances share one PostgreSQL database and the Redis
// adapter; the senders are connected to instance A, the receivers to instance B.
//   npm run bench:dm-delivery -- --pairs 50 --rate 50 --duration 60 --rounds 6
// Private: --pairs one-to-ones, both members with the conversation open (joined to its room), the
// first of each pair sending 200-byte messages with `conversationSend`, --rate messages a second
// in all, each timed from the emit to its arrival at the other member.
// Group: as many clients on B as there are pairs, all in the room with the senders on A, at the
// same messages a second (each reaching every other member); the clients on B time each message
// (bench/lib/chat-load.ts). The two take turns, --rounds rounds each, after a warm-up.
// Quick run: npm run bench:dm-delivery -- --pairs 10 --rate 10 --duration 6 --rounds 2
import {
  connectPool,
  MAX_SENDS_PER_SENDER_PER_S,
  MESSAGE_BYTES,
  paced,
  poolRounds,
  runFanout,
  type ClientPool,
  type FanoutRound,
} from './lib/chat-load.ts';
import { parseBenchArgs } from './lib/cli.ts';
import { joinConversation, seedDirectConversations } from './lib/conversations.ts';
import { createSeededDatabase, seedStudents, type BenchUser } from './lib/database.ts';
import {
  finishReport,
  log,
  round,
  sleep,
  startCpuMeter,
  summarize,
  type CpuReading,
} from './lib/report.ts';
import { startTuning, type RunningServer } from './lib/server.ts';

const values = parseBenchArgs(import.meta.url, {
  pairs: '50',
  // Messages a second, private and group alike.
  rate: '50',
  duration: '60',
  rounds: '6',
  warmup: '5',
});
const pairsN = Number(values.pairs);
const rate = Number(values.rate);
const roundsN = Math.max(1, Number(values.rounds));
const roundS = Number(values.duration) / roundsN;
/** Private and group sends are limited alike (20 per 10 s per student). */
const groupSendersN = Math.ceil(rate / MAX_SENDS_PER_SENDER_PER_S);
if (rate / pairsN > MAX_SENDS_PER_SENDER_PER_S) {
  throw new Error(`--rate ${rate} over ${pairsN} pairs is past the send limit`);
}
const RATIO_TARGET = 1.5;

/** Both instances' CPU together. */
function bothStats(servers: RunningServer[]) {
  return () => {
    const all = servers.map((server) => server.stats());
    if (all.some((stats) => !stats)) return undefined;
    return {
      cpuMs: all.reduce((sum, stats) => sum + stats!.cpuMs, 0),
      rssBytes: all.reduce((sum, stats) => sum + stats!.rssBytes, 0),
    };
  };
}

/** The group's listeners on B first, its senders on A last: `runFanout` sends from the last. */
function groupRoom(listeners: ClientPool, senders: ClientPool): ClientPool {
  const offset = listeners.clients.length;
  return {
    ...listeners,
    clients: [...listeners.clients, ...senders.clients],
    users: [...listeners.users, ...senders.users],
    failed: listeners.failed + senders.failed,
    setFrameHandler(handler) {
      listeners.setFrameHandler(handler);
      senders.setFrameHandler((client, frame) => handler(offset + client, frame));
    },
    async close() {
      await Promise.all([listeners.close(), senders.close()]);
    },
  };
}

interface DirectRound {
  sent: number;
  acked: number;
  rejected: number;
  delivered: number;
  duplicates: number;
  latencies: number[];
  ackTimes: number[];
  generatorCpu: CpuReading;
  serverCpuMs: number;
  firstRejection?: string;
}

interface DirectMessage {
  sentAt: number;
  receiver: number;
  received: boolean;
}

/** --rate private messages a second for `durationS`, the pairs in turn; drains up to 5 s. */
async function runDirect(
  senders: ClientPool,
  receivers: ClientPool,
  conversationIds: string[],
  stats: () => { cpuMs: number } | undefined,
  durationS: number,
): Promise<DirectRound> {
  const byId = new Map<string, DirectMessage>();
  const result: Omit<DirectRound, 'generatorCpu' | 'serverCpuMs'> = {
    sent: 0,
    acked: 0,
    rejected: 0,
    delivered: 0,
    duplicates: 0,
    latencies: [],
    ackTimes: [],
  };
  receivers.clients.forEach((client, index) =>
    client.on('conversationMessage', (data) => {
      const message = byId.get((data as { messageId: string }).messageId);
      if (!message || message.receiver !== index) return;
      if (message.received) {
        result.duplicates++;
        return;
      }
      message.received = true;
      result.delivered++;
      result.latencies.push(performance.now() - message.sentAt);
    }),
  );
  const padding = 'x'.repeat(MESSAGE_BYTES);
  const cpuBefore = stats()?.cpuMs ?? 0;
  const cpu = startCpuMeter();
  await paced(rate, durationS, (ordinal) => {
    const pair = ordinal % pairsN;
    const messageId = `dm-${Date.now()}-${ordinal.toString(36)}p${pair.toString(36)}`;
    const sentAt = performance.now();
    byId.set(messageId, { sentAt, receiver: pair, received: false });
    result.sent++;
    senders.clients[pair]?.emit(
      'conversationSend',
      {
        conversationId: conversationIds[pair],
        message: (`bench ${messageId} ` + padding).slice(0, MESSAGE_BYTES),
        messageId,
      },
      (reply) => {
        result.ackTimes.push(performance.now() - sentAt);
        if ((reply as { ok?: boolean } | undefined)?.ok === true) result.acked++;
        else {
          result.rejected++;
          result.firstRejection ??= JSON.stringify(reply);
        }
      },
    );
  });
  const deadline = performance.now() + 5000;
  while (performance.now() < deadline) {
    if (result.acked + result.rejected === result.sent && result.delivered >= result.acked) break;
    await sleep(20);
  }
  for (const client of receivers.clients) client.on('conversationMessage', () => {});
  return {
    ...result,
    generatorCpu: cpu.stop(),
    serverCpuMs: (stats()?.cpuMs ?? 0) - cpuBefore,
  };
}

/** Sockets of `users` on `server`, each joined to its conversation's room as an open screen is. */
async function openConversations(
  name: string,
  server: RunningServer,
  users: BenchUser[],
  conversationIds: string[],
): Promise<ClientPool> {
  const pool = await connectPool(name, server, users, { join: false });
  const joined = await Promise.all(
    pool.clients.map((client, i) => joinConversation(client, conversationIds[i]!)),
  );
  const refused = joined.filter((ok) => !ok).length + pool.failed;
  if (refused > 0) throw new Error(`${name}: ${refused} sockets could not open their conversation`);
  return pool;
}

log(`postgres + Redis: ${pairsN} pairs, group of ${pairsN} + ${groupSendersN}, ${rate} msg/s`);
const { database, seeded } = await createSeededDatabase('postgres', async (db) => {
  const senders = await seedStudents(db, pairsN, pairsN, 'dmsend');
  const receivers = await seedStudents(db, pairsN, pairsN, 'dmrecv');
  const listeners = await seedStudents(db, pairsN, pairsN, 'listen');
  const talkers = await seedStudents(db, groupSendersN, groupSendersN, 'talk');
  const pairs = senders.map((sender, i): [BenchUser, BenchUser] => [sender, receivers[i]!]);
  const conversationIds = await seedDirectConversations(db, pairs, 1);
  return { senders, receivers, listeners, talkers, conversationIds };
});
async function measure() {
  const pools: ClientPool[] = [];
  const servers: RunningServer[] = [];
  try {
    const a = await startTuning(database.env);
    servers.push(a);
    const b = await startTuning({ ...database.env, DATA_DIR: `${database.dataDir}/b` });
    servers.push(b);
    const stats = bothStats(servers);
    const { conversationIds } = seeded;
    const dmSenders = await openConversations('dm-a', a, seeded.senders, conversationIds);
    const dmReceivers = await openConversations('dm-b', b, seeded.receivers, conversationIds);
    const room = groupRoom(
      await connectPool('group-b', b, seeded.listeners),
      await connectPool('group-a', a, seeded.talkers),
    );
    pools.push(dmSenders, dmReceivers, room);
    if (room.failed > 0) throw new Error(`${room.failed} group clients failed to join`);
    await sleep(2000);
    const group = (durationS: number) =>
      runFanout(
        room,
        { stats },
        {
          deliveriesPerS: rate * (room.clients.length - 1),
          durationS,
          probes: pairsN,
          minSenders: groupSendersN,
        },
      );
    const direct = (durationS: number) =>
      runDirect(dmSenders, dmReceivers, conversationIds, stats, durationS);
    await group(Number(values.warmup));
    await direct(Number(values.warmup));
    log(`warmed up for ${values.warmup} s each`);
    const groupRounds: FanoutRound[] = [];
    const directRounds: DirectRound[] = [];
    for (let r = 0; r < roundsN; r++) {
      const order = r % 2 === 0 ? (['direct', 'group'] as const) : (['group', 'direct'] as const);
      for (const kind of order) {
        if (kind === 'group') {
          const run = await group(roundS);
          groupRounds.push(run);
          log(`group round ${r + 1}: p99 ${run.result.latencyMs.p99} ms, lost ${run.result.lost}`);
        } else {
          const run = await direct(roundS);
          directRounds.push(run);
          const p99 = summarize(run.latencies).p99;
          log(`private round ${r + 1}: p99 ${p99} ms, lost ${run.acked - run.delivered}`);
        }
        await sleep(500);
      }
    }
    const g = poolRounds(groupRounds);
    const sum = (pick: (run: DirectRound) => number) =>
      directRounds.reduce((total, run) => total + pick(run), 0);
    const dmLatency = summarize(directRounds.flatMap((run) => run.latencies));
    const dmAck = summarize(directRounds.flatMap((run) => run.ackTimes));
    const dmWallMs = sum((run) => run.generatorCpu.wallMs);
    const dm = {
      sent: sum((run) => run.sent),
      acked: sum((run) => run.acked),
      rejected: sum((run) => run.rejected),
      delivered: sum((run) => run.delivered),
      duplicates: sum((run) => run.duplicates),
      latencyMs: dmLatency,
      ackMs: dmAck,
      serverCpuShare: round(sum((run) => run.serverCpuMs) / dmWallMs, 3),
      generatorValid: directRounds.every((run) => run.generatorCpu.valid),
      firstRejection: directRounds.find((run) => run.firstRejection)?.firstRejection,
    };
    const dmLost = dm.sent - dm.delivered;
    const rows = [
      {
        kind: 'private, A -> B',
        'msg/s': rate,
        'deliveries/s': rate,
        sent: dm.sent,
        lost: dmLost,
        dup: dm.duplicates,
        refused: dm.rejected,
        p50: dm.latencyMs.p50,
        p99: dm.latencyMs.p99,
        max: dm.latencyMs.max,
        'ack p99': dm.ackMs.p99,
        'srv cpu (A+B)': `${Math.round(dm.serverCpuShare * 100)}%`,
      },
      {
        kind: 'group, A -> B',
        'msg/s': rate,
        'deliveries/s': g.offeredDeliveriesPerS,
        sent: g.sent,
        lost: g.lost,
        dup: g.duplicates,
        refused: g.rejected,
        p50: g.latencyMs.p50,
        p99: g.latencyMs.p99,
        max: g.latencyMs.max,
        'ack p99': g.ackMs.p99,
        'srv cpu (A+B)': `${Math.round((g.serverCpuShare ?? 0) * 100)}%`,
      },
    ];
    const ratio = dm.latencyMs.p99 / Math.max(g.latencyMs.p99, 1);
    const perRound = directRounds.map((run, i) => {
      const other = groupRounds[i]?.result.latencyMs.p99 ?? Number.NaN;
      return round(summarize(run.latencies).p99 / Math.max(other, 1), 2);
    });
    const verdicts = [
      {
        check: `private p99 <= ${RATIO_TARGET}x the group's, 0 lost`,
        value:
          `${dm.latencyMs.p99} vs ${g.latencyMs.p99} ms (${round(ratio, 2)}x; rounds ` +
          `${perRound.join(', ')}), lost ${dmLost}`,
        pass: ratio <= RATIO_TARGET && dmLost === 0 && dm.rejected === 0,
        valid: dm.generatorValid && g.generatorCpu.valid,
      },
    ];
    if (dm.firstRejection) log(`first private refusal: ${dm.firstRejection}`);
    return { dm, g, rows, verdicts };
  } finally {
    for (const pool of pools) await pool.close();
    for (const server of servers) await server.stop();
    await database.dispose();
  }
}

const { dm, g, rows, verdicts } = await measure();
finishReport(
  'dm-delivery',
  {
    options: { pairs: pairsN, rate, durationS: Number(values.duration), rounds: roundsN },
    direct: dm,
    group: g,
    verdicts,
  },
  [
    { title: 'Delivery to the other instance (latency in ms)', rows },
    { title: 'Targets', rows: verdicts },
  ],
);
