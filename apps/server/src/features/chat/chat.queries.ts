import { asc, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { chatMessages, chatSendCounts, users } from '../../db/schema.ts';

export interface ChatMessageRow {
  seq: number;
  messageId: string;
  userId: string;
  text: string;
  createdAt: Date;
  userName: string;
  fullName: string;
  photoVersion: number | null;
}

const messageColumns = {
  seq: chatMessages.seq,
  messageId: chatMessages.messageId,
  userId: chatMessages.userId,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
  userName: users.userName,
  fullName: users.fullName,
  photoVersion: users.photoVersion,
};

// One statement, so a send is one round trip: count the send in the user's window, insert the
// message if the count is within the limit, and read the author's row as it is now (a rename shows
// on the very next message). The counter row's lock orders concurrent sends of one user, on any
// instance, so the limit is exact (ADR 0004).
const insertQueriesOf = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const counted = db.$with('counted').as(
    db
      .insert(chatSendCounts)
      .select((qb) =>
        qb
          .select({
            userId: users.id,
            windowIndex: sql<number>`${sql.placeholder('windowIndex')}::bigint`.as('window_index'),
            sends: sql<number>`1`.as('sends'),
          })
          .from(users)
          .where(eq(users.id, userId)),
      )
      .onConflictDoUpdate({
        target: chatSendCounts.userId,
        // The window only moves forward: a send stamped by an instance whose clock is a little
        // behind counts in the newer window instead of starting its old one again.
        set: {
          windowIndex: sql`greatest(${chatSendCounts.windowIndex}, excluded.window_index)`,
          sends: sql`case when excluded.window_index > ${chatSendCounts.windowIndex}
            then 1 else ${chatSendCounts.sends} + 1 end`,
        },
      })
      .returning({ sends: chatSendCounts.sends }),
  );
  const stored = db.$with('stored').as(
    db
      .insert(chatMessages)
      .select((qb) =>
        qb
          .select({
            // INSERT … SELECT names every column; these two are the columns' defaults, word for
            // word (bigserial's sequence, resolved once when the statement is prepared).
            seq: sql<number>`nextval('chat_messages_seq_seq'::regclass)`.as('seq'),
            messageId: sql<string>`${sql.placeholder('messageId')}::text`.as('message_id'),
            userId: sql<string>`${userId}::uuid`.as('user_id'),
            text: sql<string>`${sql.placeholder('text')}::text`.as('text'),
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(counted)
          .where(lte(counted.sends, sql.placeholder('max'))),
      )
      .onConflictDoNothing({ target: chatMessages.messageId })
      .returning({ seq: chatMessages.seq, createdAt: chatMessages.createdAt }),
  );
  return {
    withinLimit: db
      .with(counted, stored)
      .select({
        userName: users.userName,
        fullName: users.fullName,
        photoVersion: users.photoVersion,
        seq: stored.seq,
        createdAt: stored.createdAt,
      })
      .from(users)
      .leftJoin(stored, sql`true`)
      .where(eq(users.id, userId))
      .prepare('chat_insert_within_limit'),
  };
});

export interface StoredSend {
  /** The author's row when the statement ran. */
  author: { userName: string; fullName: string; photoVersion: number | null };
  /** The stored message; undefined when over the limit or the messageId was stored before. */
  stored: { seq: number; createdAt: Date } | undefined;
}

/**
 * Counts a send in the user's window and stores the message once per messageId, if the count is
 * at most `max`. Undefined when the user does not exist (nothing is counted or stored then).
 */
export async function insertMessageWithinLimit(
  db: Db,
  row: { messageId: string; userId: string; text: string },
  limit: { windowIndex: number; max: number },
): Promise<StoredSend | undefined> {
  const [result] = await insertQueriesOf(db).withinLimit.execute({ ...row, ...limit });
  if (!result) return undefined;
  const { userName, fullName, photoVersion, seq, createdAt } = result;
  return {
    author: { userName, fullName, photoVersion },
    stored: seq !== null && createdAt !== null ? { seq, createdAt } : undefined,
  };
}

export async function findMessageById(
  db: Db,
  messageId: string,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: chatMessages.userId })
    .from(chatMessages)
    .where(eq(chatMessages.messageId, messageId))
    .limit(1);
  return row;
}

// Every chat screen opens with a history page.
const historyQueriesOf = preparedPerDatabase((db) => {
  const page = () =>
    db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId));
  const limit = sql.placeholder('limit');
  const cursor = sql.placeholder('cursor');
  return {
    newest: page().orderBy(desc(chatMessages.seq)).limit(limit).prepare('chat_newest'),
    before: page()
      .where(lt(chatMessages.seq, cursor))
      .orderBy(desc(chatMessages.seq))
      .limit(limit)
      .prepare('chat_before'),
    after: page()
      .where(gt(chatMessages.seq, cursor))
      .orderBy(asc(chatMessages.seq))
      .limit(limit)
      .prepare('chat_after'),
  };
});

/** Up to `limit` messages, newest first, optionally older than `before`. */
export async function listMessagesBefore(
  db: Db,
  before: number | undefined,
  limit: number,
): Promise<ChatMessageRow[]> {
  const queries = historyQueriesOf(db);
  return before === undefined
    ? queries.newest.execute({ limit })
    : queries.before.execute({ cursor: before, limit });
}

/** Up to `limit` messages newer than `after`, oldest first. */
export async function listMessagesAfter(
  db: Db,
  after: number,
  limit: number,
): Promise<ChatMessageRow[]> {
  return historyQueriesOf(db).after.execute({ cursor: after, limit });
}
