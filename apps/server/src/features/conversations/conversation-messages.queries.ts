import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { CHAT_EDIT_WINDOW_MS } from '@tuning/shared/chat-extras';
import type { Db, Tx } from '../../db/client.ts';
import {
  chatImages,
  conversationMembers,
  conversationMessages,
  conversationReactions,
  notifications,
  users,
} from '../../db/schema.ts';
import { LIMITS } from '../../lib/limits.ts';
import { mentionIds, notifiable } from '../chat/chat.queries.ts';
import { messageColumns } from './conversations.queries.ts';

// A conversation message's life after it is sent (issue 34, phase 2): its mentions, image, edit,
// deletion and the bell. The room's rules and texts, over the conversation's own tables.

type Reader = Db | Tx;

/** The rows a raw statement answers, on PGlite and node-postgres alike. */
async function rowsOf<T>(db: Reader, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The members (not the author, not a declined request) that `names` (lower-cased `@names`) stand
 * for, as a uuid[] expression: the room's reading of the names, kept to the conversation.
 */
export function mentionedMembers(conversationId: string, authorId: string, names: string[]) {
  if (names.length === 0) return sql`'{}'::uuid[]`;
  return sql`array(select named.id from unnest(${mentionIds(sql`${sql.param(names)}::text[]`)})
    with ordinality as named(id, i)
    where named.id <> ${authorId}::uuid and exists (select 1 from ${conversationMembers} m
      where m.conversation_id = ${conversationId}::uuid and m.user_id = named.id
        and m.status <> 'declined')
    order by named.i)`;
}

/**
 * Attaches the author's own upload, not yet sent, to a stored message. False: no such upload
 * (sent already, pruned, or someone else's).
 */
export async function attachImage(tx: Tx, imageId: string, userId: string, seq: number) {
  const attached = await tx
    .update(chatImages)
    .set({ conversationSeq: seq })
    .where(
      and(
        eq(chatImages.id, imageId),
        eq(chatImages.userId, userId),
        isNull(chatImages.conversationSeq),
      ),
    )
    .returning({ id: chatImages.id });
  return attached.length > 0;
}

export interface StoredConversationNotification {
  id: number;
  recipientId: string;
  kind: 'message' | 'mention';
  count: number;
}

/**
 * The bell for a new message (or the names an edit adds): each other member who has not deleted
 * the request and hears the author gets one `message` entry per conversation, its count going up
 * while unread and starting again once read, moved to the top (a new id); each member the text
 * newly mentions also gets a `mention`, at most LIMITS.mentionNotificationsPerMessage a message.
 */
export async function notifyConversation(
  tx: Tx,
  about: { conversationId: string; seq: number; actorId: string; mentions: string[] },
  options: { message: boolean },
): Promise<StoredConversationNotification[]> {
  const actor = sql`${about.actorId}::uuid`;
  const stored: StoredConversationNotification[] = [];
  if (options.message) {
    const rows = await rowsOf<{ id: string; recipient_id: string; count: number }>(
      tx,
      sql`insert into ${notifications} as n
          (recipient_id, actor_id, kind, conversation_id, conversation_seq, count)
        select m.user_id, ${actor}, 'message', ${about.conversationId}::uuid, ${about.seq}, 1
        from ${conversationMembers} m
        where m.conversation_id = ${about.conversationId}::uuid and m.status <> 'declined'
          and ${notifiable(sql`m.user_id`, actor)}
        on conflict (recipient_id, conversation_id) where kind = 'message' do update set
          id = nextval('notifications_id_seq'::regclass), actor_id = excluded.actor_id,
          conversation_seq = excluded.conversation_seq, created_at = now(), read_at = null,
          count = case when n.read_at is null then n.count + 1 else 1 end
        returning n.id, n.recipient_id, n.count`,
    );
    for (const row of rows) {
      stored.push({
        id: Number(row.id),
        recipientId: row.recipient_id,
        kind: 'message',
        count: Number(row.count),
      });
    }
  }
  if (about.mentions.length > 0) {
    const rows = await rowsOf<{ id: string; recipient_id: string }>(
      tx,
      sql`insert into ${notifications} (recipient_id, actor_id, kind, conversation_id,
          conversation_seq)
        select named.id, ${actor}, 'mention', ${about.conversationId}::uuid, ${about.seq}
        from unnest(${sql.param(about.mentions)}::uuid[]) with ordinality as named(id, i)
        where ${notifiable(sql`named.id`, actor)}
          and named.i <= ${LIMITS.mentionNotificationsPerMessage} - (select count(*)
            from ${notifications} given where given.conversation_seq = ${about.seq}
              and given.kind = 'mention')
        on conflict do nothing
        returning id, recipient_id`,
    );
    for (const row of rows) {
      stored.push({ id: Number(row.id), recipientId: row.recipient_id, kind: 'mention', count: 1 });
    }
  }
  return stored;
}

/** The message an edit or a deletion is about, locked: its author, age and state. */
async function lockTarget(tx: Tx, conversationId: string, messageId: string) {
  const window = sql`make_interval(secs => ${sql.raw(String(CHAT_EDIT_WINDOW_MS / 1000))})`;
  const [row] = await tx
    .select({
      seq: conversationMessages.seq,
      userId: conversationMessages.userId,
      text: conversationMessages.text,
      mentions: conversationMessages.mentions,
      deleted: sql<boolean>`${conversationMessages.deletedAt} is not null`,
      expired: sql<boolean>`${conversationMessages.createdAt} <= now() - ${window}`,
    })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.messageId, messageId),
        eq(conversationMessages.conversationId, conversationId),
      ),
    )
    .for('update');
  return row;
}

export type EditResult =
  | { outcome: 'missing' | 'forbidden' | 'expired' | 'unchanged' }
  | {
      outcome: 'edited';
      seq: number;
      revision: number;
      editedAt: Date;
      mentions: string[];
      notified: StoredConversationNotification[];
    };

/**
 * The author's new text within CHAT_EDIT_WINDOW_MS (the database's clock), its mentions found
 * again (`names`); members it newly names are told. The same text again changes nothing.
 */
export async function editConversationMessage(
  db: Db,
  edit: {
    conversationId: string;
    messageId: string;
    userId: string;
    text: string;
    names: string[];
  },
): Promise<EditResult> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, edit.conversationId, edit.messageId);
    if (!target || target.deleted) return { outcome: 'missing' as const };
    if (target.userId !== edit.userId) return { outcome: 'forbidden' as const };
    // As in the room: too late is refused even for the same text; the same text in time is done.
    if (target.expired) return { outcome: 'expired' as const };
    if (target.text === edit.text) return { outcome: 'unchanged' as const };
    const [row] = await tx
      .update(conversationMessages)
      .set({
        text: edit.text,
        editedAt: sql`now()`,
        revision: sql`nextval('chat_revisions')`,
        mentions: mentionedMembers(edit.conversationId, edit.userId, edit.names),
      })
      .where(eq(conversationMessages.seq, target.seq))
      .returning({
        revision: conversationMessages.revision,
        editedAt: conversationMessages.editedAt,
        mentions: conversationMessages.mentions,
      });
    const before = new Set(target.mentions);
    const notified = await notifyConversation(
      tx,
      {
        conversationId: edit.conversationId,
        seq: target.seq,
        actorId: edit.userId,
        mentions: row!.mentions.filter((id) => !before.has(id)),
      },
      { message: false },
    );
    return {
      outcome: 'edited' as const,
      seq: target.seq,
      revision: Number(row!.revision),
      editedAt: row!.editedAt!,
      mentions: row!.mentions,
      notified,
    };
  });
}

export type DeleteResult =
  | { outcome: 'missing' | 'forbidden' | 'deleted-already' }
  | { outcome: 'deleted'; revision: number };

/**
 * Whose messages a deletion reaches: the author's own; a moderator's, members' too; an admin's,
 * everyone's (product.md §12, as in the room).
 */
export type DeleteReach = 'own' | 'members' | 'all';

/**
 * The message becomes a tombstone in its place (text emptied, a new revision); its reactions,
 * image and notifications go with it, as in the room. By its author, or by a moderator as far as
 * `reach` goes, with `record` (the moderation log, the report's closing) in the same transaction.
 */
export async function tombstoneConversationMessage(
  db: Db,
  target: {
    conversationId: string;
    messageId: string;
    userId: string;
    reach?: DeleteReach;
    record?: (tx: Tx) => Promise<void>;
  },
): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    const row = await lockTarget(tx, target.conversationId, target.messageId);
    if (!row) return { outcome: 'missing' as const };
    if (!(await mayDelete(tx, row.userId, target.userId, target.reach ?? 'own'))) {
      return { outcome: 'forbidden' as const };
    }
    if (row.deleted) return { outcome: 'deleted-already' as const };
    const [done] = await tx
      .update(conversationMessages)
      .set({
        text: '',
        deletedAt: sql`now()`,
        revision: sql`nextval('chat_revisions')`,
        mentions: sql`'{}'::uuid[]`,
      })
      .where(eq(conversationMessages.seq, row.seq))
      .returning({ revision: conversationMessages.revision });
    await tx.delete(conversationReactions).where(eq(conversationReactions.seq, row.seq));
    await tx.delete(chatImages).where(eq(chatImages.conversationSeq, row.seq));
    await tx.delete(notifications).where(eq(notifications.conversationSeq, row.seq));
    await target.record?.(tx);
    return { outcome: 'deleted' as const, revision: Number(done!.revision) };
  });
}

/** Whether `actorId` may delete `authorId`'s message: their own, or a member's within `reach`. */
async function mayDelete(tx: Tx, authorId: string, actorId: string, reach: DeleteReach) {
  if (authorId === actorId || reach === 'all') return true;
  if (reach === 'own') return false;
  const [author] = await tx
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, authorId))
    .limit(1);
  return author?.role === 'member';
}

/** Up to `around` messages before `seq` in its conversation, the message, and up to `around` after. */
export async function conversationMessagesAround(
  db: Reader,
  conversationId: string,
  seq: number,
  around: number,
) {
  const page = () =>
    db
      .select(messageColumns)
      .from(conversationMessages)
      .innerJoin(users, eq(users.id, conversationMessages.userId));
  const inConversation = eq(conversationMessages.conversationId, conversationId);
  const [before, from] = await Promise.all([
    page()
      .where(and(inConversation, lt(conversationMessages.seq, seq)))
      .orderBy(desc(conversationMessages.seq))
      .limit(around),
    page()
      .where(and(inConversation, gte(conversationMessages.seq, seq)))
      .orderBy(asc(conversationMessages.seq))
      .limit(around + 1),
  ]);
  return [...before.reverse(), ...from];
}
