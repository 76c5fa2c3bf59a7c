import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  blocks,
  chatImages,
  conversationMembers,
  conversationMessages,
  ROOM_CONVERSATION_ID,
  users,
} from '../../db/schema.ts';

export interface NewChatImage {
  id: string;
  userId: string;
  image: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Stores an upload in one statement, only for an author who is not suspended, and on the way
 * removes the author's own uploads that were never sent: those older than `pendingMs`, and the
 * oldest past `pendingMax` (counting this one). An upload being attached by a send at the same
 * moment is kept: the delete re-checks `conversation_seq is null` on the row the send has locked.
 * False when nothing was stored (the author is suspended or gone).
 */
export async function insertChatImage(
  db: Db,
  row: NewChatImage,
  pending: { max: number; ms: number },
): Promise<boolean> {
  const result = (await db.execute(sql`
    with author as (
      select ${users.id} as id from ${users}
      where ${users.id} = ${row.userId}::uuid
        and (${users.suspendedUntil} is null or ${users.suspendedUntil} <= now())
    ), pruned as (
      delete from ${chatImages}
      where ${chatImages.userId} = ${row.userId}::uuid
        and ${chatImages.conversationSeq} is null
        and exists (select 1 from author)
        and (
          ${chatImages.createdAt} < now() - ${pending.ms}::bigint * interval '1 millisecond'
          or ${chatImages.id} in (
            select ${chatImages.id} from ${chatImages}
            where ${chatImages.userId} = ${row.userId}::uuid
              and ${chatImages.conversationSeq} is null
            order by ${chatImages.createdAt} desc, ${chatImages.id}
            offset ${Math.max(0, pending.max - 1)}::int
          )
        )
    )
    insert into ${chatImages} (id, user_id, image, thumb, width, height)
    select ${row.id}, author.id, ${row.image}::bytea, ${row.thumb}::bytea,
      ${row.width}::int, ${row.height}::int
    from author
    returning id
  `)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

// An image is served to a signed-in viewer when it belongs to a room message that is not deleted
// and whose author the viewer does not block or mute (the history's rule), or when it is the
// viewer's own upload not sent yet. On a private conversation's message, only to its members
// (those who have not deleted the request), whatever else they see (ADR 0035); a row of the room
// in `conversation_members` (a read position, ADR 0043) opens no private image.
const readQueriesOf = preparedPerDatabase((db) => {
  const id = sql.placeholder('id');
  const viewer = sql.placeholder('viewer');
  const message = conversationMessages;
  const visible = or(
    and(isNull(chatImages.conversationSeq), sql`${chatImages.userId} = ${viewer}::uuid`),
    and(
      eq(message.conversationId, ROOM_CONVERSATION_ID),
      isNull(message.deletedAt),
      sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewer}::uuid
        and ${blocks.blockedId} = ${message.userId})`,
    ),
    and(
      ne(message.conversationId, ROOM_CONVERSATION_ID),
      isNull(message.deletedAt),
      sql`exists (select 1 from ${conversationMembers} member
        where member.conversation_id = ${message.conversationId}
          and member.user_id = ${viewer}::uuid and member.status <> 'declined')`,
    ),
  );
  const read = (bytes: typeof chatImages.image | typeof chatImages.thumb) =>
    db
      .select({ bytes })
      .from(chatImages)
      .leftJoin(message, eq(message.seq, chatImages.conversationSeq))
      .where(and(eq(chatImages.id, id), visible))
      .limit(1);
  return {
    image: read(chatImages.image).prepare('chat_image_full'),
    thumb: read(chatImages.thumb).prepare('chat_image_thumb'),
  };
});

/** The image's or its thumbnail's bytes, when `viewer` may see them. */
export async function findVisibleChatImage(
  db: Db,
  id: string,
  viewer: string,
  size: 'image' | 'thumb',
): Promise<Buffer | undefined> {
  const [row] = await readQueriesOf(db)[size].execute({ id, viewer });
  return row?.bytes;
}

/** Bytes of every chat image (full size and thumbnail) `userId` has stored, sent or not. */
export async function storedImageBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce(sum(octet_length(${chatImages.image}) + octet_length(${chatImages.thumb})), 0)`,
    })
    .from(chatImages)
    .where(eq(chatImages.userId, userId));
  return Number(row?.bytes ?? 0);
}
