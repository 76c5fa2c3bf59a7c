import { and, eq } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import type { ChatMessage } from '@tuning/shared/chat';
import type { ServerToClientEvents } from '@tuning/shared/chat';
import { blocks, roomSettings, sessions, users } from '../src/db/schema.ts';
import { userRowsChanged } from '../src/features/users/user-cache.ts';
import { createUser, type TestUser } from './fixtures.ts';
import {
  connectClient,
  disconnectReason,
  nextEvent,
  sendAndReceive,
  type ChatClient,
} from './socket-client.ts';
import { history, httpHistory, remove } from './socket-room.ts';
import { useTwoInstances } from './two-instances.ts';

// product.md §12 across two instances of the app sharing one database and Redis (in this process, so it
// runs on PGlite too): what happens on one reaches the other's clients, once, and the other's
// caches. Each pair has an adapter key of its own, so other test files' instances are not peers.

const two = useTwoInstances();
const { clients } = two;
const db = () => two.database().db;

const view = (messages: ChatMessage[]) =>
  messages.map((m) => (m.deleted ? '(deleted)' : m.message));

/** Counts `event` on each socket from now on. */
function count<E extends keyof ServerToClientEvents>(sockets: ChatClient[], event: E) {
  const seen = sockets.map(() => [] as Parameters<ServerToClientEvents[E]>[]);
  sockets.forEach((socket, i) =>
    socket.on(event, ((...args: Parameters<ServerToClientEvents[E]>) => {
      seen[i]!.push(args);
    }) as never),
  );
  return seen;
}

/**
 * A message from a socket on each instance reaches every one of `sockets`: whatever was broadcast
 * before them, from either instance, has arrived by then.
 */
async function settle(senders: [ChatClient, TestUser][], sockets: ChatClient[]): Promise<void> {
  for (const [socket, user] of senders) await sendAndReceive(socket, user, `marker`, sockets);
}

describe('two instances', () => {
  test('a deletion on one instance: every client gets messageDeleted once, and both histories show the tombstone', async (context) => {
    const [a, b] = two.ready(context);
    const [alice, bob, carol] = await two.students(3);
    const onA = await two.join(a, alice);
    const onB = await two.join(b, bob);
    const carolOnB = await two.join(b, carol);
    const everyone = [onA, onB, carolOnB];
    const messageId = await sendAndReceive(onA, alice, 'oops', everyone);
    // B keeps its newest page (socket and HTTP share it).
    expect(view(await history(onB))).toEqual(['oops']);
    expect(view(await httpHistory(b.app, bob))).toEqual(['oops']);

    const deletions = count(everyone, 'messageDeleted');
    const seenOnB = nextEvent(onB, 'messageDeleted');
    expect(await remove(onA, { messageId })).toEqual({ ok: true });
    await seenOnB;
    // B dropped its page before its clients heard of the deletion.
    expect(view(await history(onB))).toEqual(['(deleted)']);
    expect(view(await httpHistory(b.app, bob))).toEqual(['(deleted)']);
    await settle(
      [
        [onA, alice],
        [onB, bob],
      ],
      everyone,
    );
    expect(deletions).toEqual(everyone.map(() => [[{ messageId }]]));
  }, 120_000); // the file's first password hash and two apps are slow on a busy machine

  test('a block or a mute made on one instance hides the author from the blocker’s sockets on the other', async (context) => {
    const [a, b] = two.ready(context);
    for (const kind of ['block', 'mute'] as const) {
      const [alice, bob] = await two.students(2);
      const aliceOnB = await two.join(b, alice);
      const bobOnA = await two.join(a, bob);
      const before = await sendAndReceive(bobOnA, bob, `${kind}: before`, [aliceOnB]);

      // The block is stored and announced on A (where Alice's request landed).
      await db().insert(blocks).values({ blockerId: alice.id, blockedId: bob.id, kind });
      a.events.emit('blocksChanged', { blockerId: alice.id, blockedId: bob.id });
      await vi.waitFor(
        async () =>
          expect((await history(aliceOnB)).some((m) => m.messageId === before)).toBe(false),
        { timeout: 3000, interval: 25 },
      );
      expect((await httpHistory(b.app, alice)).some((m) => m.userId === bob.id)).toBe(false);
      const toAlice: string[] = [];
      aliceOnB.on('message', (message) => toAlice.push(message.message));
      await sendAndReceive(bobOnA, bob, `${kind}: hidden`, [bobOnA]);
      await sendAndReceive(aliceOnB, alice, `${kind}: alice`, [aliceOnB, bobOnA]);
      expect(toAlice).toEqual([`${kind}: alice`]);

      // Lifted on B this time: A's own view of Alice follows too.
      await db()
        .delete(blocks)
        .where(and(eq(blocks.blockerId, alice.id), eq(blocks.blockedId, bob.id)));
      b.events.emit('blocksChanged', { blockerId: alice.id, blockedId: bob.id });
      await vi.waitFor(
        async () =>
          expect((await history(aliceOnB)).some((m) => m.messageId === before)).toBe(true),
        { timeout: 3000, interval: 25 },
      );
      await sendAndReceive(bobOnA, bob, `${kind}: visible`, [aliceOnB]);
    }
  });

  test('room settings changed on one instance reach every client once; a join on the other gets them', async (context) => {
    const [a, b] = two.ready(context);
    const [alice, bob] = await two.students(2);
    const onA = await two.join(a, alice);
    const onB = await two.join(b, bob);
    const settings = count([onA, onB], 'roomSettings');

    await db()
      .insert(roomSettings)
      .values({ id: 1, slowModeSeconds: 45 })
      .onConflictDoUpdate({ target: roomSettings.id, set: { slowModeSeconds: 45 } });
    const seenOnB = nextEvent(onB, 'roomSettings');
    a.events.emit('roomSettingsChanged', { slowModeSeconds: 45 });
    await seenOnB;
    const later = await connectClient(b.baseUrl, { cookie: bob.cookie });
    clients.push(later);
    const onJoin = nextEvent(later, 'roomSettings');
    later.emit('join');
    expect(await onJoin).toEqual([{ slowModeSeconds: 45 }]);
    await settle(
      [
        [onA, alice],
        [later, bob],
      ],
      [onA, onB],
    );
    expect(settings).toEqual([[[{ slowModeSeconds: 45 }]], [[{ slowModeSeconds: 45 }]]]);
  });

  test('a removed account: its sockets on both instances close, both tell their clients, histories drop it', async (context) => {
    const [a, b] = two.ready(context);
    const [alice, bob] = await two.students(2);
    const onA = await two.join(a, alice);
    const bobOnA = await two.join(a, bob);
    const bobOnB = await two.join(b, bob);
    const watcherOnB = await two.join(b, await createUser(db()));
    await sendAndReceive(bobOnA, bob, 'from bob', [onA, watcherOnB]);
    expect(view(await history(watcherOnB))).toEqual(['from bob']);

    const closed = [bobOnA, bobOnB].map(disconnectReason);
    const toldA = nextEvent(onA, 'userRemoved');
    const toldB = nextEvent(watcherOnB, 'userRemoved');
    await db().delete(users).where(eq(users.id, bob.id));
    userRowsChanged(db(), bob.id);
    a.events.emit('userRemoved', { userId: bob.id });
    expect(await toldA).toEqual([{ userId: bob.id }]);
    expect(await toldB).toEqual([{ userId: bob.id }]);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await history(watcherOnB)).toEqual([]);
  });

  test('a suspension: the sessions revoked on one instance close the sockets on both, and neither lets them back', async (context) => {
    const [a, b] = two.ready(context);
    const [bob, bystander] = await two.students(2);
    const bobOnA = await two.join(a, bob);
    const bobOnB = await two.join(b, bob);
    const other = await two.join(b, bystander);
    const closed = [bobOnA, bobOnB].map(disconnectReason);

    // As the moderators' suspend does on A: the row, the sessions, then the event.
    await db()
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 86_400_000), suspensionReason: 'spam' })
      .where(eq(users.id, bob.id));
    userRowsChanged(db(), bob.id);
    await db().delete(sessions).where(eq(sessions.userId, bob.id));
    a.events.emit('sessionsRevoked', { userId: bob.id });
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    for (const instance of [a, b]) {
      await expect(connectClient(instance.baseUrl, { cookie: bob.cookie })).rejects.toThrow(
        'unauthorized',
      );
    }
    expect(other.connected).toBe(true);
  });
});
