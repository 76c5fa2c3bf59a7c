import { afterEach, expect, test, vi } from 'vitest';

type Handler = () => void;

/** Just enough of a socket.io-client socket and its manager: connect() is counted. */
const fake = vi.hoisted(() => {
  const managerHandlers = new Map<string, Set<() => void>>();
  const socketHandlers = new Map<string, Set<(reason?: string) => void>>();
  const socket = {
    on(event: string, handler: (reason?: string) => void) {
      if (!socketHandlers.has(event)) socketHandlers.set(event, new Set());
      socketHandlers.get(event)!.add(handler);
    },
    off(event: string, handler: (reason?: string) => void) {
      socketHandlers.get(event)?.delete(handler);
    },
    emit(event: string, reason?: string) {
      for (const handler of socketHandlers.get(event) ?? []) handler(reason);
    },
    connected: false,
    active: false,
    connects: 0,
    connect() {
      this.connects += 1;
      this.active = true;
    },
    disconnect() {
      this.active = false;
      this.connected = false;
    },
    io: {
      on(event: string, handler: () => void) {
        if (!managerHandlers.has(event)) managerHandlers.set(event, new Set());
        managerHandlers.get(event)!.add(handler);
      },
      off(event: string, handler: () => void) {
        managerHandlers.get(event)?.delete(handler);
      },
      emit(event: string) {
        for (const handler of managerHandlers.get(event) ?? []) handler();
      },
    },
  };
  return { socket };
});
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));

const { acquireSocket, releaseSocket } = await import('./socket.ts');
const { connectionEvents, reportConnection } = await import('./api-client.ts');

afterEach(() => {
  releaseSocket();
});

test('after the automatic attempts are used up, the server answering again reconnects', () => {
  const unreachable = vi.fn<Handler>();
  connectionEvents.addEventListener('unreachable', unreachable);
  acquireSocket();
  expect(fake.socket.connects).toBe(1);

  // Connected, then the server restarts for longer than five attempts last.
  fake.socket.connected = true;
  reportConnection('answered');
  expect(fake.socket.connects).toBe(1);
  fake.socket.connected = false;
  fake.socket.io.emit('reconnect_failed');
  // The offline banner is told, and starts asking the server's health.
  expect(unreachable).toHaveBeenCalledOnce();

  // Its answer (or any request's) starts the attempts again, once.
  reportConnection('answered');
  expect(fake.socket.connects).toBe(2);
  reportConnection('answered');
  expect(fake.socket.connects).toBe(2);
  connectionEvents.removeEventListener('unreachable', unreachable);
});

test('an answer while the socket is down for another reason does not reconnect it', () => {
  acquireSocket();
  const before = fake.socket.connects;
  // Refused by the server (a session that ended): no retry on every request's answer.
  fake.socket.connected = false;
  reportConnection('answered');
  reportConnection('answered');
  expect(fake.socket.connects).toBe(before);
});

test('a dropped connection asks the server at once, and no answer shows offline promptly', async () => {
  const unreachable = vi.fn<Handler>();
  connectionEvents.addEventListener('unreachable', unreachable);
  const fetchMock = vi.fn((_url: string) => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetchMock);
  try {
    acquireSocket();
    // Closed by us (leaving the screen): nothing asked.
    fake.socket.emit('disconnect', 'io client disconnect');
    expect(fetchMock).not.toHaveBeenCalled();
    // The server went away: its health is asked now, and the banner is told when nobody answers.
    fake.socket.emit('disconnect', 'transport close');
    await vi.waitFor(() => expect(unreachable).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0] ?? '')).toContain('/api/health');
  } finally {
    vi.unstubAllGlobals();
    connectionEvents.removeEventListener('unreachable', unreachable);
  }
});
