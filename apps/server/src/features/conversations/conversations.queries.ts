import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { REACTORS_SHOWN_MAX, UNREAD_COUNT_MAX } from '@tuning/shared/chat-extras';
import type { MemberStatus, WhoCanMessage } from '@tuning/shared/conversations';
import type { MessageSettings } from '@tuning/shared/conversations-response-schemas';
import type { Db, Tx } from '../../db/client.ts';
import {
  blocks,
  chatImages,
  conversationMembers,
  conversationMessages,
  conversationReactions,
  conversations,
  follows,
  messageSettings,
  ROOM_CONVERSATION_ID,
  users,
} from '../../db/schema.ts';
import {
  snippetText,
  type BaseMessageRow,
  type ReactionRow,
  type RepliedRow,
} from '../chat/chat.queries.ts';

type Reader = Db | Tx;

const nextActivity = sql<number>`nextval('conversation_activity')`;

/**
 * Not the room (ADR 0043). The room is a conversation everyone belongs to, and its readers' rows
 * (read positions) sit in `conversation_members`; but nothing of this feature reaches it: it is
 * never a membership, an inbox entry, a peer or a count here, so no private-conversation event can
 * read, send to, react in or leave the room, and its messages are reached only through the room's.
 */
export const notTheRoom = ne(conversationMembers.conversationId, ROOM_CONVERSATION_ID);

export interface PersonRow {
  id: string;
  userName: string;
  fullName: string;
  photoVersion: number | null;
  createdAt: Date;
  suspendedUntil: Date | null;
}

const personColumns = {
  id: users.id,
  userName: users.userName,
  fullName: users.fullName,
  photoVersion: users.photoVersion,
  createdAt: users.createdAt,
  suspendedUntil: users.suspendedUntil,
};

export async function findPersonByName(db: Reader, userName: string): Promise<PersonRow | null> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return row ?? null;
}

export async function findPerson(db: Reader, userId: string): Promise<PersonRow | null> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function whoCanMessage(db: Reader, userId: string): Promise<WhoCanMessage> {
  const [row] = await db
    .select({ who: messageSettings.whoCanMessage })
    .from(messageSettings)
    .where(eq(messageSettings.userId, userId));
  return row?.who ?? 'everyone';
}

/** Both settings, the defaults when there is no row. */
export async function messageSettingsOf(db: Reader, userId: string): Promise<MessageSettings> {
  const [row] = await db
    .select({
      whoCanMessage: messageSettings.whoCanMessage,
      readReceipts: messageSettings.readReceipts,
    })
    .from(messageSettings)
    .where(eq(messageSettings.userId, userId));
  return row ?? { whoCanMessage: 'everyone', readReceipts: true };
}

/** Changes what `change` names; the rest stays as it is (or its default). */
export async function setMessageSettings(
  db: Db,
  userId: string,
  change: Partial<MessageSettings>,
): Promise<MessageSettings> {
  const [row] = await db
    .insert(messageSettings)
    .values({ userId, ...change })
    .onConflictDoUpdate({
      target: messageSettings.userId,
      set: { ...change, updatedAt: sql`now()` },
    })
    .returning({
      whoCanMessage: messageSettings.whoCanMessage,
      readReceipts: messageSettings.readReceipts,
    });
  return row!;
}

/** Whose read receipts are off, of these people. */
export async function receiptsOff(db: Reader, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: messageSettings.userId })
    .from(messageSettings)
    .where(and(inArray(messageSettings.userId, userIds), eq(messageSettings.readReceipts, false)));
  return new Set(rows.map((row) => row.userId));
}

export async function followsPerson(db: Reader, followerId: string, followeeId: string) {
  const [row] = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return Boolean(row);
}

export interface Membership {
  conversationId: string;
  kind: 'direct' | 'group';
  name: string | null;
  createdBy: string | null;
  requestSentAt: Date | null;
  status: MemberStatus;
  lastReadSeq: number;
  activity: number;
}

/** A member's row of a conversation beside the conversation's own: the membership and the inbox. */
const MEMBER_VIEW = {
  conversationId: conversations.id,
  // Never the room's (`notTheRoom` is in every query reading this view).
  kind: sql<'direct' | 'group'>`${conversations.kind}`,
  name: conversations.name,
  createdBy: conversations.createdBy,
  status: conversationMembers.status,
  lastReadSeq: conversationMembers.lastReadSeq,
  activity: conversationMembers.activity,
};

/** The reader's own row of one conversation, with the conversation's. */
export async function membershipOf(
  db: Reader,
  conversationId: string,
  userId: string,
): Promise<Membership | null> {
  const [row] = await db
    .select({ ...MEMBER_VIEW, requestSentAt: conversations.requestSentAt })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
        notTheRoom,
      ),
    );
  return row ?? null;
}

export interface MemberRow {
  userId: string;
  userName: string;
  fullName: string;
  photoVersion: number | null;
  status: MemberStatus;
  lastReadSeq: number;
}

/** Every member of the conversations, in the order they joined. */
export async function membersOf(db: Reader, conversationIds: string[]) {
  if (conversationIds.length === 0) return new Map<string, MemberRow[]>();
  const rows = await db
    .select({
      conversationId: conversationMembers.conversationId,
      userId: conversationMembers.userId,
      userName: users.userName,
      fullName: users.fullName,
      photoVersion: users.photoVersion,
      status: conversationMembers.status,
      lastReadSeq: conversationMembers.lastReadSeq,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(and(inArray(conversationMembers.conversationId, conversationIds), notTheRoom))
    .orderBy(asc(conversationMembers.joinedAt), asc(conversationMembers.userId));
  const byConversation = new Map<string, MemberRow[]>();
  for (const { conversationId, ...member } of rows) {
    const list = byConversation.get(conversationId) ?? [];
    list.push(member);
    byConversation.set(conversationId, list);
  }
  return byConversation;
}

/**
 * The conversations `userId` is a member of, each with its other members: who is told when the
 * account goes (product.md §15, account deletion).
 */
export async function peersOf(
  db: Reader,
  userId: string,
): Promise<{ conversationId: string; userIds: string[] }[]> {
  const own = db
    .select({ id: conversationMembers.conversationId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, userId), notTheRoom));
  const rows = await db
    .select({
      conversationId: conversationMembers.conversationId,
      userId: conversationMembers.userId,
    })
    .from(conversationMembers)
    .where(
      and(inArray(conversationMembers.conversationId, own), ne(conversationMembers.userId, userId)),
    )
    .orderBy(asc(conversationMembers.conversationId), asc(conversationMembers.userId));
  const byConversation = new Map<string, string[]>();
  for (const row of rows) {
    byConversation.set(row.conversationId, [
      ...(byConversation.get(row.conversationId) ?? []),
      row.userId,
    ]);
  }
  return [...byConversation].map(([conversationId, userIds]) => ({ conversationId, userIds }));
}

export async function findDirect(db: Reader, directKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.directKey, directKey));
  return row?.id ?? null;
}

/**
 * A new conversation and its members, in one transaction: the first member is the creator. A
 * one-to-one made at the same moment elsewhere wins: its id comes back instead.
 */
export async function insertConversation(
  db: Db,
  values: { kind: 'direct' | 'group'; name: string | null; createdBy: string; directKey?: string },
  members: { userId: string; status: MemberStatus }[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(conversations)
      .values({ ...values, directKey: values.directKey ?? null })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!made) return (await findDirect(tx, values.directKey!))!;
    await tx.insert(conversationMembers).values(
      members.map((member) => ({
        conversationId: made.id,
        userId: member.userId,
        status: member.status,
        activity: nextActivity,
      })),
    );
    return made.id;
  });
}

export async function renameConversation(db: Db, conversationId: string, name: string) {
  await db.update(conversations).set({ name }).where(eq(conversations.id, conversationId));
}

export async function countMembers(db: Reader, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
  return Number(row?.n ?? 0);
}

export async function insertMember(
  db: Reader,
  conversationId: string,
  userId: string,
  status: MemberStatus,
): Promise<boolean> {
  const added = await db
    .insert(conversationMembers)
    .values({ conversationId, userId, status, activity: sql`nextval('conversation_activity')` })
    .onConflictDoNothing()
    .returning({ userId: conversationMembers.userId });
  return added.length > 0;
}

export async function deleteMember(db: Reader, conversationId: string, userId: string) {
  const gone = await db
    .delete(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .returning({ userId: conversationMembers.userId });
  return gone.length > 0;
}

export async function setMemberStatus(
  db: Reader,
  conversationId: string,
  userId: string,
  status: MemberStatus,
) {
  await db
    .update(conversationMembers)
    .set({ status })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    );
}

/** Requests `userId` started since `since` (a conversation's first message to a requested member). */
export async function requestsStartedSince(tx: Tx, userId: string, since: Date): Promise<number> {
  // The sender's row is locked first: two first messages at once, on any instances, count in turn.
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(
      and(eq(conversations.createdBy, userId), sql`${conversations.requestSentAt} >= ${since}`),
    );
  return Number(row?.n ?? 0);
}

export async function markRequestSent(tx: Tx, conversationId: string) {
  await tx
    .update(conversations)
    .set({ requestSentAt: sql`now()` })
    .where(eq(conversations.id, conversationId));
}

/** A conversation message's columns with its author's, for a select joined on `users`. */
export const messageColumns = {
  seq: conversationMessages.seq,
  messageId: conversationMessages.messageId,
  userId: conversationMessages.userId,
  text: conversationMessages.text,
  createdAt: conversationMessages.createdAt,
  deletedAt: conversationMessages.deletedAt,
  revision: conversationMessages.revision,
  conversationId: conversationMessages.conversationId,
  replyToSeq: conversationMessages.replyToSeq,
  mentions: conversationMessages.mentions,
  editedAt: conversationMessages.editedAt,
  userName: users.userName,
  fullName: users.fullName,
  photoVersion: users.photoVersion,
};

type StoredMessageRow = Omit<ConversationMessageRow, 'replied' | 'image' | 'reactions'> & {
  replyToSeq: number | null;
};

/** A stored message as the room's view reads one (ChatMessageRow), and its conversation. */
export interface ConversationMessageRow extends BaseMessageRow {
  revision: number;
  conversationId: string;
  mentions: string[];
  editedAt: Date | null;
  replied: RepliedRow | null;
  image: { id: string; width: number; height: number } | null;
  reactions?: ReactionRow[];
}

/** The answered messages and the images of these rows, read together, and their reactions. */
async function withExtras(
  db: Reader,
  rows: StoredMessageRow[],
  options: { reactions: boolean },
): Promise<ConversationMessageRow[]> {
  const live = rows.filter((row) => row.deletedAt === null);
  const answered = [
    ...new Set(live.flatMap((row) => (row.replyToSeq === null ? [] : [row.replyToSeq]))),
  ];
  const seqs = live.map((row) => row.seq);
  const [replied, images, reactions] = await Promise.all([
    answered.length === 0
      ? []
      : db
          .select({
            seq: conversationMessages.seq,
            messageId: conversationMessages.messageId,
            userId: conversationMessages.userId,
            userName: users.userName,
            fullName: users.fullName,
            text: sql<string>`coalesce(${snippetText(conversationMessages.text)}, '')`,
            deleted: sql<boolean>`${conversationMessages.deletedAt} is not null`,
            hasImage: sql<boolean>`exists (select 1 from ${chatImages}
              where ${chatImages.conversationSeq} = ${conversationMessages.seq})`,
          })
          .from(conversationMessages)
          .innerJoin(users, eq(users.id, conversationMessages.userId))
          .where(inArray(conversationMessages.seq, answered)),
    seqs.length === 0
      ? []
      : db
          .select({
            seq: chatImages.conversationSeq,
            id: chatImages.id,
            width: chatImages.width,
            height: chatImages.height,
          })
          .from(chatImages)
          .where(inArray(chatImages.conversationSeq, seqs)),
    options.reactions ? reactionsOf(db, seqs) : new Map<number, ReactionRow[]>(),
  ]);
  const repliedBySeq = new Map(
    replied.map((row) => [Number(row.seq), { ...row, seq: Number(row.seq) }]),
  );
  const imageBySeq = new Map(images.map(({ seq, ...image }) => [Number(seq), image] as const));
  return rows.map(({ replyToSeq, ...row }) => ({
    ...row,
    revision: Number(row.revision),
    replied: replyToSeq === null ? null : (repliedBySeq.get(Number(replyToSeq)) ?? null),
    image: imageBySeq.get(row.seq) ?? null,
    ...(options.reactions ? { reactions: reactions.get(row.seq) ?? [] } : {}),
  }));
}

/**
 * Stores a message (a resend of the same messageId stores nothing) and moves the conversation up
 * every member's inbox. `null`: the id was taken already.
 */
export async function insertMessage(
  tx: Tx,
  values: {
    conversationId: string;
    messageId: string;
    userId: string;
    text: string;
    replyToSeq?: number;
    /** A uuid[] expression (`mentionedMembers`). */
    mentions?: SQL;
  },
): Promise<{ seq: number; mentions: string[] } | null> {
  const [stored] = await tx
    .insert(conversationMessages)
    .values(values)
    .onConflictDoNothing({ target: conversationMessages.messageId })
    .returning({ seq: conversationMessages.seq, mentions: conversationMessages.mentions });
  if (!stored) return null;
  await tx
    .update(conversationMembers)
    .set({ activity: nextActivity })
    .where(eq(conversationMembers.conversationId, values.conversationId));
  return stored;
}

export async function messageByMessageId(
  db: Reader,
  messageId: string,
): Promise<ConversationMessageRow | null> {
  const [row] = await db
    .select(messageColumns)
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.userId))
    .where(eq(conversationMessages.messageId, messageId));
  if (!row) return null;
  const [full] = await withExtras(db, [row], { reactions: false });
  return full!;
}

/** Each emoji's count and first people, for the messages `seqs`. */
export async function reactionsOf(db: Reader, seqs: number[]) {
  const byMessage = new Map<number, ReactionRow[]>();
  if (seqs.length === 0) return byMessage;
  const rows = await db
    .select({
      seq: conversationReactions.seq,
      emoji: conversationReactions.emoji,
      count: sql<number>`count(*)::int`,
      users: sql<[string, string, string][]>`(array_agg(json_build_array(${users.id},
        ${users.userName}, ${users.fullName}) order by ${conversationReactions.createdAt},
        ${users.id}))[1:${sql.raw(String(REACTORS_SHOWN_MAX))}]`,
    })
    .from(conversationReactions)
    .innerJoin(users, eq(users.id, conversationReactions.userId))
    .where(inArray(conversationReactions.seq, seqs))
    .groupBy(conversationReactions.seq, conversationReactions.emoji)
    .orderBy(sql`min(${conversationReactions.createdAt})`, conversationReactions.emoji);
  for (const { seq, ...reaction } of rows) {
    const list = byMessage.get(Number(seq)) ?? [];
    list.push({ ...reaction, count: Number(reaction.count) });
    byMessage.set(Number(seq), list);
  }
  return byMessage;
}

/** A page of one conversation, oldest first: the newest, or the one before `before`. */
export async function historyPage(
  db: Reader,
  conversationId: string,
  before: number | undefined,
  size: number,
): Promise<{ rows: ConversationMessageRow[]; hasMore: boolean }> {
  const rows = await db
    .select(messageColumns)
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.userId))
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        before === undefined ? undefined : lt(conversationMessages.seq, before),
      ),
    )
    .orderBy(desc(conversationMessages.seq))
    .limit(size + 1);
  const hasMore = rows.length > size;
  const page = rows.slice(0, size).reverse();
  return { rows: await withExtras(db, page, { reactions: true }), hasMore };
}

/** Sets or clears one reaction and, when that changed anything, bumps the message's revision. */
export async function setReaction(
  db: Db,
  seq: number,
  userId: string,
  emoji: string,
  on: boolean,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const changed = on
      ? await tx
          .insert(conversationReactions)
          .values({ seq, userId, emoji })
          .onConflictDoNothing()
          .returning({ seq: conversationReactions.seq })
      : await tx
          .delete(conversationReactions)
          .where(
            and(
              eq(conversationReactions.seq, seq),
              eq(conversationReactions.userId, userId),
              eq(conversationReactions.emoji, emoji),
            ),
          )
          .returning({ seq: conversationReactions.seq });
    if (changed.length === 0) return null;
    const [row] = await tx
      .update(conversationMessages)
      .set({ revision: sql`nextval('chat_revisions')` })
      .where(eq(conversationMessages.seq, seq))
      .returning({ revision: conversationMessages.revision });
    return row ? Number(row.revision) : null;
  });
}

export async function currentRevision(db: Reader, seq: number): Promise<number> {
  const [row] = await db
    .select({ revision: conversationMessages.revision })
    .from(conversationMessages)
    .where(eq(conversationMessages.seq, seq));
  return Number(row?.revision ?? 0);
}

export async function distinctEmojiCount(db: Reader, seq: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${conversationReactions.emoji})::int` })
    .from(conversationReactions)
    .where(eq(conversationReactions.seq, seq));
  return Number(row?.n ?? 0);
}

/**
 * Moves the reader's position forward only, and never past the conversation's newest message
 * ("Seen" must not run ahead); answers where it is, how many came after and whether it moved.
 */
export async function markRead(db: Db, conversationId: string, userId: string, seq: number) {
  const newest = sql`(select coalesce(max(m.seq), 0) from ${conversationMessages} m
    where m.conversation_id = ${conversationId}::uuid)`;
  const member = and(
    eq(conversationMembers.conversationId, conversationId),
    eq(conversationMembers.userId, userId),
  );
  const [moved] = await db
    .update(conversationMembers)
    .set({ lastReadSeq: sql`least(${seq}, ${newest})` })
    .where(and(member, sql`${conversationMembers.lastReadSeq} < least(${seq}, ${newest})`))
    .returning({ lastReadSeq: conversationMembers.lastReadSeq });
  const [row] = moved
    ? [moved]
    : await db
        .select({ lastReadSeq: conversationMembers.lastReadSeq })
        .from(conversationMembers)
        .where(member);
  const lastReadSeq = Number(row?.lastReadSeq ?? 0);
  return {
    lastReadSeq,
    unread: await unreadIn(db, conversationId, userId, lastReadSeq),
    moved: Boolean(moved),
  };
}

export async function unreadIn(
  db: Reader,
  conversationId: string,
  userId: string,
  lastReadSeq: number,
): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ seq: conversationMessages.seq })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, conversationId),
          gt(conversationMessages.seq, lastReadSeq),
          ne(conversationMessages.userId, userId),
          isNull(conversationMessages.deletedAt),
        ),
      )
      .limit(UNREAD_COUNT_MAX)
      .as('unread'),
  );
  return Number(row?.n ?? 0);
}

/**
 * `unreadIn` for each conversation of an inbox page, in one statement: each conversation's count
 * is still one index range from its reader's position, capped at UNREAD_COUNT_MAX.
 */
export async function unreadInEach(
  db: Reader,
  userId: string,
  positions: { conversationId: string; lastReadSeq: number }[],
): Promise<Map<string, number>> {
  if (positions.length === 0) return new Map();
  const m = conversationMessages;
  const ids = positions.map((position) => position.conversationId);
  const seqs = positions.map((position) => position.lastReadSeq);
  const rows = await db
    .select({
      conversationId: sql<string>`c.id`,
      unread: sql<number>`(select count(*)::int from (select 1 from ${m}
        where ${m.conversationId} = c.id and ${m.seq} > c.last_read
          and ${m.userId} <> ${userId} and ${m.deletedAt} is null
        limit ${UNREAD_COUNT_MAX}) as unread)`,
    })
    .from(sql`unnest(${sql.param(ids)}::uuid[], ${sql.param(seqs)}::bigint[]) as c(id, last_read)`);
  return new Map(rows.map((row) => [row.conversationId, Number(row.unread)]));
}

/** Whether a block (not a mute) stands between `userId` and the person `other` names. */
const blockedWith = (userId: string, other: SQL) => sql`exists (select 1 from ${blocks} b
  where b.kind = 'block' and ((b.blocker_id = ${userId} and b.blocked_id = ${other})
    or (b.blocker_id = ${other} and b.blocked_id = ${userId})))`;

/**
 * Left out of `userId`'s lists and counts while a block stands, either way (product.md §15,
 * blocks): a one-to-one with the other member, and a request its creator started. A group the
 * student is in stays; its blocked member's messages are hidden on screen. Reads the member's row
 * as `conversation_members` and the conversation as `conversations`; lifting the block brings it
 * back.
 */
export const hiddenByBlock = (userId: string) => sql`(
  (${conversations.kind} = 'direct' and exists (select 1 from ${conversationMembers} o
    where o.conversation_id = ${conversations.id} and o.user_id <> ${userId}
      and ${blockedWith(userId, sql`o.user_id`)}))
  or (${conversationMembers.status} = 'requested' and ${conversations.createdBy} <> ${userId}
    and ${blockedWith(userId, sql`${conversations.createdBy}`)}))`;

/**
 * The pending requests `creatorId` started to `userId` become declined (`userId` blocked them):
 * gone from Requests, and the creator's messages to them refused, as a deleted request's.
 */
export async function declineRequestsFrom(
  db: Db,
  userId: string,
  creatorId: string,
): Promise<string[]> {
  const declined = await db
    .update(conversationMembers)
    .set({ status: 'declined' })
    .where(
      and(
        eq(conversationMembers.userId, userId),
        eq(conversationMembers.status, 'requested'),
        inArray(
          conversationMembers.conversationId,
          db
            .select({ id: conversations.id })
            .from(conversations)
            .where(eq(conversations.createdBy, creatorId)),
        ),
      ),
    )
    .returning({ conversationId: conversationMembers.conversationId });
  return declined.map((row) => row.conversationId);
}

/**
 * One page of a member's inbox or requests, newest activity first. Empty one-to-ones are left out
 * (opened and never written to), requests show once they have a message, and what a block hides
 * (`hiddenByBlock`) is not there.
 */
export async function inboxPage(
  db: Reader,
  userId: string,
  folder: 'inbox' | 'requests',
  before: number | undefined,
  size: number,
) {
  const hasMessage = sql`exists (select 1 from ${conversationMessages} m
    where m.conversation_id = ${conversationMembers.conversationId})`;
  return db
    .select(MEMBER_VIEW)
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.userId, userId),
        notTheRoom,
        eq(conversationMembers.status, folder === 'inbox' ? 'accepted' : 'requested'),
        before === undefined ? undefined : lt(conversationMembers.activity, before),
        folder === 'requests'
          ? hasMessage
          : sql`(${conversations.kind} = 'group' or ${conversations.createdBy} = ${userId}
              or ${hasMessage})`,
        sql`not ${hiddenByBlock(userId)}`,
      ),
    )
    .orderBy(desc(conversationMembers.activity))
    .limit(size + 1);
}

/** The newest message of each conversation. */
export async function lastMessagesOf(db: Reader, conversationIds: string[]) {
  const byConversation = new Map<string, ConversationMessageRow>();
  if (conversationIds.length === 0) return byConversation;
  // Each conversation's newest seq by its own index range (max over one conversation_id reads
  // one entry), then those messages: a conversation with many messages costs no more.
  const newest = await db
    .select({
      seq: sql<string | number | null>`(select max(m.seq) from ${conversationMessages} m
        where m.conversation_id = c.id)`,
    })
    .from(sql`unnest(${sql.param(conversationIds)}::uuid[]) as c(id)`);
  const seqs = newest.flatMap((row) => (row.seq === null ? [] : [Number(row.seq)]));
  if (seqs.length === 0) return byConversation;
  const rows = await db
    .select(messageColumns)
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.userId))
    .where(inArray(conversationMessages.seq, seqs));
  for (const row of await withExtras(db, rows, { reactions: false })) {
    byConversation.set(row.conversationId, row);
  }
  return byConversation;
}

/** The one-to-one between two people, if there is one. */
export const directKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
