import { afterEach, expect, test, vi } from 'vitest';

type Handler = () => void;

/** Just enough of a socket.io-client socket and its manager: connect() is counted. */
const fake = vi.hoisted(() => {
  const managerHandlers = new Map<string, Set<() => void>>();
  const socket = {
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
