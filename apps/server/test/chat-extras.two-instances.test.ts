import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  newMessageId,
  type ChatHistoryAck,
  type ChatMessage,
  type ServerToClientEvents,
} from '@tuning/shared/chat';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createAppEvents } from '../src/lib/events.ts';
import { createMemoryTransport } from '../src/mail/mail-transport.ts';
import { createUser, type TestUser } from './fixtures.ts';
import { requireRedis, TEST_REDIS_URL } from './services.ts';
import { connectClient, nextEvent, sendAndReceive, type ChatClient } from './socket-client.ts';
import { createTestDatabase } from './test-database.ts';

// Issue 19 across two instances sharing one database and Redis (in this process, so it runs on
// PGlite too): reactions, edits, notifications and the read position reach the other instance's
// clients once, and its cached history pages follow.

interface Instance {
  app: FastifyInstance;
  baseUrl: string;
}

let redisUp = false;
let database: Database | undefined;
let instances: Instance[] = [];
const redisClients: Redis[] = [];
const clients: ChatClient[] = [];

beforeEach(async () => {
  redisUp = await requireRedis();
  if (!redisUp) return;
  database = await createTestDatabase();
  const key = `tuning-test-${randomBytes(6).toString('hex')}`;
  instances = [];
  for (let i = 0; i < 2; i++) {
    const redis = new Redis(TEST_REDIS_URL);
    redis.on('error', () => undefined);
    redisClients.push(redis);
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: '/nonexistent-test-data-dir',
        PUBLIC_URL: 'http://tuning.test',
        WEB_DIST: '/nonexistent-web-dist',
      }),
      database,
      mail: createMemoryTransport(),
      events: createAppEvents(),
      redis,
      socketAdapterKey: key,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({
      app,
      baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    });
  }
}, 60_000);

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const { app } of instances) await app.close();
  for (const redis of redisClients.splice(0)) await redis.quit().catch(() => undefined);
  await database?.close();
  database = undefined;
});

const db = () => database!.db;

async function join(instance: Instance, user: TestUser): Promise<ChatClient> {
  const socket = await connectClient(instance.baseUrl, { cookie: user.cookie });
  clients.push(socket);
  const joined = nextEvent(socket, 'currentUsers');
  socket.emit('join');
  await joined;
  return socket;
}

async function history(socket: ChatClient): Promise<ChatMessage[]> {
  const page: ChatHistoryAck = await socket.timeout(5000).emitWithAck('getChatHistory', {});
  if (!page.ok) throw new Error(page.error.message);
  return page.messages;
}

/** Every `event` on each socket from now on. */
function count<E extends keyof ServerToClientEvents>(sockets: ChatClient[], event: E) {
  const seen = sockets.map(() => [] as Parameters<ServerToClientEvents[E]>[0][]);
  sockets.forEach((socket, i) =>
    socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      seen[i]!.push(payload);
    }) as never),
  );
  return seen;
}

test('a mention, a reaction and an edit on one instance reach the other once, cached pages too', async (context) => {
  if (!redisUp) return context.skip();
  const [a, b] = instances as [Instance, Instance];
  const alice = await createUser(db());
  const bob = await createUser(db());
  const onA = await join(a, alice);
  const onB = await join(b, bob);
  const everyone = [onA, onB];
  const reactions = count(everyone, 'reactionsChanged');
  const edits = count(everyone, 'messageEdited');
  const toBob = count([onB], 'notification')[0]!;
  const toAlice = count([onA], 'notification')[0]!;

  // Alice on A mentions Bob on B: one notification.
  const messageId = await sendAndReceive(onA, alice, `hi @${bob.userName}`, everyone);
  await expect.poll(() => toBob.length).toBe(1);
  expect(toBob[0]).toMatchObject({ kind: 'mention', messageId, actor: { userId: alice.id } });
  // B's newest page is cached now.
  expect((await history(onB))[0]).not.toHaveProperty('reactions');

  // Bob reacts on B: both hear it once, Alice is notified on A, and B's cache follows.
  const seenOnA = nextEvent(onA, 'reactionsChanged');
  expect(
    await onB.timeout(5000).emitWithAck('react', { messageId, emoji: '🎸', on: true }),
  ).toEqual({ ok: true });
  const [changed] = await seenOnA;
  expect(changed.reactions).toEqual([
    {
      emoji: '🎸',
      count: 1,
      users: [{ userId: bob.id, username: bob.userName, fullName: bob.fullName }],
    },
  ]);
  await expect.poll(() => toAlice.length).toBe(1);
  expect(toAlice[0]).toMatchObject({ kind: 'reaction', emoji: '🎸', actor: { userId: bob.id } });
  expect((await history(onA))[0]).toMatchObject({
    revision: changed.revision,
    reactions: changed.reactions,
  });
  expect((await history(onB))[0]).toMatchObject({
    revision: changed.revision,
    reactions: changed.reactions,
  });

  // Alice edits on A: Bob sees it on B, and B's cached page has the new text.
  const editedOnB = nextEvent(onB, 'messageEdited');
  expect(
    await onA.timeout(5000).emitWithAck('editMessage', { messageId, message: 'hi all' }),
  ).toEqual({
    ok: true,
  });
  const [edited] = await editedOnB;
  expect(edited).toMatchObject({ messageId, message: 'hi all', mentions: [] });
  expect(edited.revision).toBeGreaterThan(changed.revision);
  expect((await history(onB))[0]).toMatchObject({ message: 'hi all', revision: edited.revision });

  // Whatever was sent before a message from each side has arrived by then.
  for (const [socket, user] of [
    [onA, alice],
    [onB, bob],
  ] as const) {
    await sendAndReceive(socket, user, `marker ${newMessageId(user.id)}`, everyone);
  }
  expect(reactions.map((seen) => seen.length)).toEqual([1, 1]);
  expect(edits.map((seen) => seen.length)).toEqual([1, 1]);
  expect(toBob).toHaveLength(1);
  expect(toAlice).toHaveLength(1);
}, 120_000); // the file's first password hash and two apps are slow on a busy machine

test('a follow and a read position moved on one instance reach the user’s sockets on the other', async (context) => {
  if (!redisUp) return context.skip();
  const [a, b] = instances as [Instance, Instance];
  const alice = await createUser(db());
  const bob = await createUser(db());
  const bobOnB = await join(b, bob);
  const onA = await join(a, alice);
  // Across the instances once first: B hears A's broadcasts from now on.
  await sendAndReceive(onA, alice, 'something to read', [onA, bobOnB]);

  const followed = nextEvent(bobOnB, 'notification');
  const follow = await a.app.inject({
    method: 'POST',
    url: '/api/follow',
    headers: { cookie: alice.cookie },
    payload: { targetUserName: bob.userName, action: 'follow' },
  });
  expect(follow.statusCode).toBe(200);
  expect((await followed)[0]).toMatchObject({ kind: 'follow', actor: { userId: alice.id } });

  const [{ seq }] = (await history(onA)) as [ChatMessage];
  const moved = nextEvent(bobOnB, 'readPosition');
  const read = await a.app.inject({
    method: 'PUT',
    url: '/api/chat/read',
    headers: { cookie: bob.cookie },
    payload: { seq },
  });
  expect(read.json()).toEqual({ lastReadSeq: seq, unread: 0 });
  expect(await moved).toEqual([{ lastReadSeq: seq }]);
});
