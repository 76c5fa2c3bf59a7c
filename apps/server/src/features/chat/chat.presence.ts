import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ONLINE_PAGE,
  PRESENCE_DELTA_PEOPLE_MAX,
  PRESENCE_SNAPSHOT_MAX,
  type OnlineUser,
} from '@tuning/shared/chat';
import type { RealtimeServer, RealtimeSocket } from '../../realtime/socket-server.ts';
import { PresenceView } from './presence-view.ts';

/** The joined sockets of this instance: the ones presence deltas go to. */
const PRESENCE_ROOM = 'presence';
/** How often instances compare lists, which also forgets an instance that died. */
export const PRESENCE_SYNC_MS = 30_000;
/**
 * Deltas go out at most once per gap; changes in between are netted into one. The gap grows with
 * the connections here, 2 ms each, from 100 ms to 3 s: in a join storm a client gets a few small
 * frames, not one per person (docs/benchmarks.md, join storm).
 */
const deltaGapMs = (connections: number) => Math.min(3000, Math.max(100, connections * 2));

export interface ChatPresence {
  /** A socket joined the room: it gets the snapshot, everyone else a delta. */
  join(socket: RealtimeSocket): void;
  /** A joined socket left. */
  leave(socket: RealtimeSocket): void;
  /** People online, on every instance, as this one knows it. */
  online(): number;
  /** A page of them, in order of user name, as `socket` may see them. */
  page(
    after: string | undefined,
    socket: RealtimeSocket,
  ): { users: OnlineUser[]; online: number; next?: string };
  close(): void;
}

function personOf(socket: RealtimeSocket): OnlineUser {
  const { userId, username, fullName, profilePic } = socket.data;
  return { userId, username, fullName, profilePic };
}

/**
 * Who is online, by person, sent as a snapshot to the one who joins and as small deltas to the
 * others (ADR 0004). Each instance keeps the whole view: its own sockets, and what the other
 * instances announce (each change once over Redis, plus a full comparison every PRESENCE_SYNC_MS
 * that also drops an instance that stopped answering). Deltas go to this instance's sockets only,
 * numbered per instance, so a client sees one gap-free sequence from the instance it is on.
 */
export function registerChatPresence(
  io: RealtimeServer,
  deps: {
    log: FastifyBaseLogger;
    multiInstance: boolean;
    syncMs?: number;
    /** Called for each socket's first join. */
    onJoin?: () => void;
    /**
     * The room of the sockets whose users `userId` blocks: they get the lists without that
     * person's photo.
     */
    blockedByRoom?: (userId: string) => string;
  },
): ChatPresence {
  const { log, multiInstance } = deps;
  const view = new PresenceView(randomUUID());
  let version = 0;
  let seq = 0;
  let closed = false;

  let lastDeltaAt = 0;
  let deltaTimer: NodeJS.Timeout | undefined;
  function sendDeltas(): void {
    deltaTimer = undefined;
    lastDeltaAt = Date.now();
    const { joined, left } = view.takeChanges();
    for (const [event, people] of [
      ['userLeft', left],
      ['userJoined', joined],
    ] as const) {
      if (people.length === 0) continue;
      version += 1;
      const partial = people.length > PRESENCE_DELTA_PEOPLE_MAX;
      const listed = partial ? [] : people;
      const meta = { version, online: view.online, partial };
      const blockedRooms = photoRooms(listed);
      io.local.to(PRESENCE_ROOM).except(blockedRooms).emit(event, listed, meta);
      // Those some listed person blocks: each gets the list without that person's photo.
      for (const socket of socketsIn(blockedRooms)) {
        if (socket.rooms.has(PRESENCE_ROOM)) socket.emit(event, seenBy(socket, listed), meta);
      }
    }
  }

  /** The blocked-by rooms of the listed people with a photo. */
  function photoRooms(people: readonly OnlineUser[]): string[] {
    const roomOf = deps.blockedByRoom;
    if (!roomOf) return [];
    return people.filter((person) => person.profilePic).map((person) => roomOf(person.userId));
  }
  /** This instance's sockets in any of these rooms. */
  function socketsIn(rooms: readonly string[]): RealtimeSocket[] {
    const ids = new Set<string>();
    for (const room of rooms) {
      for (const id of io.of('/').adapter.rooms.get(room) ?? []) ids.add(id);
    }
    return [...ids].flatMap((id) => io.of('/').sockets.get(id) ?? []);
  }
  /** The people as this socket may see them: no photo of those who block its user. */
  function seenBy(socket: RealtimeSocket, people: OnlineUser[]): OnlineUser[] {
    const roomOf = deps.blockedByRoom;
    if (!roomOf) return people;
    return people.map((person) =>
      person.profilePic && socket.rooms.has(roomOf(person.userId))
        ? { ...person, profilePic: '' }
        : person,
    );
  }
  function changed(): void {
    if (closed || deltaTimer || !view.hasChanges) return;
    const wait = lastDeltaAt + deltaGapMs(io.engine.clientsCount) - Date.now();
    if (wait <= 0) sendDeltas();
    else deltaTimer = setTimeout(sendDeltas, wait).unref();
  }

  // What the peers must hear goes as one message per turn of the event loop (a join storm is a
  // few Redis messages, not one per person), numbered change by change.
  let announcements: { seq: number; user: OnlineUser; present: boolean }[] = [];
  function announce(user: OnlineUser, present: boolean): void {
    if (!multiInstance || closed) return;
    seq += 1;
    announcements.push({ seq, user, present });
    if (announcements.length > 1) return;
    setImmediate(() => {
      const changes = announcements;
      announcements = [];
      if (!closed) io.serverSideEmit('presenceChange', { instance: view.instance, changes });
    });
  }

  io.on('presenceChange', ({ instance, changes }) => {
    for (const change of changes) {
      view.applyRemote(instance, change.seq, change.user, change.present);
    }
    changed();
  });
  io.on('presenceSync', (ack) => {
    ack({ instance: view.instance, seq, users: view.localUsers() });
  });

  function sync(): void {
    if (closed) return;
    io.serverSideEmit('presenceSync', (error, replies) => {
      if (closed) return;
      // Only a round every instance answered may forget the ones that did not (a timeout gives
      // the answers that came).
      if (error) log.warn({ err: error }, 'presence sync: not every instance answered');
      else {
        const answered = new Set(replies.map((reply) => reply.instance));
        for (const instance of view.remoteInstances()) {
          if (!answered.has(instance)) view.dropRemote(instance);
        }
      }
      for (const reply of replies) view.replaceRemote(reply);
      changed();
    });
  }
  let syncTimer: NodeJS.Timeout | undefined;
  let firstSync: NodeJS.Timeout | undefined;
  if (multiInstance) {
    // Once the adapter's subscriptions are up, then now and then.
    firstSync = setTimeout(sync, 500).unref();
    syncTimer = setInterval(sync, deps.syncMs ?? PRESENCE_SYNC_MS).unref();
  }

  return {
    join(socket) {
      const first = !socket.data.joined;
      socket.data.joined = true;
      const user = personOf(socket);
      if (first) deps.onJoin?.();
      if (first && view.addSocket(user)) announce(user, true);
      // The snapshot before the room: the deltas this socket gets are all newer than it.
      const { users, complete } = view.snapshot(PRESENCE_SNAPSHOT_MAX);
      socket.emit('currentUsers', seenBy(socket, users), {
        version,
        online: view.online,
        complete,
      });
      void socket.join(PRESENCE_ROOM);
      changed();
    },
    leave(socket) {
      if (!socket.data.joined) return;
      socket.data.joined = false;
      // Still connected when it left the chat screen: no more deltas for it.
      if (socket.connected) void socket.leave(PRESENCE_ROOM);
      const gone = view.removeSocket(socket.data.userId);
      if (gone) announce(gone, false);
      changed();
    },
    online: () => view.online,
    page: (after, socket) => {
      const found = view.page(after, ONLINE_PAGE);
      return { ...found, users: seenBy(socket, found.users), online: view.online };
    },
    close() {
      closed = true;
      clearTimeout(deltaTimer);
      clearTimeout(firstSync);
      clearInterval(syncTimer);
    },
  };
}
