import type { FastifyBaseLogger } from 'fastify';
import { isModerator, type UserRole } from '@tuning/shared/safety';
import type { AppEvents } from '../../lib/events.ts';
import { userRoom, type RealtimeServer } from '../../realtime/socket-server.ts';

/** Every moderator's and admin's sockets, on every instance (rooms span them through Redis). */
export const STAFF_ROOM = 'staff';

/**
 * Moderators are told of reports as they come. A staff socket joins STAFF_ROOM when it
 * connects (its role is read with its author, chat.socket.ts); a role changed on the admin page
 * moves the person's open sockets in or out at once, on every instance. Whenever a report is
 * filed or closed, the instance where it happened counts the open reports and sends the count
 * to the room; the web app also reads it over HTTP on every (re)connection, so a count missed
 * while offline is caught up.
 */
export function registerStaffSocket(
  io: RealtimeServer,
  deps: {
    events: AppEvents;
    admin: { openReports(): Promise<{ open: number }> };
    log: FastifyBaseLogger;
  },
): { close(): void } {
  io.on('connection', (socket) => {
    if (isModerator(socket.data.role)) void socket.join(STAFF_ROOM);
  });

  const onReportsChanged = () => {
    deps.admin
      .openReports()
      .then((count) => io.to(STAFF_ROOM).emit('openReports', count))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'counting open reports failed'));
  };
  const onRoleChanged = ({ userId, role }: { userId: string; role: UserRole }) => {
    const sockets = io.in(userRoom(userId));
    if (isModerator(role)) sockets.socketsJoin(STAFF_ROOM);
    else sockets.socketsLeave(STAFF_ROOM);
  };
  deps.events.on('reportsChanged', onReportsChanged);
  deps.events.on('roleChanged', onRoleChanged);
  return {
    close() {
      deps.events.off('reportsChanged', onReportsChanged);
      deps.events.off('roleChanged', onRoleChanged);
    },
  };
}
