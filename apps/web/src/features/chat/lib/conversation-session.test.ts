import { beforeEach, expect, test, vi } from 'vitest';
import type {
  ConversationHistory,
  ConversationMessage,
} from '@tuning/shared/conversations-response-schemas';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { chatMessage, currentUserProfile } from '../../../test/fixtures.ts';
import { chatTexts } from './chat-texts.ts';
import {
  ConversationSession,
  outboxKey,
  type ConversationHistorySource,
  type OutboxStorage,
} from './conversation-session.ts';

const CONVERSATION = 'c-1';
const user = currentUserProfile({ uid: 'u-ann', fullName: 'Ann Lee', userName: 'ann' });

/** A message of this conversation from Ben, the `seq`th. */
const fromBen = (
  seq: number,
  overrides: Partial<ConversationMessage> = {},
): ConversationMessage => ({
  ...chatMessage(seq),
  conversationId: CONVERSATION,
  ...overrides,
});

let socket: FakeSocket;

/** localStorage as a map, to look into and to hand to the next page load. */
function memoryStorage(): OutboxStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function start(
  pages: (before?: number) => ConversationHistory,
  options: { storage?: OutboxStorage; conversationId?: string } = {},
) {
  const read: number[] = [];
  const history: ConversationHistorySource = {
    page: (before) => Promise.resolve(pages(before)),
    markRead: (seq) => {
      read.push(seq);
      return Promise.resolve();
    },
  };
  const session = new ConversationSession({
    conversationId: options.conversationId ?? CONVERSATION,
    source: { acquire: () => socket.asAppSocket, release: () => {} },
    history,
    ...(options.storage ? { storage: options.storage } : {}),
  });
  return { session, read };
}

beforeEach(() => {
  socket = new FakeSocket();
  socket.acks.joinConversation = () => ({ ok: true });
});

test('joins on connect, catches up from the newest page, and marks the newest message read', async () => {
  const { session, read } = start(() => ({ messages: [fromBen(1), fromBen(2)], hasMore: true }));
  await session.load();
  expect(session.getSnapshot()).toMatchObject({ historyLoaded: true, hasOlder: true });
  expect(read).toEqual([2]);

  session.connect(user);
  socket.fire('connect');
  expect(socket.sent('joinConversation')).toEqual([{ conversationId: CONVERSATION }]);
  // A live message from Ben, and the same one again (two instances): one entry.
  socket.fire('conversationMessage', fromBen(3));
  socket.fire('conversationMessage', fromBen(3));
  // Another conversation's message is not this one's.
  socket.fire('conversationMessage', fromBen(4, { conversationId: 'c-2', messageId: 'other' }));
  expect(session.getSnapshot().messages.map((m) => m.seq)).toEqual([1, 2, 3]);
  expect(read).toEqual([2, 3]);
});

test('a message typed offline shows at once and is sent on reconnect; the ack replaces it', async () => {
  const stored: ConversationMessage[] = [];
  socket.acks.conversationSend = (payload) => {
    const { message, messageId } = payload as { message: string; messageId: string };
    const copy = fromBen(10, { message, messageId, userId: user.uid, username: user.userName });
    stored.push(copy);
    return { ok: true, data: copy };
  };
  const { session } = start(() => ({ messages: stored, hasMore: false }));
  session.connect(user);
  session.send('hello, offline');
  expect(session.getSnapshot().messages).toMatchObject([
    { message: 'hello, offline', pending: true },
  ]);
  expect(socket.sent('conversationSend')).toEqual([]);

  socket.fire('connect');
  await vi.waitFor(() => expect(socket.sent('conversationSend')).toHaveLength(1));
  expect(socket.sent('conversationSend')[0]).toMatchObject({
    conversationId: CONVERSATION,
    message: 'hello, offline',
  });
  await vi.waitFor(() =>
    expect(session.getSnapshot().messages).toMatchObject([{ seq: 10, message: 'hello, offline' }]),
  );
  expect(session.getSnapshot().messages[0]?.pending).toBeUndefined();
  // The echo of the same message changes nothing.
  socket.fire('conversationMessage', stored[0]);
  expect(session.getSnapshot().messages).toHaveLength(1);
});

test('typed offline, then the page reloads: the outbox is kept per account and sent once back', async () => {
  const storage = memoryStorage();
  const key = outboxKey(user.uid, CONVERSATION);
  const first = start(() => ({ messages: [], hasMore: false }), { storage });
  const disconnect = first.session.connect(user);
  first.session.send('see you at 5');
  first.session.send('and bring the notes');
  const typed = first.session.getSnapshot().messages.map((m) => m.messageId);
  expect(JSON.parse(storage.items.get(key)!)).toMatchObject([
    { message: 'see you at 5', pending: true },
    { message: 'and bring the notes', pending: true },
  ]);
  disconnect();

  // Someone else signed in on this browser, or another conversation: not theirs to show or send.
  const ben = currentUserProfile({ uid: 'u-ben', fullName: 'Ben Ito', userName: 'ben' });
  const theirs = start(() => ({ messages: [], hasMore: false }), { storage });
  theirs.session.connect(ben)();
  expect(theirs.session.getSnapshot().messages).toEqual([]);
  const elsewhere = start(() => ({ messages: [], hasMore: false }), {
    storage,
    conversationId: 'c-2',
  });
  elsewhere.session.connect(user)();
  expect(elsewhere.session.getSnapshot().messages).toEqual([]);

  // Reloaded: the same messages wait, in order, and go with their own ids once connected.
  const stored: ConversationMessage[] = [];
  socket.acks.conversationSend = (payload) => {
    const { message, messageId } = payload as { message: string; messageId: string };
    const copy = fromBen(20 + stored.length, {
      message,
      messageId,
      userId: user.uid,
      username: user.userName,
    });
    stored.push(copy);
    return { ok: true, data: copy };
  };
  const second = start(() => ({ messages: [...stored], hasMore: false }), { storage });
  second.session.connect(user);
  expect(second.session.getSnapshot().messages).toMatchObject([
    { message: 'see you at 5', pending: true },
    { message: 'and bring the notes', pending: true },
  ]);
  socket.fire('connect');
  await vi.waitFor(() => expect(socket.sent('conversationSend')).toHaveLength(2));
  expect(
    socket.sent('conversationSend').map((sent) => (sent as { messageId: string }).messageId),
  ).toEqual(typed);
  await vi.waitFor(() => expect(storage.items.has(key)).toBe(false));
  expect(second.session.getSnapshot().messages.map((m) => [m.seq, m.pending])).toEqual([
    [20, undefined],
    [21, undefined],
  ]);
});

test('an outbox the server already stored (the ack was lost) is not sent again after a reload', async () => {
  const storage = memoryStorage();
  const first = start(() => ({ messages: [], hasMore: false }), { storage });
  first.session.connect(user)();
  first.session.send('did this go?');
  const [typed] = first.session.getSnapshot().messages;
  // It reached the server before the page went away: the newest page has it.
  const storedCopy = fromBen(7, {
    message: 'did this go?',
    messageId: typed!.messageId,
    userId: user.uid,
  });
  const second = start(() => ({ messages: [storedCopy], hasMore: false }), { storage });
  second.session.connect(user);
  socket.fire('connect');
  await vi.waitFor(() => expect(second.session.getSnapshot().messages[0]?.seq).toBe(7));
  expect(second.session.getSnapshot().messages).toHaveLength(1);
  expect(socket.sent('conversationSend')).toEqual([]);
  expect(storage.items.size).toBe(0);
});

test('a send refused for good comes back to the composer with the reason', async () => {
  socket.acks.conversationSend = () => ({
    ok: false,
    error: { code: 'FORBIDDEN', message: "You can't message this person" },
  });
  const { session } = start(() => ({ messages: [], hasMore: false }));
  session.connect(user);
  socket.fire('connect');
  session.send('hi');
  await vi.waitFor(() =>
    expect(session.getSnapshot().refusal).toMatchObject({
      text: 'hi',
      reason: "You can't message this person",
    }),
  );
  const { messageId } = session.getSnapshot().refusal!;
  session.discardRefused(messageId);
  expect(session.getSnapshot().messages).toEqual([]);
});

test('reactions, typing and a conversation that is gone', async () => {
  socket.acks.conversationReact = () => ({ ok: true });
  const { session } = start(() => ({ messages: [fromBen(1)], hasMore: false }));
  await session.load();
  session.connect(user);
  socket.fire('connect');

  session.react(fromBen(1).messageId, '🔥', true);
  expect(socket.sent('conversationReact')).toEqual([
    { conversationId: CONVERSATION, messageId: fromBen(1).messageId, emoji: '🔥', on: true },
  ]);
  socket.fire('conversationReactions', {
    conversationId: CONVERSATION,
    messageId: fromBen(1).messageId,
    revision: 5,
    reactions: [
      {
        emoji: '🔥',
        count: 1,
        users: [{ userId: user.uid, username: 'ann', fullName: 'Ann Lee' }],
      },
    ],
  });
  expect(session.getSnapshot().messages[0]?.reactions).toMatchObject([{ emoji: '🔥', count: 1 }]);

  socket.fire('conversationTyping', {
    conversationId: CONVERSATION,
    userId: 'u-ben',
    username: 'ben',
    isTyping: true,
  });
  // The user's own typing, heard back, is no one's to show.
  socket.fire('conversationTyping', {
    conversationId: CONVERSATION,
    userId: user.uid,
    username: 'ann',
    isTyping: true,
  });
  expect(session.getSnapshot().typers.map((t) => t.name)).toEqual(['ben']);
  socket.fire('conversationMessage', fromBen(2));
  expect(session.getSnapshot().typers).toEqual([]);

  session.setTyping(true);
  expect(socket.sent('conversationTyping')).toEqual([
    { conversationId: CONVERSATION, isTyping: true },
  ]);

  // Removed meanwhile: the next join is refused and the screen says so.
  socket.acks.joinConversation = () => ({
    ok: false,
    error: { code: 'NOT_FOUND', message: 'Conversation not found' },
  });
  socket.fire('disconnect');
  socket.fire('connect');
  await vi.waitFor(() => expect(session.getSnapshot().gone).toBe(true));
});

test('older pages load before the first message held', async () => {
  const { session } = start((before) =>
    before === undefined
      ? { messages: [fromBen(51), fromBen(52)], hasMore: true }
      : { messages: [fromBen(49), fromBen(50)], hasMore: false },
  );
  await session.load();
  session.loadOlder();
  await vi.waitFor(() => expect(session.getSnapshot().loadingOlder).toBe(false));
  expect(session.getSnapshot().messages.map((m) => m.seq)).toEqual([49, 50, 51, 52]);
  expect(session.getSnapshot().hasOlder).toBe(false);
});

test('a reply goes with replyTo and shows its quote while on its way', async () => {
  socket.acks.conversationSend = () => new Promise(() => {});
  const { session } = start(() => ({ messages: [fromBen(1)], hasMore: false }));
  await session.load();
  session.connect(user);
  socket.fire('connect');
  await vi.waitFor(() => expect(socket.sent('joinConversation')).toHaveLength(1));
  session.send('yes', { replyTo: fromBen(1).messageId });
  await vi.waitFor(() => expect(socket.sent('conversationSend')).toHaveLength(1));
  expect(socket.sent('conversationSend')[0]).toMatchObject({
    conversationId: CONVERSATION,
    message: 'yes',
    replyTo: fromBen(1).messageId,
  });
  expect(session.getSnapshot().messages[1]).toMatchObject({
    pending: true,
    replyTo: { messageId: fromBen(1).messageId, snippet: 'm1' },
  });
});

test('edits and deletions: own ones over the socket, everyone’s live from the events', async () => {
  const now = Date.now();
  const own = fromBen(2, {
    userId: user.uid,
    username: 'ann',
    messageId: 'u-ann-2-x',
    timestamp: now,
  });
  const old = fromBen(3, {
    userId: user.uid,
    username: 'ann',
    messageId: 'u-ann-3-x',
    timestamp: now - 16 * 60_000,
  });
  socket.acks.conversationEdit = () => ({ ok: true });
  socket.acks.conversationDelete = () => ({ ok: true });
  const { session } = start(() => ({ messages: [fromBen(1), own, old], hasMore: false }));
  await session.load();
  session.connect(user);

  // Offline: nothing is sent, the reason comes back.
  expect(await session.editMessage(own.messageId, 'changed')).toBe(chatTexts.offline);
  socket.fire('connect');
  expect(await session.editMessage(old.messageId, 'late')).toBe(chatTexts.editTooLate);
  expect(await session.editMessage(own.messageId, 'changed')).toBeUndefined();
  expect(socket.sent('conversationEdit')).toEqual([
    { conversationId: CONVERSATION, messageId: own.messageId, message: 'changed' },
  ]);
  expect(session.getSnapshot().messages[1]).toMatchObject({ message: 'changed' });
  expect(session.getSnapshot().messages[1]?.editedAt).toBeTypeOf('number');

  expect(await session.deleteMessage(own.messageId)).toBeUndefined();
  expect(socket.sent('conversationDelete')).toEqual([
    { conversationId: CONVERSATION, messageId: own.messageId },
  ]);
  expect(session.getSnapshot().messages[1]).toMatchObject({ deleted: true, message: '' });

  // Ben edits, then deletes, his own; another conversation's events change nothing here.
  socket.fire('conversationEdited', {
    conversationId: 'c-2',
    messageId: fromBen(1).messageId,
    revision: 9,
    message: 'not here',
    editedAt: now,
    mentions: [],
  });
  socket.fire('conversationEdited', {
    conversationId: CONVERSATION,
    messageId: fromBen(1).messageId,
    revision: 2,
    message: 'm1, better',
    editedAt: now,
    mentions: [],
  });
  expect(session.getSnapshot().messages[0]).toMatchObject({ message: 'm1, better', editedAt: now });
  socket.fire('conversationDeleted', {
    conversationId: CONVERSATION,
    messageId: fromBen(1).messageId,
    revision: 3,
  });
  expect(session.getSnapshot().messages[0]).toMatchObject({ deleted: true });
});

test('a refused edit or deletion answers the server’s words', async () => {
  const own = fromBen(1, { userId: user.uid, messageId: 'u-ann-1-x', timestamp: Date.now() });
  const gone = {
    ok: false,
    error: { code: 'NOT_FOUND', message: 'That message no longer exists.' },
  };
  socket.acks.conversationEdit = () => gone;
  socket.acks.conversationDelete = () => gone;
  const { session } = start(() => ({ messages: [own], hasMore: false }));
  await session.load();
  session.connect(user);
  socket.fire('connect');
  expect(await session.editMessage(own.messageId, 'x')).toBe('That message no longer exists.');
  expect(await session.deleteMessage(own.messageId)).toBe('That message no longer exists.');
  expect(session.getSnapshot().messages[0]).toMatchObject({ message: 'm1' });
});

test('a reply’s original is found by paging back, or is gone', async () => {
  const { session } = start((before) =>
    before === undefined
      ? { messages: [fromBen(51)], hasMore: true }
      : { messages: [fromBen(49)], hasMore: false },
  );
  await session.load();
  expect(await session.revealMessage(fromBen(49).messageId, 49)).toBe('found');
  expect(await session.revealMessage('u-ben-30-x', 30)).toBe('gone');
});

test('an account deleted: its messages and typing leave the conversation at once', async () => {
  const fromCy = fromBen(2, { userId: 'u-cy', username: 'cy', messageId: 'u-cy-2-x' });
  const { session } = start(() => ({ messages: [fromBen(1), fromCy, fromBen(3)], hasMore: false }));
  await session.load();
  session.connect(user);
  socket.fire('connect');
  socket.fire('conversationTyping', {
    conversationId: CONVERSATION,
    userId: 'u-cy',
    username: 'cy',
    isTyping: true,
  });
  expect(session.getSnapshot().typers.map((t) => t.userId)).toEqual(['u-cy']);
  socket.fire('userRemoved', { userId: 'u-cy' });
  expect(session.getSnapshot().messages.map((m) => m.seq)).toEqual([1, 3]);
  expect(session.getSnapshot().typers).toEqual([]);
  // Someone with no message here: nothing changes.
  const before = session.getSnapshot().messages;
  socket.fire('userRemoved', { userId: 'u-dee' });
  expect(session.getSnapshot().messages).toBe(before);
});
