import type { ConversationServerEvents, ServerToClientEvents } from '@tuning/shared/chat';
import type { AppSocket } from './socket.ts';

/** What a subscriber can hear on the app's socket: the server's events and the connection's own. */
export type SocketListeners = Partial<
  ServerToClientEvents &
    ConversationServerEvents & {
      connect: () => void;
      disconnect: (reason: string) => void;
      connect_error: (error: Error) => void;
    }
>;

/**
 * Adds `listeners` to `socket`; the function returned removes them, which every subscriber calls
 * when it stops (React StrictMode mounts twice: no doubled listeners). Apart from `socket.ts`, which
 * tests replace, so that a session under test listens on its fake socket through this same code.
 */
export function listen(socket: AppSocket, listeners: SocketListeners): () => void {
  // socket.io-client's typings take one event name at a time; the map is checked above.
  const entries = Object.entries(listeners).filter(([, listener]) => listener) as [never, never][];
  for (const [event, listener] of entries) socket.on(event, listener);
  return () => {
    for (const [event, listener] of entries) socket.off(event, listener);
  };
}
