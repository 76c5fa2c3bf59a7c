import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { newMessageId } from '@tuning/shared/chat';
import { chatExtrasTexts } from '@tuning/shared/chat-extras';
import { notifications } from '../../db/schema.ts';
import { LIMITS } from '../../lib/limits.ts';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { edit, react, remove, roomPerTest, send } from '../../../test/socket-room.ts';
import { sendAndReceive, type ChatClient } from '../../../test/socket-client.ts';

// The chat's write limits count per person, whatever number of sockets they hold.
// (Across two instances: test/chat-limits.two-instances.test.ts.)

const room = roomPerTest();
const db = () => room.app().database.db;
const SOCKETS = 10;
const tooFast = { ok: false, error: { code: 'RATE_LIMITED', message: chatExtrasTexts.tooFast } };

async function sockets(user: TestUser, count = SOCKETS): Promise<ChatClient[]> {
  const opened = await Promise.all(Array.from({ length: count }, () => room.connect(user)));
  return opened;
}

/** Emits `count` events spread round-robin over `from`, one after another; their acks. */
async function spread<T>(
  from: ChatClient[],
  count: number,
  emit: (socket: ChatClient, i: number) => Promise<T>,
): Promise<T[]> {
  const acks: T[] = [];
  for (let i = 0; i < count; i++) acks.push(await emit(from[i % from.length]!, i));
  return acks;
}

const okCount = (acks: { ok: boolean }[]) => acks.filter((ack) => ack.ok).length;

/** Alice with her ten sockets, and a message of hers sent from the first. */
async function aliceAndHerMessage(text: string) {
  const alice = await createUser(db());
  const mine = await sockets(alice);
  const messageId = await sendAndReceive(mine[0]!, alice, text, []);
  return { mine, messageId };
}

test('reactions from ten sockets of one person share one budget', async () => {
  const { mine, messageId } = await aliceAndHerMessage('react to me');
  const max = LIMITS.chatReactions.max;
  const acks = await spread(mine, max + SOCKETS, (socket, i) =>
    react(socket, { messageId, emoji: '👍', on: i % 2 === 0 }),
  );
  expect(okCount(acks)).toBe(max);
  expect(acks.slice(max)).toEqual(Array(SOCKETS).fill(tooFast));
  // Another person's budget is their own.
  const bob = await createUser(db());
  const [b] = await sockets(bob, 1);
  expect(await react(b!, { messageId, emoji: '🔥', on: true })).toEqual({ ok: true });
});

test('edits and deletions from ten sockets of one person share one budget each', async () => {
  const { mine, messageId } = await aliceAndHerMessage('edit me');
  const edits = LIMITS.chatEdits.max;
  const editAcks = await spread(mine, edits + SOCKETS, (socket, i) =>
    edit(socket, { messageId, message: `edit ${i}` }),
  );
  expect(okCount(editAcks)).toBe(edits);
  expect(editAcks.slice(edits)).toEqual(Array(SOCKETS).fill(tooFast));

  // Deleting an unknown message is refused after the count, so each try spends the budget.
  const deletes = LIMITS.chatDeletes.max;
  const deleteAcks = await spread(mine, deletes + SOCKETS, (socket, i) =>
    remove(socket, { messageId: `gone-${i}-message` }),
  );
  expect(
    deleteAcks.slice(0, deletes).every((ack) => !ack.ok && ack.error.code === 'NOT_FOUND'),
  ).toBe(true);
  expect(deleteAcks.slice(deletes)).toEqual(Array(SOCKETS).fill(tooFast));
});

test('people named with @ are one budget per person, in sends and edits together', async () => {
  const alice = await createUser(db());
  const mine = await sockets(alice);
  const names = (from: number) =>
    Array.from({ length: 20 }, (_, i) => `@someone_${from + i}`).join(' ');
  const { max } = LIMITS.chatMentions;
  expect(max % 20).toBe(0);
  const sends = await spread(mine, max / 20, (socket, i) =>
    send(socket, { message: names(i * 20), messageId: newMessageId(alice.id) }),
  );
  expect(sends).toEqual(Array(max / 20).fill({ received: true }));
  // The budget is spent: one more name is refused, from any socket, sent or edited.
  const plain = await sendAndReceive(mine[1]!, alice, 'no names here', []);
  expect(
    await send(mine[2]!, { message: 'hi @one_more', messageId: newMessageId(alice.id) }),
  ).toEqual({ received: false, error: tooFast.error });
  expect(await edit(mine[3]!, { messageId: plain, message: 'now @one_more' })).toEqual(tooFast);
});

test('edits that swap the names of a message notify no more people than one message may name', async () => {
  const alice = await createUser(db());
  const first = await Promise.all(Array.from({ length: 20 }, () => createUser(db())));
  const second = await Promise.all(Array.from({ length: 5 }, () => createUser(db())));
  const [a] = await sockets(alice, 1);
  const at = (people: TestUser[]) => people.map((p) => `@${p.userName}`).join(' ');
  const messageId = newMessageId(alice.id);
  expect(await send(a!, { message: at(first), messageId })).toEqual({ received: true });
  expect(await edit(a!, { messageId, message: at(second) })).toEqual({ ok: true });
  const given = await db()
    .select({ recipientId: notifications.recipientId })
    .from(notifications)
    .where(eq(notifications.kind, 'mention'));
  expect(given).toHaveLength(LIMITS.mentionNotificationsPerMessage);
  expect(new Set(given.map((row) => row.recipientId))).toEqual(new Set(first.map((p) => p.id)));
});
