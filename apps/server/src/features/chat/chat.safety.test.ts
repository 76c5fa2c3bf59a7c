import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { CHAT_HISTORY_PAGE, newMessageId, type ChatMessage } from '@tuning/shared/chat';
import { safetyTexts } from '@tuning/shared/safety';
import type { Database, Db } from '../../db/client.ts';
import {
  blocks,
  conversationMessages as chatMessages,
  chatSendCounts,
  filteredTerms,
  roomSettings,
  users,
  ROOM_CONVERSATION_ID,
} from '../../db/schema.ts';
import { createAppEvents } from '../../lib/events.ts';
import { AppError } from '../../lib/app-error.ts';
import { createUserCache, userRowsChanged } from '../users/user-cache.ts';
import { findUserById } from '../users/users.queries.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createChatService, type ChatService } from './chat.service.ts';

// The chat's side of product.md §12 at the service: deleting, hiding, slow mode, flood guard,
// filter.

let database: Database;
let db: Db;
let chat: ChatService;
const events = createAppEvents();
const deleted: string[] = [];
events.on('messageDeleted', ({ messageId }) => deleted.push(messageId));

beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
  chat = createChatService({ db, users: createUserCache({ db, read: findUserById }), events });
  deleted.length = 0;
});
afterEach(async () => {
  await database.close();
});

/** 'stored', 'resend', or the refusal as `CODE: message`. */
async function outcome(userId: string, text: string, messageId = newMessageId(userId)) {
  try {
    return (await chat.send(userId, { message: text, messageId })).message ? 'stored' : 'resend';
  } catch (error) {
    if (error instanceof AppError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

async function setSlowMode(seconds: number): Promise<void> {
  await db
    .insert(roomSettings)
    .values({ id: 1, slowModeSeconds: seconds })
    .onConflictDoUpdate({ target: roomSettings.id, set: { slowModeSeconds: seconds } });
}

const texts = (messages: ChatMessage[]) => messages.map((m) => m.message);

test('deleting: the author and moderators may, others may not; a tombstone stays in place', async () => {
  const alice = await createUser(db);
  const bob = await createUser(db);
  const moderator = await createUser(db, { role: 'moderator' });
  const admin = await createUser(db, { role: 'admin' });
  const ids: string[] = [];
  for (const text of ['one', 'two', 'three', 'four']) {
    const messageId = newMessageId(alice.id);
    ids.push(messageId);
    expect(await outcome(alice.id, text, messageId)).toBe('stored');
  }
  const before = await chat.history(undefined);

  // Someone else: refused, nothing changes, nothing announced.
  expect(await chat.deleteMessage(ids[0]!, { userId: bob.id, role: 'member' })).toBe('forbidden');
  expect(await chat.deleteMessage('nobody-1-x', { userId: bob.id, role: 'member' })).toBe(
    'not-found',
  );
  expect(deleted).toEqual([]);
  expect(await chat.history(undefined)).toBe(before);

  // The author: a tombstone, announced once; again is still 'deleted' and announces nothing.
  expect(await chat.deleteMessage(ids[0]!, { userId: alice.id, role: 'member' })).toBe('deleted');
  expect(await chat.deleteMessage(ids[0]!, { userId: alice.id, role: 'member' })).toBe('deleted');
  expect(deleted).toEqual([ids[0]]);
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.messageId, ids[0]!));
  expect(row).toMatchObject({ text: '', deletedBy: alice.id });
  expect(row?.deletedAt).toBeInstanceOf(Date);
  // Someone else asking about a tombstone is still refused.
  expect(await chat.deleteMessage(ids[0]!, { userId: bob.id, role: 'member' })).toBe('forbidden');

  // A moderator and an admin may delete anyone's.
  expect(await chat.deleteMessage(ids[1]!, { userId: moderator.id, role: 'moderator' })).toBe(
    'deleted',
  );
  expect(await chat.deleteMessage(ids[2]!, { userId: admin.id, role: 'admin' })).toBe('deleted');
  expect(deleted).toEqual(ids.slice(0, 3));

  // The cached newest page went: tombstones in place, the same seqs, so cursors still hold.
  const after = await chat.history(undefined);
  expect(after.messages.map((m) => m.seq)).toEqual(before.messages.map((m) => m.seq));
  expect(after.messages.map((m) => [m.message, m.deleted])).toEqual([
    ['', true],
    ['', true],
    ['', true],
    ['four', undefined],
  ]);
  expect(after.messages[0]).toMatchObject({ userId: alice.id, messageId: ids[0] });
  const older = await chat.history({ before: after.messages[3]!.seq });
  expect(older.messages.map((m) => m.deleted)).toEqual([true, true, true]);
  const caughtUp = await chat.history({ after: 0 });
  expect(caughtUp.messages.map((m) => m.deleted ?? false)).toEqual([true, true, true, false]);
}, 60_000); // the file's first password hash is slow on a busy machine

test('the role is read now: a moderator made a member can no longer delete others', async () => {
  const alice = await createUser(db);
  const mod = await createUser(db, { role: 'moderator' });
  const messageId = newMessageId(alice.id);
  expect(await outcome(alice.id, 'hello', messageId)).toBe('stored');
  expect(await chat.actor(mod.id)).toEqual({ userId: mod.id, role: 'moderator' });
  await db.update(users).set({ role: 'member' }).where(eq(users.id, mod.id));
  userRowsChanged(db, mod.id);
  const actor = await chat.actor(mod.id);
  expect(actor).toEqual({ userId: mod.id, role: 'member' });
  expect(await chat.deleteMessage(messageId, actor!)).toBe('forbidden');
});

test('history without the authors a reader blocks or mutes, in whole pages; tombstones too', async () => {
  const alice = await createUser(db);
  const bob = await createUser(db);
  const carol = await createUser(db);
  // 2 × CHAT_HISTORY_PAGE messages, Bob's and Carol's taking turns.
  const rows = Array.from({ length: 2 * CHAT_HISTORY_PAGE }, (_, i) => ({
    conversationId: ROOM_CONVERSATION_ID,
    messageId: `seeded-${i}`,
    userId: i % 2 === 0 ? bob.id : carol.id,
    text: `${i % 2 === 0 ? 'bob' : 'carol'} ${i}`,
  }));
  await db.insert(chatMessages).values(rows);
  await db.insert(blocks).values({ blockerId: alice.id, blockedId: bob.id, kind: 'mute' });

  const mine = await chat.history(undefined, { userId: alice.id });
  expect(mine.messages).toHaveLength(CHAT_HISTORY_PAGE);
  expect(mine.messages.every((m) => m.userId === carol.id)).toBe(true);
  expect(mine.hasMore).toBe(false);
  const everyone = await chat.history(undefined, { userId: carol.id });
  expect(everyone.messages).toHaveLength(CHAT_HISTORY_PAGE);
  expect(everyone.hasMore).toBe(true);
  expect(new Set(everyone.messages.map((m) => m.userId))).toEqual(new Set([bob.id, carol.id]));
  const older = await chat.history(
    { before: mine.messages[1]!.seq },
    { userId: alice.id, hidden: new Set([bob.id]) },
  );
  expect(texts(older.messages)).toEqual([texts(mine.messages)[0]]);
  const after = await chat.history({ after: 0 }, { userId: alice.id });
  expect(after.messages.every((m) => m.userId === carol.id)).toBe(true);

  // Unmuted (the change announced): the next page has Bob again.
  await db.delete(blocks).where(and(eq(blocks.blockerId, alice.id), eq(blocks.blockedId, bob.id)));
  chat.hiddenChanged(alice.id);
  expect(await chat.hiddenBy(alice.id)).toEqual(new Set());
  const again = await chat.history(undefined, { userId: alice.id });
  expect(again.messages.some((m) => m.userId === bob.id)).toBe(true);
});

test('slow mode: a member waits the set seconds after an admitted message; moderators do not', async () => {
  const alice = await createUser(db);
  const mod = await createUser(db, { role: 'moderator' });
  await setSlowMode(30);
  expect(await outcome(alice.id, 'first')).toBe('stored');
  expect(await outcome(alice.id, 'second')).toBe(`RATE_LIMITED: ${safetyTexts.slowMode(30)}`);
  // A refused message does not restart the wait, and nothing of it is stored.
  expect(await db.$count(chatMessages, eq(chatMessages.userId, alice.id))).toBe(1);
  for (const text of ['m1', 'm2', 'm3']) expect(await outcome(mod.id, text)).toBe('stored');

  // Once the wait is over (the last admitted message 31 s ago), the next goes.
  await db
    .update(chatSendCounts)
    .set({ lastSentAt: sql`now() - interval '31 seconds'` })
    .where(eq(chatSendCounts.userId, alice.id));
  expect(await outcome(alice.id, 'third')).toBe('stored');
  expect(await outcome(alice.id, 'fourth')).toBe(`RATE_LIMITED: ${safetyTexts.slowMode(30)}`);
  await setSlowMode(1);
  expect(await outcome(alice.id, 'fifth')).toBe(`RATE_LIMITED: ${safetyTexts.slowMode(1)}`);
  await setSlowMode(0);
  expect(await outcome(alice.id, 'sixth')).toBe('stored');
  // A resend of an admitted message is acked as before, slow mode or not.
  const messageId = newMessageId(alice.id);
  await setSlowMode(0);
  expect(await outcome(alice.id, 'seventh', messageId)).toBe('stored');
  await setSlowMode(60);
  expect(await outcome(alice.id, 'seventh', messageId)).toBe('resend');
});

test('flood guard: a third identical message in a row within a minute is refused', async () => {
  const alice = await createUser(db);
  const bob = await createUser(db);
  expect(await outcome(alice.id, 'spam')).toBe('stored');
  const second = newMessageId(alice.id);
  expect(await outcome(alice.id, 'SPAM ', second)).toBe('stored');
  // A resend of the second is not a third.
  expect(await outcome(alice.id, 'SPAM ', second)).toBe('resend');
  expect(await outcome(alice.id, '  spam')).toBe(`BAD_REQUEST: ${safetyTexts.repeated}`);
  expect(await outcome(alice.id, 'spam')).toBe(`BAD_REQUEST: ${safetyTexts.repeated}`);
  // Others are not affected; something else breaks the run.
  expect(await outcome(bob.id, 'spam')).toBe('stored');
  expect(await outcome(alice.id, 'something else')).toBe('stored');
  expect(await outcome(alice.id, 'spam')).toBe('stored');
  expect(await outcome(alice.id, 'spam')).toBe('stored');
  expect(await outcome(alice.id, 'spam')).toBe(`BAD_REQUEST: ${safetyTexts.repeated}`);
  // A minute after the last one, the run is over.
  await db
    .update(chatSendCounts)
    .set({ lastSentAt: sql`now() - interval '61 seconds'` })
    .where(eq(chatSendCounts.userId, alice.id));
  expect(await outcome(alice.id, 'spam')).toBe('stored');
  expect(await db.$count(chatMessages, eq(chatMessages.userId, alice.id))).toBe(6);
});

test('word filter: a matching message is refused with the term, and nothing is stored or counted', async () => {
  const alice = await createUser(db);
  expect(await outcome(alice.id, 'before any terms: darn')).toBe('stored');
  await db.insert(filteredTerms).values([{ term: 'darn' }, { term: 'heck off' }]);
  // Cached until told (or FILTER_TTL_MS).
  expect(await outcome(alice.id, 'still darn')).toBe('stored');
  chat.filterTermsChanged();
  expect(await outcome(alice.id, 'oh D4RN')).toBe(`BAD_REQUEST: ${safetyTexts.filtered('darn')}`);
  expect(await outcome(alice.id, 'just heck   OFF')).toBe(
    `BAD_REQUEST: ${safetyTexts.filtered('heck off')}`,
  );
  expect(await outcome(alice.id, 'darning socks is fine')).toBe('stored');
  expect(await db.$count(chatMessages, eq(chatMessages.userId, alice.id))).toBe(3);
  const [counts] = await db
    .select({ sends: chatSendCounts.sends })
    .from(chatSendCounts)
    .where(eq(chatSendCounts.userId, alice.id));
  expect(counts?.sends).toBe(3);
});

test('a suspended author stores nothing; the connection sees the suspension', async () => {
  const alice = await createUser(db);
  const until = new Date(Date.now() + 3_600_000);
  await db.update(users).set({ suspendedUntil: until }).where(eq(users.id, alice.id));
  userRowsChanged(db, alice.id);
  expect(await outcome(alice.id, 'hello')).toBe(`FORBIDDEN: ${safetyTexts.suspended(until)}`);
  expect(await db.$count(chatMessages)).toBe(0);
  expect((await chat.loadConnection(alice.id))?.suspendedUntil).toEqual(until);
});

test('slow mode is exact when one user’s sends race on several connections', async () => {
  const alice = await createUser(db);
  await setSlowMode(60);
  const other = createChatService({ db, users: createUserCache({ db, read: findUserById }) });
  const results = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      (i % 2 === 0 ? chat : other)
        .send(alice.id, { message: `race ${i}`, messageId: newMessageId(alice.id) })
        .then(
          () => 'stored',
          (error: unknown) => (error instanceof AppError ? error.code : 'thrown'),
        ),
    ),
  );
  expect(results.filter((result) => result === 'stored')).toHaveLength(1);
  expect(results.filter((result) => result === 'RATE_LIMITED')).toHaveLength(7);
  expect(await db.$count(chatMessages, eq(chatMessages.userId, alice.id))).toBe(1);
});
