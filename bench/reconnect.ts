// Reconnect storm: restart the server under N connected chat clients and measure how many are
// back, joined and caught up (every message sent before and during the restart) within 10 s.
// The clients are real socket.io-client instances with the web app's options and its catch-up
// logic (join, then history `after` the last seq seen; messages typed offline sent on reconnect;
// once the five attempts are used up, the offline banner's health checks, whose answer starts
// them again).
//   npm run bench:reconnect -- --clients 1000 --db pglite,postgres
// Quick run: npm run bench:reconnect -- --clients 50 --db pglite
import { io, type Socket } from 'socket.io-client';
import {
  HEALTH_CHECK_DELAYS_MS,
  SOCKET_RECONNECTION_ATTEMPTS,
  SOCKET_RECONNECTION_DELAY_MS,
  type ChatHistoryAck,
  type ChatMessage,
} from '../packages/shared/src/chat.ts';
import { startNginx, type RunningNginx } from '../apps/server/test/nginx.ts';
import { freePort } from '../apps/server/test/server-process.ts';
import { parseBenchArgs } from './lib/cli.ts';
import { createSignedInStudents, dbKinds, type BenchUser, type DbKind } from './lib/database.ts';
import { finishReport, log, round, sleep, startCpuMeter, summarize } from './lib/report.ts';
import { startTuning, type RunningServer } from './lib/server.ts';

const values = parseBenchArgs(import.meta.url, {
  db: 'pglite,postgres',
  clients: '1000',
  senders: '10',
  signal: 'SIGTERM',
  window: '10',
  wait: '30',
  // Two instances behind deploy/nginx (PostgreSQL + Redis only); one of them is restarted.
  nginx: false,
});

const clientsN = Number(values.clients);
const sendersN = Math.min(Number(values.senders), clientsN);
const windowMs = Number(values.window) * 1000;
const kinds = dbKinds(values.db);
const signal = values.signal as NodeJS.Signals;

/** One browser tab on /chat, reduced to what the storm exercises. */
class ChatTab {
  readonly socket: Socket;
  readonly user: BenchUser;
  readonly seen = new Set<string>();
  lastSeq: number | undefined;
  pending: { messageId: string; message: string }[] = [];
  connectedAt = 0;
  caughtUpAt = 0;
  disconnectReason = '';
  connects = 0;
  private expected: Set<string> | undefined;

  constructor(baseUrl: string, user: BenchUser) {
    this.user = user;
    this.socket = io(baseUrl, {
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
      reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
      extraHeaders: { cookie: user.cookie },
      forceNew: true,
      autoConnect: false,
    });
    this.socket.on('connect', () => this.onConnect());
    this.socket.on('disconnect', (reason) => {
      this.disconnectReason = reason;
    });
    this.socket.io.on('reconnect_failed', () => void this.checkHealth(baseUrl));
    this.socket.on('message', (message: ChatMessage) => this.merge([message]));
    this.socket.on('chatHistory', (list: ChatMessage[]) => this.merge(list));
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('connect timeout')), 30_000);
      this.socket.once('chatHistory', () => {
        clearTimeout(timer);
        resolve();
      });
      this.socket.connect();
    });
  }

  /** As the web app's offline banner: ask the server's health until it answers, then reconnect. */
  private async checkHealth(baseUrl: string): Promise<void> {
    // Until it answers, or the run closes this tab.
    for (let attempt = 0; this.socket.active; attempt++) {
      await sleep(HEALTH_CHECK_DELAYS_MS[Math.min(attempt, HEALTH_CHECK_DELAYS_MS.length - 1)]!);
      const up = await fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up && this.socket.active) {
        this.socket.connect();
        return;
      }
    }
  }

  expect(ids: Set<string>): void {
    this.expected = ids;
    this.caughtUpAt = 0;
    this.check();
  }

  private merge(list: ChatMessage[]): void {
    for (const message of list) {
      this.seen.add(message.messageId);
      if (this.lastSeq === undefined || message.seq > this.lastSeq) this.lastSeq = message.seq;
    }
    this.check();
  }

  private check(): void {
    if (this.caughtUpAt || !this.expected || !this.socket.connected) return;
    for (const id of this.expected) if (!this.seen.has(id)) return;
    this.caughtUpAt = performance.now();
  }

  private onConnect(): void {
    this.connects++;
    this.connectedAt = performance.now();
    this.socket.emit('join', {
      userId: this.user.id,
      username: this.user.userName,
      fullName: this.user.fullName,
      profilePic: '',
    });
    void this.catchUp();
    void this.flush();
  }

  private async catchUp(): Promise<void> {
    if (this.lastSeq === undefined) {
      this.socket.emit('getChatHistory');
      return;
    }
    for (let page = 0; page < 4; page++) {
      const result = (await this.socket
        .timeout(10_000)
        .emitWithAck('getChatHistory', { after: this.lastSeq })
        .catch(() => undefined)) as ChatHistoryAck | undefined;
      if (!result?.ok) return;
      this.merge(result.messages);
      if (!result.hasMore) return;
    }
    this.socket.emit('getChatHistory');
  }

  /** Typed while offline: kept and sent on (re)connect, like the web app. */
  send(messageId: string, message: string): void {
    this.pending.push({ messageId, message });
    if (this.socket.connected) void this.flush();
  }

  private flushing = false;
  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.pending.length > 0 && this.socket.connected) {
        const next = this.pending[0];
        if (!next) break;
        const ack = (await this.socket
          .timeout(10_000)
          .emitWithAck('sendMessage', next)
          .catch(() => undefined)) as { received?: boolean } | undefined;
        if (ack?.received) this.pending.shift();
        else await sleep(2000);
      }
    } finally {
      this.flushing = false;
    }
  }
}

async function runKind(kind: DbKind) {
  log(`=== ${kind}: ${clientsN} clients, restart with ${signal}`);
  const { database, seeded: users } = await createSignedInStudents(kind, clientsN);
  const env = database.env;
  const port = await freePort();
  const behindNginx = values.nginx && kind === 'postgres';
  let server: RunningServer | undefined;
  let other: RunningServer | undefined;
  let proxy: RunningNginx | undefined;
  let tabs: ChatTab[] = [];
  try {
    if (behindNginx) {
      other = await startTuning({ ...env, DATA_DIR: `${database.dataDir}/b` });
      server = await startTuning(env, port);
      proxy = await startNginx(database.dataDir, [port, other.port]);
    } else {
      server = await startTuning(env, port);
    }
    const target = proxy?.baseUrl ?? server.baseUrl;
    tabs = users.map((user) => new ChatTab(target, user));
    const connectStarted = performance.now();
    let failed = 0;
    for (let i = 0; i < tabs.length; i += 50) {
      const results = await Promise.allSettled(tabs.slice(i, i + 50).map((tab) => tab.start()));
      failed += results.filter((result) => result.status === 'rejected').length;
    }
    log(
      `${tabs.length - failed} connected in ${Math.round(performance.now() - connectStarted)} ms`,
    );

    // Before: every sender's message acked and stored.
    const expected = new Set<string>();
    const senders = tabs.slice(0, sendersN);
    let ordinal = 0;
    const sendFrom = (tab: ChatTab, label: string) => {
      const messageId = `${tab.user.id}-${Date.now()}-${(ordinal++).toString(36)}r`;
      expected.add(messageId);
      tab.send(messageId, `${label} ${messageId}`);
    };
    for (const tab of senders) sendFrom(tab, 'before restart');
    // Acked before the restart, 30 s at most: what is still pending then counts as unsent.
    const ackDeadline = performance.now() + 30_000;
    while (senders.some((tab) => tab.pending.length > 0) && performance.now() < ackDeadline) {
      await sleep(50);
    }

    const cpu = startCpuMeter();
    const t0 = performance.now();
    await server.stop(signal);
    const stoppedAt = performance.now();
    // While the server is down: typed offline, sent on reconnect.
    for (const tab of senders) sendFrom(tab, 'during restart');
    for (const tab of tabs) tab.expect(expected);
    server = await startTuning(env, port);
    const upAt = performance.now();
    log(
      `server down ${Math.round(stoppedAt - t0)} ms to stop, back after ${Math.round(upAt - t0)} ms`,
    );

    const deadline = t0 + Number(values.wait) * 1000;
    while (performance.now() < deadline) {
      if (tabs.every((tab) => tab.caughtUpAt > 0)) break;
      await sleep(100);
    }
    const generatorCpu = cpu.stop();
    const caughtUp = tabs.filter((tab) => tab.caughtUpAt > 0);
    const inWindow = caughtUp.filter((tab) => tab.caughtUpAt - t0 <= windowMs);
    const reconnected = tabs.filter((tab) => tab.socket.connected);
    const notBack = tabs.filter((tab) => !tab.socket.connected);
    const reasons: Record<string, number> = {};
    for (const tab of notBack)
      reasons[tab.disconnectReason] = (reasons[tab.disconnectReason] ?? 0) + 1;
    const stillPending = senders.reduce((sum, tab) => sum + tab.pending.length, 0);
    const missing = tabs.reduce(
      (sum, tab) => sum + [...expected].filter((id) => !tab.seen.has(id)).length,
      0,
    );
    return {
      kind: behindNginx ? (`${kind}+nginx` as const) : kind,
      signal,
      clients: tabs.length,
      initialFailures: failed,
      restartMs: Math.round(upAt - t0),
      stopMs: Math.round(stoppedAt - t0),
      reconnectedPct: round((reconnected.length / tabs.length) * 100, 1),
      caughtUpWithinWindowPct: round((inWindow.length / tabs.length) * 100, 1),
      caughtUpEventuallyPct: round((caughtUp.length / tabs.length) * 100, 1),
      catchUpMs: summarize(caughtUp.map((tab) => tab.caughtUpAt - t0)),
      expectedMessages: expected.size,
      messagesStillPending: stillPending,
      missingDeliveries: missing,
      notReconnectedReasons: reasons,
      generatorCpu,
    };
  } finally {
    for (const tab of tabs) tab.socket.close();
    await proxy?.stop();
    await other?.stop();
    await server?.stop();
    await database.dispose();
  }
}

const results = [];
for (const kind of kinds) results.push(await runKind(kind));

const verdicts = results.map((r) => ({
  db: r.kind,
  check: `${r.signal} restart: >= 99% reconnected and caught up within ${values.window} s, nothing lost`,
  value: `${r.caughtUpWithinWindowPct}% in window, ${r.missingDeliveries} missing, ${r.messagesStillPending} unsent`,
  pass:
    r.caughtUpWithinWindowPct >= 99 && r.missingDeliveries === 0 && r.messagesStillPending === 0,
  valid: r.generatorCpu.valid,
}));
finishReport(
  'reconnect',
  { options: { clients: clientsN, senders: sendersN, signal, windowMs }, results, verdicts },
  [
    {
      title: 'Reconnect storm',
      rows: results.map((r) => ({
        db: r.kind,
        signal: r.signal,
        clients: r.clients,
        'back up ms': r.restartMs,
        'reconnected %': r.reconnectedPct,
        'caught up <=window %': r.caughtUpWithinWindowPct,
        'caught up %': r.caughtUpEventuallyPct,
        'p50 ms': r.catchUpMs.p50,
        'p99 ms': r.catchUpMs.p99,
        missing: r.missingDeliveries,
        unsent: r.messagesStillPending,
        'not back (reason)': JSON.stringify(r.notReconnectedReasons),
        'gen cpu': `${Math.round(r.generatorCpu.share * 100)}%`,
      })),
    },
    { title: 'Targets', rows: verdicts },
  ],
);
