import { io as connect, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import {
  newMessageId,
  type ChatMessage,
  type ClientToServerEvents,
  type ConversationServerEvents,
  type ServerToClientEvents as RoomEvents,
} from '@tuning/shared/chat';

/** Everything the server sends, the room's and the conversations' (as `RealtimeServer`). */
type ServerToClientEvents = RoomEvents & ConversationServerEvents;

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real socket.io-client connection; resolves once connected, rejects on connect_error. */
export async function connectClient(
  baseUrl: string,
  options: { cookie?: string; origin?: string; transports?: ('websocket' | 'polling')[] } = {},
): Promise<ChatClient> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const socket: ChatClient = connect(baseUrl, {
    path: '/socket.io',
    transports: options.transports ?? ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return socket;
}

/** The next `event` on `socket` that satisfies `match` (default: any). */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ChatClient,
  event: E,
  match: (...args: Parameters<ServerToClientEvents[E]>) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`timed out waiting for ${String(event)}`));
    }, timeoutMs);
    const listener = (...args: Parameters<ServerToClientEvents[E]>) => {
      if (!match(...args)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(args);
    };
    socket.on(event, listener as never);
  });
}

/**
 * `sender` sends `text` from `from`: it is acked, and each of `to` receives it as sent. Resolves
 * with the message id.
 */
export async function sendAndReceive(
  from: ChatClient,
  sender: { id: string },
  text: string,
  to: ChatClient[],
): Promise<string> {
  const messageId = newMessageId(sender.id);
  const received = to.map((socket) =>
    nextEvent(socket, 'message', (message) => message.messageId === messageId),
  );
  const ack = await from.timeout(5000).emitWithAck('sendMessage', { message: text, messageId });
  expect(ack).toEqual({ received: true });
  for (const [message] of (await Promise.all(received)) as [ChatMessage][]) {
    expect(message).toMatchObject({ message: text, userId: sender.id });
  }
  return messageId;
}

/** Resolves with the reason (`io server disconnect`, `transport close`, …) once `socket` is closed. */
export function disconnectReason(socket: {
  once(event: 'disconnect', listener: (reason: string) => void): unknown;
}): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', resolve));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
