import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Server } from 'socket.io';
import { afterEach, expect, test } from 'vitest';
import { newMessageId, type ChatMessage, type SendMessagePayload } from '@tuning/shared/chat';
import type { RealtimeServer } from '../../realtime/socket-server.ts';
import { connectClient, type ChatClient } from '../../../test/socket-client.ts';
import type { ChatExtrasService } from './chat-extras.service.ts';
import type { ChatService } from './chat.service.ts';
import { compileWordFilter } from './word-filter.ts';
import { registerChatSocket } from './chat.socket.ts';

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const author = { userId: 'u1', username: 'ada', fullName: 'Ada', profilePic: '' };

/** A chat whose earlier sends take longer than later ones, as a cache miss before a hit does. */
function slowFirstChat(): { chat: ChatService; stored: string[] } {
  const stored: string[] = [];
  let calls = 0;
  const send = async (_userId: string, payload: SendMessagePayload) => {
    const delay = Math.max(0, 60 - calls++ * 15);
    await new Promise((resolve) => setTimeout(resolve, delay));
    stored.push(payload.message);
    const message: ChatMessage = {
      ...author,
      message: payload.message,
      messageId: payload.messageId,
      timestamp: Date.now(),
      seq: stored.length,
    };
    return { message, author, notifications: [] };
  };
  const chat = {
    loadAuthor: async () => author,
    loadConnection: async () => ({
      author,
      role: 'member' as const,
      suspendedUntil: undefined,
      hidden: new Set<string>(),
      blockers: new Set<string>(),
    }),
    send,
    history: async () => ({ messages: [], hasMore: false }),
    messageStored: () => {},
    historyChanged: () => {},
    hiddenBy: async () => new Set<string>(),
    tiesOf: async () => ({ authors: new Set<string>(), blockers: new Set<string>() }),
    hiddenChanged: () => {},
    hiddenRevision: () => 0,
    userRemoved: () => {},
    forgetAll: () => {},
    roomSettings: async () => ({ slowModeSeconds: 0 }),
    roomSettingsChanged: () => {},
    filterTermsChanged: () => {},
    wordFilter: async () => compileWordFilter([]),
    actor: async () => ({ userId: author.userId, role: 'member' as const }),
    deleteMessage: async () => 'forbidden' as const,
  } satisfies ChatService;
  return { chat, stored };
}

/** Reactions and edits that record the order they are applied in. */
function recordingExtras(applied: string[]): ChatExtrasService {
  return {
    react: async (_userId, payload) => {
      applied.push(`react ${payload.emoji}`);
      return { changed: undefined, notifications: [], reactorIds: [] };
    },
    reactionsSeenBy: async () => [],
    edit: async (_userId, payload) => {
      applied.push(`edit ${payload.message}`);
      return { authorId: author.userId, edited: undefined, notifications: [] };
    },
    readState: async () => ({ lastReadSeq: 0, unread: 0 }),
    markRead: async () => ({ lastReadSeq: 0, unread: 0 }),
    mentionSuggestions: async () => [],
  };
}

/** The chat socket alone on a real Socket.IO server, with `chat` behind it; one client on it. */
async function connectTo(
  chat: ChatService,
  options: { sendTimeoutMs?: number; extras?: ChatExtrasService } = {},
) {
  const http = createServer();
  const io: RealtimeServer = new Server(http, { path: '/socket.io' });
  io.use((socket, next) => {
    // As the realtime layer's handshake leaves it.
    socket.data.userId = author.userId;
    socket.data.sessionHash = 'a-session-hash';
    socket.data.joined = false;
    next();
  });
  const registered = registerChatSocket(io, {
    chat,
    extras: recordingExtras([]),
    log: pino({ level: 'silent' }),
    multiInstance: false,
    ...options,
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise((resolve) => io.close(() => resolve(undefined))));
  cleanup.push(() => registered.close());
  const client: ChatClient = await connectClient(
    `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
  );
  cleanup.push(() => client.close());
  return client;
}

test('one socket’s messages are stored, broadcast and acked in the order it sent them', async () => {
  const { chat, stored } = slowFirstChat();
  const client = await connectTo(chat);

  const broadcast: string[] = [];
  client.on('message', (message) => broadcast.push(message.message));
  const acked: string[] = [];
  const texts = ['one', 'two', 'three', 'four', 'five'];
  await Promise.all(
    texts.map((message) =>
      client
        .timeout(5000)
        .emitWithAck('sendMessage', { message, messageId: newMessageId(author.userId) })
        .then(() => acked.push(message)),
    ),
  );
  expect(stored).toEqual(texts);
  expect(acked).toEqual(texts);
  await expect.poll(() => broadcast).toEqual(texts);
});

test('finding 2: a send lost by the database is answered by its own timeout and never blocks the next', async () => {
  const { chat, stored } = slowFirstChat();
  let lost = true;
  const send: ChatService['send'] = (userId, payload) =>
    // The first send never comes back, as one whose packets the network swallowed.
    lost ? ((lost = false), new Promise(() => {})) : chat.send(userId, payload);
  const client = await connectTo({ ...chat, send }, { sendTimeoutMs: 200 });
  const sendMessage = (message: string) =>
    client
      .timeout(5000)
      .emitWithAck('sendMessage', { message, messageId: newMessageId(author.userId) });

  // Refused, not silently lost: the client keeps it and resends it (the same messageId).
  const first = await sendMessage('lost');
  expect(first).toEqual({
    received: false,
    error: expect.objectContaining({ code: 'UNAVAILABLE' }),
  });
  // The next send does not wait behind the lost one.
  expect(await sendMessage('next')).toEqual({ received: true });
  expect(stored).toEqual(['next']);
});

test('a reaction and an edit sent right after a message are applied after it, in order', async () => {
  const { chat, stored } = slowFirstChat();
  const applied: string[] = [];
  const send: ChatService['send'] = async (userId, payload) => {
    const result = await chat.send(userId, payload);
    applied.push(`send ${payload.message}`);
    return result;
  };
  const client = await connectTo({ ...chat, send }, { extras: recordingExtras(applied) });
  const messageId = newMessageId(author.userId);
  const acks = await Promise.all([
    client.timeout(5000).emitWithAck('sendMessage', { message: 'hello', messageId }),
    client.timeout(5000).emitWithAck('react', { messageId, emoji: '👍', on: true }),
    client.timeout(5000).emitWithAck('editMessage', { messageId, message: 'hello there' }),
  ]);
  expect(acks).toEqual([{ received: true }, { ok: true }, { ok: true }]);
  expect(stored).toEqual(['hello']);
  expect(applied).toEqual(['send hello', 'react 👍', 'edit hello there']);
});
