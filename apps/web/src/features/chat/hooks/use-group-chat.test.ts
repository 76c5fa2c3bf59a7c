import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { ChatHistoryPage } from '@tuning/shared/chat';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { chatMessage, currentUserProfile } from '../../../test/fixtures.ts';
import { STORAGE_KEY } from '../lib/chat-messages.ts';
import { newestChatPageQueryOptions, type ChatHistoryCursor } from '../api/get-chat-history.ts';
import { useGroupChat, type HistorySource, type SocketSource } from './use-group-chat.ts';

const user = currentUserProfile({ uid: 'u-ann', fullName: 'Ann Lee', userName: 'ann' });

const serverMessage = chatMessage;

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** HTTP history as the test scripts it; by default the newest page never comes. */
class FakeHistory implements HistorySource {
  heldPage: ChatHistoryPage | undefined = undefined;
  newestPage: Promise<ChatHistoryPage> = new Promise(() => {});
  pages: (cursor: ChatHistoryCursor) => ChatHistoryPage | Promise<ChatHistoryPage> = () => ({
    messages: [],
    hasMore: false,
  });
  asked: ChatHistoryCursor[] = [];
  held() {
    return this.heldPage;
  }
  newest() {
    return this.newestPage;
  }
  async page(cursor: ChatHistoryCursor) {
    this.asked.push(cursor);
    return this.pages(cursor);
  }
}

const page = (seqs: number[], hasMore = false): ChatHistoryPage => ({
  messages: seqs.map((seq) => serverMessage(seq)),
  hasMore,
});

let socket: FakeSocket;
let queryClient: QueryClient;
let source: SocketSource & { released: number };
let history: FakeHistory;

beforeEach(() => {
  socket = new FakeSocket(act);
  source = {
    released: 0,
    acquire: () => socket.asAppSocket,
    release() {
      this.released += 1;
    },
  };
  history = new FakeHistory();
  queryClient = new QueryClient();
  localStorage.clear();
});

/**
 * The hook on the test's socket and history (none with `ownHistory` false), under the query client
 * the app provides.
 */
function renderChat(ownHistory = true) {
  return renderHook(() => useGroupChat(user, source, ownHistory ? history : undefined), {
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children),
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('joins on connect and asks for history; history marks it loaded', async () => {
  socket.historyAck = () => ({
    ok: true,
    messages: [serverMessage(1), serverMessage(2)],
    hasMore: false,
  });
  const { result } = renderChat();
  expect(result.current.historyLoaded).toBe(false);
  socket.fire('connect');
  await act(async () => {});
  expect(result.current.connected).toBe(true);
  expect(socket.sent('join')[0]).toMatchObject({ userId: 'u-ann', username: 'ann' });
  expect(socket.sent('getChatHistory')).toEqual([{}]);
  expect(result.current.historyLoaded).toBe(true);
  expect(result.current.hasOlder).toBe(false);
  expect(result.current.messages.map((m) => m.seq)).toEqual([1, 2]);
  // A message already present is not appended again; a chatHistory event merges too.
  socket.fire('message', serverMessage(2));
  socket.fire('message', serverMessage(3));
  socket.fire('chatHistory', [serverMessage(3), serverMessage(4)]);
  expect(result.current.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
});

/** History is not loaded until `ms` have passed, and is loaded then. */
function expectLoadedAfter(result: { current: { historyLoaded: boolean } }, ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms - 1);
  });
  expect(result.current.historyLoaded).toBe(false);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(result.current.historyLoaded).toBe(true);
}

test('without an answer, history counts as loaded 5 s after the join', () => {
  vi.useFakeTimers();
  socket.historyAck = () => new Promise(() => {});
  const { result } = renderChat();
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  socket.fire('connect');
  expectLoadedAfter(result, 5000);
});

test('with no connection at all, the 8 s fallback ends the spinner', () => {
  vi.useFakeTimers();
  const { result } = renderChat();
  expectLoadedAfter(result, 8000);
});

test('a connection error shows offline and stops the spinner at once', () => {
  const { result } = renderChat();
  socket.fire('connect_error', new Error('unauthorized'));
  expect(result.current.connected).toBe(false);
  expect(result.current.historyLoaded).toBe(true);
});

test('a message sent offline waits as pending and goes out on reconnect', async () => {
  const { result } = renderChat();
  act(() => result.current.send('  hi there '));
  expect(result.current.connected).toBe(false);
  const [pending] = result.current.messages;
  expect(pending).toMatchObject({ message: '  hi there ', pending: true, userId: 'u-ann' });
  expect(pending!.messageId).toMatch(/^u-ann-\d+-[a-z0-9]+$/);
  expect(socket.sent('sendMessage')).toHaveLength(0);

  socket.fire('connect');
  await act(async () => {});
  const sent = socket.sent('sendMessage');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ message: '  hi there ', messageId: pending!.messageId });
  expect(result.current.messages[0]?.pending).toBe(false);
  // The server's broadcast replaces the local copy, once.
  socket.fire('message', serverMessage(9, { messageId: pending!.messageId, userId: 'u-ann' }));
  expect(result.current.messages).toHaveLength(1);
  expect(result.current.messages[0]?.seq).toBe(9);
});

test('blank text is never sent; a refused message is marked and not retried', async () => {
  const { result } = renderChat();
  socket.fire('connect');
  act(() => result.current.send(' \n '));
  expect(result.current.messages).toHaveLength(0);
  socket.sendAck = () => ({
    received: false,
    error: { code: 'BAD_REQUEST', message: 'Message must be at most 2000 characters' },
  });
  await act(async () => result.current.send('x'));
  expect(result.current.messages[0]).toMatchObject({
    pending: false,
    failed: 'Message must be at most 2000 characters',
  });
});

test('typing: others are listed, then removed on false or after a quiet spell; self is ignored', () => {
  vi.useFakeTimers();
  const { result } = renderChat();
  socket.fire('connect');
  const typing = (userId: string, fullName: string, isTyping: boolean) =>
    socket.fire('userTyping', { userId, fullName, username: fullName, isTyping });
  typing('u-ann', 'Ann Lee', true);
  typing('u-ben', 'Ben Ito', true);
  typing('u-cy', 'Cy Ro', true);
  expect(result.current.typers.map((t) => t.name)).toEqual(['Ben Ito', 'Cy Ro']);
  typing('u-cy', 'Cy Ro', false);
  expect(result.current.typers.map((t) => t.name)).toEqual(['Ben Ito']);
  act(() => {
    vi.advanceTimersByTime(6500);
  });
  expect(result.current.typers).toEqual([]);
});

test('presence: snapshot, then deltas; a gap asks for a fresh snapshot; unmount removes every listener', () => {
  const { result, unmount } = renderChat();
  socket.fire('connect');
  expect(socket.sent('join')).toHaveLength(1);
  const person = (userId: string) => ({
    userId,
    username: userId,
    fullName: userId,
    profilePic: '',
  });
  socket.fire('currentUsers', [person('a'), person('b')], {
    version: 3,
    online: 2,
    complete: true,
  });
  expect(result.current.presence.online).toBe(2);
  socket.fire('userLeft', [person('a')], { version: 4, online: 1, partial: false });
  expect(result.current.presence.online).toBe(1);
  expect([...result.current.presence.people.keys()]).toEqual(['b']);
  expect(socket.sent('join')).toHaveLength(1);

  // Delta 5 never came: the client joins again for a snapshot and keeps what it had meanwhile.
  socket.fire('userJoined', [person('c')], { version: 6, online: 3, partial: false });
  expect(socket.sent('join')).toHaveLength(2);
  expect(result.current.presence.online).toBe(1);
  socket.fire('currentUsers', [person('b'), person('c'), person('d')], {
    version: 6,
    online: 3,
    complete: true,
  });
  expect(result.current.presence.online).toBe(3);

  unmount();
  expect(socket.listenerCount()).toBe(0);
  expect(source.released).toBe(1);
});

test('stored messages are restored; corrupt storage is ignored with a warning', () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([serverMessage(4)]));
  const first = renderChat();
  expect(first.result.current.messages.map((m) => m.seq)).toEqual([4]);
  first.unmount();

  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(STORAGE_KEY, '[{"broken"');
  const second = renderChat();
  expect(second.result.current.messages).toEqual([]);
  expect(warn).toHaveBeenCalled();
});

test('after a reconnect it fills the gap between what it had and the newest page', async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([serverMessage(4), serverMessage(7)]));
  socket.historyAck = (payload) =>
    payload && 'after' in payload
      ? { ok: true, messages: [serverMessage(8), serverMessage(9)], hasMore: false }
      : { ok: true, messages: [serverMessage(100)], hasMore: true };
  const { result } = renderChat();
  socket.fire('connect');
  await act(async () => {});
  expect(socket.sent('getChatHistory')).toEqual([{}, { after: 7 }]);
  expect(result.current.messages.map((m) => m.seq)).toEqual([4, 7, 8, 9, 100]);
});

test('too far behind, it keeps the newest page only', async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([serverMessage(4)]));
  socket.historyAck = (payload) =>
    payload && 'after' in payload
      ? { ok: true, messages: [serverMessage(payload.after + 1)], hasMore: true }
      : { ok: true, messages: [serverMessage(200)], hasMore: true };
  const { result } = renderChat();
  socket.fire('connect');
  await act(async () => {});
  expect(socket.sent('getChatHistory')).toHaveLength(5);
  expect(result.current.messages.map((m) => m.seq)).toEqual([200]);
  expect(result.current.hasOlder).toBe(true);
});

test('a stored copy newer than the server (another database) is dropped', async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([serverMessage(4), serverMessage(7)]));
  socket.historyAck = () => ({ ok: true, messages: [serverMessage(2)], hasMore: false });
  const { result } = renderChat();
  socket.fire('connect');
  await act(async () => {});
  expect(result.current.messages.map((m) => m.seq)).toEqual([2]);
});

test("another account's unsent messages on this browser are dropped, not sent", async () => {
  const mine = {
    ...serverMessage(0),
    seq: undefined,
    userId: 'u-ann',
    messageId: 'u-ann-1-a',
    pending: true,
  };
  const theirs = { ...serverMessage(0), seq: undefined, messageId: 'u-ben-1-b', pending: true };
  localStorage.setItem(STORAGE_KEY, JSON.stringify([serverMessage(1), mine, theirs]));
  const { result } = renderChat();
  expect(result.current.messages.map((m) => m.messageId)).toEqual([
    serverMessage(1).messageId,
    'u-ann-1-a',
  ]);
  socket.fire('connect');
  await act(async () => {});
  expect(
    socket.sent('sendMessage').map((payload) => (payload as { messageId: string }).messageId),
  ).toEqual(['u-ann-1-a']);
});

test('history that gets no answer is asked for again while connected', async () => {
  vi.useFakeTimers();
  let calls = 0;
  socket.historyAck = () => {
    calls += 1;
    return calls === 1
      ? Promise.reject(new Error('operation has timed out'))
      : { ok: true, messages: [serverMessage(5)], hasMore: false };
  };
  const { result } = renderChat();
  socket.fire('connect');
  await act(async () => {});
  expect(result.current.messages).toEqual([]);
  await act(async () => vi.advanceTimersByTime(2000));
  expect(calls).toBe(2);
  expect(result.current.messages.map((m) => m.seq)).toEqual([5]);
});

test('the newest page comes over HTTP before the socket connects; the socket page merges in once', async () => {
  history.newestPage = Promise.resolve(page([1, 2], true));
  const { result } = renderChat();
  await act(async () => {});
  expect(result.current.historyLoaded).toBe(true);
  expect(result.current.hasOlder).toBe(true);
  expect(result.current.messages.map((m) => m.seq)).toEqual([1, 2]);
  expect(socket.sent('getChatHistory')).toHaveLength(0);

  socket.historyAck = () => ({ ok: true, ...page([1, 2, 3]) });
  socket.fire('connect');
  await act(async () => {});
  socket.fire('message', serverMessage(3));
  socket.fire('message', serverMessage(4));
  expect(result.current.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  expect(result.current.hasOlder).toBe(false);
});

test('stored messages show at once; the HTTP page fills the gap after them over HTTP', async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([serverMessage(4), serverMessage(7)]));
  const newest = deferred<ChatHistoryPage>();
  history.newestPage = newest.promise;
  history.pages = () => page([8, 9]);
  const { result } = renderChat();
  expect(result.current.historyLoaded).toBe(true);
  expect(result.current.messages.map((m) => m.seq)).toEqual([4, 7]);

  await act(async () => newest.resolve(page([100], true)));
  expect(history.asked).toEqual([{ after: 7 }]);
  expect(result.current.messages.map((m) => m.seq)).toEqual([4, 7, 8, 9, 100]);
  expect(socket.sent('getChatHistory')).toHaveLength(0);
});

test('an HTTP page behind the stored copy changes nothing; the socket page decides', async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([serverMessage(4), serverMessage(7)]));
  history.newestPage = Promise.resolve(page([2]));
  const { result } = renderChat();
  await act(async () => {});
  expect(result.current.messages.map((m) => m.seq)).toEqual([4, 7]);

  // The server really has only message 2 (another database): the socket's page says so.
  socket.historyAck = () => ({ ok: true, ...page([2]) });
  socket.fire('connect');
  await act(async () => {});
  expect(result.current.messages.map((m) => m.seq)).toEqual([2]);
});

test('an HTTP page older than what the socket brought changes nothing', async () => {
  const newest = deferred<ChatHistoryPage>();
  history.newestPage = newest.promise;
  socket.historyAck = () => ({ ok: true, ...page([5, 6]) });
  const { result } = renderChat();
  socket.fire('connect');
  await act(async () => {});
  expect(result.current.messages.map((m) => m.seq)).toEqual([5, 6]);

  await act(async () => newest.resolve(page([1, 2, 3, 4, 5], true)));
  expect(result.current.messages.map((m) => m.seq)).toEqual([5, 6]);
  expect(result.current.hasOlder).toBe(false);
});

test('history goes in turn: the socket asks only after the HTTP catch-up has finished', async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([serverMessage(4)]));
  history.newestPage = Promise.resolve(page([100], true));
  const catchUp = deferred<ChatHistoryPage>();
  history.pages = () => catchUp.promise;
  socket.historyAck = () => ({ ok: true, ...page([100, 101], true) });
  const { result } = renderChat();
  await act(async () => {});
  expect(history.asked).toEqual([{ after: 4 }]);

  socket.fire('connect');
  await act(async () => {});
  expect(socket.sent('getChatHistory')).toHaveLength(0);

  await act(async () => catchUp.resolve(page([5, 6, 99])));
  expect(socket.sent('getChatHistory')).toEqual([{}]);
  expect(result.current.messages.map((m) => m.seq)).toEqual([4, 5, 6, 99, 100, 101]);
});

test('scrolling up loads the older page over HTTP, before the socket is even connected', async () => {
  history.newestPage = Promise.resolve(page([51, 52], true));
  history.pages = (cursor) =>
    'before' in cursor && cursor.before === 51 ? page([49, 50]) : page([]);
  const { result } = renderChat();
  await act(async () => {});
  await act(async () => result.current.loadOlder());
  expect(history.asked).toEqual([{ before: 51 }]);
  expect(result.current.messages.map((m) => m.seq)).toEqual([49, 50, 51, 52]);
  expect(result.current.hasOlder).toBe(false);
  expect(result.current.loadingOlder).toBe(false);
  // Nothing older: no more requests.
  act(() => result.current.loadOlder());
  expect(history.asked).toHaveLength(1);
});

test('a newest page already here is in the first render, joined to the stored messages', () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([serverMessage(1), serverMessage(2)]));
  history.heldPage = page([2, 3, 4], true);
  const { result } = renderChat();
  expect(result.current.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  expect(result.current.historyLoaded).toBe(true);
  expect(result.current.hasOlder).toBe(true);
});

test('a page already here that leaves a gap after the stored messages waits for the catch-up', async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([serverMessage(1)]));
  history.heldPage = page([100], true);
  history.newestPage = Promise.resolve(history.heldPage);
  history.pages = () => page([2, 3], false);
  const { result } = renderChat();
  expect(result.current.messages.map((m) => m.seq)).toEqual([1]);
  await act(async () => {});
  expect(history.asked).toEqual([{ after: 1 }]);
  expect(result.current.messages.map((m) => m.seq)).toEqual([1, 2, 3, 100]);
});

test('without a history of its own it reads the newest page from the query client in context', () => {
  queryClient.setQueryData(newestChatPageQueryOptions().queryKey, page([3, 4]));
  const { result } = renderChat(false);
  expect(result.current.messages.map((m) => m.seq)).toEqual([3, 4]);
  expect(result.current.historyLoaded).toBe(true);
});
