import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { UNREAD_COUNT_MAX } from '@tuning/shared/chat-extras';
import type { Db } from '../../db/client.ts';
import {
  conversationMembers,
  conversationMessages,
  notifications,
  users,
} from '../../db/schema.ts';
import { newNotification, notifiable, snippetText } from '../chat/chat.queries.ts';

/** A room message a notification names by `message_seq` (ADR 0043: the conversations' table). */
const chatMessages = alias(conversationMessages, 'room_message');

/** Shown to the recipient: not from someone they hide now, or who blocks them now. */
const stillHeard = notifiable(sql`${notifications.recipientId}`, sql`${notifications.actorId}`);

const notificationColumns = {
  id: notifications.id,
  kind: notifications.kind,
  emoji: notifications.emoji,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  actorId: users.id,
  actorUserName: users.userName,
  actorFullName: users.fullName,
  actorPhotoVersion: users.photoVersion,
  seq: sql<number | null>`coalesce(${chatMessages.seq}, ${conversationMessages.seq})`,
  messageId: sql<
    string | null
  >`coalesce(${chatMessages.messageId}, ${conversationMessages.messageId})`,
  text: snippetText(sql`coalesce(${chatMessages.text}, ${conversationMessages.text})`),
  conversationId: notifications.conversationId,
  count: notifications.count,
};

/**
 * A private conversation's notification shows only to a member (someone removed, or who left or
 * deleted the request, no longer sees what it says).
 */
const stillMember = sql`(${notifications.conversationId} is null or exists (select 1
  from ${conversationMembers} m where m.conversation_id = ${notifications.conversationId}
    and m.user_id = ${notifications.recipientId} and m.status <> 'declined'))`;

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

/** Up to `limit` of the recipient's notifications older than `before`, newest first. */
export function listNotifications(
  db: Db,
  recipientId: string,
  before: number | undefined,
  limit: number,
) {
  return db
    .select(notificationColumns)
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(chatMessages, eq(chatMessages.seq, notifications.messageSeq))
    .leftJoin(conversationMessages, eq(conversationMessages.seq, notifications.conversationSeq))
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        before === undefined ? undefined : lt(notifications.id, before),
        stillHeard,
        stillMember,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(limit);
}

/** Unread notifications (those shown), at most UNREAD_COUNT_MAX. */
function unreadOf(recipientId: string, except = sql`false`) {
  return sql<number>`(select count(*)::int from (select 1 from ${notifications}
    where ${notifications.recipientId} = ${recipientId}::uuid and ${notifications.readAt} is null
      and ${stillHeard} and ${stillMember} and not ${except}
    limit ${sql.raw(String(UNREAD_COUNT_MAX))}) counted)`;
}

export async function countUnread(db: Db, recipientId: string): Promise<number> {
  const [row] = await db.select({ unread: unreadOf(recipientId) }).from(sql`(values (1)) as one`);
  return Number(row?.unread ?? 0);
}

/** Marks the recipient's notifications up to `upTo` (all when undefined) read; what is left. */
export async function markNotificationsRead(
  db: Db,
  recipientId: string,
  upTo: number | undefined,
): Promise<number> {
  const marked = db.$with('marked').as(
    db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.recipientId, recipientId),
          sql`${notifications.readAt} is null`,
          upTo === undefined ? undefined : sql`${notifications.id} <= ${upTo}`,
        ),
      )
      .returning({ id: notifications.id }),
  );
  // The count reads the table as it was before the update: the rows just marked are left out.
  const [row] = await db
    .with(marked)
    .select({
      unread: unreadOf(
        recipientId,
        sql`exists (select 1 from marked where marked.id = ${notifications.id})`,
      ),
    })
    .from(sql`(values (1)) as one`);
  return Number(row?.unread ?? 0);
}

/**
 * A 'follow' notification, the first time this follower follows this person (the unique key
 * keeps unfollowing and following again from notifying again). The stored row as the list shows
 * it, or undefined when nothing was stored.
 */
export async function insertFollowNotification(
  db: Db,
  followerId: string,
  followeeId: string,
): Promise<NotificationRow | undefined> {
  const follower = sql`${followerId}::uuid`;
  const followee = sql`${followeeId}::uuid`;
  const stored = db.$with('stored').as(
    db
      .insert(notifications)
      .select((qb) =>
        qb
          .select(
            newNotification({
              recipient: followee,
              actor: follower,
              kind: sql`'follow'`,
              messageSeq: sql`null::bigint`,
            }),
          )
          .from(sql`(values (1)) as one`)
          .where(notifiable(followee, follower)),
      )
      .onConflictDoNothing()
      .returning({
        id: notifications.id,
        kind: notifications.kind,
        emoji: notifications.emoji,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      }),
  );
  const [row] = await db
    .with(stored)
    .select({
      id: stored.id,
      kind: stored.kind,
      emoji: stored.emoji,
      createdAt: stored.createdAt,
      readAt: stored.readAt,
      actorId: users.id,
      actorUserName: users.userName,
      actorFullName: users.fullName,
      actorPhotoVersion: users.photoVersion,
      seq: sql<number | null>`null::bigint`,
      messageId: sql<string | null>`null::text`,
      text: sql<string | null>`null::text`,
      conversationId: sql<string | null>`null::uuid`,
      count: sql<number>`1`,
    })
    .from(stored)
    .innerJoin(users, eq(users.id, followerId));
  return row;
}
