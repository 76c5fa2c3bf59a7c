import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { newMessageId, type ChatMessage } from '@tuning/shared/chat';
import { safetyTexts } from '@tuning/shared/safety';
import {
  blocks,
  conversationMessages as chatMessages,
  filteredTerms,
  moderationLog,
  roomSettings,
  users,
} from '../../db/schema.ts';
import { createAppEvents } from '../../lib/events.ts';
import { userRowsChanged } from '../users/user-cache.ts';
import { createUser } from '../../../test/fixtures.ts';
import {
  connectClient,
  disconnectReason,
  nextEvent,
  sendAndReceive,
} from '../../../test/socket-client.ts';
import { history, remove, roomPerTest, send } from '../../../test/socket-room.ts';

// product.md §12 over the socket, one instance: deleting, hiding, slow mode, flood guard, word filter,
// the room's settings and accounts going away. (Two instances: test/chat-safety.two-instances.)

const events = createAppEvents();
const room = roomPerTest({ events });
const db = () => room.app().database.db;

const view = (messages: ChatMessage[]) =>
  messages.map((m) => (m.deleted ? `(deleted ${m.messageId})` : m.message));

describe('deleteMessage', () => {
  test('the author deletes: everyone sees the tombstone live and in history, cached or not', async () => {
    const { alice, bob, a, b } = await room.joinTwo();
    const first = await sendAndReceive(a, alice, 'regret this', [a, b]);
    await sendAndReceive(a, alice, 'keep this', [a, b]);
    // Both history paths have the newest page cached now.
    expect(view(await history(b))).toEqual(['regret this', 'keep this']);
    expect(view(await room.httpHistory(bob))).toEqual(['regret this', 'keep this']);

    const seenByA = nextEvent(a, 'messageDeleted');
    const seenByB = nextEvent(b, 'messageDeleted');
    expect(await remove(a, { messageId: first })).toEqual({ ok: true });
    expect(await seenByA).toEqual([{ messageId: first }]);
    expect(await seenByB).toEqual([{ messageId: first }]);

    const tombstone = [`(deleted ${first})`, 'keep this'];
    expect(view(await history(b))).toEqual(tombstone);
    expect(view(await room.httpHistory(bob))).toEqual(tombstone);
    expect(view(await history(b, { after: 0 }))).toEqual(tombstone);
    const [gone] = await history(b);
    expect(gone).toMatchObject({ message: '', deleted: true, userId: alice.id });
    // Deleting it again is fine (idempotent), and announces nothing more.
    expect(await remove(a, { messageId: first })).toEqual({ ok: true });
  }, 60_000); // the file's first password hash is slow on a busy machine

  test('someone else is refused; a moderator may; bad payloads and unknown ids say why', async () => {
    const alice = await createUser(db());
    const bob = await createUser(db());
    const mod = await createUser(db(), { role: 'moderator' });
    const a = await room.join(alice);
    const b = await room.join(bob);
    const m = await room.join(mod);
    const messageId = await sendAndReceive(a, alice, 'mine', [a, b, m]);

    expect(await remove(b, { messageId })).toEqual({
      ok: false,
      error: { code: 'FORBIDDEN', message: safetyTexts.deleteNotAllowed },
    });
    const [row] = await db()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.messageId, messageId));
    expect(row).toMatchObject({ text: 'mine', deletedAt: null });

    for (const payload of [{}, { messageId: 'a b' }, { messageId, extra: 1 }, null, 'x']) {
      expect(await remove(b, payload)).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    }
    expect(await remove(b, { messageId: 'no-such-1-message' })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: safetyTexts.messageGone },
    });

    const seen = nextEvent(a, 'messageDeleted');
    expect(await remove(m, { messageId })).toEqual({ ok: true });
    await seen;
    const [tombstone] = await db()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.messageId, messageId));
    expect(tombstone).toMatchObject({ text: '', deletedBy: mod.id });
  });

  test("a moderator's deletion from the chat is in the moderation log; staff's messages are admins' to delete", async () => {
    const db = room.app().database.db;
    const alice = await createUser(db);
    const mod = await createUser(db, { role: 'moderator' });
    const otherMod = await createUser(db, { role: 'moderator' });
    const admin = await createUser(db, { role: 'admin' });
    const a = await room.join(alice);
    const m = await room.join(mod);
    const o = await room.join(otherMod);
    const z = await room.join(admin);
    const all = [a, m, o, z];
    const members = await sendAndReceive(a, alice, 'a member speaks', all);
    const mods = await sendAndReceive(o, otherMod, 'a moderator speaks', all);
    const admins = await sendAndReceive(z, admin, 'an admin speaks', all);
    const own = await sendAndReceive(m, mod, 'my own words', all);

    expect(await remove(m, { messageId: members })).toEqual({ ok: true });
    const refused = {
      ok: false,
      error: { code: 'FORBIDDEN', message: safetyTexts.deleteNotAllowed },
    };
    expect(await remove(m, { messageId: mods })).toEqual(refused);
    expect(await remove(m, { messageId: admins })).toEqual(refused);
    expect(await remove(m, { messageId: own })).toEqual({ ok: true });
    expect(await remove(z, { messageId: mods })).toEqual({ ok: true });

    const kept = await db
      .select({ messageId: chatMessages.messageId, deletedAt: chatMessages.deletedAt })
      .from(chatMessages)
      .where(inArray(chatMessages.messageId, [mods, admins]));
    expect(kept.find((row) => row.messageId === admins)?.deletedAt).toBeNull();
    const log = await db
      .select({
        actorName: moderationLog.actorName,
        action: moderationLog.action,
        targetName: moderationLog.targetName,
        messageId: moderationLog.messageId,
      })
      .from(moderationLog)
      .orderBy(moderationLog.id);
    // One's own message is not moderation; refused attempts change nothing.
    expect(log).toEqual([
      {
        actorName: mod.userName,
        action: 'delete-message',
        targetName: alice.userName,
        messageId: members,
      },
      {
        actorName: admin.userName,
        action: 'delete-message',
        targetName: otherMod.userName,
        messageId: mods,
      },
    ]);
  });

  test('deleting is rate limited per person', async () => {
    const alice = await createUser(db());
    const a = await room.join(alice);
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) => remove(a, { messageId: `none-${i}-x` })),
    );
    expect(
      answers.filter((answer) => !answer.ok && answer.error.code === 'NOT_FOUND'),
    ).toHaveLength(30);
    expect(answers.at(-1)).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
  });
});

describe('blocks and mutes', () => {
  test('a blocked author is hidden live (messages and typing) and in history; unblocking restores', async () => {
    const [alice, a] = await room.joinNew();
    const [bob, b] = await room.joinNew();
    const [carol, c] = await room.joinNew();
    await sendAndReceive(b, bob, 'bob before', [a, c]);
    await sendAndReceive(c, carol, 'carol before', [a, b]);

    // Alice blocks Bob (as the blocks feature does: the row, then the event).
    await db().insert(blocks).values({ blockerId: alice.id, blockedId: bob.id, kind: 'block' });
    events.emit('blocksChanged', { blockerId: alice.id, blockedId: bob.id });
    await vi.waitFor(async () => expect(view(await history(a))).toEqual(['carol before']), {
      timeout: 2000,
      interval: 20,
    });
    expect(view(await room.httpHistory(alice))).toEqual(['carol before']);
    // Others still see everything.
    expect(view(await history(c))).toEqual(['bob before', 'carol before']);

    const toAlice: ChatMessage[] = [];
    a.on('message', (message) => toAlice.push(message));
    const typingToAlice: string[] = [];
    a.on('userTyping', (event) => typingToAlice.push(event.userId));
    const bobTyping = nextEvent(c, 'userTyping', (event) => event.userId === bob.id);
    b.emit('typing', { username: bob.userName, isTyping: true });
    await bobTyping;
    await sendAndReceive(b, bob, 'bob hidden', [c]);
    // Carol's message to Alice comes after anything Bob's could have caused.
    await sendAndReceive(c, carol, 'carol after', [a]);
    expect(toAlice.map((m) => m.message)).toEqual(['carol after']);
    expect(typingToAlice).toEqual([]);
    // A second tab of Alice, opened while the block holds, hides Bob from the start.
    const a2 = await room.join(alice);
    const toTab: string[] = [];
    a2.on('message', (message) => toTab.push(message.message));
    await sendAndReceive(b, bob, 'bob hidden again', [c]);
    await sendAndReceive(c, carol, 'carol again', [a2]);
    expect(toTab).toEqual(['carol again']);

    // Unblocked: live and history again.
    await db()
      .delete(blocks)
      .where(and(eq(blocks.blockerId, alice.id), eq(blocks.blockedId, bob.id)));
    events.emit('blocksChanged', { blockerId: alice.id, blockedId: bob.id });
    await vi.waitFor(async () => expect(await history(a)).toHaveLength(6), {
      timeout: 2000,
      interval: 20,
    });
    expect(await room.httpHistory(alice)).toHaveLength(6);
    await sendAndReceive(b, bob, 'bob visible', [a, a2, c]);
  });

  test('a mute hides the same way', async () => {
    const { alice, bob, a, b } = await room.joinTwo();
    await db().insert(blocks).values({ blockerId: alice.id, blockedId: bob.id, kind: 'mute' });
    events.emit('blocksChanged', { blockerId: alice.id, blockedId: bob.id });
    await sendAndReceive(b, bob, 'muted', [b]);
    await vi.waitFor(async () => expect(await history(a)).toEqual([]), {
      timeout: 2000,
      interval: 20,
    });
    const toAlice: string[] = [];
    a.on('message', (message) => toAlice.push(message.message));
    await sendAndReceive(b, bob, 'still muted', [b]);
    await sendAndReceive(a, alice, 'alice talks', [a, b]);
    expect(toAlice).toEqual(['alice talks']);
    // Bob is not told and still sees Alice.
    expect(view(await history(b))).toEqual(['muted', 'still muted', 'alice talks']);
  });
});

describe('slow mode, flood guard, word filter', () => {
  test('roomSettings on join and when a moderator changes them; slow mode refuses with the reason', async () => {
    const alice = await createUser(db());
    const mod = await createUser(db(), { role: 'moderator' });
    const first = await room.connect(alice);
    const settings = nextEvent(first, 'roomSettings');
    first.emit('join');
    expect(await settings).toEqual([{ slowModeSeconds: 0 }]);
    const m = await room.join(mod);

    await db()
      .insert(roomSettings)
      .values({ id: 1, slowModeSeconds: 15 })
      .onConflictDoUpdate({ target: roomSettings.id, set: { slowModeSeconds: 15 } });
    const toAlice = nextEvent(first, 'roomSettings');
    const toMod = nextEvent(m, 'roomSettings');
    events.emit('roomSettingsChanged', { slowModeSeconds: 15 });
    expect(await toAlice).toEqual([{ slowModeSeconds: 15 }]);
    expect(await toMod).toEqual([{ slowModeSeconds: 15 }]);
    const later = await room.connect(alice);
    const onJoin = nextEvent(later, 'roomSettings');
    later.emit('join');
    expect(await onJoin).toEqual([{ slowModeSeconds: 15 }]);

    expect(await send(first, { message: 'one', messageId: newMessageId(alice.id) })).toEqual({
      received: true,
    });
    expect(await send(later, { message: 'two', messageId: newMessageId(alice.id) })).toEqual({
      received: false,
      error: { code: 'RATE_LIMITED', message: safetyTexts.slowMode(15) },
    });
    expect(await send(m, { message: 'mod one', messageId: newMessageId(mod.id) })).toEqual({
      received: true,
    });
    expect(await send(m, { message: 'mod two', messageId: newMessageId(mod.id) })).toEqual({
      received: true,
    });
  });

  test('the flood guard and the word filter refuse with the reason; nothing is broadcast', async () => {
    const { alice, a, b } = await room.joinTwo();
    const toBob: string[] = [];
    b.on('message', (message) => toBob.push(message.message));
    expect(await send(a, { message: 'buy now', messageId: newMessageId(alice.id) })).toEqual({
      received: true,
    });
    expect(await send(a, { message: 'Buy  now', messageId: newMessageId(alice.id) })).toEqual({
      received: true,
    });
    expect(await send(a, { message: 'buy now', messageId: newMessageId(alice.id) })).toEqual({
      received: false,
      error: { code: 'BAD_REQUEST', message: safetyTexts.repeated },
    });

    await db().insert(filteredTerms).values({ term: 'frak' });
    events.emit('filterTermsChanged');
    expect(await send(a, { message: 'what the FR4K', messageId: newMessageId(alice.id) })).toEqual({
      received: false,
      error: { code: 'BAD_REQUEST', message: safetyTexts.filtered('frak') },
    });
    await sendAndReceive(a, alice, 'fine words', [b]);
    expect(toBob).toEqual(['buy now', 'Buy  now', 'fine words']);
  });
});

describe('accounts going away', () => {
  test('a removed account: everyone is told, its sockets close, its messages leave history', async () => {
    const { alice, bob, a, b } = await room.joinTwo();
    await sendAndReceive(b, bob, 'bob was here', [a, b]);
    await sendAndReceive(a, alice, 'alice stays', [a, b]);
    expect(await history(a)).toHaveLength(2);

    const closed = disconnectReason(b);
    const told = nextEvent(a, 'userRemoved');
    await db().delete(users).where(eq(users.id, bob.id));
    userRowsChanged(db(), bob.id);
    events.emit('userRemoved', { userId: bob.id });
    expect(await told).toEqual([{ userId: bob.id }]);
    expect(await closed).toBe('io server disconnect');
    expect(view(await history(a))).toEqual(['alice stays']);
    await expect(connectClient(room.baseUrl(), { cookie: bob.cookie })).rejects.toThrow(
      'unauthorized',
    );
  });

  test('a suspended account cannot connect, even with a session left', async () => {
    const alice = await createUser(db());
    await db()
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(users.id, alice.id));
    userRowsChanged(db(), alice.id);
    await expect(connectClient(room.baseUrl(), { cookie: alice.cookie })).rejects.toThrow(
      'unauthorized',
    );
    // Lifted: in again.
    await db().update(users).set({ suspendedUntil: null }).where(eq(users.id, alice.id));
    userRowsChanged(db(), alice.id);
    await room.connect(alice);
  });
});
