import { count, eq } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { newMessageId } from '@tuning/shared/chat';
import { profilePhotoUrl } from '@tuning/shared/profile';
import { openPostgres, type Database, type Db } from '../../db/client.ts';
import { conversationMessages as chatMessages, chatSendCounts, users } from '../../db/schema.ts';
import { createUserCache } from '../users/user-cache.ts';
import { findUserById } from '../users/users.queries.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createScratchDatabase } from '../../../test/services.ts';
import { createTestDatabase, testDbKind } from '../../../test/test-database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createChatService } from './chat.service.ts';

const sendLimit = { max: 3, windowMs: 10_000 };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function serviceOn(db: Db, now: () => number) {
  return createChatService({
    db,
    sendLimit,
    users: createUserCache({ db, read: findUserById }),
    now,
  });
}

async function storedBy(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId));
  return row?.n ?? 0;
}

/** The error code a send failed with, or 'stored' / 'resend'. */
async function outcome(promise: Promise<{ message: unknown }>): Promise<string> {
  try {
    return (await promise).message ? 'stored' : 'resend';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

test('each user may send max messages per window; a resend is acked, not counted as new', async () => {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const { db } = database;
  const alice = await createUser(db);
  const bob = await createUser(db);
  let now = 1_000_000_000;
  const chat = serviceOn(db, () => now);
  // Different texts: the flood guard (tested below) is not what this counts.
  const send = (userId: string, messageId: string) =>
    outcome(chat.send(userId, { message: `hi ${messageId}`, messageId }));

  const first = newMessageId(alice.id);
  const sends = [first, ...Array.from({ length: 3 }, () => newMessageId(alice.id))];
  const results: string[] = [];
  for (const messageId of sends) results.push(await send(alice.id, messageId));
  expect(results).toEqual(['stored', 'stored', 'stored', 'RATE_LIMITED']);
  expect(await storedBy(db, alice.id)).toBe(3);

  // Over the limit, a stored message sent again is still acked, and still not broadcast again.
  expect(await send(alice.id, first)).toBe('resend');
  // Another user's messageId is refused, whatever the limit.
  expect(await send(bob.id, first)).toBe('CONFLICT');
  // Limits are per user.
  expect(await send(bob.id, newMessageId(bob.id))).toBe('stored');

  now += sendLimit.windowMs;
  expect(await send(alice.id, newMessageId(alice.id))).toBe('stored');
  expect(await storedBy(db, alice.id)).toBe(4);
});

test('a send stamped by a clock one window behind counts in the newer window', async () => {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const { db } = database;
  const alice = await createUser(db);
  const at = 3_000_000_000;
  const ahead = serviceOn(db, () => at);
  const behind = serviceOn(db, () => at - sendLimit.windowMs);
  const send = (chat: ReturnType<typeof serviceOn>) => {
    const messageId = newMessageId(alice.id);
    return outcome(chat.send(alice.id, { message: `hi ${messageId}`, messageId }));
  };

  expect([await send(ahead), await send(ahead)]).toEqual(['stored', 'stored']);
  // Alternating instances must not start the count again at every switch.
  expect([await send(behind), await send(ahead), await send(behind)]).toEqual([
    'stored',
    'RATE_LIMITED',
    'RATE_LIMITED',
  ]);
  expect(await storedBy(db, alice.id)).toBe(sendLimit.max);
});

test('a send carries its author as the database has them then, cached or not', async () => {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const { db } = database;
  const alice = await createUser(db, { fullName: 'Alice Before', photoVersion: null });
  const chat = serviceOn(db, () => 4_000_000_000);
  // The cache holds Alice's row from connecting.
  expect((await chat.loadAuthor(alice.id))?.fullName).toBe('Alice Before');

  // A change nobody announced (another process, a migration): the next message still shows it.
  await db
    .update(users)
    .set({ fullName: 'Alice After', userName: 'alice_after', photoVersion: 7 })
    .where(eq(users.id, alice.id));
  const { message, author } = await chat.send(alice.id, {
    message: 'hi',
    messageId: newMessageId(alice.id),
  });
  expect(message).toMatchObject({
    fullName: 'Alice After',
    username: 'alice_after',
    profilePic: profilePhotoUrl(alice.id, 7),
    userId: alice.id,
    message: 'hi',
  });
  expect(message?.seq).toEqual(expect.any(Number));
  expect(message?.timestamp).toEqual(expect.any(Number));
  expect(author).toEqual({
    userId: alice.id,
    username: 'alice_after',
    fullName: 'Alice After',
    profilePic: profilePhotoUrl(alice.id, 7),
  });
});

test('a send from a user who no longer exists stores and counts nothing', async () => {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const { db } = database;
  const ghost = await createUser(db);
  const chat = serviceOn(db, () => 5_000_000_000);
  await db.delete(users).where(eq(users.id, ghost.id));

  expect(
    await outcome(chat.send(ghost.id, { message: 'boo', messageId: newMessageId(ghost.id) })),
  ).toBe('UNAUTHORIZED');
  expect(await storedBy(db, ghost.id)).toBe(0);
  const counts = await db.select().from(chatSendCounts).where(eq(chatSendCounts.userId, ghost.id));
  expect(counts).toEqual([]);
});

test.runIf(testDbKind === 'postgres')(
  'two instances on one PostgreSQL share the limit exactly, even when the sends race',
  async () => {
    const scratch = await createScratchDatabase('tuning_limit');
    cleanups.push(() => scratch.drop());
    const instances: Database[] = [];
    for (let i = 0; i < 2; i++) {
      // One after the other: the first migrates, the second finds nothing to do.
      const database = await openPostgres(scratch.url, 4);
      cleanups.push(() => database.close());
      instances.push(database);
    }
    const [a, b] = instances.map(({ db }) => serviceOn(db, () => 2_000_000_000));
    const alice = await createUser(instances[0]!.db);

    const results = await Promise.all(
      Array.from({ length: 4 * sendLimit.max }, (_, i) =>
        outcome(
          (i % 2 === 0 ? a! : b!).send(alice.id, {
            message: `m${i}`,
            messageId: newMessageId(alice.id),
          }),
        ),
      ),
    );
    expect(results.filter((result) => result === 'stored')).toHaveLength(sendLimit.max);
    expect(results.filter((result) => result === 'RATE_LIMITED')).toHaveLength(3 * sendLimit.max);
    expect(await storedBy(instances[1]!.db, alice.id)).toBe(sendLimit.max);
  },
);

test('catch-up readers asking together share one answer; one asking after a new message sees it', async () => {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  const { db } = database;
  const chat = serviceOn(db, () => Date.now());
  const alice = await createUser(db);
  const first = await chat.send(alice.id, { message: 'one', messageId: newMessageId(alice.id) });
  const after = first.message!.seq - 1;

  // A restart's worth of clients with the same cursor, asking at once.
  const together = await Promise.all(Array.from({ length: 20 }, () => chat.history({ after })));
  for (const page of together) expect(page.messages.map((m) => m.message)).toEqual(['one']);

  // A reader that asks while an earlier read is in flight, but after a new message was stored,
  // gets the new message too.
  const earlier = chat.history({ after });
  await chat.send(alice.id, { message: 'two', messageId: newMessageId(alice.id) });
  const later = await chat.history({ after });
  expect(later.messages.map((m) => m.message)).toEqual(['one', 'two']);
  expect((await earlier).messages.map((m) => m.message)).toContain('one');
});
