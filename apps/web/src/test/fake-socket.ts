import type {
  ChatHistoryAck,
  ChatMessage,
  GetChatHistoryPayload,
  SendMessageAck,
} from '@tuning/shared/chat';
import type { ChatActionAck } from '@tuning/shared/chat-extras';
import type { DeleteMessageAck } from '@tuning/shared/safety';
import type { AppSocket } from '../lib/socket.ts';

type Handler = (...args: unknown[]) => void;

/**
 * Just enough of a socket.io-client socket: it records what the app emits and lets the test play
 * the server, with `fire` for the server's events and the `…Ack` answers for its acks.
 */
export class FakeSocket {
  connected = false;
  /** How often the app called `connect()`. */
  connects = 0;
  emitted: { event: string; args: unknown[] }[] = [];
  handlers = new Map<string, Set<Handler>>();
  /** What the server holds: the page `getChatHistory` answers unless `historyAck` says otherwise. */
  history: ChatMessage[] = [];
  sendAck: (payload: unknown) => SendMessageAck = () => ({ received: true });
  deleteAck: (payload: unknown) => DeleteMessageAck = () => ({ ok: true });
  reactAck: (payload: unknown) => ChatActionAck | Promise<ChatActionAck> = () => ({ ok: true });
  editAck: (payload: unknown) => ChatActionAck = () => ({ ok: true });
  /** Acks for any other event by name (the private conversations' `joinConversation`, ...). */
  acks: Record<string, (payload: unknown) => unknown> = {};
  historyAck: (payload: GetChatHistoryPayload) => ChatHistoryAck | Promise<ChatHistoryAck> =
    () => ({ ok: true, messages: this.history, hasMore: false });
  private readonly deliver: (run: () => void) => void;

  /**
   * `deliver` runs the handlers of each fired event: React tests pass `act`, so what the event
   * changed is rendered before `fire` returns.
   */
  constructor(deliver: (run: () => void) => void = (run) => run()) {
    this.deliver = deliver;
  }

  /** This fake where the app expects its socket. */
  get asAppSocket(): AppSocket {
    return this as unknown as AppSocket;
  }

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  timeout() {
    return {
      emitWithAck: async (event: string, payload: unknown) => {
        this.emitted.push({ event, args: [payload] });
        const ack = this.acks[event];
        if (ack) return ack(payload);
        if (event === 'sendMessage') return this.sendAck(payload);
        if (event === 'deleteMessage') return this.deleteAck(payload);
        if (event === 'react') return this.reactAck(payload);
        if (event === 'editMessage') return this.editAck(payload);
        return this.historyAck(payload as GetChatHistoryPayload);
      },
    };
  }
  /** The server (or the transport) fires an event. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect' || event === 'connect_error') this.connected = false;
    this.deliver(() => {
      for (const handler of this.handlers.get(event) ?? []) handler(...args);
    });
  }
  /** The payloads the app sent with `event`, in order. */
  sent(event: string): unknown[] {
    return this.emitted.filter((e) => e.event === event).map((e) => e.args[0]);
  }
  /** Handlers registered now, over all events. */
  listenerCount() {
    return [...this.handlers.values()].reduce((n, set) => n + set.size, 0);
  }
}
