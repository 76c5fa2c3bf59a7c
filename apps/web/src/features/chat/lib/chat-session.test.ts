import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { ChatHistoryPage, ChatMessage } from '@tuning/shared/chat';
import type { ChatActionAck, Reaction } from '@tuning/shared/chat-extras';
import type { ErrorBody } from '@tuning/shared/errors';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { chatMessage, currentUserProfile } from '../../../test/fixtures.ts';
import { STORAGE_KEY } from './chat-messages.ts';
import {
  ChatSession,
  DELETE_OFFLINE,
  type HistorySource,
  type SessionCheck,
} from './chat-session.ts';

const never: HistorySource = {
  held: () => undefined,
  newest: () => new Promise<ChatHistoryPage>(() => {}),
  page: () => new Promise<ChatHistoryPage>(() => {}),
};

const user = currentUserProfile({ uid: 'u-ann', fullName: 'Ann Lee', userName: 'ann' });
/** Lets the promises the session started settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let socket: FakeSocket;

function start(sessionEnded?: SessionCheck, history: HistorySource = never) {
  const session = new ChatSession({
    source: { acquire: () => socket.asAppSocket, release: () => {} },
    history,
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

test('leaving the screen leaves the room on a connection the app keeps; a closed one says nothing', () => {
  const { disconnect } = start();
  socket.fire('connect');
  expect(socket.sent('join')).toHaveLength(1);
  disconnect();
  expect(socket.sent('leave')).toEqual([undefined]);

  socket = new FakeSocket();
  const second = start();
  second.disconnect();
  expect(socket.sent('leave')).toEqual([]);
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

/** Sends `text` and lets the server refuse it with `error` (timers faked). */
async function sendRefused(session: ChatSession, text: string, error: ErrorBody) {
  socket.sendAck = () => ({ received: false, error });
  session.send(text);
  await vi.advanceTimersByTimeAsync(0);
}

test('a refusal of what the user just sent (slow mode) comes back with its reason; nothing is retried', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { session } = start();
  socket.fire('connect');
  const reason = 'Slow mode is on: wait 30 seconds between messages.';
  await sendRefused(session, 'hello again', { code: 'RATE_LIMITED', message: reason });
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
  await sendRefused(session, 'darn it', { code: 'BAD_REQUEST', message: filtered });
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

// --- product.md §13: reactions, edits, replies ---------------------------------------------------

const annRef = { userId: 'u-ann', username: 'ann', fullName: 'Ann Lee' };
const benRef = { userId: 'u-ben', username: 'ben', fullName: 'Ben Ito' };
const thumbs = (...users: (typeof annRef)[]): Reaction[] => [
  { emoji: '👍', count: users.length, users },
];
/** Connected, with `messages` as the server's newest page. */
async function connectedWith(messages: ChatMessage[]) {
  socket.history = messages;
  socket.fire('connect');
  await settle();
}

const reactionsOf = (session: ChatSession, seq: number) =>
  session.getSnapshot().messages.find((m) => m.seq === seq)?.reactions;

test('reactionsChanged and messageEdited apply at a revision as new as the one held, never older', async () => {
  const { session } = start();
  await connectedWith([chatMessage(1, { revision: 3 }), chatMessage(2)]);
  const id = chatMessage(1).messageId;
  socket.fire('reactionsChanged', { messageId: id, revision: 2, reactions: thumbs(benRef) });
  expect(reactionsOf(session, 1)).toBeUndefined();
  socket.fire('reactionsChanged', { messageId: id, revision: 4, reactions: thumbs(benRef) });
  expect(reactionsOf(session, 1)).toEqual(thumbs(benRef));
  socket.fire('messageEdited', {
    messageId: id,
    revision: 4,
    message: 'late',
    editedAt: 1,
    mentions: [],
  });
  expect(session.getSnapshot().messages[0]).toMatchObject({ message: 'late', editedAt: 1 });
  socket.fire('messageEdited', {
    messageId: id,
    revision: 3,
    message: 'stale',
    editedAt: 2,
    mentions: [],
  });
  expect(session.getSnapshot().messages[0]?.message).toBe('late');
  // Kept in the stored copy: a reload shows the same.
  const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as {
    message: string;
    revision: number;
  }[];
  expect(stored[0]).toMatchObject({ message: 'late', revision: 4 });
});

test("a reaction shows at once, survives a list from someone else, and settles with the server's", async () => {
  const { session } = start();
  await connectedWith([chatMessage(1, { revision: 1 })]);
  const id = chatMessage(1).messageId;
  let answer!: (ack: ChatActionAck) => void;
  socket.reactAck = () => new Promise((resolve) => (answer = resolve));
  session.react(id, '👍', true);
  expect(socket.sent('react')).toEqual([{ messageId: id, emoji: '👍', on: true }]);
  expect(reactionsOf(session, 1)).toEqual(thumbs(annRef));
  // Ben's reaction lands first: Ann's still shows on top of it.
  socket.fire('reactionsChanged', { messageId: id, revision: 2, reactions: thumbs(benRef) });
  expect(reactionsOf(session, 1)).toEqual(thumbs(benRef, annRef));
  answer({ ok: true });
  await settle();
  expect(reactionsOf(session, 1)).toEqual(thumbs(benRef, annRef));
  // The server's list with both: nothing on top any more, and the stored copy has it.
  socket.fire('reactionsChanged', {
    messageId: id,
    revision: 3,
    reactions: thumbs(benRef, annRef),
  });
  expect(reactionsOf(session, 1)).toEqual(thumbs(benRef, annRef));
  socket.fire('reactionsChanged', { messageId: id, revision: 4, reactions: thumbs(benRef) });
  expect(reactionsOf(session, 1)).toEqual(thumbs(benRef));
  expect(session.getSnapshot().notice).toBeUndefined();
});

test('a refused or unanswered reaction is taken back and the user is told why', async () => {
  const { session } = start();
  expect(session.getSnapshot().notice).toBeUndefined();
  await connectedWith([chatMessage(1, { reactions: thumbs(benRef), revision: 1 })]);
  const id = chatMessage(1).messageId;
  socket.reactAck = () => ({ ok: false, error: { code: 'RATE_LIMITED', message: 'Slow down.' } });
  session.react(id, '👍', true);
  expect(reactionsOf(session, 1)).toEqual(thumbs(benRef, annRef));
  await settle();
  expect(reactionsOf(session, 1)).toEqual(thumbs(benRef));
  const refused = session.getSnapshot().notice;
  expect(refused?.text).toBe('Your reaction was not saved. Slow down.');

  socket.reactAck = () => Promise.reject(new Error('operation has timed out'));
  session.react(id, '🔥', true);
  await settle();
  expect(reactionsOf(session, 1)).toEqual(thumbs(benRef));
  expect(session.getSnapshot().notice).toMatchObject({
    text: 'Your reaction was not saved. The server did not answer. Try again in a moment.',
  });
  expect(session.getSnapshot().notice?.id).not.toBe(refused?.id);

  socket.fire('disconnect', 'transport close');
  session.react(id, '🔥', true);
  expect(socket.sent('react')).toHaveLength(2);
  expect(session.getSnapshot().notice?.text).toBe(
    'You are offline. Try again when the connection is back.',
  );
});

test('a reply and an image go with the message, and again when it is resent', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { session } = start();
  socket.history = [chatMessage(1, { message: 'which panel?' })];
  socket.fire('connect');
  await vi.advanceTimersByTimeAsync(0);
  let answers = 0;
  socket.sendAck = () =>
    ++answers === 1
      ? { received: false, error: { code: 'UNAVAILABLE', message: 'Try again.' } }
      : { received: true };
  const replyTo = chatMessage(1).messageId;
  session.send('the storm one', { replyTo, imageId: 'img_12345678' });
  const [, sent] = session.getSnapshot().messages;
  // Shown at once with its quote.
  expect(sent).toMatchObject({
    pending: true,
    replyTo: { messageId: replyTo, seq: 1, snippet: 'which panel?', fullName: 'Ben Ito' },
  });
  await vi.advanceTimersByTimeAsync(2000);
  const payloads = socket.sent('sendMessage');
  expect(payloads).toHaveLength(2);
  for (const payload of payloads) {
    expect(payload).toMatchObject({ message: 'the storm one', replyTo, imageId: 'img_12345678' });
  }
  // An image alone is a message; nothing at all is not.
  session.send('', { imageId: 'img_abcdefgh' });
  session.send('   ');
  await vi.advanceTimersByTimeAsync(0);
  expect(socket.sent('sendMessage').map((p) => (p as { message: string }).message)).toEqual([
    'the storm one',
    'the storm one',
    '',
  ]);
  vi.useRealTimers();
});

test('revealMessage pages back until the message is held; a seq passed, or no more pages, means gone', async () => {
  const asked: unknown[] = [];
  const pages: Record<number, ChatHistoryPage> = {
    101: { messages: [chatMessage(51), chatMessage(100)], hasMore: true },
    51: { messages: [chatMessage(3), chatMessage(50)], hasMore: true },
    3: { messages: [chatMessage(1)], hasMore: false },
  };
  const history: HistorySource = {
    held: () => undefined,
    newest: () => new Promise<ChatHistoryPage>(() => {}),
    page: async (cursor) => {
      asked.push(cursor);
      return pages[(cursor as { before: number }).before]!;
    },
  };
  const { session } = start(undefined, history);
  socket.history = [chatMessage(101), chatMessage(102)];
  socket.fire('connect');
  await settle();
  // hasMore comes from the newest page.
  socket.history = [];
  socket.fire(
    'chatHistory',
    Array.from({ length: 50 }, (_, i) => chatMessage(101 + i)),
  );

  expect(await session.revealMessage(chatMessage(50).messageId, 50)).toBe('found');
  expect(asked).toEqual([{ before: 101 }, { before: 51 }]);
  expect(session.getSnapshot().messages[0]?.seq).toBe(3);
  // Seq 2 is between 1 and 3: deleted with its account. Reaching it ends the search.
  expect(await session.revealMessage('u-gone-2-x', 2)).toBe('gone');
  expect(asked).toEqual([{ before: 101 }, { before: 51 }, { before: 3 }]);
  expect(await session.revealMessage('u-gone-0-x')).toBe('gone');
  expect(asked).toHaveLength(3);
});

test("editing: within the window and own, checked here; the server's refusal comes back; the text changes once it agrees", async () => {
  const { session } = start();
  const mine = chatMessage(1, { userId: 'u-ann', timestamp: Date.now() - 60_000, message: 'helo' });
  const old = chatMessage(2, { userId: 'u-ann', timestamp: Date.now() - 16 * 60_000 });
  await connectedWith([mine, old, chatMessage(3)]);
  expect(await session.editMessage(old.messageId, 'x')).toBe(
    'Messages can only be edited for 15 minutes after they are sent.',
  );
  expect(await session.editMessage(chatMessage(3).messageId, 'x')).toBe(
    'Messages can only be edited for 15 minutes after they are sent.',
  );
  expect(await session.editMessage(mine.messageId, '  ')).toBe(
    'A message cannot be empty. Delete it instead?',
  );
  expect(socket.sent('editMessage')).toEqual([]);

  socket.editAck = () => ({ ok: false, error: { code: 'FORBIDDEN', message: 'Too late.' } });
  expect(await session.editMessage(mine.messageId, 'hello')).toBe('Too late.');
  expect(session.getSnapshot().messages[0]?.message).toBe('helo');

  socket.editAck = () => ({ ok: true });
  expect(await session.editMessage(mine.messageId, 'hello')).toBeUndefined();
  expect(socket.sent('editMessage').at(-1)).toEqual({
    messageId: mine.messageId,
    message: 'hello',
  });
  expect(session.getSnapshot().messages[0]).toMatchObject({ message: 'hello' });
  expect(session.getSnapshot().messages[0]?.editedAt).toBeTypeOf('number');
  // The broadcast settles it with the server's time and revision.
  socket.fire('messageEdited', {
    messageId: mine.messageId,
    revision: 1,
    message: 'hello',
    editedAt: 42,
    mentions: [],
  });
  expect(session.getSnapshot().messages[0]).toMatchObject({ editedAt: 42, revision: 1 });
});

test('the authors the user blocked or muted leave the messages kept on this browser', async () => {
  const { session } = start();
  await connectedWith([
    chatMessage(1),
    chatMessage(2, { userId: 'u-cy', messageId: 'u-cy-2-x' }),
    chatMessage(3, { userId: 'u-ann', messageId: 'u-ann-3-x' }),
  ]);
  const before = session.getSnapshot();
  session.forgetAuthors(new Set(['u-nobody']));
  expect(session.getSnapshot()).toBe(before);
  session.forgetAuthors(new Set(['u-cy', 'u-ann']));
  expect(session.getSnapshot().messages.map((m) => m.seq)).toEqual([1, 3]);
  const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as { seq: number }[];
  expect(stored.map((m) => m.seq)).toEqual([1, 3]);
});
