import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import pino from 'pino';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, test } from 'vitest';
import {
  PRESENCE_DELTA_PEOPLE_MAX,
  type OnlineUser,
  type PresenceDeltaMeta,
  type PresenceSnapshotMeta,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@tuning/shared/chat';
import type { RealtimeServer } from '../../realtime/socket-server.ts';
import { requireRedis, TEST_REDIS_URL } from '../../../test/services.ts';
import { registerChatPresence } from './chat.presence.ts';

// Presence on its own: Socket.IO servers with nothing but the presence handlers, one or two of
// them sharing Redis (a key of their own, so other test files' instances are not peers).

type Frame =
  | { event: 'currentUsers'; users: OnlineUser[]; meta: PresenceSnapshotMeta }
  | { event: 'userJoined' | 'userLeft'; users: OnlineUser[]; meta: PresenceDeltaMeta };

interface Client {
  socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  frames: Frame[];
  /** Resolves with the first frame (already received or not) that matches. */
  until(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  close(): void;
}

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const person = (name: string): OnlineUser => ({
  userId: `id-${name}`,
  username: name,
  fullName: name.toUpperCase(),
  profilePic: '',
});

/**
 * Per instance URL: make it fall silent the way a killed process does for its peers (its
 * subscriptions gone, nothing more announced), while the test still holds it.
 */
const stopAbruptly = new Map<string, () => Promise<void>>();

async function startInstance(redisKey?: string, syncMs?: number): Promise<string> {
  const httpServer = http.createServer();
  const io: RealtimeServer = new Server(httpServer, { serveClient: false });
  const redis: Redis[] = [];
  if (redisKey) {
    const pub = new Redis(TEST_REDIS_URL);
    const sub = pub.duplicate();
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: redisKey }));
  }
  io.use((socket, next) => {
    const user = socket.handshake.auth as OnlineUser;
    Object.assign(socket.data, user, { sessionHash: 'x', joined: false });
    next();
  });
  const presence = registerChatPresence(io, {
    log: pino({ level: 'silent' }),
    multiInstance: Boolean(redisKey),
    syncMs,
  });
  io.on('connection', (socket) => {
    socket.on('join', () => presence.join(socket));
    // As chat.socket.ts: off the chat screen, or gone.
    socket.on('leave', () => presence.leave(socket));
    socket.on('disconnect', () => presence.leave(socket));
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  closers.push(async () => {
    presence.close();
    await io.close();
    await Promise.all(redis.map((client) => client.quit()));
    stopAbruptly.delete(url);
  });
  stopAbruptly.set(url, async () => {
    presence.close();
    await io.of('/').adapter.close();
  });
  return url;
}

async function join(url: string, user: OnlineUser): Promise<Client> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, {
    transports: ['websocket'],
    auth: user,
    reconnection: false,
    forceNew: true,
  });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  const record = (frame: Frame) => {
    frames.push(frame);
    for (const wake of waiters) wake();
  };
  socket.on('currentUsers', (users, meta) => record({ event: 'currentUsers', users, meta }));
  socket.on('userJoined', (users, meta) => record({ event: 'userJoined', users, meta }));
  socket.on('userLeft', (users, meta) => record({ event: 'userLeft', users, meta }));
  const client: Client = {
    socket,
    frames,
    until(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching presence frame; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => socket.close(),
  };
  closers.push(client.close);
  socket.emit('join');
  await client.until((frame) => frame.event === 'currentUsers');
  return client;
}

const ids = (users: OnlineUser[]) => users.map((user) => user.userId).sort();
/** A delta saying that `name` came (the joiner also hears of its own arrival: harmless). */
const cameIn = (name: string) => (frame: Frame) =>
  frame.event === 'userJoined' && frame.users.some((user) => user.username === name);
/** Every frame after a socket's snapshot is numbered one past the one before it. */
/** `watcher` hears `name` leave, and then `online` people. */
async function expectLeft(watcher: Client, name: string, online: number): Promise<void> {
  const left = await watcher.until((frame) => frame.event === 'userLeft');
  expect(left.users).toEqual([person(name)]);
  expect(left.meta.online).toBe(online);
}

/**
 * Cat joins at `url`, the third person: `watcher` hears it, and no leave before it (anything a
 * closed tab caused would have come first).
 */
async function expectNoLeaveBeforeCat(watcher: Client, url: string): Promise<void> {
  await join(url, person('cat'));
  await watcher.until((frame) => frame.event === 'userJoined' && frame.meta.online === 3);
  expect(watcher.frames.some((frame) => frame.event === 'userLeft')).toBe(false);
}

function expectNoGaps(client: Client): void {
  const versions = client.frames.map((frame) => frame.meta.version);
  expect(versions).toEqual(versions.map((_, index) => versions[0]! + index));
}

describe('one instance', () => {
  test('the joiner gets a snapshot; the others get a one-person delta, never the list', async () => {
    const url = await startInstance();
    const ann = await join(url, person('ann'));
    const annSnapshot = ann.frames[0]!;
    expect(annSnapshot.event).toBe('currentUsers');
    expect(ids(annSnapshot.users)).toEqual(['id-ann']);
    expect(annSnapshot.meta).toMatchObject({ online: 1, complete: true });

    const ben = await join(url, person('ben'));
    expect(ids(ben.frames[0]!.users)).toEqual(['id-ann', 'id-ben']);
    const joined = await ann.until(cameIn('ben'));
    expect(joined.users).toEqual([person('ben')]);
    expect(joined.meta).toMatchObject({ online: 2, partial: false });

    const cat = await join(url, person('cat'));
    const catJoined = await ann.until(cameIn('cat'));
    expect(catJoined.users).toEqual([person('cat')]);

    cat.close();
    await expectLeft(ben, 'cat', 2);
    // Apart from each socket's own snapshot, no frame ever carried more than one person.
    for (const client of [ann, ben]) {
      expect(client.frames.slice(1).every((frame) => frame.users.length === 1)).toBe(true);
      expectNoGaps(client);
    }
  });

  test('people, not sockets: a second tab is no change; closing one tab of two is none either', async () => {
    const url = await startInstance();
    const ann = await join(url, person('ann'));
    const benTab1 = await join(url, person('ben'));
    await ann.until(cameIn('ben'));
    const benTab2 = await join(url, person('ben'));
    expect(benTab2.frames[0]!.meta.online).toBe(2);

    benTab1.close();
    // A later change must arrive after anything the closed tab caused: cat's arrival.
    await expectNoLeaveBeforeCat(ann, url);

    benTab2.close();
    await expectLeft(ann, 'ben', 2);
  });

  test('leaving the chat screen on a connection that stays open is leaving the room', async () => {
    const url = await startInstance();
    const ann = await join(url, person('ann'));
    const ben = await join(url, person('ben'));
    await ann.until(cameIn('ben'));

    ben.socket.emit('leave');
    await expectLeft(ann, 'ben', 1);
    expect(ben.socket.connected).toBe(true);

    // Off the room, ben hears no more deltas; joining again is a fresh snapshot.
    const heard = ben.frames.length;
    await join(url, person('cat'));
    await ann.until(cameIn('cat'));
    expect(ben.frames.length).toBe(heard);
    ben.socket.emit('join');
    await ben.until((frame, index = ben.frames.indexOf(frame)) => {
      return index >= heard && frame.event === 'currentUsers';
    });
    expect(ben.frames.at(-1)!.meta.online).toBe(3);
    await ann.until((frame) => frame.event === 'userJoined' && frame.meta.online === 3);
  });

  test('a storm is netted into few count-only deltas, numbered without gaps', async () => {
    const url = await startInstance();
    const watcher = await join(url, person('watcher'));
    const size = PRESENCE_DELTA_PEOPLE_MAX + 20;
    const crowd = await Promise.all(
      Array.from({ length: size }, (_, index) => join(url, person(`p${index}`))),
    );
    await watcher.until((frame) => frame.meta.online === size + 1);
    const deltas = watcher.frames.slice(1);
    expect(deltas.length).toBeLessThan(size / 4);
    expect(
      deltas.some(
        (frame) => frame.event !== 'currentUsers' && frame.meta.partial && !frame.users.length,
      ),
    ).toBe(true);
    expectNoGaps(watcher);
    // The joins race: whoever joined last got a snapshot whose count is exact past the list's cap.
    const lastSnapshot = Math.max(...crowd.map((client) => client.frames[0]!.meta.online));
    expect(lastSnapshot).toBeGreaterThan(size / 2);
  });

  test('joining again is a resync: a fresh snapshot at the current version', async () => {
    const url = await startInstance();
    const ann = await join(url, person('ann'));
    await join(url, person('ben'));
    const delta = await ann.until(cameIn('ben'));
    ann.socket.emit('join');
    const again = await ann.until(
      (frame) => frame !== ann.frames[0] && frame.event === 'currentUsers',
    );
    expect(ids(again.users)).toEqual(['id-ann', 'id-ben']);
    expect(again.meta).toMatchObject({ version: delta.meta.version, online: 2, complete: true });
  });
});

describe('two instances sharing Redis', () => {
  test('counts people across both, with deltas only to each instance own sockets', async (context) => {
    if (!(await requireRedis())) return context.skip();
    const key = `tuning-presence-test-${randomUUID()}`;
    const a = await startInstance(key);
    const b = await startInstance(key);
    const ann = await join(a, person('ann'));
    const ben = await join(b, person('ben'));
    const benJoined = await ann.until(cameIn('ben'));
    expect(benJoined.users).toEqual([person('ben')]);
    expect(benJoined.meta.online).toBe(2);

    // Ann's second tab on B: still two people, and A hears of nobody new.
    const annOnB = await join(b, person('ann'));
    expect(annOnB.frames[0]!.meta.online).toBe(2);
    ann.close();
    await expectNoLeaveBeforeCat(annOnB, a);
    await ben.until((frame) => frame.meta.online === 3);
    expect(ben.frames.some((frame) => frame.event === 'userLeft')).toBe(false);

    annOnB.close();
    await expectLeft(ben, 'ann', 2);
  });

  test('an instance that starts late learns who is on the others', async (context) => {
    if (!(await requireRedis())) return context.skip();
    const key = `tuning-presence-test-${randomUUID()}`;
    const a = await startInstance(key);
    await join(a, person('ann'));
    await join(a, person('ben'));
    const b = await startInstance(key, 200);
    const cat = await join(b, person('cat'));
    await cat.until((frame) => frame.meta.online === 3);
    expectNoGaps(cat);
  });

  test('an instance that stops answering is forgotten at the next sync', async (context) => {
    if (!(await requireRedis())) return context.skip();
    const key = `tuning-presence-test-${randomUUID()}`;
    const a = await startInstance(key, 200);
    const b = await startInstance(key, 200);
    const ann = await join(a, person('ann'));
    await join(b, person('ben'));
    await ann.until(cameIn('ben'));
    await stopAbruptly.get(b)!();
    const left = await ann.until((frame) => frame.event === 'userLeft', 8000);
    expect(left.users).toEqual([person('ben')]);
    expect(left.meta.online).toBe(1);
  });
});
