import type { ChatActionAck } from '@tuning/shared/chat-extras';
import type { PushScreen } from '@tuning/shared/push';
import { viewingPayloadSchema } from '@tuning/shared/push-schemas';
import { describeIssue } from '../../lib/app-error.ts';
import { userRoom, type RealtimeServer } from '../../realtime/socket-server.ts';

/**
 * What each socket shows that a push would open (ADR 0024): the chat is known by its `join`, the
 * other screens by `viewing`, which the web app sends whenever they change and on every
 * (re)connection. Kept in `socket.data`, so `fetchSockets` reads it on every instance.
 */
export function registerViewingSocket(io: RealtimeServer): void {
  io.on('connection', (socket) => {
    socket.on('viewing', (payload, ack) => {
      const reply: (result: ChatActionAck) => void =
        typeof ack === 'function' ? ack : () => undefined;
      const parsed = viewingPayloadSchema.safeParse(payload);
      if (!parsed.success) {
        return reply({
          ok: false,
          error: { code: 'BAD_REQUEST', message: describeIssue(parsed.error) },
        });
      }
      socket.data.viewing = [...new Set(parsed.data.screens)];
      reply({ ok: true });
    });
  });
}

/** Whether one of the person's sockets, on any instance, shows the screen now. */
export function looksAt(io: RealtimeServer) {
  return async (userId: string, screen: PushScreen): Promise<boolean> => {
    const sockets = await io.in(userRoom(userId)).fetchSockets();
    return sockets.some((socket) =>
      screen === 'chat' ? socket.data.joined : socket.data.viewing.includes(screen),
    );
  };
}
