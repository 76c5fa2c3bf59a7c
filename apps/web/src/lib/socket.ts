import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_RECONNECTION_ATTEMPTS,
  SOCKET_RECONNECTION_DELAY_MS,
  type ClientToServerEvents,
  type ConversationServerEvents,
  type ServerToClientEvents,
} from '@tuning/shared/chat';
import { API_ORIGIN, connectionEvents, reportConnection } from './api-client.ts';
import { pingServer } from './connection-monitor.ts';

/** The room's events and the private conversations' edits, deletions and "Seen" (ADR 0037). */
export type AppSocket = Socket<
  ServerToClientEvents & ConversationServerEvents,
  ClientToServerEvents
>;

let socket: AppSocket | undefined;
let users = 0;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

/** The automatic attempts were used up and the server has not answered since. */
let gaveUp = false;

function reconnectWhenOnline(): void {
  // After the 5 attempts of product.md §7 the client stops; coming back online starts it again.
  gaveUp = false;
  if (socket && !socket.connected && users > 0) socket.connect();
}

function giveUpForNow(): void {
  // A restart can outlast the attempts: the offline banner shows and asks the server's health
  // with a growing pause, and its answer (or any request's) starts the attempts again.
  gaveUp = true;
  reportConnection('unreachable');
}

/**
 * The connection dropped (not by us): the server's health is asked at once, so an outage shows
 * the offline banner now instead of after the reconnection attempts run out (~15 s on /chat).
 * A failed health request itself reports `unreachable`; a blip of the socket alone shows nothing.
 */
function askHealthOnDrop(reason: string): void {
  if (reason !== 'io client disconnect') void pingServer();
}

function askHealthOnConnectError(): void {
  void pingServer();
}

function reconnectWhenAnswered(): void {
  if (gaveUp) reconnectWhenOnline();
}

function dropWhenOffline(): void {
  // A dead network can leave the transport looking open until the next ping times out (~45 s);
  // the browser knows sooner, so the screen shows offline and new messages wait at once.
  socket?.disconnect();
}

/**
 * The one Socket.IO connection (product.md §7: websocket with a polling fallback, 5 reconnection attempts
 * 1 s apart, cookies sent). Screens acquire it and release it; it closes when nobody uses it.
 */
export function acquireSocket(): AppSocket {
  clearTimeout(releaseTimer);
  socket ??= io(API_ORIGIN || undefined, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    withCredentials: true,
    autoConnect: false,
  });
  users += 1;
  if (users === 1) {
    window.addEventListener('online', reconnectWhenOnline);
    window.addEventListener('offline', dropWhenOffline);
    connectionEvents.addEventListener('answered', reconnectWhenAnswered);
    socket.io.on('reconnect_failed', giveUpForNow);
    socket.on('disconnect', askHealthOnDrop);
    socket.on('connect_error', askHealthOnConnectError);
  }
  if (!socket.connected && !socket.active && navigator.onLine !== false) socket.connect();
  return socket;
}

export function releaseSocket(): void {
  users = Math.max(0, users - 1);
  if (users > 0) return;
  window.removeEventListener('online', reconnectWhenOnline);
  window.removeEventListener('offline', dropWhenOffline);
  connectionEvents.removeEventListener('answered', reconnectWhenAnswered);
  socket?.io.off('reconnect_failed', giveUpForNow);
  socket?.off('disconnect', askHealthOnDrop);
  socket?.off('connect_error', askHealthOnConnectError);
  // A remount right after an unmount (StrictMode, fast navigation) keeps the connection.
  releaseTimer = setTimeout(() => {
    if (users === 0) socket?.disconnect();
  }, 100);
}
