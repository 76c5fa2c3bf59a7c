import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newMessageId, type ChatHistoryAck, type ChatMessage } from '@tuning/shared/chat';
import { openPostgres, type Database } from '../src/db/client.ts';
import { createUser } from './fixtures.ts';
import { connectClient, nextEvent, sleep, type ChatClient } from './socket-client.ts';
import { TEST_POSTGRES_URL, testDbKind } from './test-database.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
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

interface Instance {
  url: string;
  child: ChildProcess;
  output: () => string;
}

async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, output: () => output };
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`instance did not become healthy:\n${output}`);
}

const enabled = testDbKind === 'postgres';
let redisUp = false;
let database: Database | undefined;
let databaseName = '';
let work = '';
const instances: Instance[] = [];
const clients: ChatClient[] = [];

describe.runIf(enabled)('two server processes sharing PostgreSQL and Redis', () => {
  beforeAll(async () => {
    redisUp = await reachable(REDIS_URL);
    if (!redisUp) {
      if (process.env.CI === 'true') throw new Error(`Redis is not reachable at ${REDIS_URL}`);
      return;
    }
    databaseName = `tuning_scale_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    database = await openPostgres(url.toString(), 2);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-scale-'));
    // Sequential starts: both migrate under the advisory lock, the second finds nothing to do.
    instances.push(await startInstance(url.toString(), path.join(work, 'a')));
    instances.push(await startInstance(url.toString(), path.join(work, 'b')));
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all(
      instances.map(
        (instance) =>
          new Promise((resolve) => {
            if (instance.child.exitCode !== null) return resolve(undefined);
            instance.child.once('exit', resolve);
            instance.child.kill('SIGTERM');
          }),
      ),
    );
    await database?.close();
    if (databaseName) {
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    if (work) fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  test('a message sent on A reaches B, and presence counts people across both', async (context) => {
    if (!redisUp) return context.skip();
    const [a, b] = instances as [Instance, Instance];
    const db = database!.db;
    const alice = await createUser(db);
    const bob = await createUser(db);

    const join = async (url: string, cookie: string) => {
      const socket = await connectClient(url, { cookie });
      clients.push(socket);
      const users = nextEvent(socket, 'currentUsers');
      socket.emit('join');
      await users;
      return socket;
    };

    const onA = await join(a.url, alice.cookie);
    const onB = await join(b.url, bob.cookie);
    // Alice's second tab on the other instance: still two people.
    const aliceOnB = await join(b.url, alice.cookie);
    const [seenOnA] = await nextEvent(onA, 'currentUsers', (list) => list.length === 2, 5000);
    expect(seenOnA.map((u) => u.userId).sort()).toEqual([alice.id, bob.id].sort());

    const received = nextEvent(onB, 'message');
    const messageId = newMessageId(alice.id);
    const ack = await onA
      .timeout(5000)
      .emitWithAck('sendMessage', { message: 'across', messageId });
    expect(ack).toEqual({ received: true });
    const [message] = (await received) as [ChatMessage];
    expect(message).toMatchObject({ message: 'across', messageId, userId: alice.id });

    // Typing crosses instances too.
    const typing = nextEvent(onB, 'userTyping', (e) => e.isTyping && e.userId === alice.id);
    onA.emit('typing', { username: alice.userName, isTyping: true });
    await typing;

    // History written on A is read on B.
    const page: ChatHistoryAck = await onB.timeout(5000).emitWithAck('getChatHistory', {});
    expect(page.ok && page.messages.map((m) => m.messageId)).toEqual([messageId]);

    // Alice leaves A but is still on B: two people. Then Bob leaves: one.
    const lists: number[] = [];
    aliceOnB.on('userLeft', (list) => lists.push(list.length));
    aliceOnB.on('currentUsers', (list) => lists.push(list.length));
    onA.close();
    await sleep(2000);
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((n) => n === 2)).toBe(true);
    const left = nextEvent(aliceOnB, 'userLeft');
    onB.close();
    const [one] = await left;
    expect(one.map((u) => u.userId)).toEqual([alice.id]);
  }, 60_000);
});
