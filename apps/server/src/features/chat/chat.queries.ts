import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  blocks,
  chatMessages,
  chatSendCounts,
  filteredTerms,
  roomSettings,
  users,
} from '../../db/schema.ts';

export interface ChatMessageRow {
  seq: number;
  messageId: string;
  userId: string;
  text: string;
  createdAt: Date;
  /** Set on a tombstone (its text is ''). */
  deletedAt: Date | null;
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
  deletedAt: chatMessages.deletedAt,
  userName: users.userName,
  fullName: users.fullName,
  photoVersion: users.photoVersion,
};

// One statement, so a send is one round trip: count the send in the user's window, decide whether
// the message is admitted (the send limit, slow mode, the flood guard), insert it if it is, and read
// the author's row as it is now (a rename shows on the very next message). The counter row's lock
// orders concurrent sends of one user, on any instance, so every rule is exact (ADR 0004).
//
// The counter row remembers the last admitted message: when (`last_sent_at`, the database's clock)
// and what (`last_text_hash`: the hash of its text, a space, its messageId). The messageId makes the
// row name exactly one message, so the insert below knows whether it was this one that got in.
const insertQueriesOf = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const messageId = sql.placeholder('messageId');
  const author = db.$with('author').as(
    db
      .select({
        id: users.id,
        userName: users.userName,
        fullName: users.fullName,
        photoVersion: users.photoVersion,
        suspendedUntil: users.suspendedUntil,
        // Moderators and admins are not slowed down.
        slowSeconds: sql<number>`case when ${users.role} in ('moderator', 'admin') then 0
          else coalesce((select ${roomSettings.slowModeSeconds} from ${roomSettings}
            where ${roomSettings.id} = 1), 0) end`.as('slow_seconds'),
        // A resend of a stored message counts as a send but is not a new message.
        resend: sql<boolean>`exists (select 1 from ${chatMessages}
          where ${chatMessages.messageId} = ${messageId}::text)`.as('resend'),
      })
      .from(users)
      .where(eq(users.id, userId)),
  );
  const hash = sql`${sql.placeholder('hash')}::text`;
  const marker = sql`${sql.placeholder('marker')}::text`;
  const floodWindow = sql`make_interval(secs => ${sql.placeholder('floodSeconds')}::int)`;
  const maxRepeats = sql`${sql.placeholder('maxRepeats')}::int`;
  const sendsNow = sql`case when excluded.window_index > ${chatSendCounts.windowIndex}
    then 1 else ${chatSendCounts.sends} + 1 end`;
  // The same text as the last admitted message, soon enough after it to continue its run.
  const continuesRun = sql`coalesce(split_part(${chatSendCounts.lastTextHash}, ' ', 1) = ${hash}
    and ${chatSendCounts.lastSentAt} > now() - ${floodWindow}, false)`;
  const admitted = sql`(excluded.last_text_hash is not null
    and ${sendsNow} <= ${sql.placeholder('max')}::int
    and (${chatSendCounts.lastSentAt} is null or ${chatSendCounts.lastSentAt}
      <= now() - make_interval(secs => (select slow_seconds from author)))
    and not (${continuesRun} and ${chatSendCounts.repeats} >= ${maxRepeats}))`;
  const counted = db.$with('counted').as(
    db
      .insert(chatSendCounts)
      .select((qb) =>
        qb
          .select({
            userId: sql<string>`author.id`.as('user_id'),
            windowIndex: sql<number>`${sql.placeholder('windowIndex')}::bigint`.as('window_index'),
            sends: sql<number>`1`.as('sends'),
            // A first send is admitted unless it is a resend (then the row remembers nothing).
            lastSentAt: sql<Date>`case when not author.resend then now() end`.as('last_sent_at'),
            lastTextHash: sql<string>`case when not author.resend then ${marker} end`.as(
              'last_text_hash',
            ),
            repeats: sql<number>`case when author.resend then 0 else 1 end`.as('repeats'),
          })
          .from(author)
          // A suspended author (whose socket is about to close) has nothing counted or stored.
          .where(sql`author.suspended_until is null or author.suspended_until <= now()`),
      )
      .onConflictDoUpdate({
        target: chatSendCounts.userId,
        // The window only moves forward: a send stamped by an instance whose clock is a little
        // behind counts in the newer window instead of starting its old one again.
        set: {
          windowIndex: sql`greatest(${chatSendCounts.windowIndex}, excluded.window_index)`,
          sends: sendsNow,
          lastSentAt: sql`case when ${admitted} then now() else ${chatSendCounts.lastSentAt} end`,
          lastTextHash: sql`case when ${admitted} then excluded.last_text_hash
            else ${chatSendCounts.lastTextHash} end`,
          repeats: sql`case when not ${admitted} then ${chatSendCounts.repeats}
            when ${continuesRun} then ${chatSendCounts.repeats} + 1 else 1 end`,
        },
      })
      .returning({
        sends: chatSendCounts.sends,
        lastSentAt: chatSendCounts.lastSentAt,
        lastTextHash: chatSendCounts.lastTextHash,
        repeats: chatSendCounts.repeats,
      }),
  );
  const stored = db.$with('stored').as(
    db
      .insert(chatMessages)
      .select((qb) =>
        qb
          .select({
            // INSERT … SELECT names every column; these are the columns' defaults, word for word
            // (bigserial's sequence, resolved once when the statement is prepared).
            seq: sql<number>`nextval('chat_messages_seq_seq'::regclass)`.as('seq'),
            messageId: sql<string>`${messageId}::text`.as('message_id'),
            userId: sql<string>`${userId}::uuid`.as('user_id'),
            text: sql<string>`${sql.placeholder('text')}::text`.as('text'),
            createdAt: sql<Date>`now()`.as('created_at'),
            deletedAt: sql<Date | null>`null::timestamptz`.as('deleted_at'),
            deletedBy: sql<string | null>`null::uuid`.as('deleted_by'),
          })
          .from(counted)
          // Admitted: the counter row now names this message.
          .where(eq(counted.lastTextHash, marker)),
      )
      .onConflictDoNothing({ target: chatMessages.messageId })
      .returning({ seq: chatMessages.seq, createdAt: chatMessages.createdAt }),
  );
  return {
    withinLimit: db
      .with(author, counted, stored)
      .select({
        userName: sql<string>`author.user_name`,
        fullName: sql<string>`author.full_name`,
        photoVersion: sql<number | null>`author.photo_version`,
        suspendedUntil: sql<Date | null>`author.suspended_until`,
        slowSeconds: sql<number>`author.slow_seconds`,
        sends: counted.sends,
        // Why a message was not admitted, read from the counter row it left as it was.
        slowed: sql<boolean | null>`counted.last_sent_at
          > now() - make_interval(secs => author.slow_seconds)`,
        repeated: sql<boolean | null>`split_part(counted.last_text_hash, ' ', 1) = ${hash}
          and counted.repeats >= ${maxRepeats} and counted.last_sent_at > now() - ${floodWindow}`,
        seq: stored.seq,
        createdAt: stored.createdAt,
      })
      .from(author)
      .leftJoin(counted, sql`true`)
      .leftJoin(stored, sql`true`)
      .prepare('chat_insert_within_limit'),
  };
});

export interface StoredSend {
  /** The author's row when the statement ran. */
  author: { userName: string; fullName: string; photoVersion: number | null };
  /** Set while the author is suspended: nothing was counted or stored. */
  suspendedUntil: Date | undefined;
  /** The stored message; undefined when refused or the messageId was stored before. */
  stored: { seq: number; createdAt: Date } | undefined;
  /** What refused it, when nothing was stored (a resend looks refused too: check the id). */
  refusal: { overLimit: boolean; slowSeconds: number; slowed: boolean; repeated: boolean };
}

export interface SendRules {
  /** floor(epoch ms / window length), from the instance's clock. */
  windowIndex: number;
  /** Sends per window. */
  max: number;
  /** The flood guard: a run of this many identical messages… */
  maxRepeats: number;
  /** …each within this many seconds of the one before, is not made longer. */
  floodSeconds: number;
}

/**
 * Counts a send in the user's window and stores the message once per messageId if it is
 * admitted: at most `max` sends in the window, slow mode (room_settings, moderators exempt) and
 * the flood guard. `textHash` names the text for the flood guard. Undefined when the user does
 * not exist (nothing is counted or stored then).
 */
export async function insertMessageWithinLimit(
  db: Db,
  row: { messageId: string; userId: string; text: string; textHash: string },
  rules: SendRules,
): Promise<StoredSend | undefined> {
  const [result] = await insertQueriesOf(db).withinLimit.execute({
    messageId: row.messageId,
    userId: row.userId,
    text: row.text,
    hash: row.textHash,
    marker: `${row.textHash} ${row.messageId}`,
    ...rules,
  });
  if (!result) return undefined;
  const { userName, fullName, photoVersion, seq, createdAt } = result;
  return {
    author: { userName, fullName, photoVersion },
    // Only a suspension keeps the counter row from being written.
    suspendedUntil:
      result.sends === null && result.suspendedUntil !== null
        ? new Date(result.suspendedUntil)
        : undefined,
    stored: seq !== null && createdAt !== null ? { seq, createdAt } : undefined,
    refusal: {
      overLimit: (result.sends ?? 0) > rules.max,
      slowSeconds: Number(result.slowSeconds),
      slowed: result.slowed === true,
      repeated: result.repeated === true,
    },
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

// Every chat screen opens with a history page. Each has a variant for a reader who blocks or
// mutes someone: their authors' messages are left out by the query, so a page still holds 50.
const historyQueriesOf = preparedPerDatabase((db) => {
  const viewer = sql.placeholder('viewer');
  const visible = sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewer}::uuid
    and ${blocks.blockedId} = ${chatMessages.userId})`;
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
    newestFor: page()
      .where(visible)
      .orderBy(desc(chatMessages.seq))
      .limit(limit)
      .prepare('chat_newest_for'),
    beforeFor: page()
      .where(and(lt(chatMessages.seq, cursor), visible))
      .orderBy(desc(chatMessages.seq))
      .limit(limit)
      .prepare('chat_before_for'),
    afterFor: page()
      .where(and(gt(chatMessages.seq, cursor), visible))
      .orderBy(asc(chatMessages.seq))
      .limit(limit)
      .prepare('chat_after_for'),
  };
});

/**
 * Up to `limit` messages, newest first, optionally older than `before`; with `viewer`, without
 * the messages of those the viewer blocks or mutes.
 */
export async function listMessagesBefore(
  db: Db,
  before: number | undefined,
  limit: number,
  viewer?: string,
): Promise<ChatMessageRow[]> {
  const queries = historyQueriesOf(db);
  if (viewer !== undefined) {
    return before === undefined
      ? queries.newestFor.execute({ limit, viewer })
      : queries.beforeFor.execute({ cursor: before, limit, viewer });
  }
  return before === undefined
    ? queries.newest.execute({ limit })
    : queries.before.execute({ cursor: before, limit });
}

/** Up to `limit` messages newer than `after`, oldest first (`viewer` as above). */
export async function listMessagesAfter(
  db: Db,
  after: number,
  limit: number,
  viewer?: string,
): Promise<ChatMessageRow[]> {
  const queries = historyQueriesOf(db);
  return viewer === undefined
    ? queries.after.execute({ cursor: after, limit })
    : queries.afterFor.execute({ cursor: after, limit, viewer });
}

// --- deleting ------------------------------------------------------------------------------------

export interface DeleteOutcome {
  /** The message's author. */
  authorId: string;
  /** This statement made it a tombstone (false: it was one already, or the actor may not). */
  changed: boolean;
}

/**
 * Makes a message a tombstone in one statement (its text emptied, when and by whom kept), if
 * `mayDeleteAny` or the actor wrote it. Undefined when there is no such message.
 */
export async function tombstoneMessage(
  db: Db | Tx,
  messageId: string,
  actorId: string,
  mayDeleteAny: boolean,
): Promise<DeleteOutcome | undefined> {
  const target = db.$with('target').as(
    db
      .select({ authorId: sql<string>`${chatMessages.userId}`.as('author_id') })
      .from(chatMessages)
      .where(eq(chatMessages.messageId, messageId)),
  );
  const deleted = db.$with('deleted').as(
    db
      .update(chatMessages)
      .set({ text: '', deletedAt: sql`now()`, deletedBy: actorId })
      .where(
        and(
          eq(chatMessages.messageId, messageId),
          isNull(chatMessages.deletedAt),
          mayDeleteAny ? sql`true` : eq(chatMessages.userId, actorId),
        ),
      )
      .returning({ seq: chatMessages.seq }),
  );
  const [row] = await db
    .with(target, deleted)
    .select({
      authorId: target.authorId,
      changed: sql<boolean>`exists (select 1 from ${deleted})`,
    })
    .from(target);
  return row;
}

// --- who hides whom ------------------------------------------------------------------------------

/** Whom each of these users blocks or mutes (both hide messages), batched per call. */
export async function listHiddenAuthors(
  db: Db,
  blockerIds: readonly string[],
): Promise<Map<string, string[]>> {
  const hidden = new Map<string, string[]>();
  if (blockerIds.length === 0) return hidden;
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(inArray(blocks.blockerId, [...blockerIds]));
  for (const row of rows) {
    const list = hidden.get(row.blockerId);
    if (list) list.push(row.blockedId);
    else hidden.set(row.blockerId, [row.blockedId]);
  }
  return hidden;
}

// --- the room's settings and the word filter -----------------------------------------------------

/** Slow mode in seconds (0 when the row is missing). */
export async function readRoomSettings(db: Db): Promise<{ slowModeSeconds: number }> {
  const [row] = await db
    .select({ slowModeSeconds: roomSettings.slowModeSeconds })
    .from(roomSettings)
    .where(eq(roomSettings.id, 1));
  return { slowModeSeconds: row?.slowModeSeconds ?? 0 };
}

export async function listFilteredTerms(db: Db): Promise<string[]> {
  const rows = await db.select({ term: filteredTerms.term }).from(filteredTerms);
  return rows.map((row) => row.term);
}
