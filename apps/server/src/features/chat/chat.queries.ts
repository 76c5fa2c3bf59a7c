import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  MENTIONS_PER_MESSAGE_MAX,
  REACTORS_SHOWN_MAX,
  REPLY_SNIPPET_MAX,
} from '@tuning/shared/chat-extras';
import type { NotificationKind } from '@tuning/shared/notifications';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  blocks,
  chatImages,
  chatSendCounts,
  conversationMessages,
  conversationReactions,
  filteredTerms,
  notifications,
  ROOM_CONVERSATION_ID,
  roomSettings,
  users,
} from '../../db/schema.ts';
import { messageWithAuthorColumns } from '../reports/reports.queries.ts';

// The room is the conversation everyone belongs to (ADR 0043): its messages, reactions and images
// are the conversations' rows with the room's id, and every statement here is kept to that id, so
// no room event reaches a private conversation's message. The room's own rules (slow mode, the
// word filter, the flood guard, the cached newest page, presence) are its policy, here and in
// chat.service.ts.
const chatMessages = conversationMessages;
const chatReactions = conversationReactions;

/** A room message's row: `conversation_messages` kept to the room's id. */
export const inRoom = eq(conversationMessages.conversationId, ROOM_CONVERSATION_ID);
/** The same for a raw statement: `alias` is the messages table's name or alias there. */
export const roomRow = (alias: string) =>
  sql`${sql.raw(alias)}.conversation_id = ${sql.raw(`'${ROOM_CONVERSATION_ID}'`)}::uuid`;

/** A reaction as the history query aggregates it: people as [userId, username, fullName]. */
export interface ReactionRow {
  emoji: string;
  count: number;
  users: [string, string, string][];
}

/** The answered message, as a reply shows it (its text cut to a little over a snippet). */
export interface RepliedRow {
  seq: number;
  messageId: string;
  userId: string;
  userName: string;
  fullName: string;
  text: string;
  deleted: boolean;
  hasImage: boolean;
}

/** A stored message and its author (what the moderators' context reads too). */
export interface BaseMessageRow {
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

/** A message as a history page reads it, with product.md §13's extras. */
export interface ChatMessageRow extends BaseMessageRow {
  /** 0 until the first reaction, edit or deletion. */
  revision: number;
  editedAt: Date | null;
  mentions: string[];
  replied: RepliedRow | null;
  image: { id: string; width: number; height: number } | null;
  reactions: ReactionRow[] | null;
}

/**
 * Whether `recipient` hears of what `actor` did: not their own doing, not from someone they block
 * or mute, not from someone who blocks them.
 */
export function notifiable(recipient: SQL, actor: SQL): SQL {
  return sql`(${recipient} <> ${actor} and not exists (select 1 from ${blocks}
    where (${blocks.blockerId} = ${recipient} and ${blocks.blockedId} = ${actor})
      or (${blocks.blockerId} = ${actor} and ${blocks.blockedId} = ${recipient}
        and ${blocks.kind} = 'block')))`;
}

/**
 * A new notification's columns, for an `insert into notifications select`: a fresh id, unread, as
 * of now; who, by whom, what and on which message as the caller's query picks them (`emoji` is ''
 * but for reactions).
 */
export function newNotification(row: {
  recipient: SQL;
  actor: SQL;
  kind: SQL;
  messageSeq: SQL;
  emoji?: SQL;
}) {
  return {
    id: sql<number>`nextval('notifications_id_seq'::regclass)`.as('id'),
    recipientId: sql<string>`${row.recipient}`.as('recipient_id'),
    actorId: sql<string>`${row.actor}`.as('actor_id'),
    kind: sql<NotificationKind>`${row.kind}`.as('kind'),
    messageSeq: sql<number | null>`${row.messageSeq}`.as('message_seq'),
    // The room's and the follows' notifications name no private conversation.
    conversationId: sql<string | null>`null::uuid`.as('conversation_id'),
    conversationSeq: sql<number | null>`null::bigint`.as('conversation_seq'),
    count: sql<number>`1`.as('count'),
    emoji: sql<string>`${row.emoji ?? sql`''`}`.as('emoji'),
    createdAt: sql<Date>`now()`.as('created_at'),
    readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
  };
}

/**
 * The accounts `names` (a text[] of lower-cased `@names`, in order) stand for, as a uuid[]: each
 * name as written, or without its trailing dots when no account has it as written ("thanks
 * @sam."); each account once, at most MENTIONS_PER_MESSAGE_MAX.
 */
export function mentionIds(names: SQL): SQL {
  return sql`coalesce((select array_agg(found.id order by found.first) from (
      select hit.id, min(name.i) as first
      from unnest(${names}) with ordinality as name(value, i)
      cross join lateral (select ${users.id} as id from ${users}
        where lower(${users.userName}) in (name.value, rtrim(name.value, '.'))
        order by lower(${users.userName}) = name.value desc limit 1) hit
      group by hit.id order by first limit ${sql.raw(String(MENTIONS_PER_MESSAGE_MAX))}) found),
    '{}'::uuid[])`;
}

/** A snippet's worth of a text and one character more, so a cut shows (the rest stays home). */
export const snippetText = (text: SQLWrapper) =>
  sql<string | null>`left(${text}, ${sql.raw(String(REPLY_SNIPPET_MAX + 1))})`;

/**
 * Each emoji's count and first people, in the order the emoji were first chosen; with `viewer`,
 * without the reactions of those the viewer blocks or mutes.
 */
export function reactionsOf(seq: SQL | typeof chatMessages.seq, viewer?: string): SQL {
  const visible = viewer
    ? sql`and not exists (select 1 from ${blocks} hides where hides.blocker_id = ${viewer}::uuid
        and hides.blocked_id = r.user_id)`
    : sql``;
  return sql`(select json_agg(json_build_object('emoji', e.emoji, 'count', e.n, 'users', e.people)
      order by e.first, e.emoji) from (
    select r.emoji, count(*)::int as n, min(r.created_at) as first,
      (array_agg(json_build_array(r.user_id, u.user_name, u.full_name)
        order by r.created_at, r.user_id))[1:${sql.raw(String(REACTORS_SHOWN_MAX))}] as people
    from ${chatReactions} r join ${users} u on u.id = r.user_id
    where r.seq = ${seq} ${visible} group by r.emoji) e)`;
}

// A page is read in two statements at most. The first is the messages as they always were, with
// product.md §13's columns: as cheap to plan and run as before. The second, only for a page with
// reactions, replies or images, reads those for the whole page at once. (One statement with a
// subquery per extra cost the planner about half a millisecond on every page, extras or not.)
const messageColumns = {
  ...messageWithAuthorColumns,
  photoVersion: users.photoVersion,
  revision: chatMessages.revision,
  editedAt: chatMessages.editedAt,
  mentions: chatMessages.mentions,
  replyToSeq: chatMessages.replyToSeq,
  imageId: chatMessages.imageId,
};

/** One extra of a page, as one JSON array whose first item says which. */
type ExtraJson =
  | ['reaction', number, string, number, number, [string, string, string][]]
  | ['reply', number, string, string, string, string, string | null, boolean, boolean]
  | ['image', number, string, number, number];

const extrasQueriesOf = preparedPerDatabase((db) => {
  const reacted = sql`${sql.placeholder('reacted')}::bigint[]`;
  const answered = sql`${sql.placeholder('answered')}::bigint[]`;
  const pictured = sql`${sql.placeholder('pictured')}::bigint[]`;
  // The reader's blocks and mutes: their reactions are not counted for them.
  const viewer = sql`${sql.placeholder('viewer')}::uuid`;
  return db
    .select({ extra: sql<ExtraJson>`extra` })
    .from(
      sql`(select json_build_array('reaction', reaction.seq, reaction.emoji, count(*),
          extract(epoch from min(reaction.created_at)),
          (array_agg(json_build_array(reaction.user_id, reactor.user_name, reactor.full_name)
            order by reaction.created_at, reaction.user_id))[1:${sql.raw(String(REACTORS_SHOWN_MAX))}]
        ) as extra
        from ${chatReactions} reaction join ${users} reactor on reactor.id = reaction.user_id
        where reaction.seq = any(${reacted})
          and not exists (select 1 from ${blocks} hides where hides.blocker_id = ${viewer}
            and hides.blocked_id = reaction.user_id)
        group by reaction.seq, reaction.emoji
      union all
      select json_build_array('reply', answer.seq, answer.message_id, answer.user_id,
          author.user_name, author.full_name, ${snippetText(sql`answer.text`)},
          answer.deleted_at is not null, answer.image_id is not null)
        from ${chatMessages} answer join ${users} author on author.id = answer.user_id
        where answer.seq = any(${answered}) and ${roomRow('answer')}
      union all
      select json_build_array('image', image.conversation_seq, image.id, image.width, image.height)
        from ${chatImages} image where image.conversation_seq = any(${pictured})) as extras`,
    )
    .prepare('chat_page_extras');
});

type BaseRow = Omit<ChatMessageRow, 'replied' | 'image' | 'reactions'> & {
  replyToSeq: number | null;
  imageId: string | null;
};

/**
 * The page's reactions, answered messages and images, read together (nothing to read: none).
 * With `viewer`, the reactions of those the viewer blocks or mutes are left out.
 */
async function withExtras(db: Db, rows: BaseRow[], viewer?: string): Promise<ChatMessageRow[]> {
  const live = rows.filter((row) => row.deletedAt === null);
  const reacted = live.filter((row) => row.revision > 0).map((row) => row.seq);
  const answered = [
    ...new Set(live.flatMap((row) => (row.replyToSeq === null ? [] : [row.replyToSeq]))),
  ];
  const pictured = live.filter((row) => row.imageId !== null).map((row) => row.seq);
  const reactions = new Map<number, (ReactionRow & { first: number })[]>();
  const replies = new Map<number, RepliedRow>();
  const images = new Map<number, { id: string; width: number; height: number }>();
  if (reacted.length + answered.length + pictured.length > 0) {
    for (const { extra } of await extrasQueriesOf(db).execute({
      reacted,
      answered,
      pictured,
      viewer: viewer ?? null,
    })) {
      if (extra[0] === 'reaction') {
        const [, seq, emoji, count, first, people] = extra;
        const list = reactions.get(seq) ?? [];
        list.push({ emoji, count, users: people, first });
        reactions.set(seq, list);
      } else if (extra[0] === 'reply') {
        const [, seq, messageId, userId, userName, fullName, text, deleted, hasImage] = extra;
        replies.set(seq, {
          seq,
          messageId,
          userId,
          userName,
          fullName,
          text: text ?? '',
          deleted,
          hasImage,
        });
      } else {
        const [, seq, id, width, height] = extra;
        images.set(seq, { id, width, height });
      }
    }
  }
  return rows.map(({ replyToSeq, imageId, ...row }) => {
    // In the order each emoji was first chosen (of the reactions still there).
    const list = reactions
      .get(row.seq)
      ?.sort((x, y) => x.first - y.first || (x.emoji < y.emoji ? -1 : x.emoji > y.emoji ? 1 : 0));
    return {
      ...row,
      revision: Number(row.revision),
      replied: replyToSeq === null ? null : (replies.get(replyToSeq) ?? null),
      image: imageId === null ? null : (images.get(row.seq) ?? null),
      reactions: list ? list.map(({ first: _first, ...reaction }) => reaction) : null,
    };
  });
}

// One statement, so a send is one round trip: count the send in the user's window, decide whether
// the message is admitted (the send limit, slow mode, the flood guard), insert it if it is, and read
// the author's row as it is now (a rename shows on the very next message). The counter row's lock
// orders concurrent sends of one user, on any instance, so every rule is exact (ADR 0004).
//
// The counter row remembers the last admitted message: when (`last_sent_at`, the database's clock)
// and what (`last_text_hash`: the hash of its text, a space, its messageId). The messageId makes the
// row name exactly one message, so the insert below knows whether it was this one that got in.
//
// Most messages answer nothing, carry no image and name nobody: they get a statement without the
// parts that would match no rows (about half the time of the whole one on PGlite, where it runs on
// the server's own core; docs/benchmarks-journal.md, 2026-11-25).
function insertStatement(db: Db, plain: boolean) {
  const userId = sql.placeholder('userId');
  const messageId = sql.placeholder('messageId');
  const replyTo = sql`${sql.placeholder('replyTo')}::text`;
  const imageId = sql`${sql.placeholder('imageId')}::text`;
  // The answered message (product.md §13), read with the send: its seq is stored, its preview
  // broadcast.
  const target = db.$with('target').as(
    db
      .select({
        seq: sql<number>`${chatMessages.seq}`.as('target_seq'),
        userId: sql<string>`${chatMessages.userId}`.as('target_user_id'),
        text: snippetText(chatMessages.text).as('target_text'),
        deleted: sql<boolean>`${chatMessages.deletedAt} is not null`.as('target_deleted'),
        userName: sql<string>`${users.userName}`.as('target_user_name'),
        fullName: sql<string>`${users.fullName}`.as('target_full_name'),
        hasImage: sql<boolean>`${chatMessages.imageId} is not null`.as('target_has_image'),
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      // A deleted message cannot be answered (product.md §13: 404), as one never sent cannot.
      .where(
        sql`${chatMessages.messageId} = ${replyTo} and ${inRoom} and ${chatMessages.deletedAt} is null`,
      ),
  );
  // The image to attach: uploaded by this author and not on a message yet.
  const imageFree = sql`exists (select 1 from ${chatImages} where ${chatImages.id} = ${imageId}
    and ${chatImages.userId} = ${userId}::uuid and ${chatImages.conversationSeq} is null)`;
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
        // A resend of a stored message counts as a send but is not a new message (an id a private
        // message has is not stored again either: the send is then refused as another's id).
        resend: sql<boolean>`exists (select 1 from ${chatMessages}
          where ${chatMessages.messageId} = ${messageId}::text)`.as('resend'),
        // What it points at exists: the answered message, the image (a message without is
        // refused, and stores nothing).
        inputsOk: (plain
          ? sql<boolean>`true`
          : sql<boolean>`(${replyTo} is null or exists (select 1 from target))
          and (${imageId} is null or ${imageFree})`
        ).as('inputs_ok'),
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
  // `excluded.last_text_hash` is null for a resend and for a message whose inputs are missing.
  // Without slow mode the last send's time is not compared at all: now() is when each statement's
  // transaction began, so a send that waited on the counter row's lock can find the one that
  // overtook it stamped "in its future", which a zero-second slow mode would count as too soon.
  const admitted = sql`(excluded.last_text_hash is not null
    and ${sendsNow} <= ${sql.placeholder('max')}::int
    and ((select slow_seconds from author) = 0 or ${chatSendCounts.lastSentAt} is null
      or ${chatSendCounts.lastSentAt} <= now() - make_interval(secs => (select slow_seconds from author)))
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
            // A first send is admitted unless it is a resend or misses what it points at (then
            // the row remembers nothing).
            lastSentAt: sql<Date>`case when not author.resend and author.inputs_ok
              then now() end`.as('last_sent_at'),
            lastTextHash: sql<string>`case when not author.resend and author.inputs_ok
              then ${marker} end`.as('last_text_hash'),
            repeats: sql<number>`case when author.resend or not author.inputs_ok
              then 0 else 1 end`.as('repeats'),
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
            seq: sql<number>`nextval('conversation_messages_seq_seq'::regclass)`.as('seq'),
            conversationId: sql<string>`${sql.raw(`'${ROOM_CONVERSATION_ID}'`)}::uuid`.as(
              'conversation_id',
            ),
            messageId: sql<string>`${messageId}::text`.as('message_id'),
            userId: sql<string>`${userId}::uuid`.as('user_id'),
            text: sql<string>`${sql.placeholder('text')}::text`.as('text'),
            createdAt: sql<Date>`now()`.as('created_at'),
            deletedAt: sql<Date | null>`null::timestamptz`.as('deleted_at'),
            deletedBy: sql<string | null>`null::uuid`.as('deleted_by'),
            revision: sql<number>`0::bigint`.as('revision'),
            replyToSeq: (plain
              ? sql<number | null>`null::bigint`
              : sql<number | null>`(select target_seq from target)`
            ).as('reply_to_seq'),
            mentions: (plain
              ? sql<string[]>`'{}'::uuid[]`
              : sql<string[]>`${mentionIds(sql`${sql.placeholder('names')}::text[]`)}`
            ).as('mentions'),
            editedAt: sql<Date | null>`null::timestamptz`.as('edited_at'),
            imageId: (plain ? sql<string | null>`null::text` : sql<string | null>`${imageId}`).as(
              'image_id',
            ),
          })
          .from(counted)
          // Admitted: the counter row now names this message.
          .where(eq(counted.lastTextHash, marker)),
      )
      .onConflictDoNothing({ target: chatMessages.messageId })
      .returning({
        seq: chatMessages.seq,
        createdAt: chatMessages.createdAt,
        mentions: chatMessages.mentions,
      }),
  );
  // The image is the message's from now on: it cannot be attached to another.
  const attached = db.$with('attached').as(
    db
      .update(chatImages)
      .set({ conversationSeq: sql`(select seq from stored)` })
      .where(
        and(
          sql`${chatImages.id} = ${imageId}`,
          sql`${chatImages.userId} = ${userId}::uuid`,
          isNull(chatImages.conversationSeq),
          sql`exists (select 1 from stored)`,
        ),
      )
      .returning({ id: chatImages.id, width: chatImages.width, height: chatImages.height }),
  );
  // The answered author hears of the reply; everyone else it names, of the mention. Once each
  // (the unique key): a resend stores nothing, so it notifies nobody again.
  const notified = db.$with('notified').as(
    db
      .insert(notifications)
      .select((qb) =>
        qb
          .select(
            newNotification({
              recipient: sql`heard.recipient_id`,
              actor: sql`${userId}::uuid`,
              kind: sql`heard.kind`,
              messageSeq: sql`heard.seq`,
            }),
          )
          .from(
            sql`(select target.target_user_id as recipient_id, 'reply'::text as kind, stored.seq
                from stored, target where not target.target_deleted
              union all
              select mentioned.id, 'mention'::text, stored.seq
                from stored, unnest(stored.mentions) as mentioned(id)
                where mentioned.id is distinct from
                  (select target_user_id from target where not target_deleted)) as heard`,
          )
          .where(notifiable(sql`heard.recipient_id`, sql`${userId}::uuid`)),
      )
      .onConflictDoNothing()
      .returning({
        id: notifications.id,
        recipientId: notifications.recipientId,
        kind: notifications.kind,
      }),
  );
  const common = {
    userName: sql<string>`author.user_name`,
    fullName: sql<string>`author.full_name`,
    photoVersion: sql<number | null>`author.photo_version`,
    suspendedUntil: sql<Date | null>`author.suspended_until`,
    slowSeconds: sql<number>`author.slow_seconds`,
    sends: counted.sends,
    // Why a message was not admitted, read from the counter row it left as it was.
    slowed: sql<boolean | null>`author.slow_seconds > 0 and counted.last_sent_at
      > now() - make_interval(secs => author.slow_seconds)`,
    repeated: sql<boolean | null>`split_part(counted.last_text_hash, ' ', 1) = ${hash}
      and counted.repeats >= ${maxRepeats} and counted.last_sent_at > now() - ${floodWindow}`,
    seq: stored.seq,
    createdAt: stored.createdAt,
    mentions: stored.mentions,
  };
  if (plain) {
    return db
      .with(author, counted, stored)
      .select({
        ...common,
        replyMissing: sql<boolean>`false`,
        imageTaken: sql<boolean>`false`,
        targetSeq: sql<number | null>`null::bigint`,
        targetUserId: sql<string | null>`null::uuid`,
        targetText: sql<string | null>`null::text`,
        targetDeleted: sql<boolean | null>`null::boolean`,
        targetUserName: sql<string | null>`null::text`,
        targetFullName: sql<string | null>`null::text`,
        targetHasImage: sql<boolean | null>`null::boolean`,
        imageId: sql<string | null>`null::text`,
        imageWidth: sql<number | null>`null::int`,
        imageHeight: sql<number | null>`null::int`,
        notified: sql<StoredNotification[]>`'[]'::json`,
      })
      .from(author)
      .leftJoin(counted, sql`true`)
      .leftJoin(stored, sql`true`)
      .prepare('chat_insert_plain');
  }
  return db
    .with(target, author, counted, stored, attached, notified)
    .select({
      ...common,
      replyMissing: sql<boolean>`${replyTo} is not null and not exists (select 1 from target)`,
      imageTaken: sql<boolean>`${imageId} is not null and not ${imageFree}`,
      targetSeq: target.seq,
      targetUserId: target.userId,
      targetText: target.text,
      targetDeleted: target.deleted,
      targetUserName: target.userName,
      targetFullName: target.fullName,
      targetHasImage: target.hasImage,
      imageId: attached.id,
      imageWidth: attached.width,
      imageHeight: attached.height,
      notified: sql<StoredNotification[]>`(
        select coalesce(json_agg(json_build_object('id', notified.id,
          'recipientId', notified.recipient_id, 'kind', notified.kind)), '[]'::json)
        from notified)`,
    })
    .from(author)
    .leftJoin(counted, sql`true`)
    .leftJoin(stored, sql`true`)
    .leftJoin(target, sql`true`)
    .leftJoin(attached, sql`true`)
    .prepare('chat_insert_within_limit');
}
const insertQueriesOf = preparedPerDatabase((db) => ({
  plain: insertStatement(db, true),
  full: insertStatement(db, false),
}));

/** A notification a statement stored, for the socket layer to push to its recipient. */
export interface StoredNotification {
  id: number;
  recipientId: string;
  kind: NotificationKind;
}

export interface StoredSend {
  /** The author's row when the statement ran. */
  author: { userName: string; fullName: string; photoVersion: number | null };
  /** Set while the author is suspended: nothing was counted or stored. */
  suspendedUntil: Date | undefined;
  /** The stored message; undefined when refused or the messageId was stored before. */
  stored:
    | {
        seq: number;
        createdAt: Date;
        mentions: string[];
        replied: RepliedRow | null;
        image: { id: string; width: number; height: number } | null;
        notified: StoredNotification[];
      }
    | undefined;
  /** What refused it, when nothing was stored (a resend looks refused too: check the id). */
  refusal: {
    overLimit: boolean;
    slowSeconds: number;
    slowed: boolean;
    repeated: boolean;
    /** The answered message does not exist. */
    replyMissing: boolean;
    /** The image is not this author's, or is on a message already. */
    imageTaken: boolean;
  };
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

/** What a message carries beyond its text (product.md §13). */
export interface SendExtras {
  /** The answered message's id. */
  replyTo: string | undefined;
  imageId: string | undefined;
  /** `mentionedNames(text)`: [] skips the lookup. */
  names: string[];
}

/**
 * Counts a send in the user's window and stores the message once per messageId if it is
 * admitted: at most `max` sends in the window, slow mode (room_settings, moderators exempt) and
 * the flood guard; what it answers and its image must exist. In the same statement: the image is
 * attached, the mentions resolved and the people it names or answers notified. `textHash` names
 * the text for the flood guard. Undefined when the user does not exist (nothing is counted or
 * stored then).
 */
export async function insertMessageWithinLimit(
  db: Db,
  row: { messageId: string; userId: string; text: string; textHash: string },
  rules: SendRules,
  extras: SendExtras = { replyTo: undefined, imageId: undefined, names: [] },
): Promise<StoredSend | undefined> {
  const statements = insertQueriesOf(db);
  const plain =
    extras.replyTo === undefined && extras.imageId === undefined && !extras.names.length;
  const [result] = await (plain ? statements.plain : statements.full).execute({
    messageId: row.messageId,
    userId: row.userId,
    text: row.text,
    hash: row.textHash,
    marker: `${row.textHash} ${row.messageId}`,
    replyTo: extras.replyTo ?? null,
    imageId: extras.imageId ?? null,
    names: extras.names,
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
    stored:
      seq !== null && createdAt !== null
        ? {
            seq,
            createdAt,
            mentions: result.mentions ?? [],
            replied:
              result.targetSeq === null
                ? null
                : {
                    seq: Number(result.targetSeq),
                    messageId: extras.replyTo!,
                    userId: result.targetUserId!,
                    userName: result.targetUserName!,
                    fullName: result.targetFullName!,
                    text: result.targetText ?? '',
                    deleted: result.targetDeleted === true,
                    hasImage: result.targetHasImage === true,
                  },
            image:
              result.imageId === null
                ? null
                : { id: result.imageId, width: result.imageWidth!, height: result.imageHeight! },
            notified: result.notified.map((n) => ({ ...n, id: Number(n.id) })),
          }
        : undefined,
    refusal: {
      overLimit: (result.sends ?? 0) > rules.max,
      slowSeconds: Number(result.slowSeconds),
      slowed: result.slowed === true,
      repeated: result.repeated === true,
      replyMissing: result.replyMissing === true,
      imageTaken: result.imageTaken === true,
    },
  };
}

/**
 * Whose message the id is, and whether it is the room's: an id a private message has is never
 * the room's to answer with (the send is refused as another's id, its message never read).
 */
export async function findMessageById(
  db: Db,
  messageId: string,
): Promise<{ userId: string; inRoom: boolean } | undefined> {
  const [row] = await db
    .select({ userId: chatMessages.userId, inRoom: sql<boolean>`${inRoom}` })
    .from(chatMessages)
    .where(eq(chatMessages.messageId, messageId))
    .limit(1);
  return row;
}

// Every chat screen opens with a history page. Each has a variant for a reader who blocks or
// mutes someone: their authors' messages are left out by the query, so a page still holds 50.
// One statement per page: the answered messages, images and reactions are joined in.
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
    newest: page()
      .where(inRoom)
      .orderBy(desc(chatMessages.seq))
      .limit(limit)
      .prepare('chat_newest'),
    before: page()
      .where(and(inRoom, lt(chatMessages.seq, cursor)))
      .orderBy(desc(chatMessages.seq))
      .limit(limit)
      .prepare('chat_before'),
    after: page()
      .where(and(inRoom, gt(chatMessages.seq, cursor)))
      .orderBy(asc(chatMessages.seq))
      .limit(limit)
      .prepare('chat_after'),
    newestFor: page()
      .where(and(inRoom, visible))
      .orderBy(desc(chatMessages.seq))
      .limit(limit)
      .prepare('chat_newest_for'),
    beforeFor: page()
      .where(and(inRoom, lt(chatMessages.seq, cursor), visible))
      .orderBy(desc(chatMessages.seq))
      .limit(limit)
      .prepare('chat_before_for'),
    afterFor: page()
      .where(and(inRoom, gt(chatMessages.seq, cursor), visible))
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
  let rows: BaseRow[];
  if (viewer !== undefined) {
    rows =
      before === undefined
        ? await queries.newestFor.execute({ limit, viewer })
        : await queries.beforeFor.execute({ cursor: before, limit, viewer });
  } else {
    rows =
      before === undefined
        ? await queries.newest.execute({ limit })
        : await queries.before.execute({ cursor: before, limit });
  }
  return withExtras(db, rows, viewer);
}

/** Up to `limit` messages newer than `after`, oldest first (`viewer` as above). */
export async function listMessagesAfter(
  db: Db,
  after: number,
  limit: number,
  viewer?: string,
): Promise<ChatMessageRow[]> {
  const queries = historyQueriesOf(db);
  const rows =
    viewer === undefined
      ? await queries.after.execute({ cursor: after, limit })
      : await queries.afterFor.execute({ cursor: after, limit, viewer });
  return withExtras(db, rows, viewer);
}

// --- deleting ------------------------------------------------------------------------------------

export interface DeleteOutcome {
  /** The message's author. */
  authorId: string;
  /** The actor may delete it (see DeleteReach). */
  allowed: boolean;
  /** This statement made it a tombstone (false: it was one already, or the actor may not). */
  changed: boolean;
}

/** Whose messages an actor may delete: their own; also members'; everyone's. */
export type DeleteReach = 'own' | 'members' | 'all';

/**
 * Makes a message a tombstone in one statement (its text emptied, when and by whom kept, a new
 * revision), if the actor wrote it or its author is within `reach` (the author's role read in
 * the same statement); its reactions, image and notifications go with it. Undefined when there
 * is no such message.
 */
export async function tombstoneMessage(
  db: Db | Tx,
  messageId: string,
  actorId: string,
  reach: DeleteReach,
): Promise<DeleteOutcome | undefined> {
  const mayDelete =
    reach === 'all'
      ? sql`true`
      : reach === 'members'
        ? sql`(conversation_messages.user_id = ${actorId}::uuid or exists (select 1 from ${users}
            author where author.id = conversation_messages.user_id and author.role = 'member'))`
        : sql`conversation_messages.user_id = ${actorId}::uuid`;
  const target = db.$with('target').as(
    db
      .select({
        authorId: sql<string>`${chatMessages.userId}`.as('author_id'),
        allowed: sql<boolean>`${mayDelete}`.as('allowed'),
      })
      .from(chatMessages)
      .where(and(eq(chatMessages.messageId, messageId), inRoom)),
  );
  const deleted = db.$with('deleted').as(
    db
      .update(chatMessages)
      .set({
        text: '',
        deletedAt: sql`now()`,
        deletedBy: actorId,
        revision: sql`nextval('chat_revisions')`,
        mentions: sql`'{}'::uuid[]`,
      })
      .where(
        and(
          eq(chatMessages.messageId, messageId),
          inRoom,
          isNull(chatMessages.deletedAt),
          sql`(select allowed from target)`,
        ),
      )
      .returning({ seq: chatMessages.seq }),
  );
  const gone = sql`(select seq from deleted)`;
  const reactionsGone = db.$with('reactions_gone').as(
    db
      .delete(chatReactions)
      .where(sql`${chatReactions.seq} = ${gone}`)
      .returning({ seq: chatReactions.seq }),
  );
  const imageGone = db.$with('image_gone').as(
    db
      .delete(chatImages)
      .where(sql`${chatImages.conversationSeq} = ${gone}`)
      .returning({ id: chatImages.id }),
  );
  const notificationsGone = db.$with('notifications_gone').as(
    db
      .delete(notifications)
      .where(sql`${notifications.messageSeq} = ${gone}`)
      .returning({ id: notifications.id }),
  );
  const [row] = await db
    .with(target, deleted, reactionsGone, imageGone, notificationsGone)
    .select({
      authorId: target.authorId,
      allowed: target.allowed,
      changed: sql<boolean>`exists (select 1 from ${deleted})`,
    })
    .from(target);
  return row;
}

// --- who hides whom ------------------------------------------------------------------------------

/** A user's ties through blocks, as the chat reads them. */
export interface BlockTies {
  /** Whom the user blocks or mutes: their messages and reactions are hidden from the user. */
  hidden: string[];
  /** Who blocks the user (a mute does not count): their photos are hidden from the user. */
  blockers: string[];
}

/** Each of these users' ties, batched per call. */
export async function listBlockTies(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, BlockTies>> {
  const ties = new Map<string, BlockTies>();
  if (userIds.length === 0) return ties;
  const ids = [...userIds];
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId, kind: blocks.kind })
    .from(blocks)
    .where(
      or(
        inArray(blocks.blockerId, ids),
        and(inArray(blocks.blockedId, ids), eq(blocks.kind, 'block')),
      ),
    );
  const of = (id: string) => {
    let tie = ties.get(id);
    if (!tie) {
      tie = { hidden: [], blockers: [] };
      ties.set(id, tie);
    }
    return tie;
  };
  const asked = new Set(ids);
  for (const row of rows) {
    if (asked.has(row.blockerId)) of(row.blockerId).hidden.push(row.blockedId);
    if (row.kind === 'block' && asked.has(row.blockedId)) {
      of(row.blockedId).blockers.push(row.blockerId);
    }
  }
  return ties;
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
