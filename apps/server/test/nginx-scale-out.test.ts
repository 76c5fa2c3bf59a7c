import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newMessageId, type ChatHistoryAck, type ChatMessage } from '@tuning/shared/chat';
import { openPostgres, type Database } from '../src/db/client.ts';
import { createUser, type TestUser } from './fixtures.ts';
import { connectClient, nextEvent, sleep, type ChatClient } from './socket-client.ts';
import { TEST_POSTGRES_URL } from './test-database.ts';

// deploy/nginx in front of two real server processes sharing PostgreSQL and Redis. Runs in the
// PostgreSQL project only; with CI=true a missing nginx, PostgreSQL or Redis fails it.
const enabled = process.env.TEST_DB === 'postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const deployDir = path.join(repoRoot, 'deploy', 'nginx');
/** Socket.IO's defaults, which the server keeps: the proxy must wait longer than both together. */
const SOCKET_IO_PING_INTERVAL_MS = 25_000;
const SOCKET_IO_PING_TIMEOUT_MS = 20_000;

function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', 'nginx']) {
    if (!candidate) continue;
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || defaultPort), hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Proc {
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  let output = '';
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

async function waitFor(url: string, proc: Proc, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${what} exited:\n${proc.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${what} did not answer ${url}:\n${proc.output()}`);
}

/**
 * deploy/nginx/tuning.conf as shipped, listening on a loopback port, with upstreams naming the
 * two test instances, and a header naming the instance that answered.
 */
function renderNginxConfig(dir: string, listenPort: number, instancePorts: number[]): string {
  const site = fs.readFileSync(path.join(deployDir, 'tuning.conf'), 'utf8');
  const listened = site
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
  if (!listened.includes(`listen 127.0.0.1:${listenPort};`)) {
    throw new Error('deploy/nginx/tuning.conf no longer has a `listen 80;` line to rewrite');
  }
  const upstreams = fs
    .readFileSync(path.join(deployDir, 'upstreams.conf'), 'utf8')
    .replace(/^(\s*)server 127\.0\.0\.1:3001(.*)$/gm, `$1server 127.0.0.1:${instancePorts[0]}$2`)
    .replace(/^(\s*)server 127\.0\.0\.1:3002(.*)$/gm, `$1server 127.0.0.1:${instancePorts[1]}$2`);
  const temp = (name: string) => path.join(dir, name);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const config = `${root ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  add_header X-Tuning-Upstream $upstream_addr always;
${upstreams}
${listened}
}
`;
  const file = temp('nginx.conf');
  fs.writeFileSync(file, config);
  return file;
}

let ready = false;
let work = '';
let databaseName = '';
let database: Database | undefined;
let nginx: Proc | undefined;
let proxyUrl = '';
const instances: { url: string; port: number; proc: Proc }[] = [];
const clients: ChatClient[] = [];

/** Which instance nginx sends this cookie's Socket.IO traffic to (a polling handshake). */
async function socketUpstream(cookie: string): Promise<string> {
  const response = await fetch(`${proxyUrl}/socket.io/?EIO=4&transport=polling`, {
    headers: { cookie },
  });
  expect(response.status).toBe(200);
  await response.text();
  return response.headers.get('x-tuning-upstream') ?? '';
}

describe.runIf(enabled)('two instances behind nginx (deploy/nginx)', () => {
  beforeAll(async () => {
    const nginxBin = findNginx();
    const missing = [
      nginxBin ? '' : 'nginx',
      (await reachable(REDIS_URL, 6379)) ? '' : `Redis at ${REDIS_URL}`,
      (await reachable(TEST_POSTGRES_URL, 5432)) ? '' : `PostgreSQL at ${TEST_POSTGRES_URL}`,
    ].filter(Boolean);
    if (missing.length > 0) {
      if (process.env.CI === 'true')
        throw new Error(`Required with CI=true: ${missing.join(', ')}`);
      return;
    }
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-nginx-'));
    databaseName = `tuning_nginx_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    database = await openPostgres(url.toString(), 2);

    const listenPort = await freePort();
    proxyUrl = `http://127.0.0.1:${listenPort}`;
    for (const name of ['a', 'b']) {
      const port = await freePort();
      const proc = run(process.execPath, ['apps/server/src/server.ts'], {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, name),
        DATABASE_URL: url.toString(),
        REDIS_URL,
        PUBLIC_URL: proxyUrl,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(work, 'no-web'),
      });
      instances.push({ url: `http://127.0.0.1:${port}`, port, proc });
      await waitFor(`http://127.0.0.1:${port}/api/health`, proc, `instance ${name}`);
    }
    const configFile = renderNginxConfig(
      work,
      listenPort,
      instances.map((instance) => instance.port),
    );
    nginx = run(nginxBin!, ['-p', work, '-c', configFile], process.env);
    await waitFor(`${proxyUrl}/api/health`, nginx, 'nginx');
    ready = true;
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await nginx?.stop('SIGQUIT');
    await Promise.all(instances.map((instance) => instance.proc.stop()));
    await database?.close();
    if (databaseName) {
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    if (work) fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  test('the proxy waits longer than Socket.IO before cutting an idle connection', (context) => {
    if (!ready) return context.skip();
    const site = fs.readFileSync(path.join(deployDir, 'tuning.conf'), 'utf8');
    const socketBlock = /location \/socket\.io\/ \{([\s\S]*?)\n {4}\}/.exec(site)?.[1] ?? '';
    const seconds = (name: string) =>
      Number(new RegExp(`${name} (\\d+)s;`).exec(socketBlock)?.[1] ?? 0) * 1000;
    const needed = SOCKET_IO_PING_INTERVAL_MS + SOCKET_IO_PING_TIMEOUT_MS;
    expect(seconds('proxy_read_timeout')).toBeGreaterThan(needed);
    expect(seconds('proxy_send_timeout')).toBeGreaterThan(needed);
    expect(socketBlock).toContain('proxy_set_header Upgrade $http_upgrade;');
  });

  test('Socket.IO traffic is sticky per session and spread over both instances', async (context) => {
    if (!ready) return context.skip();
    const db = database!.db;
    const byInstance = new Map<string, TestUser>();
    for (let i = 0; i < 24 && byInstance.size < 2; i++) {
      const user = await createUser(db);
      const first = await socketUpstream(user.cookie);
      // The same session lands on the same instance every time (polling needs it).
      expect(await socketUpstream(user.cookie)).toBe(first);
      expect(await socketUpstream(user.cookie)).toBe(first);
      if (!byInstance.has(first)) byInstance.set(first, user);
    }
    expect([...byInstance.keys()].sort()).toEqual(
      instances.map((instance) => `127.0.0.1:${instance.port}`).sort(),
    );
  }, 60_000);

  test('the chat flow through nginx with the two people on different instances', async (context) => {
    if (!ready) return context.skip();
    const db = database!.db;
    // One signed-in person per instance, as nginx pins them.
    const pinned = new Map<string, TestUser>();
    for (let i = 0; i < 24 && pinned.size < 2; i++) {
      const user = await createUser(db);
      const upstream = await socketUpstream(user.cookie);
      if (!pinned.has(upstream)) pinned.set(upstream, user);
    }
    const [[upstreamA, alice], [upstreamB, bob]] = [...pinned.entries()] as [
      [string, TestUser],
      [string, TestUser],
    ];
    expect(upstreamA).not.toBe(upstreamB);

    // Through nginx: polling first (needs stickiness), then the upgrade to WebSocket.
    const join = async (url: string, user: TestUser, transports: ('polling' | 'websocket')[]) => {
      const socket = await connectClient(url, { cookie: user.cookie, transports });
      clients.push(socket);
      const users = nextEvent(socket, 'currentUsers');
      socket.emit('join');
      await users;
      return socket;
    };
    const onA = await join(proxyUrl, alice, ['polling', 'websocket']);
    const onB = await join(proxyUrl, bob, ['polling', 'websocket']);
    for (const socket of [onA, onB]) {
      if (socket.io.engine.transport.name !== 'websocket') {
        await new Promise<void>((resolve) => socket.io.engine.once('upgrade', () => resolve()));
      }
      expect(socket.io.engine.transport.name).toBe('websocket');
    }
    // Pinning check: Bob's second tab straight on the instance nginx did not pick for Alice.
    const instanceB = instances.find((instance) => upstreamB.endsWith(`:${instance.port}`));
    const bobDirect = await join(instanceB!.url, bob, ['websocket']);

    const fromAlice = newMessageId(alice.id);
    const seenByBob = nextEvent(onB, 'message', (m) => m.messageId === fromAlice);
    const seenByBobDirect = nextEvent(bobDirect, 'message', (m) => m.messageId === fromAlice);
    const ackA = await onA
      .timeout(5000)
      .emitWithAck('sendMessage', { message: 'hello across nginx', messageId: fromAlice });
    expect(ackA).toEqual({ received: true });
    const [atBob] = (await seenByBob) as [ChatMessage];
    expect(atBob).toMatchObject({ message: 'hello across nginx', userId: alice.id });
    await seenByBobDirect;

    const fromBob = newMessageId(bob.id);
    const seenByAlice = nextEvent(onA, 'message', (m) => m.messageId === fromBob);
    const ackB = await onB
      .timeout(5000)
      .emitWithAck('sendMessage', { message: 'and back', messageId: fromBob });
    expect(ackB).toEqual({ received: true });
    const [atAlice] = (await seenByAlice) as [ChatMessage];
    expect(atAlice).toMatchObject({ message: 'and back', userId: bob.id });

    // Both wrote through different instances; the history read through nginx has both, in order.
    const page: ChatHistoryAck = await onA.timeout(5000).emitWithAck('getChatHistory', {});
    expect(page.ok && page.messages.map((m) => m.messageId)).toEqual([fromAlice, fromBob]);
  }, 60_000);

  test('with one instance gone, nginx sends HTTP to the other', async (context) => {
    if (!ready) return context.skip();
    const [first, second] = instances;
    await second!.proc.stop('SIGKILL');
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${proxyUrl}/api/health`);
      expect(response.status).toBe(200);
      seen.add(response.headers.get('x-tuning-upstream') ?? '');
    }
    // The upstream header lists every address tried; the answer always came from the live one.
    for (const tried of seen) expect(tried.endsWith(`127.0.0.1:${first!.port}`)).toBe(true);
  }, 30_000);
});
