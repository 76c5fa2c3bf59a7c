import { io as connect } from 'socket.io-client';
import { expect, test, vi } from 'vitest';
import { createUser } from './fixtures.ts';
import { connectClient, disconnectReason, nextEvent } from './socket-client.ts';
import { roomPerTest } from './socket-room.ts';

// What the chat benchmarks found (docs/benchmarks.md): join storms and restarts.
const room = roomPerTest();
const { clients } = room;

test('a join storm reaches those already in as a few small deltas, not a list per person', async () => {
  const observerUser = await createUser(room.app().database.db);
  const observer = await connectClient(room.baseUrl(), { cookie: observerUser.cookie });
  clients.push(observer);
  const first = nextEvent(observer, 'currentUsers');
  observer.emit('join');
  await first;
  const deltas: { people: number; online: number }[] = [];
  observer.on('userJoined', (list, meta) => {
    // The observer may still hear of its own arrival.
    const others = list.filter((user) => user.userId !== observerUser.id);
    if (others.length > 0) deltas.push({ people: others.length, online: meta.online });
  });
  const snapshots: unknown[] = [];
  observer.on('currentUsers', (list) => snapshots.push(list));

  const people = await Promise.all(
    Array.from({ length: 15 }, () => createUser(room.app().database.db)),
  );
  const sockets = await Promise.all(
    people.map((person) => connectClient(room.baseUrl(), { cookie: person.cookie })),
  );
  clients.push(...sockets);
  const joined = sockets.map((socket) => nextEvent(socket, 'currentUsers'));
  for (const socket of sockets) socket.emit('join');
  await Promise.all(joined);
  // The storm is over for the observer once its count says so.
  await vi.waitFor(() => expect(deltas.at(-1)?.online).toBe(16), { timeout: 5000 });
  // Every one of the 15 was announced once, in a few frames; nobody else got a list again.
  expect(deltas.reduce((sum, delta) => sum + delta.people, 0)).toBe(15);
  expect(deltas.length).toBeLessThanOrEqual(5);
  expect(snapshots).toEqual([]);
});

test('a server shutting down lets clients reconnect by themselves', async () => {
  const user = await createUser(room.app().database.db);
  const socket = connect(room.baseUrl(), {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie: user.cookie },
    reconnectionDelay: 60_000,
    forceNew: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const reason = disconnectReason(socket);
    await room.app().close();
    // `io server disconnect` would be final for socket.io-client; a transport close is retried.
    expect(await reason).toBe('transport close');
    expect(socket.active).toBe(true);
  } finally {
    socket.close();
  }
});
