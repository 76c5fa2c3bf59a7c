import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { ChatHistoryPage, ChatMessage, SendMessageAck } from '@tuning/shared/chat';
import type { DeleteMessageAck } from '@tuning/shared/safety';
import type { AppSocket } from '../../../lib/socket.ts';
import { chatMessage, currentUserProfile } from '../../../test/fixtures.ts';
import { STORAGE_KEY } from './chat-messages.ts';
import {
  ChatSession,
  DELETE_OFFLINE,
  type HistorySource,
  type SessionCheck,
} from './chat-session.ts';

type Handler = (...args: unknown[]) => void;

/** The socket as the session uses it; the test plays the server (no React here). */
class FakeSocket {
  connected = false;
  connects = 0;
  emitted: { event: string; payload: unknown }[] = [];
  handlers = new Map<string, Set<Handler>>();
  sendAck: (payload: unknown) => SendMessageAck = () => ({ received: true });
  deleteAck: (payload: unknown) => DeleteMessageAck = () => ({ ok: true });
  /** What the server holds: the newest page the session asks for on connecting. */
  history: ChatMessage[] = [];

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  emit(event: string, payload?: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  timeout() {
    return {
      emitWithAck: async (event: string, payload: unknown) => {
        this.emitted.push({ event, payload });
        if (event === 'sendMessage') return this.sendAck(payload);
        if (event === 'deleteMessage') return this.deleteAck(payload);
        return { ok: true, messages: this.history, hasMore: false };
      },
    };
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect' || event === 'connect_error') this.connected = false;
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  sent(event: string) {
    return this.emitted.filter((e) => e.event === event).map((e) => e.payload);
  }
}

const never: HistorySource = {
  held: () => undefined,
  newest: () => new Promise<ChatHistoryPage>(() => {}),
  page: () => new Promise<ChatHistoryPage>(() => {}),
};

const user = currentUserProfile({ uid: 'u-ann', fullName: 'Ann Lee', userName: 'ann' });
/** Lets the promises the session started settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let socket: FakeSocket;

function start(sessionEnded?: SessionCheck) {
  const session = new ChatSession({
    source: { acquire: () => socket as unknown as AppSocket, release: () => {} },
    history: never,
    storage: localStorage,
    sessionEnded,
  });
  const disconnect = session.connect(user);
  return { session, disconnect };
}

beforeEach(() => {
  socket = new FakeSocket();
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

test('messageDeleted puts a tombstone in place, kept in the stored copy; unknown ids change nothing', () => {
  const { session } = start();
  socket.fire('connect');
  socket.fire('chatHistory', [chatMessage(1), chatMessage(2), chatMessage(3)]);
  const before = session.getSnapshot();
  socket.fire('messageDeleted', { messageId: 'no-such-message' });
  expect(session.getSnapshot()).toBe(before);

  socket.fire('messageDeleted', { messageId: chatMessage(2).messageId });
  const messages = session.getSnapshot().messages;
  expect(messages.map((m) => m.seq)).toEqual([1, 2, 3]);
  expect(messages[1]).toMatchObject({ message: '', deleted: true, username: 'ben' });
  expect(messages[0]?.deleted).toBeUndefined();
  const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as { deleted?: boolean }[];
  expect(stored[1]).toMatchObject({ message: '', deleted: true });
  // The broadcast a second time (the deleter's own tab hears it too) changes nothing more.
  const after = session.getSnapshot();
  socket.fire('messageDeleted', { messageId: chatMessage(2).messageId });
  expect(session.getSnapshot()).toBe(after);
});

test('a page read after a deletion brings the tombstone in over the text held', () => {
  const { session } = start();
  socket.fire('connect');
  socket.fire('chatHistory', [chatMessage(1), chatMessage(2)]);
  socket.fire('chatHistory', [chatMessage(2, { message: '', deleted: true })]);
  expect(session.getSnapshot().messages[1]).toMatchObject({ message: '', deleted: true });
  // An older copy with the text does not bring it back.
  socket.fire('chatHistory', [chatMessage(2)]);
  expect(session.getSnapshot().messages[1]).toMatchObject({ message: '', deleted: true });
});

test('userRemoved drops every message of that account, and only those', () => {
  const { session } = start();
  socket.fire('connect');
  socket.fire('chatHistory', [
    chatMessage(1),
    chatMessage(2, { userId: 'u-cy', messageId: 'u-cy-2-x' }),
    chatMessage(3),
    chatMessage(4, { userId: 'u-cy', messageId: 'u-cy-4-x' }),
  ]);
  socket.fire('userRemoved', { userId: 'u-cy' });
  expect(session.getSnapshot().messages.map((m) => m.seq)).toEqual([1, 3]);
  const before = session.getSnapshot();
  socket.fire('userRemoved', { userId: 'u-nobody' });
  expect(session.getSnapshot()).toBe(before);
});

test('roomSettings sets the slow mode shown by the composer', () => {
  const { session } = start();
  expect(session.getSnapshot().slowModeSeconds).toBe(0);
  socket.fire('connect');
  socket.fire('roomSettings', { slowModeSeconds: 30 });
  expect(session.getSnapshot().slowModeSeconds).toBe(30);
  socket.fire('roomSettings', { slowModeSeconds: 0 });
  expect(session.getSnapshot().slowModeSeconds).toBe(0);
});

test('deleteMessage: the tombstone once the server agrees, its reason when it refuses, offline said', async () => {
  const { session } = start();
  expect(await session.deleteMessage(chatMessage(1).messageId)).toBe(DELETE_OFFLINE);
  expect(socket.sent('deleteMessage')).toEqual([]);

  socket.history = [chatMessage(1), chatMessage(2)];
  socket.fire('connect');
  await settle();
  expect(session.getSnapshot().messages).toHaveLength(2);
  socket.deleteAck = () => ({
    ok: false,
    error: { code: 'FORBIDDEN', message: 'You can only delete your own messages.' },
  });
  expect(await session.deleteMessage(chatMessage(1).messageId)).toBe(
    'You can only delete your own messages.',
  );
  expect(session.getSnapshot().messages[0]?.deleted).toBeUndefined();

  socket.deleteAck = () => ({ ok: true });
  expect(await session.deleteMessage(chatMessage(1).messageId)).toBeUndefined();
  expect(socket.sent('deleteMessage').at(-1)).toEqual({ messageId: chatMessage(1).messageId });
  expect(session.getSnapshot().messages[0]).toMatchObject({ deleted: true, message: '' });
});

test('a refusal of what the user just sent (slow mode) comes back with its reason; nothing is retried', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { session } = start();
  socket.fire('connect');
  const reason = 'Slow mode is on: wait 30 seconds between messages.';
  socket.sendAck = () => ({ received: false, error: { code: 'RATE_LIMITED', message: reason } });
  session.send('hello again');
  await vi.advanceTimersByTimeAsync(0);
  const [refused] = session.getSnapshot().messages;
  expect(refused).toMatchObject({ message: 'hello again', pending: false, failed: reason });
  expect(session.getSnapshot().refusal).toEqual({
    messageId: refused!.messageId,
    text: 'hello again',
    reason,
  });
  expect(session.getSnapshot().sending).toBe(false);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(socket.sent('sendMessage')).toHaveLength(1);

  // The composer took the text back: the list lets go of it.
  session.discardRefused(refused!.messageId);
  expect(session.getSnapshot().messages).toEqual([]);
  vi.useRealTimers();
});

test('a word-filter refusal is final too; a message sent later from the queue is retried on a rate limit', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { session } = start();
  socket.fire('connect');
  const filtered = 'Your message was not sent: "darn" is not allowed here.';
  socket.sendAck = () => ({ received: false, error: { code: 'BAD_REQUEST', message: filtered } });
  session.send('darn it');
  await vi.advanceTimersByTimeAsync(0);
  expect(session.getSnapshot().refusal?.reason).toBe(filtered);

  // Typed offline, sent on reconnect: a rate limit then is a passing reason, retried.
  socket.fire('disconnect', 'transport close');
  session.send('queued');
  let answers = 0;
  socket.sendAck = () =>
    ++answers === 1
      ? { received: false, error: { code: 'RATE_LIMITED', message: 'Wait a moment.' } }
      : { received: true };
  socket.fire('connect');
  await vi.advanceTimersByTimeAsync(0);
  const queued = () => session.getSnapshot().messages.find((m) => m.message === 'queued');
  expect(queued()).toMatchObject({ pending: true });
  expect(queued()?.failed).toBeUndefined();
  await vi.advanceTimersByTimeAsync(2000);
  expect(queued()).toMatchObject({ pending: false });
  expect(session.getSnapshot().refusal?.reason).toBe(filtered);
  vi.useRealTimers();
});

test('the server ending the socket: it tries once more, and a refused session signs out', async () => {
  let ended = false;
  const { session } = start(() => Promise.resolve(ended));
  socket.fire('connect');
  socket.fire('disconnect', 'io client disconnect');
  expect(socket.connects).toBe(0);
  socket.fire('connect');
  socket.fire('disconnect', 'io server disconnect');
  expect(socket.connects).toBe(1);

  // 'unauthorized' from a server fault: the session check says the session is fine.
  socket.fire('connect_error', new Error('unauthorized'));
  await settle();
  expect(session.getSnapshot().signedOut).toBe(false);
  // Any other handshake error is not a question of the session.
  ended = true;
  socket.fire('connect_error', new Error('Too many connections'));
  await settle();
  expect(session.getSnapshot().signedOut).toBe(false);
  socket.fire('connect_error', new Error('unauthorized'));
  await settle();
  expect(session.getSnapshot().signedOut).toBe(true);
});
