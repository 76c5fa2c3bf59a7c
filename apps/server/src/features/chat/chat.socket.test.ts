import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  onlineUserSchema,
  presenceDeltaMetaSchema,
  presenceSnapshotMetaSchema,
  userTypingEventSchema,
} from '@tuning/shared/chat-response-schemas';
import {
  CHAT_RATE_LIMIT,
  newMessageId,
  type ChatMessage,
  type OnlineUsersAck,
} from '@tuning/shared/chat';
import {
  conversationMessages as chatMessages,
  sessions as sessionsTable,
  users,
  ROOM_CONVERSATION_ID,
} from '../../db/schema.ts';
import { userRowsChanged } from '../users/user-cache.ts';
import { createAppEvents } from '../../lib/events.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createSessionService } from '../auth/session.service.ts';
import { createUser } from '../../../test/fixtures.ts';
import { connectClient, disconnectReason, nextEvent } from '../../../test/socket-client.ts';
import { expectLeaving, historyPage, roomPerTest, send } from '../../../test/socket-room.ts';

const events = createAppEvents();
const room = roomPerTest({ events });
const db = () => room.app().database.db;

async function countMessages(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages);
  return row?.n ?? 0;
}

describe('sendMessage', () => {
  test('acks only after the message is stored, and everyone gets it with the author from the session', async () => {
    const alice = await createUser(db(), { fullName: 'Alice Liddell' });
    const bob = await createUser(db());
    await db().update(users).set({ photoVersion: 7 }).where(eq(users.id, alice.id));
    const a = await room.join(alice);
    const b = await room.join(bob);
    const messageId = newMessageId(alice.id);
    const received = nextEvent(b, 'message');
    const ack = await send(a, { message: '  hello  world ', messageId, timestamp: 1 });
    expect(ack).toEqual({ received: true });
    const [row] = await db()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.messageId, messageId));
    expect(row?.text).toBe('  hello  world ');
    const [message] = await received;
    expect(message).toMatchObject({
      message: '  hello  world ',
      messageId,
      userId: alice.id,
      username: alice.userName,
      fullName: 'Alice Liddell',
      profilePic: `/api/profile-image/${alice.id}/photo.webp?v=7`,
      seq: row?.seq,
    });
    expect(message.timestamp).toBe(row?.createdAt.getTime());

    // A new name or photo shows on the next message, without reconnecting.
    await db()
      .update(users)
      .set({ fullName: 'Alice Renamed', photoVersion: null })
      .where(eq(users.id, alice.id));
    userRowsChanged(db(), alice.id); // as every writer of `users` in the app does
    const next = nextEvent(b, 'message');
    await send(a, { message: 'renamed', messageId: newMessageId(alice.id) });
    const [renamed] = await next;
    expect(renamed).toMatchObject({ fullName: 'Alice Renamed', profilePic: '' });
  }, 60_000); // the file's first password hash is slow on a busy machine

  test('a resent messageId is stored once, broadcast once and acked again', async () => {
    const { alice, a, b } = await room.joinTwo();
    const seen: ChatMessage[] = [];
    b.on('message', (message) => seen.push(message));
    const payload = { message: 'once', messageId: newMessageId(alice.id) };
    expect(await send(a, payload)).toEqual({ received: true });
    expect(await send(a, payload)).toEqual({ received: true });
    expect(await send(a, payload)).toEqual({ received: true });
    // A later message must reach Bob after any copy of the first one would have.
    const marker = { message: 'after', messageId: newMessageId(alice.id) };
    const markerSeen = nextEvent(b, 'message', (message) => message.messageId === marker.messageId);
    expect(await send(a, marker)).toEqual({ received: true });
    await markerSeen;
    expect(await countMessages()).toBe(2);
    expect(seen.map((message) => message.messageId)).toEqual([payload.messageId, marker.messageId]);
    // Another user cannot reuse it.
    expect(await send(b, { message: 'mine', messageId: payload.messageId })).toMatchObject({
      received: false,
      error: { code: 'CONFLICT' },
    });
  });

  test('author fields in the payload are ignored', async () => {
    const alice = await createUser(db());
    const mallory = await createUser(db());
    const m = await room.join(mallory);
    const a = await room.join(alice);
    const received = nextEvent(a, 'message');
    const ack = await send(m, {
      message: 'I am Alice',
      messageId: newMessageId(mallory.id),
      userId: alice.id,
      username: alice.userName,
      fullName: alice.fullName,
      profilePic: 'https://evil.example/x.png',
    });
    expect(ack).toEqual({ received: true });
    const [message] = await received;
    expect(message).toMatchObject({
      userId: mallory.id,
      username: mallory.userName,
      fullName: mallory.fullName,
      profilePic: '',
    });
    const [row] = await db().select().from(chatMessages);
    expect(row?.userId).toBe(mallory.id);
  });

  test('oversize, blank and malformed payloads are refused and the server stays up', async () => {
    const alice = await createUser(db());
    const a = await room.join(alice);
    const id = () => newMessageId(alice.id);
    const refused = [
      { message: 'x'.repeat(2001), messageId: id() },
      { message: '', messageId: id() },
      { message: ' \n\t ', messageId: id() },
      { message: 'hi' },
      { message: 'hi', messageId: 'a b' },
      { message: 'hi', messageId: 'x'.repeat(500) },
      { message: 42, messageId: id() },
      { message: 'hi', messageId: id(), html: '<b>' },
      null,
      'hello',
      [1, 2],
    ];
    for (const payload of refused) {
      const ack = await send(a, payload);
      expect(ack).toMatchObject({ received: false, error: { code: 'BAD_REQUEST' } });
    }
    // Exactly 2,000 characters is fine.
    expect(await send(a, { message: 'y'.repeat(2000), messageId: id() })).toEqual({
      received: true,
    });
    // No ack function, or a garbage one: nothing breaks.
    a.emit('sendMessage', { message: 'no ack', messageId: id() } as never, undefined as never);
    a.emit('getChatHistory', { before: -1 } as never);
    a.emit('typing', 'nonsense' as never);
    a.emit('join', { userId: 5 } as never);
    // A packet beyond maxHttpBufferSize closes that socket only.
    const closed = disconnectReason(a);
    a.emit('sendMessage', { message: 'z'.repeat(64 * 1024), messageId: id() }, () => {});
    await closed;
    const again = await room.join(alice);
    expect(await send(again, { message: 'still here', messageId: id() })).toEqual({
      received: true,
    });
    // The message sent without an ack is stored too; nothing tells when, and on PostgreSQL its
    // insert may finish on another pooled connection after the last one's.
    await expect.poll(countMessages).toBe(3);
  });

  test('finding 4: a NUL in a chat message is a validation error, not an internal one', async () => {
    const alice = await createUser(db());
    const a = await room.join(alice);
    for (const payload of [
      { message: 'before\u0000after', messageId: newMessageId(alice.id) },
      { message: 'hi', messageId: newMessageId(alice.id), fullName: 'A\u0000B' },
    ]) {
      const ack = await send(a, payload);
      expect(ack).toMatchObject({ received: false, error: { code: 'BAD_REQUEST' } });
    }
    expect(await countMessages()).toBe(0);
    expect(await send(a, { message: 'fine', messageId: newMessageId(alice.id) })).toEqual({
      received: true,
    });
  });

  test('a user sending too fast gets an error ack', async () => {
    const alice = await createUser(db());
    const a = await room.join(alice);
    const acks = await Promise.all(
      // Twice the limit and more: even split across two fixed windows, some must be refused.
      Array.from({ length: 2 * CHAT_RATE_LIMIT.max + 3 }, (_, i) =>
        send(a, { message: `m${i}`, messageId: newMessageId(alice.id) }),
      ),
    );
    const limited = acks.filter((ack) => !ack.received);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    expect(limited[0]).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(await countMessages()).toBe(acks.length - limited.length);
  });
});

describe('presence and typing', () => {
  test('two tabs of one user are one user online; closing one keeps them online', async () => {
    const alice = await createUser(db());
    const bob = await createUser(db());
    const b = await room.join(bob);
    const tab1 = await room.join(alice);
    const [joiners, joined] = await nextEvent(
      b,
      'userJoined',
      (list) => list[0]?.userId === alice.id,
    );
    expect(joined.online).toBe(2);
    // What the socket sends is what the shared schemas say, and nothing more (strict objects).
    expect(z.array(onlineUserSchema).parse(joiners)).toEqual(joiners);
    expect(presenceDeltaMetaSchema.parse(joined)).toEqual(joined);
    const tab2 = await room.connect(alice);
    const snapshot = nextEvent(tab2, 'currentUsers');
    tab2.emit('join');
    const [now, meta] = await snapshot;
    expect(now.map((u) => u.userId).sort()).toEqual([alice.id, bob.id].sort());
    expect(meta).toMatchObject({ online: 2, complete: true });
    expect(z.array(onlineUserSchema).parse(now)).toEqual(now);
    expect(presenceSnapshotMetaSchema.parse(meta)).toEqual(meta);

    const left: string[] = [];
    b.on('userLeft', (list) => left.push(...list.map((u) => u.userId)));
    tab1.close();
    // Whatever closing tab 1 caused comes before carol's arrival.
    const carol = await createUser(db());
    await room.join(carol);
    const [, three] = await nextEvent(b, 'userJoined', (list) => list[0]?.userId === carol.id);
    expect(three.online).toBe(3);
    expect(left).toEqual([]);

    await expectLeaving(b, tab2, alice.id, 2);
  });

  test('the online list: joined sockets get pages in name order; others and floods are refused', async () => {
    const people = await Promise.all(
      ['cara', 'abe', 'bo'].map((name) =>
        createUser(db(), { userName: `${name}_${Date.now() % 100_000}` }),
      ),
    );
    const [first] = await Promise.all(people.map((person) => room.join(person)));
    const page: OnlineUsersAck = await first!.timeout(5000).emitWithAck('getOnlineUsers', {});
    if (!page.ok) throw new Error(page.error.message);
    expect(page.online).toBe(3);
    expect(page.users.map((user) => user.userId)).toEqual(
      [...people].sort((a, b) => a.userName.localeCompare(b.userName)).map((user) => user.id),
    );
    expect(page.next).toBeUndefined();

    const bad = await first!.timeout(5000).emitWithAck('getOnlineUsers', { after: 5 } as never);
    expect(bad).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });

    const outsider = await room.connect(await createUser(db()));
    expect(await outsider.timeout(5000).emitWithAck('getOnlineUsers', {})).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST' },
    });

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => first!.timeout(5000).emitWithAck('getOnlineUsers', {})),
    );
    expect(
      answers.filter((answer) => !answer.ok && answer.error.code === 'RATE_LIMITED'),
    ).not.toHaveLength(0);
  });

  test('typing reaches others, not the typer, and expires by itself and on disconnect', async () => {
    const alice = await createUser(db(), { fullName: 'Alice Typer' });
    const bob = await createUser(db());
    const a = await room.join(alice);
    const b = await room.join(bob);
    const own: unknown[] = [];
    a.on('userTyping', (event) => own.push(event));

    const started = nextEvent(b, 'userTyping', (e) => e.isTyping);
    a.emit('typing', { username: 'spoofed', isTyping: true });
    const [event] = await started;
    expect(event).toEqual({
      username: alice.userName,
      fullName: 'Alice Typer',
      userId: alice.id,
      isTyping: true,
    });
    expect(userTypingEventSchema.parse(event)).toEqual(event);
    const startedAt = Date.now();
    const [expired] = await nextEvent(b, 'userTyping', (e) => !e.isTyping, 8000);
    expect(expired.userId).toBe(alice.id);
    expect(Date.now() - startedAt).toBeGreaterThan(4000);

    const again = nextEvent(b, 'userTyping', (e) => e.isTyping);
    a.emit('typing', { username: alice.userName, isTyping: true });
    await again;
    const stopped = nextEvent(b, 'userTyping', (e) => !e.isTyping, 2000);
    a.close();
    await stopped;
    expect(own).toEqual([]);
  });
});

describe('history', () => {
  test('newest 50, then older pages by cursor with no gaps or overlaps while messages arrive', async () => {
    const alice = await createUser(db());
    const rows = Array.from({ length: 120 }, (_, i) => ({
      conversationId: ROOM_CONVERSATION_ID,
      messageId: `${alice.id}-${i}-seed`,
      userId: alice.id,
      text: `old ${i}`,
    }));
    await db().insert(chatMessages).values(rows);
    const a = await room.join(alice);

    const first = await historyPage(a);
    if (!first.ok) throw new Error('history failed');
    expect(first.messages).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.messages.at(-1)?.message).toBe('old 119');

    const collected = [...first.messages];
    let cursor = first.messages[0]!.seq;
    let hasMore = first.hasMore;
    let sent = 0;
    while (hasMore) {
      // New messages arrive between page requests.
      await send(a, { message: `new ${sent++}`, messageId: newMessageId(alice.id) });
      const page = await historyPage(a, { before: cursor });
      if (!page.ok) throw new Error('history failed');
      collected.unshift(...page.messages);
      cursor = page.messages[0]!.seq;
      hasMore = page.hasMore;
    }
    expect(collected.map((m) => m.message)).toEqual(rows.map((r) => r.text));
    const seqs = collected.map((m) => m.seq);
    expect(new Set(seqs).size).toBe(120);
    expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);

    // Catch-up after a reconnect: everything after the last seen seq, oldest first.
    const caughtUp = await historyPage(a, { after: first.messages.at(-1)!.seq });
    if (!caughtUp.ok) throw new Error('history failed');
    expect(caughtUp.messages.map((m) => m.message)).toEqual(
      Array.from({ length: sent }, (_, i) => `new ${i}`),
    );
    expect(caughtUp.hasMore).toBe(false);

    // Without an ack the server answers with the product.md `chatHistory` event.
    const event = nextEvent(a, 'chatHistory');
    a.emit('getChatHistory');
    const [list] = await event;
    expect(list).toHaveLength(50);
    expect(list.at(-1)?.message).toBe(`new ${sent - 1}`);

    expect(await historyPage(a, { before: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST' },
    });
  });

  test('an empty chat has an empty history', async () => {
    const alice = await createUser(db());
    const a = await room.join(alice);
    expect(await historyPage(a)).toEqual({ ok: true, messages: [], hasMore: false });
  });
});

describe('handshake and sessions', () => {
  test('no session, a bad session or a foreign Origin cannot connect', async () => {
    const alice = await createUser(db());
    await expect(connectClient(room.baseUrl())).rejects.toThrow('unauthorized');
    await expect(connectClient(room.baseUrl(), { cookie: 'token=nope' })).rejects.toThrow(
      'unauthorized',
    );
    await expect(
      connectClient(room.baseUrl(), { cookie: alice.cookie, origin: 'https://evil.example' }),
    ).rejects.toThrow();
    await expect(
      connectClient(room.baseUrl(), {
        cookie: alice.cookie,
        origin: 'https://evil.example',
        transports: ['polling'],
      }),
    ).rejects.toThrow();
    // Finding 9: an Origin naming the request's own Host (what a DNS-rebinding page sends) is
    // not PUBLIC_URL, so it is refused too.
    await expect(
      connectClient(room.baseUrl(), {
        cookie: alice.cookie,
        origin: room.baseUrl(),
        transports: ['polling'],
      }),
    ).rejects.toThrow();
    // The public origin is fine, over both transports.
    const ok1 = await connectClient(room.baseUrl(), {
      cookie: alice.cookie,
      origin: 'http://tuning.test',
    });
    const ok2 = await connectClient(room.baseUrl(), {
      cookie: alice.cookie,
      origin: 'http://tuning.test',
      transports: ['polling'],
    });
    room.clients.push(ok1, ok2);
    expect(ok1.connected && ok2.connected).toBe(true);
  });

  test('a logout disconnects that session; a password reset disconnects every session', async () => {
    const alice = await createUser(db());
    const other = await createUser(db());
    const sessions = createSessionService({ db: db(), events });
    const a = await room.join(alice);
    const o = await room.join(other);
    const disconnected = disconnectReason(a);
    await sessions.revoke({ userId: alice.id, sessionHash: hashToken(alice.token) });
    expect(await disconnected).toBe('io server disconnect');
    await expect(connectClient(room.baseUrl(), { cookie: alice.cookie })).rejects.toThrow(
      'unauthorized',
    );
    expect(o.connected).toBe(true);

    const gone = disconnectReason(o);
    await sessions.revokeAll(other.id);
    await gone;
  });

  test('a session that expires while connected is disconnected by the sweep', async () => {
    const { alice, a, b } = await room.joinTwo();
    await db()
      .update(sessionsTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionsTable.userId, alice.id));
    const disconnected = disconnectReason(a);
    await room.app().app.realtime.sweepSessions();
    expect(await disconnected).toBe('io server disconnect');
    expect(b.connected).toBe(true);
  });
});
