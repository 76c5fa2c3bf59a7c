import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import type {
  ChatHistoryAck,
  ChatHistoryPage,
  ChatMessage,
  SendMessageAck,
  SendMessagePayload,
  ServerToClientEvents,
} from '@tuning/shared/chat';
import type { ChatActionAck, EditMessagePayload, ReactPayload } from '@tuning/shared/chat-extras';
import type { DeleteMessageAck, DeleteMessagePayload } from '@tuning/shared/safety';
import { createUser, type TestUser } from './fixtures.ts';
import { call } from './http.ts';
import { connectClient, nextEvent, type ChatClient } from './socket-client.ts';
import { appPerTest, type TestApp, type TestAppOverrides } from './test-app.ts';

// The chat room as a socket test sees it: connect, join, send with an ack, read the history, on
// one instance (`roomPerTest`) or two (`useTwoInstances` in two-instances.ts).

/** Starts `app` listening on a free local port; resolves with its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A connected `user` on `baseUrl` that has not joined; it is added to `clients` to be closed. */
export async function connectUser(
  baseUrl: string,
  user: TestUser,
  clients: ChatClient[],
): Promise<ChatClient> {
  const socket = await connectClient(baseUrl, { cookie: user.cookie });
  clients.push(socket);
  return socket;
}

/**
 * Joins the room with `socket`: resolves once the snapshot arrived, the online list and the room's
 * settings (read on join, so maybe just after the list).
 */
export async function joinRoom(socket: ChatClient): Promise<void> {
  const joined = Promise.all([
    nextEvent(socket, 'currentUsers'),
    nextEvent(socket, 'roomSettings'),
  ]);
  socket.emit('join');
  await joined;
}

/** `user` connected to `baseUrl` and in the room (see `joinRoom`). */
export async function joinedUser(
  baseUrl: string,
  user: TestUser,
  clients: ChatClient[],
): Promise<ChatClient> {
  const socket = await connectUser(baseUrl, user, clients);
  await joinRoom(socket);
  return socket;
}

/**
 * Sends `payload` as it is, malformed ones too; resolves with the ack.
 */
export function send(socket: ChatClient, payload: unknown): Promise<SendMessageAck> {
  return socket.timeout(5000).emitWithAck('sendMessage', payload as SendMessagePayload);
}

/** Reacts with `payload` as it is, malformed ones too; resolves with the ack. */
export function react(socket: ChatClient, payload: unknown): Promise<ChatActionAck> {
  return socket.timeout(5000).emitWithAck('react', payload as ReactPayload);
}

/** Edits with `payload` as it is, malformed ones too; resolves with the ack. */
export function edit(socket: ChatClient, payload: unknown): Promise<ChatActionAck> {
  return socket.timeout(5000).emitWithAck('editMessage', payload as EditMessagePayload);
}

/** Deletes with `payload` as it is, malformed ones too; resolves with the ack. */
export function remove(socket: ChatClient, payload: unknown): Promise<DeleteMessageAck> {
  return socket.timeout(5000).emitWithAck('deleteMessage', payload as DeleteMessagePayload);
}

/** One page of the history over the socket, as acked. */
export function historyPage(socket: ChatClient, payload: object = {}): Promise<ChatHistoryAck> {
  return socket.timeout(5000).emitWithAck('getChatHistory', payload);
}

/** The messages of one page of the history over the socket; an error ack throws. */
export async function history(socket: ChatClient, payload: object = {}): Promise<ChatMessage[]> {
  const page = await historyPage(socket, payload);
  if (!page.ok) throw new Error(page.error.message);
  return page.messages;
}

/** The messages of `/api/chat/history` (`query` such as `?before=10`) as `user` sees them. */
export async function httpHistory(
  app: FastifyInstance,
  user: TestUser,
  query = '',
): Promise<ChatMessage[]> {
  const response = await call(app, 'GET', `/api/chat/history${query}`, { as: user });
  expect(response.statusCode).toBe(200);
  return (response.json() as ChatHistoryPage).messages;
}

/** Every `event` on `socket` from now on. */
export function record<E extends keyof ServerToClientEvents>(socket: ChatClient, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
    seen.push(payload);
  }) as never);
  return seen;
}

/** Every `event` on each of `sockets` from now on, one list per socket. */
export function recordEach<E extends keyof ServerToClientEvents>(sockets: ChatClient[], event: E) {
  return sockets.map((socket) => record(socket, event));
}

/** `leaving` closes: `watcher` hears that one person (`userId`) left, `online` people remain. */
export async function expectLeaving(
  watcher: ChatClient,
  leaving: ChatClient,
  userId: string,
  online: number,
): Promise<void> {
  const left = nextEvent(watcher, 'userLeft');
  leaving.close();
  const [users, meta] = await left;
  expect(users.map((user) => user.userId)).toEqual([userId]);
  expect(meta.online).toBe(online);
}

export interface Room {
  /** This test's app. */
  app(): TestApp;
  baseUrl(): string;
  /** `user` connected and in the room. */
  join(user: TestUser): Promise<ChatClient>;
  /** A new user, connected and in the room, with their socket. */
  joinNew(): Promise<[TestUser, ChatClient]>;
  /** Two new users, Alice then Bob, both in the room: `a` is Alice's socket, `b` Bob's. */
  joinTwo(): Promise<{ alice: TestUser; bob: TestUser; a: ChatClient; b: ChatClient }>;
  /** `user` connected, not in the room. */
  connect(user: TestUser): Promise<ChatClient>;
  /** `/api/chat/history` of this test's app as `user` sees it (see `httpHistory`). */
  httpHistory(user: TestUser, query?: string): Promise<ChatMessage[]>;
  /** Sockets a test opens; each is closed after it. */
  readonly clients: ChatClient[];
}

/**
 * A test file's chat room: call it at the top level; each test gets a fresh app listening on a
 * local port, and its sockets are closed after it.
 */
export function roomPerTest(overrides: TestAppOverrides = {}): Room {
  const open = appPerTest();
  const clients: ChatClient[] = [];
  let current: { app: TestApp; baseUrl: string } | undefined;
  beforeEach(async () => {
    const app = await open(overrides);
    current = { app, baseUrl: await listen(app.app) };
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
    current = undefined;
  });
  const opened = () => {
    if (!current) throw new Error('no app outside a test');
    return current;
  };
  return {
    app: () => opened().app,
    baseUrl: () => opened().baseUrl,
    join: (user) => joinedUser(opened().baseUrl, user, clients),
    async joinNew() {
      const user = await createUser(opened().app.database.db);
      return [user, await joinedUser(opened().baseUrl, user, clients)];
    },
    async joinTwo() {
      const alice = await createUser(opened().app.database.db);
      const bob = await createUser(opened().app.database.db);
      const a = await joinedUser(opened().baseUrl, alice, clients);
      const b = await joinedUser(opened().baseUrl, bob, clients);
      return { alice, bob, a, b };
    },
    connect: (user) => connectUser(opened().baseUrl, user, clients),
    httpHistory: (user, query) => httpHistory(opened().app.app, user, query),
    clients,
  };
}
