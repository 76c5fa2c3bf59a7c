// Private conversations for the benchmarks (ADR 0035): one-to-ones inserted straight into the
// tables, both members accepted, as `openDirect` and a first reply leave them.
import type { Db } from '../../apps/server/src/db/client.ts';
import {
  blocks,
  conversationMembers,
  conversationMessages,
  conversations,
} from '../../apps/server/src/db/schema.ts';
import { directKeyOf } from '../../apps/server/src/features/conversations/conversations.queries.ts';
import type { BenchUser } from './database.ts';
import type { RawSocket } from './raw-socket.ts';

const BATCH = 1000;

/** The inbox's next `count` positions, from its sequence as the server takes them. */
async function nextActivities(db: Db, count: number): Promise<number[]> {
  const statement = `select nextval('conversation_activity') as v from generate_series(1, ${count})`;
  // PGlite's and node-postgres' results both carry `rows`.
  const { rows } = (await db.execute(statement)) as unknown as { rows: { v: string }[] };
  return rows.map((row) => Number(row.v));
}

/**
 * A one-to-one for each pair (the first starts it), with `messagesEach` messages written in turn
 * by the two, the first by the second member; returns the conversations' ids in the pairs' order.
 * Each new conversation takes the next inbox position, so the last pair is the newest.
 */
export async function seedDirectConversations(
  db: Db,
  pairs: [BenchUser, BenchUser][],
  messagesEach: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < pairs.length; start += BATCH) {
    const batch = pairs.slice(start, start + BATCH);
    const made = await db
      .insert(conversations)
      .values(
        batch.map(([a, b]) => ({
          kind: 'direct' as const,
          createdBy: a.id,
          directKey: directKeyOf(a.id, b.id),
        })),
      )
      .returning({ id: conversations.id, directKey: conversations.directKey });
    const byKey = new Map(made.map((row) => [row.directKey, row.id]));
    const batchIds = batch.map(([a, b]) => byKey.get(directKeyOf(a.id, b.id))!);
    const activity = await nextActivities(db, batch.length * 2);
    await db.insert(conversationMembers).values(
      batch.flatMap(([a, b], i) =>
        [a, b].map((user, j) => ({
          conversationId: batchIds[i]!,
          userId: user.id,
          status: 'accepted' as const,
          activity: activity[i * 2 + j]!,
        })),
      ),
    );
    const messages = batch.flatMap(([a, b], i) =>
      Array.from({ length: messagesEach }, (_, k) => ({
        conversationId: batchIds[i]!,
        messageId: `seed-dm-${(start + i).toString(36)}-${k}`,
        userId: (k % 2 === 0 ? b : a).id,
        text: `Seeded private message ${k + 1}`,
      })),
    );
    for (let m = 0; m < messages.length; m += BATCH) {
      await db.insert(conversationMessages).values(messages.slice(m, m + BATCH));
    }
    ids.push(...batchIds);
  }
  return ids;
}

/** A block (not a mute) for each pair, the first blocking the second. */
export async function seedBlocks(db: Db, pairs: [BenchUser, BenchUser][]): Promise<void> {
  for (let start = 0; start < pairs.length; start += BATCH) {
    await db.insert(blocks).values(
      pairs.slice(start, start + BATCH).map(([blocker, blocked]) => ({
        blockerId: blocker.id,
        blockedId: blocked.id,
        kind: 'block' as const,
      })),
    );
  }
}

/** `joinConversation` as an open conversation screen asks it: true once acked as joined. */
export function joinConversation(
  client: RawSocket,
  conversationId: string,
  timeoutMs = 30_000,
): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    client.emit('joinConversation', { conversationId }, (reply) => {
      clearTimeout(timer);
      resolve((reply as { ok?: boolean } | undefined)?.ok === true);
    });
  });
}
