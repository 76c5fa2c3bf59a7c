import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createUser } from './fixtures.ts';
import { connectClient, nextEvent, sleep, type ChatClient } from './socket-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// What the chat benchmarks found (docs/benchmarks.md): join storms and restarts.
let t: TestApp;
let baseUrl: string;
let closed = false;
const clients: ChatClient[] = [];

beforeEach(async () => {
  closed = false;
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  if (!closed) await t.close();
});

test('a join storm sends a few folded presence lists, not one per person', async () => {
  const observerUser = await createUser(t.database.db);
  const observer = await connectClient(baseUrl, { cookie: observerUser.cookie });
  clients.push(observer);
  const first = nextEvent(observer, 'currentUsers');
  observer.emit('join');
  await first;
  const lists: number[] = [];
  observer.on('userJoined', (list) => lists.push(list.length));
  observer.on('currentUsers', (list) => lists.push(list.length));

  const people = await Promise.all(Array.from({ length: 15 }, () => createUser(t.database.db)));
  const sockets = await Promise.all(
    people.map((person) => connectClient(baseUrl, { cookie: person.cookie })),
  );
  clients.push(...sockets);
  for (const socket of sockets) socket.emit('join');
  // Every change is settled by a last broadcast within the gap plus the 1 s settle.
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && lists.at(-1) !== 16) await sleep(50);
  await sleep(1500);
  expect(lists.at(-1)).toBe(16);
  expect(lists.length).toBeLessThanOrEqual(5);
});

test('a server shutting down lets clients reconnect by themselves', async () => {
  const user = await createUser(t.database.db);
  const socket = connect(baseUrl, {
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
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    closed = true;
    await t.close();
    // `io server disconnect` would be final for socket.io-client; a transport close is retried.
    expect(await reason).toBe('transport close');
    expect(socket.active).toBe(true);
  } finally {
    socket.close();
  }
});
