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
import { startInstance } from './instances.ts';
import type { ServerProcess } from './server-process.ts';
import { createScratchDatabase, requireRedis } from './services.ts';
import { connectClient, nextEvent, type ChatClient } from './socket-client.ts';
import { expectLeaving } from './socket-room.ts';
import { testDbKind } from './test-database.ts';

const enabled = testDbKind === 'postgres';
let redisUp = false;
let database: Database | undefined;
let scratch: { url: string; drop(): Promise<void> } | undefined;
let work = '';
const instances: ServerProcess[] = [];
const clients: ChatClient[] = [];

describe.runIf(enabled)('two server processes sharing PostgreSQL and Redis', () => {
  beforeAll(async () => {
    redisUp = await requireRedis();
    if (!redisUp) return;
    scratch = await createScratchDatabase('tuning_scale');
    database = await openPostgres(scratch.url, 2);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-scale-'));
    // Sequential starts: both migrate under the advisory lock, the second finds nothing to do.
    instances.push(await startInstance(scratch.url, path.join(work, 'a')));
    instances.push(await startInstance(scratch.url, path.join(work, 'b')));
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.close();
    await scratch?.drop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  test('a message sent on A reaches B, and presence counts people across both', async (context) => {
    if (!redisUp) return context.skip();
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const db = database!.db;
    const alice = await createUser(db);
    const bob = await createUser(db);

    const join = async (url: string, cookie: string) => {
      const socket = await connectClient(url, { cookie });
      clients.push(socket);
      const snapshot = nextEvent(socket, 'currentUsers');
      socket.emit('join');
      await snapshot;
      return socket;
    };

    const onA = await join(a.baseUrl, alice.cookie);
    const bobSeenOnA = nextEvent(onA, 'userJoined', (list) => list[0]?.userId === bob.id, 5000);
    const onB = await join(b.baseUrl, bob.cookie);
    // Bob on B reaches Alice on A as a one-person delta.
    const [bobJoined, bobMeta] = await bobSeenOnA;
    expect(bobJoined.map((u) => u.userId)).toEqual([bob.id]);
    expect(bobMeta.online).toBe(2);
    // Alice's second tab on the other instance: still two people.
    const aliceOnB = await join(b.baseUrl, alice.cookie);
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

    // Alice leaves A but is still on B: still two people, so nobody hears of a change. Carol's
    // arrival on A comes after anything the closed tab could have caused.
    const left: string[] = [];
    aliceOnB.on('userLeft', (list) => left.push(...list.map((u) => u.userId)));
    onA.close();
    const carol = await createUser(db);
    const carolSeen = nextEvent(aliceOnB, 'userJoined', (list) => list[0]?.userId === carol.id);
    await join(a.baseUrl, carol.cookie);
    const [, three] = await carolSeen;
    expect(three.online).toBe(3);
    expect(left).toEqual([]);
    // Then Bob leaves: his one-person delta, counted across both instances.
    await expectLeaving(aliceOnB, onB, bob.id, 2);
  }, 60_000);

  test('what one instance caches, a change on the other makes stale at once: history and sessions', async (context) => {
    if (!redisUp) return context.skip();
    const [a, b] = instances as [ServerProcess, ServerProcess];
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
    const before = await newest(b.baseUrl);
    const onA = await connectClient(a.baseUrl, { cookie: alice.cookie });
    clients.push(onA);
    const messageId = newMessageId(alice.id);
    expect(
      await onA.timeout(5000).emitWithAck('sendMessage', { message: 'fresh on A', messageId }),
    ).toEqual({ received: true });
    await vi.waitFor(async () => expect(await newest(b.baseUrl)).toEqual([...before, messageId]), {
      timeout: 500,
      interval: 25,
    });

    // B knows Alice's session and row; an edit through A shows on B's next answer.
    expect((await get(b.baseUrl, '/api/currentuser')).status).toBe(200);
    expect((await get(b.baseUrl, '/api/currentuser')).status).toBe(200);
    const edit = await fetch(`${a.baseUrl}/api/currentuser`, {
      method: 'PUT',
      headers: { cookie: alice.cookie, origin: a.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Alice Across',
        userName: `across.${alice.id.slice(0, 8)}`,
      }),
    });
    expect(edit.status).toBe(200);
    await vi.waitFor(
      async () => {
        const { currentUserData } = (await (await get(b.baseUrl, '/api/currentuser')).json()) as {
          currentUserData: { userFullName: string };
        };
        expect(currentUserData.userFullName).toBe('Alice Across');
      },
      { timeout: 1000, interval: 20 },
    );

    // A logout through A is refused by B on the next request.
    const logout = await fetch(`${a.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { cookie: alice.cookie, origin: a.baseUrl },
    });
    expect(logout.status).toBe(200);
    await vi.waitFor(
      async () => expect((await get(b.baseUrl, '/api/currentuser')).status).toBe(401),
      {
        timeout: 1000,
        interval: 20,
      },
    );
  }, 60_000);
});
