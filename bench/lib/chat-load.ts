// Fan-out measurement shared by the chat benchmark: N raw Socket.IO clients in the group room,
// M of them sending 200-byte messages at a fixed (open-loop) rate, every client counting what it
// receives, the probe clients timing each delivery.
//
// The server writes a broadcast to its sockets one after another, in the order they connected, so
// where a probe sits in that order decides what it measures. The probes are spread evenly over the
// room, so they time what its members see (`latencyMs`, the figure the targets are checked on).
// The first clients to connect time the start of each broadcast only (`firstLatencyMs`): the
// server's own work before it writes, without the writes to everyone else. Until 2026-11-23 the
// probes were those first clients.
import type { BenchUser } from './database.ts';
import { RawSocket } from './raw-socket.ts';
import { round, sleep, startCpuMeter, summarize, type CpuReading, type Summary } from './report.ts';
import type { RunningServer } from './server.ts';

export const MESSAGE_BYTES = 200;
/** Tuning allows 20 sends per user per 10 s; senders stay well below it. */
export const MAX_SENDS_PER_SENDER_PER_S = 1.5;

interface Sent {
  sentAt: number;
  ackAt: number;
  sender: number;
  slot: number;
  seq: number;
  status: 'pending' | 'acked' | 'rejected';
  counts: Uint8Array;
}

export interface ClientPool {
  target: string;
  clients: RawSocket[];
  users: BenchUser[];
  connectMs: number;
  failed: number;
  /** Frames and characters the clients received while joining (presence lists mostly). */
  joinFramesIn: number;
  joinCharsIn: number;
  close(): Promise<void>;
  /** Per-client frame handler for `message` events; replaced per scenario. */
  setFrameHandler(handler: (client: number, frame: string) => void): void;
}

/** Connects and joins `users.length` clients, `concurrency` at a time; ready once history arrived. */
export async function connectPool(
  target: string,
  server: Pick<RunningServer, 'baseUrl'>,
  users: BenchUser[],
  options: { concurrency?: number; waitForHistory?: boolean; join?: boolean } = {},
): Promise<ClientPool> {
  let handler: (client: number, frame: string) => void = () => {};
  const clients = users.map(
    (user, index) =>
      new RawSocket({
        baseUrl: server.baseUrl,
        cookie: user.cookie,
        onMessageFrame: (frame) => handler(index, frame),
      }),
  );
  const started = performance.now();
  let failed = 0;
  let next = 0;
  const concurrency = options.concurrency ?? 50;
  const worker = async () => {
    while (next < clients.length) {
      const index = next++;
      const client = clients[index];
      const user = users[index];
      if (!client || !user) continue;
      try {
        await client.connect();
        if (options.join === false) continue;
        client.emit('join', {
          userId: user.id,
          username: user.userName,
          fullName: user.fullName,
          profilePic: '',
        });
        if (options.waitForHistory !== false) {
          const history = client.once('chatHistory', 15_000);
          client.emit('getChatHistory');
          await history;
        }
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    target,
    clients,
    users,
    connectMs: Math.round(performance.now() - started),
    failed,
    joinFramesIn: clients.reduce((sum, client) => sum + client.framesIn, 0),
    joinCharsIn: clients.reduce((sum, client) => sum + client.charsIn, 0),
    setFrameHandler(next) {
      handler = next;
    },
    async close() {
      for (const client of clients) client.close();
      await sleep(500);
    },
  };
}

export interface FanoutResult {
  target: string;
  offeredDeliveriesPerS: number;
  messagesPerS: number;
  senders: number;
  clients: number;
  probes: number;
  durationS: number;
  sent: number;
  acked: number;
  rejected: number;
  unacked: number;
  expectedDeliveries: number;
  delivered: number;
  lost: number;
  duplicates: number;
  outOfOrder: number;
  ownEchoes: number;
  achievedDeliveriesPerS: number;
  latencyMs: Summary;
  firstLatencyMs: Summary;
  ackMs: Summary;
  disconnects: number;
  generatorCpu: CpuReading;
  serverCpuShare: number | undefined;
  firstRejection?: string;
}

const MESSAGE_ID_KEY = '"messageId":"';

/**
 * Open loop: calls `fire(0)`, `fire(1)`, … at `perS` a second from `started` for `durationS`,
 * whether or not the earlier ones were answered; resolves once the last was fired.
 */
export function paced(
  perS: number,
  durationS: number,
  fire: (ordinal: number) => void,
  started = performance.now(),
): Promise<void> {
  const total = Math.round(perS * durationS);
  let ordinal = 0;
  return new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perS));
      while (ordinal < due) fire(ordinal++);
      if (ordinal >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
}

/**
 * Sends for `durationS` at `deliveriesPerS / (clients - 1)` messages a second, then waits up to
 * `drainMs` for every expected delivery.
 */
export async function runFanout(
  pool: ClientPool,
  server: Pick<RunningServer, 'stats'>,
  options: {
    deliveriesPerS: number;
    durationS: number;
    probes: number;
    minSenders: number;
    drainMs?: number;
  },
): Promise<FanoutRound> {
  const n = pool.clients.length;
  const messagesPerS = options.deliveriesPerS / Math.max(1, n - 1);
  const senders = Math.min(
    n - options.probes,
    Math.max(options.minSenders, Math.ceil(messagesPerS / MAX_SENDS_PER_SENDER_PER_S)),
  );
  if (senders < 1) throw new Error('not enough clients for senders and probes');
  const firstSender = n - senders;
  // Among the listeners (clients 0 … firstSender-1, in connect order): evenly spread, and the first.
  const probeCount = Math.min(options.probes, firstSender);
  const roomProbe = new Uint8Array(n);
  for (let i = 0; i < probeCount; i++) roomProbe[Math.floor((i * firstSender) / probeCount)] = 1;
  const sent: Sent[] = [];
  const byId = new Map<string, number>();
  const lastSeq = new Int32Array(n * senders).fill(-1);
  const latencies: number[] = [];
  const firstLatencies: number[] = [];
  const ackTimes: number[] = [];
  let delivered = 0;
  let duplicates = 0;
  let outOfOrder = 0;
  let ownEchoes = 0;
  let lastDeliveryAt = 0;
  let firstRejection: string | undefined;
  const disconnectsBefore = pool.clients.reduce((sum, client) => sum + client.disconnects, 0);

  pool.setFrameHandler((client, frame) => {
    const at = frame.indexOf(MESSAGE_ID_KEY);
    if (at < 0) return;
    const start = at + MESSAGE_ID_KEY.length;
    const index = byId.get(frame.slice(start, frame.indexOf('"', start)));
    if (index === undefined) return;
    const message = sent[index];
    if (!message) return;
    if (message.sender === client) {
      ownEchoes++;
      return;
    }
    const times = message.counts[client] ?? 0;
    message.counts[client] = times + 1;
    if (times > 0) {
      duplicates++;
      return;
    }
    delivered++;
    const now = performance.now();
    lastDeliveryAt = now;
    const orderSlot = client * senders + message.slot;
    if (message.seq < (lastSeq[orderSlot] ?? -1)) outOfOrder++;
    else lastSeq[orderSlot] = message.seq;
    if (roomProbe[client]) latencies.push(now - message.sentAt);
    if (client < probeCount) firstLatencies.push(now - message.sentAt);
  });

  const padding = 'x'.repeat(MESSAGE_BYTES);
  const perSenderSeq = new Int32Array(senders);
  const sendOne = (ordinal: number) => {
    const slot = ordinal % senders;
    const sender = firstSender + slot;
    const user = pool.users[sender];
    const client = pool.clients[sender];
    if (!user || !client) return;
    const seq = perSenderSeq[slot] ?? 0;
    perSenderSeq[slot] = seq + 1;
    const messageId = `${user.id}-${Date.now()}-${ordinal.toString(36)}b${slot.toString(36)}`;
    const text = `bench ${messageId} `;
    const record: Sent = {
      sentAt: performance.now(),
      ackAt: 0,
      sender,
      slot,
      seq,
      status: 'pending',
      counts: new Uint8Array(n),
    };
    byId.set(messageId, sent.push(record) - 1);
    client.emit(
      'sendMessage',
      {
        message: (text + padding).slice(0, MESSAGE_BYTES),
        messageId,
        timestamp: Date.now(),
        userId: user.id,
        username: user.userName,
        fullName: user.fullName,
        profilePic: '',
      },
      (reply) => {
        record.ackAt = performance.now();
        ackTimes.push(record.ackAt - record.sentAt);
        const ok = (reply as { received?: boolean } | undefined)?.received === true;
        record.status = ok ? 'acked' : 'rejected';
        if (!ok) firstRejection ??= JSON.stringify(reply);
      },
    );
  };

  const serverBefore = server.stats();
  const cpu = startCpuMeter();
  const started = performance.now();
  await paced(messagesPerS, options.durationS, sendOne, started);
  const sendingEnded = performance.now();
  const expectedFor = () =>
    sent.reduce((sum, message) => sum + (message.status === 'rejected' ? 0 : n - 1), 0);
  const drainDeadline = sendingEnded + (options.drainMs ?? 5000);
  while (performance.now() < drainDeadline) {
    const pending = sent.some((message) => message.status === 'pending');
    if (!pending && delivered >= expectedFor()) break;
    await sleep(20);
  }
  const generatorCpu = cpu.stop();
  const serverAfter = server.stats();
  const wallMs = performance.now() - started;
  pool.setFrameHandler(() => {});

  const expectedDeliveries = expectedFor();
  const acked = sent.filter((message) => message.status === 'acked').length;
  const rejected = sent.filter((message) => message.status === 'rejected').length;
  const activeMs = Math.max(1, (lastDeliveryAt || sendingEnded) - started);
  const result: FanoutResult = {
    target: pool.target,
    offeredDeliveriesPerS: options.deliveriesPerS,
    messagesPerS: round(messagesPerS, 2),
    senders,
    clients: n,
    probes: options.probes,
    durationS: options.durationS,
    sent: sent.length,
    acked,
    rejected,
    unacked: sent.length - acked - rejected,
    expectedDeliveries,
    delivered,
    lost: Math.max(0, expectedDeliveries - delivered),
    duplicates,
    outOfOrder,
    ownEchoes,
    achievedDeliveriesPerS: Math.round((delivered / activeMs) * 1000),
    latencyMs: summarize(latencies),
    firstLatencyMs: summarize(firstLatencies),
    ackMs: summarize(ackTimes),
    disconnects:
      pool.clients.reduce((sum, client) => sum + client.disconnects, 0) - disconnectsBefore,
    generatorCpu,
    serverCpuShare:
      serverBefore && serverAfter
        ? round((serverAfter.cpuMs - serverBefore.cpuMs) / wallMs, 3)
        : undefined,
    ...(firstRejection ? { firstRejection } : {}),
  };
  return { result, samples: { latencies, firstLatencies, ackTimes } };
}

/** One run of `runFanout`: its result, and the raw samples behind its percentiles. */
export interface FanoutRound {
  result: FanoutResult;
  samples: { latencies: number[]; firstLatencies: number[]; ackTimes: number[] };
}

/**
 * Several rounds at one rate as one result: counts added up, percentiles over every sample of
 * every round (not an average of the rounds' percentiles), CPU shares weighted by time.
 */
export function poolRounds(rounds: FanoutRound[]): FanoutResult {
  const first = rounds[0];
  if (!first) throw new Error('no rounds to pool');
  const sum = (pick: (result: FanoutResult) => number) =>
    rounds.reduce((total, round) => total + pick(round.result), 0);
  const all = (pick: (samples: FanoutRound['samples']) => number[]) =>
    rounds.flatMap((round) => pick(round.samples));
  const wallMs = sum((result) => result.generatorCpu.wallMs);
  /** A per-round figure as the mean over the rounds, each weighted by its length. */
  const overTime = (pick: (result: FanoutResult) => number) =>
    sum((result) => pick(result) * result.generatorCpu.wallMs) / Math.max(1, wallMs);
  const firstRejection = rounds.find((r) => r.result.firstRejection)?.result.firstRejection;
  return {
    ...first.result,
    durationS: sum((result) => result.durationS),
    sent: sum((result) => result.sent),
    acked: sum((result) => result.acked),
    rejected: sum((result) => result.rejected),
    unacked: sum((result) => result.unacked),
    expectedDeliveries: sum((result) => result.expectedDeliveries),
    delivered: sum((result) => result.delivered),
    lost: sum((result) => result.lost),
    duplicates: sum((result) => result.duplicates),
    outOfOrder: sum((result) => result.outOfOrder),
    ownEchoes: sum((result) => result.ownEchoes),
    achievedDeliveriesPerS: Math.round(overTime((result) => result.achievedDeliveriesPerS)),
    latencyMs: summarize(all((samples) => samples.latencies)),
    firstLatencyMs: summarize(all((samples) => samples.firstLatencies)),
    ackMs: summarize(all((samples) => samples.ackTimes)),
    disconnects: sum((result) => result.disconnects),
    generatorCpu: {
      wallMs,
      share: round(
        overTime((result) => result.generatorCpu.share),
        3,
      ),
      valid: rounds.every((r) => r.result.generatorCpu.valid),
    },
    serverCpuShare: rounds.every((r) => r.result.serverCpuShare !== undefined)
      ? round(
          overTime((result) => result.serverCpuShare ?? 0),
          3,
        )
      : undefined,
    ...(firstRejection ? { firstRejection } : {}),
  };
}

/** A rate is sustained when nothing is lost or refused and p99 stays under the bound. */
export function sustained(result: FanoutResult, p99BoundMs: number): boolean {
  return (
    result.lost === 0 &&
    result.rejected === 0 &&
    result.unacked === 0 &&
    result.latencyMs.p99 <= p99BoundMs &&
    result.achievedDeliveriesPerS >= 0.9 * result.offeredDeliveriesPerS
  );
}
