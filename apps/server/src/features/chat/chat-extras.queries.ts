import { and, desc, eq, sql } from 'drizzle-orm';
import { CHAT_EDIT_WINDOW_MS, UNREAD_COUNT_MAX } from '@tuning/shared/chat-extras';
import type { Db, Tx } from '../../db/client.ts';
import { LIMITS } from '../../lib/limits.ts';
import {
  blocks,
  conversationMembers,
  conversationMessages,
  conversationReactions,
  follows,
  notifications,
  ROOM_CONVERSATION_ID,
  users,
} from '../../db/schema.ts';
import {
  inRoom,
  mentionIds,
  newNotification,
  notifiable,
  reactionsOf,
  snippetText,
  type ReactionRow,
  roomRow,
  type StoredNotification,
} from './chat.queries.ts';

// The room's messages and reactions are the conversations' rows with the room's id (ADR 0043);
// each statement below is kept to it.
const chatMessages = conversationMessages;
const chatReactions = conversationReactions;

// product.md §13's statements beside the send and the history pages: reactions, edits, the read
// position and the `@` autocomplete.

// --- reactions -----------------------------------------------------------------------------------

export interface ReactionTarget {
  seq: number;
  authorId: string;
  /** Its text, cut to a snippet and a character (the reaction's notification quotes it). */
  text: string;
  deleted: boolean;
  /** The reactor and the author block one another, either way (a mute does not count). */
  blocked: boolean;
  /** Different emoji on the message now. */
  emojiCount: number;
  /** This emoji is on the message already (anyone's). */
  hasEmoji: boolean;
}

/**
 * The message, locked until the transaction ends: reactions, edits and a deletion of one message
 * are applied one at a time, so each revision's reaction list is exactly the state it names.
 */
export async function lockReactionTarget(
  tx: Tx,
  messageId: string,
  reactorId: string,
  emoji: string,
): Promise<ReactionTarget | undefined> {
  const [row] = await tx
    .select({
      seq: chatMessages.seq,
      authorId: chatMessages.userId,
      text: snippetText(chatMessages.text),
      deleted: sql<boolean>`${chatMessages.deletedAt} is not null`,
      blocked: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.kind} = 'block'
        and ((${blocks.blockerId} = ${chatMessages.userId} and ${blocks.blockedId} = ${reactorId})
          or (${blocks.blockerId} = ${reactorId} and ${blocks.blockedId} = ${chatMessages.userId})))`,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.messageId, messageId), inRoom))
    .for('update', { of: chatMessages });
  if (!row) return undefined;
  // Counted by the message's seq as a value, in a statement of its own: inside one select the
  // builder writes both sides of `reactions.seq = messages.seq` unqualified, and the subquery then
  // compares the reaction's seq with itself (the cap counted the whole room; product.md §9).
  const [counts] = await tx
    .select({
      emojiCount: sql<number>`count(distinct ${chatReactions.emoji})::int`,
      hasEmoji: sql<boolean>`coalesce(bool_or(${chatReactions.emoji} = ${emoji}), false)`,
    })
    .from(chatReactions)
    .where(eq(chatReactions.seq, row.seq));
  return {
    ...row,
    text: row.text ?? '',
    emojiCount: Number(counts?.emojiCount ?? 0),
    hasEmoji: Boolean(counts?.hasEmoji),
  };
}

/**
 * Sets or clears one person's emoji on a locked message; when that changed something, a new
 * revision, and (set, the first time) a notification to the author. One statement.
 */
export async function applyReaction(
  tx: Tx,
  change: { seq: number; authorId: string; userId: string; emoji: string; on: boolean },
): Promise<{
  revision: number | undefined;
  notified: (StoredNotification & { createdAt: Date }) | undefined;
}> {
  const { seq, userId, emoji } = change;
  const changed = tx.$with('changed').as(
    change.on
      ? tx
          .insert(chatReactions)
          .values({ seq, userId, emoji })
          .onConflictDoNothing()
          .returning({ seq: chatReactions.seq })
      : tx
          .delete(chatReactions)
          .where(
            and(
              eq(chatReactions.seq, seq),
              eq(chatReactions.userId, userId),
              eq(chatReactions.emoji, emoji),
            ),
          )
          .returning({ seq: chatReactions.seq }),
  );
  const bumped = tx.$with('bumped').as(
    tx
      .update(chatMessages)
      .set({ revision: sql`nextval('chat_revisions')` })
      .where(and(eq(chatMessages.seq, seq), sql`exists (select 1 from changed)`))
      .returning({ revision: chatMessages.revision }),
  );
  const author = sql`${change.authorId}::uuid`;
  const actor = sql`${userId}::uuid`;
  // Clearing keeps the notification; setting again finds it there (the unique key).
  const notified = tx.$with('notified').as(
    tx
      .insert(notifications)
      .select((qb) =>
        qb
          .select(
            newNotification({
              recipient: author,
              actor,
              kind: sql`'reaction'`,
              messageSeq: sql`${seq}::bigint`,
              emoji: sql`${emoji}::text`,
            }),
          )
          .from(sql`changed`)
          .where(sql`${sql.raw(change.on ? 'true' : 'false')} and ${notifiable(author, actor)}`),
      )
      .onConflictDoNothing()
      .returning({ id: notifications.id, createdAt: notifications.createdAt }),
  );
  const [row] = await tx
    .with(changed, bumped, notified)
    .select({
      revision: sql<number | null>`(select revision from bumped)`,
      notifiedId: sql<number | null>`(select id from notified)`,
      notifiedAt: sql<string | null>`(select created_at from notified)`,
    })
    .from(sql`(values (1)) as one`);
  const revision = row?.revision ?? null;
  const notifiedId = row?.notifiedId ?? null;
  return {
    revision: revision === null ? undefined : Number(revision),
    notified:
      notifiedId === null
        ? undefined
        : {
            id: Number(notifiedId),
            recipientId: change.authorId,
            kind: 'reaction',
            createdAt: new Date(row!.notifiedAt!),
          },
  };
}

/**
 * A message's reactions as a page shows them ([] for none); with `viewer`, as that reader sees
 * them (without the reactions of those they block or mute).
 */
export async function listReactions(
  db: Db | Tx,
  seq: number,
  viewer?: string,
): Promise<ReactionRow[]> {
  const [row] = await db
    .select({
      reactions: sql<ReactionRow[] | null>`${reactionsOf(sql`${seq}::bigint`, viewer)}`,
    })
    .from(sql`(values (1)) as one`);
  return row?.reactions ?? [];
}

/** Everyone with a reaction on the message. */
export async function listReactors(db: Db | Tx, seq: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: chatReactions.userId })
    .from(chatReactions)
    .where(eq(chatReactions.seq, seq));
  return rows.map((row) => row.userId);
}

// --- edits ---------------------------------------------------------------------------------------

export interface EditOutcome {
  /** The message's author (undefined: no such message). */
  authorId: string | undefined;
  deleted: boolean;
  /** Older than CHAT_EDIT_WINDOW_MS. */
  expired: boolean;
  /** Set when this statement changed it. */
  edited: { seq: number; revision: number; editedAt: Date; mentions: string[] } | undefined;
  notified: StoredNotification[];
  /** The edited message's seq and creation time, for the notifications' content. */
  seq: number | undefined;
}

/**
 * Replaces the text of an author's message sent less than CHAT_EDIT_WINDOW_MS ago (the
 * database's clock, like the message's own time), with a new revision and its mentions found
 * again; people it newly names are notified (once: the unique key). One statement.
 */
export async function editMessageText(
  db: Db,
  edit: { messageId: string; userId: string; text: string; names: string[] },
): Promise<EditOutcome> {
  const window = sql`make_interval(secs => ${sql.raw(String(CHAT_EDIT_WINDOW_MS / 1000))})`;
  const target = db.$with('target').as(
    db
      .select({
        seq: sql<number>`${chatMessages.seq}`.as('target_seq'),
        authorId: sql<string>`${chatMessages.userId}`.as('author_id'),
        deleted: sql<boolean>`${chatMessages.deletedAt} is not null`.as('deleted'),
        expired: sql<boolean>`${chatMessages.createdAt} <= now() - ${window}`.as('expired'),
        // A reply already tells its author: a mention of them adds nothing. The outer column is
        // named in full: written bare it would be the inner row's own.
        repliedAuthor: sql<string | null>`(select answered.user_id from ${chatMessages} answered
          where answered.seq = conversation_messages.reply_to_seq and ${roomRow('answered')}
            and answered.deleted_at is null)`.as('replied_author'),
      })
      .from(chatMessages)
      .where(and(eq(chatMessages.messageId, edit.messageId), inRoom)),
  );
  const names = sql`${sql.param(edit.names)}::text[]`;
  const updated = db.$with('updated').as(
    db
      .update(chatMessages)
      .set({
        text: edit.text,
        editedAt: sql`now()`,
        revision: sql`nextval('chat_revisions')`,
        mentions: edit.names.length === 0 ? sql`'{}'::uuid[]` : mentionIds(names),
      })
      .where(
        and(
          eq(chatMessages.messageId, edit.messageId),
          inRoom,
          eq(chatMessages.userId, edit.userId),
          sql`${chatMessages.deletedAt} is null`,
          sql`${chatMessages.createdAt} > now() - ${window}`,
          sql`${chatMessages.text} <> ${edit.text}`,
        ),
      )
      .returning({
        seq: chatMessages.seq,
        revision: chatMessages.revision,
        editedAt: chatMessages.editedAt,
        mentions: chatMessages.mentions,
      }),
  );
  const actor = sql`${edit.userId}::uuid`;
  const perMessage = sql.raw(String(LIMITS.mentionNotificationsPerMessage));
  const notified = db.$with('notified').as(
    db
      .insert(notifications)
      .select((qb) =>
        qb
          .select(
            newNotification({
              recipient: sql`named.id`,
              actor,
              kind: sql`'mention'`,
              messageSeq: sql`updated.seq`,
            }),
          )
          .from(sql`updated, unnest(updated.mentions) with ordinality as named(id, i)`)
          .where(
            and(
              notifiable(sql`named.id`, actor),
              // Edits swapping names cannot notify a new crowd each time: the message's mention
              // notifications, all edits together, stay within the cap (product.md §9, Mentions).
              sql`named.i <= ${perMessage} - (select count(*) from ${notifications} given
                where given.message_seq = updated.seq and given.kind = 'mention')`,
              sql`named.id is distinct from (select replied_author from target)`,
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ id: notifications.id, recipientId: notifications.recipientId }),
  );
  const [row] = await db
    .with(target, updated, notified)
    .select({
      authorId: target.authorId,
      seq: target.seq,
      deleted: target.deleted,
      expired: target.expired,
      revision: updated.revision,
      editedAt: updated.editedAt,
      mentions: updated.mentions,
      notified: sql<{ id: number; recipientId: string }[]>`(select coalesce(json_agg(
        json_build_object('id', notified.id, 'recipientId', notified.recipient_id)), '[]'::json)
        from notified)`,
    })
    .from(target)
    .leftJoin(updated, sql`true`);
  if (!row) {
    return {
      authorId: undefined,
      deleted: false,
      expired: false,
      edited: undefined,
      notified: [],
      seq: undefined,
    };
  }
  const seq = Number(row.seq);
  return {
    authorId: row.authorId,
    deleted: row.deleted,
    expired: row.expired,
    seq,
    edited:
      row.revision !== null && row.editedAt !== null
        ? {
            seq,
            revision: Number(row.revision),
            editedAt: row.editedAt,
            mentions: row.mentions ?? [],
          }
        : undefined,
    notified: row.notified.map((n) => ({
      id: Number(n.id),
      recipientId: n.recipientId,
      kind: 'mention' as const,
    })),
  };
}

// --- the read position ---------------------------------------------------------------------------

/** Messages after `position` that count as unread for this user, at most UNREAD_COUNT_MAX. */
function unreadAfter(userId: string, position: ReturnType<typeof sql>) {
  return sql<number>`(select count(*)::int from (select 1 from ${chatMessages} unread
    where ${roomRow('unread')} and unread.seq > ${position} and unread.user_id <> ${userId}::uuid
      and unread.deleted_at is null
      and not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${userId}::uuid
        and ${blocks.blockedId} = unread.user_id)
    order by unread.seq limit ${sql.raw(String(UNREAD_COUNT_MAX))}) counted)`;
}

/**
 * Where someone who never opened the chat stands: after the last message sent before they signed
 * up. A new student does not start with the whole room's past as "99+ unread".
 */
function positionAtSignup(userId: string) {
  return sql`(select coalesce((select before.seq from ${chatMessages} before
      where ${roomRow('before')} and before.created_at < ${users.createdAt}
      order by before.seq desc limit 1), 0)
    from ${users} where ${users.id} = ${userId}::uuid)`;
}

/**
 * The reader's row of the room (ADR 0043): where they stopped reading, in `conversation_members`
 * beside their private conversations' positions. Nobody needs a row to belong to the room; it is
 * written the first time the position moves.
 */
const roomReads = conversationMembers;
const storedPosition = (userId: string) => sql`(select ${roomReads.lastReadSeq} from ${roomReads}
  where ${roomReads.conversationId} = ${sql.raw(`'${ROOM_CONVERSATION_ID}'`)}::uuid
    and ${roomReads.userId} = ${userId}::uuid)`;

export async function readPosition(
  db: Db,
  userId: string,
): Promise<{ lastReadSeq: number; unread: number }> {
  const position = sql`coalesce(${storedPosition(userId)}, ${positionAtSignup(userId)}, 0)`;
  const [row] = await db
    .select({ lastReadSeq: sql<number>`${position}`, unread: unreadAfter(userId, position) })
    .from(sql`(values (1)) as one`);
  return { lastReadSeq: Number(row?.lastReadSeq ?? 0), unread: Number(row?.unread ?? 0) };
}

/**
 * Moves the user's read position forward to `seq` (never past the newest message, never back).
 * `moved` is false when it stayed where it was. One statement.
 */
export async function moveReadPosition(
  db: Db,
  userId: string,
  seq: number,
): Promise<{ lastReadSeq: number; unread: number; moved: boolean }> {
  const moved = db.$with('moved').as(
    db
      .insert(roomReads)
      .values({
        conversationId: ROOM_CONVERSATION_ID,
        userId,
        status: 'accepted',
        lastReadSeq: sql`least(${seq}::bigint,
          (select coalesce(max(newest.seq), 0) from ${chatMessages} newest
            where ${roomRow('newest')}))`,
        readAt: sql`now()`,
        // The room is in nobody's inbox: its rows keep no place there.
        activity: 0,
      })
      .onConflictDoUpdate({
        target: [roomReads.conversationId, roomReads.userId],
        set: { lastReadSeq: sql`excluded.last_read_seq`, readAt: sql`now()` },
        setWhere: sql`${roomReads.lastReadSeq} < excluded.last_read_seq`,
      })
      .returning({ lastReadSeq: roomReads.lastReadSeq }),
  );
  const position = sql`coalesce((select last_read_seq from moved), ${storedPosition(userId)},
    ${positionAtSignup(userId)}, 0)`;
  const [row] = await db
    .with(moved)
    .select({
      lastReadSeq: sql<number>`${position}`,
      unread: unreadAfter(userId, position),
      moved: sql<boolean>`exists (select 1 from moved)`,
    })
    .from(sql`(values (1)) as one`);
  return {
    lastReadSeq: Number(row?.lastReadSeq ?? 0),
    unread: Number(row?.unread ?? 0),
    moved: row?.moved === true,
  };
}

// --- the `@` autocomplete ------------------------------------------------------------------------

export interface PersonRow {
  id: string;
  userName: string;
  fullName: string;
  photoVersion: number | null;
}

const personColumns = {
  id: users.id,
  userName: users.userName,
  fullName: users.fullName,
  photoVersion: users.photoVersion,
};

/** Not the viewer, not suspended, not someone who blocks the viewer. */
function offeredTo(viewerId: string) {
  return sql`${users.id} <> ${viewerId}::uuid
    and (${users.suspendedUntil} is null or ${users.suspendedUntil} <= now())
    and not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${users.id}
      and ${blocks.blockedId} = ${viewerId}::uuid and ${blocks.kind} = 'block')`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * People whose username starts with `q`, or whose full name has a word that does (case ignored):
 * an exact username first, then usernames, then names, each in username order.
 */
export async function findMentionable(
  db: Db,
  viewerId: string,
  q: string,
  limit: number,
): Promise<PersonRow[]> {
  const lowered = q.toLowerCase();
  const prefix = `${escapeLike(lowered)}%`;
  const userName = sql`lower(${users.userName})`;
  const fullName = sql`lower(${users.fullName})`;
  return db
    .select(personColumns)
    .from(users)
    .where(
      and(
        offeredTo(viewerId),
        sql`(${userName} like ${prefix} or ${fullName} like ${prefix}
          or ${fullName} like ${`% ${prefix}`})`,
      ),
    )
    .orderBy(desc(sql`${userName} = ${lowered}`), desc(sql`${userName} like ${prefix}`), userName)
    .limit(limit);
}

/** Messages looked at for "recently active": the newest this many. */
const RECENT_MESSAGES = 200;

/** Before anything is typed: who wrote in the chat lately (newest first), then whom one follows. */
export async function findRecentPeople(
  db: Db,
  viewerId: string,
  limit: number,
): Promise<PersonRow[]> {
  const recent = db.$with('recent').as(
    db
      .select({
        userId: sql<string>`latest.user_id`.as('recent_user_id'),
        last: sql<number>`max(latest.seq)`.as('last_seq'),
      })
      .from(
        sql`(select ${chatMessages.userId} as user_id, ${chatMessages.seq} as seq
          from ${chatMessages} where ${inRoom} and ${chatMessages.deletedAt} is null
          order by ${chatMessages.seq} desc limit ${sql.raw(String(RECENT_MESSAGES))}) latest`,
      )
      .groupBy(sql`latest.user_id`),
  );
  return db
    .with(recent)
    .select(personColumns)
    .from(users)
    .leftJoin(recent, eq(recent.userId, users.id))
    .where(
      and(
        offeredTo(viewerId),
        sql`(${recent.userId} is not null or exists (select 1 from ${follows}
          where ${follows.followerId} = ${viewerId}::uuid and ${follows.followeeId} = ${users.id}))`,
      ),
    )
    .orderBy(sql`${recent.last} desc nulls last`, sql`lower(${users.userName})`)
    .limit(limit);
}
