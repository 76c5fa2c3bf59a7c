import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChatHistoryAck } from '@tuning/shared/chat';
import { openPostgres, type Database } from '../src/db/client.ts';
import { createUser, type TestUser } from './fixtures.ts';
import { findNginx, nginxDeployDir, startNginx, type RunningNginx } from './nginx.ts';
import { startInstance } from './instances.ts';
import { freePort, type ServerProcess } from './server-process.ts';
import {
  createScratchDatabase,
  required,
  requireRedis,
  requireService,
  TEST_POSTGRES_URL,
} from './services.ts';
import { connectClient, nextEvent, sendAndReceive, type ChatClient } from './socket-client.ts';

// deploy/nginx in front of two real server processes sharing PostgreSQL and Redis. Runs in the
// PostgreSQL project only; with CI=true a missing nginx, PostgreSQL or Redis fails it.
const enabled = process.env.TEST_DB === 'postgres';
/** Socket.IO's defaults, which the server keeps: the proxy must wait longer than both together. */
const SOCKET_IO_PING_INTERVAL_MS = 25_000;
const SOCKET_IO_PING_TIMEOUT_MS = 20_000;

let ready = false;
let work = '';
let scratch: { url: string; drop(): Promise<void> } | undefined;
let database: Database | undefined;
let nginx: RunningNginx | undefined;
let proxyUrl = '';
const instances: ServerProcess[] = [];
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

/**
 * New users until nginx has pinned one to each instance (24 at most), by upstream; `check` sees
 * every user with the upstream its first handshake went to.
 */
async function onePerInstance(
  check: (user: TestUser, upstream: string) => Promise<void> = async () => {},
): Promise<Map<string, TestUser>> {
  const pinned = new Map<string, TestUser>();
  for (let i = 0; i < 24 && pinned.size < instances.length; i++) {
    const user = await createUser(database!.db);
    const upstream = await socketUpstream(user.cookie);
    await check(user, upstream);
    if (!pinned.has(upstream)) pinned.set(upstream, user);
  }
  return pinned;
}

describe.runIf(enabled)('two instances behind nginx (deploy/nginx)', () => {
  beforeAll(async () => {
    const available =
      required('nginx', findNginx() !== undefined, 'it is not installed') &&
      (await requireRedis()) &&
      (await requireService('PostgreSQL', TEST_POSTGRES_URL, 5432));
    if (!available) return;
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-nginx-'));
    scratch = await createScratchDatabase('tuning_nginx');
    database = await openPostgres(scratch.url, 2);

    const listenPort = await freePort();
    proxyUrl = `http://127.0.0.1:${listenPort}`;
    for (const name of ['a', 'b']) {
      instances.push(
        await startInstance(scratch.url, path.join(work, name), {
          PUBLIC_URL: proxyUrl,
          TRUST_PROXY: 'true',
        }),
      );
    }
    nginx = await startNginx(
      work,
      instances.map((instance) => instance.port),
      listenPort,
    );
    ready = true;
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.close();
    await scratch?.drop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  test('the proxy waits longer than Socket.IO before cutting an idle connection', (context) => {
    if (!ready) return context.skip();
    const site = fs.readFileSync(path.join(nginxDeployDir, 'tuning.conf'), 'utf8');
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
    const byInstance = await onePerInstance(async (user, first) => {
      // The same session lands on the same instance every time (polling needs it).
      expect(await socketUpstream(user.cookie)).toBe(first);
      expect(await socketUpstream(user.cookie)).toBe(first);
    });
    expect([...byInstance.keys()].sort()).toEqual(
      instances.map((instance) => `127.0.0.1:${instance.port}`).sort(),
    );
  }, 60_000);

  test('the chat flow through nginx with the two people on different instances', async (context) => {
    if (!ready) return context.skip();
    // One signed-in person per instance, as nginx pins them.
    const pinned = await onePerInstance();
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
    const bobDirect = await join(instanceB!.baseUrl, bob, ['websocket']);

    const fromAlice = await sendAndReceive(onA, alice, 'hello across nginx', [onB, bobDirect]);
    const fromBob = await sendAndReceive(onB, bob, 'and back', [onA]);

    // Both wrote through different instances; the history read through nginx has both, in order.
    const page: ChatHistoryAck = await onA.timeout(5000).emitWithAck('getChatHistory', {});
    expect(page.ok && page.messages.map((m) => m.messageId)).toEqual([fromAlice, fromBob]);
  }, 60_000);

  test('with one instance gone, nginx sends HTTP to the other', async (context) => {
    if (!ready) return context.skip();
    const [first, second] = instances;
    await second!.stop('SIGKILL');
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
