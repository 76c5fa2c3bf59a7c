import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  newMessageId,
  type ChatHistoryAck,
  type ChatHistoryPage,
  type ChatMessage,
} from '@tuning/shared/chat';
import { openPostgres, type Database } from '../src/db/client.ts';
import { createUser } from './fixtures.ts';
import { connectClient, nextEvent, sleep, type ChatClient } from './socket-client.ts';
import {
  freePort,
  startServerProcess,
  waitForHealthy,
  type ServerProcess,
} from './server-process.ts';
import { createScratchDatabase, requireRedis, TEST_REDIS_URL } from './services.ts';
import { testDbKind } from './test-database.ts';

interface Instance {
  url: string;
  server: ServerProcess;
}

async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  await waitForHealthy(server);
  return { url, server };
}

const enabled = testDbKind === 'postgres';
let redisUp = false;
let database: Database | undefined;
let scratch: { url: string; drop(): Promise<void> } | undefined;
let work = '';
const instances: Instance[] = [];
const clients: ChatClient[] = [];

describe.runIf(enabled)('two server processes sharing PostgreSQL and Redis', () => {
  beforeAll(async () => {
    redisUp = await requireRedis();
    if (!redisUp) return;
    scratch = await createScratchDatabase('tuning_scale');
    const url = new URL(scratch.url);
    database = await openPostgres(scratch.url, 2);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-scale-'));
    // Sequential starts: both migrate under the advisory lock, the second finds nothing to do.
    instances.push(await startInstance(url.toString(), path.join(work, 'a')));
    instances.push(await startInstance(url.toString(), path.join(work, 'b')));
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all(instances.map((instance) => instance.server.stop()));
    await database?.close();
    await scratch?.drop();
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

  test('what one instance caches, a change on the other makes stale at once: history and sessions', async (context) => {
    if (!redisUp) return context.skip();
    const [a, b] = instances as [Instance, Instance];
    const alice = await createUser(database!.db);
    const get = (url: string, route: string) =>
      fetch(`${url}${route}`, { headers: { cookie: alice.cookie } });
    const newest = async (url: string) => {
      const response = await get(url, '/api/chat/history');
      expect(response.status).toBe(200);
      const page = (await response.json()) as ChatHistoryPage;
      return page.messages.map((m) => m.messageId);
    };

    // B serves (and keeps) the newest page; a message stored through A is on B's next page.
    const before = await newest(b.url);
    const onA = await connectClient(a.url, { cookie: alice.cookie });
    clients.push(onA);
    const messageId = newMessageId(alice.id);
    expect(
      await onA.timeout(5000).emitWithAck('sendMessage', { message: 'fresh on A', messageId }),
    ).toEqual({ received: true });
    await vi.waitFor(async () => expect(await newest(b.url)).toEqual([...before, messageId]), {
      timeout: 500,
      interval: 25,
    });

    // B knows Alice's session and row; an edit through A shows on B's next answer.
    expect((await get(b.url, '/api/currentuser')).status).toBe(200);
    expect((await get(b.url, '/api/currentuser')).status).toBe(200);
    const edit = await fetch(`${a.url}/api/currentuser`, {
      method: 'PUT',
      headers: { cookie: alice.cookie, origin: a.url, 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Alice Across',
        userName: `across.${alice.id.slice(0, 8)}`,
      }),
    });
    expect(edit.status).toBe(200);
    await vi.waitFor(
      async () => {
        const { currentUserData } = (await (await get(b.url, '/api/currentuser')).json()) as {
          currentUserData: { userFullName: string };
        };
        expect(currentUserData.userFullName).toBe('Alice Across');
      },
      { timeout: 1000, interval: 20 },
    );

    // A logout through A is refused by B on the next request.
    const logout = await fetch(`${a.url}/api/logout`, {
      method: 'POST',
      headers: { cookie: alice.cookie, origin: a.url },
    });
    expect(logout.status).toBe(200);
    await vi.waitFor(async () => expect((await get(b.url, '/api/currentuser')).status).toBe(401), {
      timeout: 1000,
      interval: 20,
    });
  }, 60_000);
});
