import { asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { chatMessages, users } from '../../db/schema.ts';

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

/** Inserts once per messageId; a duplicate inserts nothing and returns undefined. */
export async function insertMessage(
  db: Db,
  row: { messageId: string; userId: string; text: string },
): Promise<{ seq: number; createdAt: Date } | undefined> {
  const [inserted] = await db
    .insert(chatMessages)
    .values(row)
    .onConflictDoNothing({ target: chatMessages.messageId })
    .returning({ seq: chatMessages.seq, createdAt: chatMessages.createdAt });
  return inserted;
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
