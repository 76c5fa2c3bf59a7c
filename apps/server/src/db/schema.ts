import { USER_ROLES } from '@tuning/shared/safety';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The accounts a message's text mentions, by id: the room's and a conversation's. */
const mentionsColumn = () =>
  uuid('mentions')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`);

/** The account a row belongs to: the row goes when the account is deleted. */
const ownedBy = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The key of a table with at most one row per account, which goes with the account. */
const oneRowPerUser = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

/** Who acted (filed, resolved, changed): the row stays when their account goes, with null here. */
const keptAfterDeletion = (name: string) =>
  uuid(name).references(() => users.id, { onDelete: 'set null' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One person's one emoji on one message (the room's and a private conversation's alike, ADR 0043):
 * `messageSeq` is the messages table's key, the reaction going with its message.
 */
const reactionsTable = <N extends string>(name: N, messageSeq: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      seq: bigint('seq', { mode: 'number' })
        .notNull()
        .references(messageSeq, { onDelete: 'cascade' }),
      userId: ownedBy('user_id'),
      emoji: text('emoji').notNull(),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ columns: [t.seq, t.emoji, t.userId] }),
      index(`${name}_user_idx`).on(t.userId),
    ],
  );

/** suspendedUntil for a suspension without an end. */
export const SUSPENDED_FOR_GOOD = new Date('9999-12-31T00:00:00Z');

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** The address as its provider routes it (Gmail ignores dots and `+tags`): one account each. */
    emailKey: text('email_key').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    fullName: text('full_name').notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    dateOfBirth: date('date_of_birth'),
    pronouns: text('pronouns'),
    bio: text('bio').notNull().default(''),
    location: text('location').notNull().default(''),
    collegeName: text('college_name').notNull().default(''),
    collegeYear: text('college_year').notNull().default(''),
    externalLink: text('external_link').notNull().default(''),
    photoVersion: bigint('photo_version', { mode: 'number' }),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    role: text('role', { enum: USER_ROLES }).notNull().default('member'),
    /** Suspended while this is in the future; SUSPENDED_FOR_GOOD for a permanent suspension. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_email_key_key').on(t.emailKey),
    uniqueIndex('users_user_name_lower_key').on(sql`lower(${t.userName})`),
    index('users_college_name_idx').on(t.collegeName, t.id),
    check('users_counts_non_negative', sql`${t.followersCount} >= 0 and ${t.followingCount} >= 0`),
    check('users_role_known', sql`${t.role} in ('member', 'moderator', 'admin')`),
  ],
);

export const profilePhotos = pgTable('profile_photos', {
  userId: oneRowPerUser(),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: ownedBy('user_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last use, moved forward at most every few minutes: the idle timeout counts from it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Reset links: several may be pending for one user (a newer request does not cancel an older
 * link); using any of them deletes them all.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownedBy('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

export const emailConfirmations = pgTable('email_confirmations', {
  userId: oneRowPerUser(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const follows = pgTable(
  'follows',
  {
    followerId: ownedBy('follower_id'),
    followeeId: ownedBy('followee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    check('follows_no_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** Message revisions (ADR 0016): one sequence, so every change is ordered across instances. */
export const chatRevisions = pgSequence('chat_revisions');

/**
 * A chat image, stored like profile photos: WebP at most 1600 px and a 480 px thumbnail. Uploaded
 * first, then attached to one message, the room's or a private conversation's, by its send
 * (`conversationSeq` set then).
 */
export const chatImages = pgTable(
  'chat_images',
  {
    id: text('id').primaryKey(),
    userId: ownedBy('user_id'),
    image: bytea('image').notNull(),
    thumb: bytea('thumb').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The message it is on: a room message is seen by everyone, a private one by its members. */
    conversationSeq: bigint('conversation_seq', { mode: 'number' }).references(
      (): AnyPgColumn => conversationMessages.seq,
      { onDelete: 'cascade' },
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_images_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('chat_images_conversation_message_key').on(t.conversationSeq),
  ],
);

/**
 * Mentions, replies, reactions and new followers, per recipient. One row per event: the unique
 * key makes a mention delivered once even when its message is sent twice or edited.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientId: ownedBy('recipient_id'),
    actorId: ownedBy('actor_id'),
    kind: text('kind', { enum: ['mention', 'reply', 'reaction', 'follow', 'message'] }).notNull(),
    /** A room message's (mention, reply, reaction): its seq in `conversation_messages`. */
    messageSeq: bigint('message_seq', { mode: 'number' }).references(
      (): AnyPgColumn => conversationMessages.seq,
      { onDelete: 'cascade' },
    ),
    /**
     * A private conversation's (ADR 0035): `message` is one row per recipient and conversation,
     * its newest message and how many came since the bell was read; `mention`, one message.
     */
    conversationId: uuid('conversation_id').references((): AnyPgColumn => conversations.id, {
      onDelete: 'cascade',
    }),
    conversationSeq: bigint('conversation_seq', { mode: 'number' }).references(
      (): AnyPgColumn => conversationMessages.seq,
      { onDelete: 'cascade' },
    ),
    count: integer('count').notNull().default(1),
    /** The reaction's emoji; '' for the other kinds (part of the unique key). */
    emoji: text('emoji').notNull().default(''),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    unique('notifications_once_key')
      .on(t.recipientId, t.kind, t.actorId, t.messageSeq, t.conversationSeq, t.emoji)
      .nullsNotDistinct(),
    uniqueIndex('notifications_conversation_key')
      .on(t.recipientId, t.conversationId)
      .where(sql`${t.kind} = 'message'`),
    index('notifications_conversation_seq_idx').on(t.conversationSeq),
    index('notifications_recipient_id_idx').on(t.recipientId, t.id),
    // A deleted message takes its notifications with it (a tombstone in its statement, a removed
    // account through the foreign key): found by message, not by scanning every notification.
    index('notifications_message_seq_idx').on(t.messageSeq),
    check(
      'notifications_kind_known',
      sql`${t.kind} in ('mention', 'reply', 'reaction', 'follow', 'message')`,
    ),
    check('notifications_no_self', sql`${t.recipientId} <> ${t.actorId}`),
  ],
);

/**
 * Group-chat sends per user in the current fixed window. The counter sits beside the message it
 * admits, in the same statement, so the limit holds across instances without another round trip
 * (ADR 0004).
 */
export const chatSendCounts = pgTable('chat_send_counts', {
  userId: oneRowPerUser(),
  /** floor(epoch ms / window length) */
  windowIndex: bigint('window_index', { mode: 'number' }).notNull(),
  sends: integer('sends').notNull(),
  /** Slow mode and the flood guard: when the last message was admitted, and what it said. */
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  lastTextHash: text('last_text_hash'),
  /** How many admitted messages in a row had lastTextHash. */
  repeats: integer('repeats').notNull().default(0),
});

export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: ownedBy('user_id'),
    day: date('day').notNull(),
    replies: integer('replies').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Blocks and mutes, one row per pair: a block also severs follows; a mute only hides. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: ownedBy('blocker_id'),
    blockedId: ownedBy('blocked_id'),
    kind: text('kind', { enum: ['block', 'mute'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_no_self', sql`${t.blockerId} <> ${t.blockedId}`),
    check('blocks_kind_known', sql`${t.kind} in ('block', 'mute')`),
  ],
);

/**
 * Reports of a message or a profile. `snapshot` keeps what was reported as it was (the message
 * text, the profile's fields), so a moderator sees it in context even after it changes or goes.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: keptAfterDeletion('reporter_id'),
    kind: text('kind', { enum: ['message', 'user'] }).notNull(),
    messageId: text('message_id'),
    reportedUserId: keptAfterDeletion('reported_user_id'),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    snapshot: jsonb('snapshot').notNull(),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: keptAfterDeletion('resolved_by'),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
    index('reports_reported_user_idx').on(t.reportedUserId),
    check('reports_kind_known', sql`${t.kind} in ('message', 'user')`),
    check('reports_status_known', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
  ],
);

/** Every moderator and admin action: who, what, to whom, when and why. Names are kept as text. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: keptAfterDeletion('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetUserId: keptAfterDeletion('target_user_id'),
    targetName: text('target_name'),
    messageId: text('message_id'),
    reportId: uuid('report_id'),
    reason: text('reason').notNull().default(''),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_log_created_idx').on(t.createdAt)],
);

/** The group room's settings: one row (id 1). */
export const roomSettings = pgTable(
  'room_settings',
  {
    id: integer('id').primaryKey().default(1),
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    updatedAt: updatedAt(),
    updatedBy: keptAfterDeletion('updated_by'),
  },
  (t) => [
    check('room_settings_one_row', sql`${t.id} = 1`),
    check('room_settings_slow_mode_range', sql`${t.slowModeSeconds} between 0 and 21600`),
  ],
);

/** The word filter: terms kept by admins; a message containing one is refused with a reason. */
export const filteredTerms = pgTable('filtered_terms', {
  term: text('term').primaryKey(),
  createdBy: keptAfterDeletion('created_by'),
  createdAt: createdAt(),
});

/**
 * A device's Web Push subscription (ADR 0021): one row per browser endpoint, several per person.
 * Removed when the push service answers 404/410 or the device unsubscribes.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: ownedBy('user_id'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/** Which kinds of push a person wants (every kind on until switched off); a row once changed. */
export const pushSettings = pgTable('push_settings', {
  userId: oneRowPerUser(),
  /** The kinds switched off, e.g. ['follow']: a new kind is on for everyone without a migration. */
  off: text('off')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: updatedAt(),
});

/**
 * The group room (ADR 0043): the one conversation everyone belongs to, made by migration 0009 with
 * this id. Nobody has a member row to belong to it; a row is where a person's read position is.
 */
export const ROOM_CONVERSATION_ID = '00000000-0000-0000-0000-000000000001';

/**
 * Every conversation: private ones of 2–10 (ADR 0035), one-to-one (`direct`) and named groups,
 * and the room (`room`, ADR 0043). `directKey` is the two members' ids in order, unique, so
 * opening the same pair twice makes one conversation.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['direct', 'group', 'room'] }).notNull(),
    name: text('name'),
    createdBy: keptAfterDeletion('created_by'),
    directKey: text('direct_key'),
    /** When its first message to a member who had not accepted was sent: a request counted. */
    requestSentAt: timestamp('request_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_direct_key').on(t.directKey),
    index('conversations_requests_idx').on(t.createdBy, t.requestSentAt),
    check('conversations_kind_known', sql`${t.kind} in ('direct', 'group', 'room')`),
  ],
);

/** The inbox's order: every new message (and a new conversation) takes the next value. */
export const conversationActivity = pgSequence('conversation_activity');

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: ownedBy('user_id'),
    /** `requested`: a member who does not follow the creator, until they accept or reply. */
    status: text('status', { enum: ['accepted', 'requested', 'declined'] }).notNull(),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    /** When `lastReadSeq` last moved (null: never). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * The conversation's latest activity, copied here so one member's inbox is one index range
     * (0 on the room's rows: the room is not in any inbox).
     */
    activity: bigint('activity', { mode: 'number' }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_inbox_idx').on(t.userId, t.status, t.activity),
    check(
      'conversation_members_status_known',
      sql`${t.status} in ('accepted', 'requested', 'declined')`,
    ),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    userId: ownedBy('user_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
    /** Set on a tombstone: its text is emptied and the row stays in its place. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Who made it a tombstone (its author, or a moderator). */
    deletedBy: keptAfterDeletion('deleted_by'),
    /** product.md §13. From `chat_revisions`: bumped by every reaction, edit or deletion. */
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    /** The answered message of the same conversation (its seq); a deleted one is a tombstone. */
    replyToSeq: bigint('reply_to_seq', { mode: 'number' }),
    /** The accounts the text mentions (in a private conversation, its members), by id. */
    mentions: mentionsColumn(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /**
     * The room's messages name their image here too (`chat_images.conversation_seq` is the link),
     * so a history page without one reads no image at all (ADR 0008).
     */
    imageId: text('image_id'),
  },
  (t) => [
    uniqueIndex('conversation_messages_message_id_key').on(t.messageId),
    index('conversation_messages_page_idx').on(t.conversationId, t.seq),
    index('conversation_messages_user_id_idx').on(t.userId),
    // The messages naming an account, when it is deleted (its id leaves them). Partial: a message
    // that names nobody, nearly all of them, costs the index nothing when it is sent.
    index('conversation_messages_mentions_idx')
      .using('gin', t.mentions)
      .where(sql`${t.mentions} <> '{}'::uuid[]`),
  ],
);

export const conversationReactions = reactionsTable(
  'conversation_reactions',
  () => conversationMessages.seq,
);

/** Who may start a conversation with this person; `everyone` when there is no row. */
export const messageSettings = pgTable(
  'message_settings',
  {
    userId: oneRowPerUser(),
    whoCanMessage: text('who_can_message', { enum: ['everyone', 'following', 'nobody'] })
      .notNull()
      .default('everyone'),
    /** "Seen" in one-to-ones: off means this person neither sends nor sees read positions. */
    readReceipts: boolean('read_receipts').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'message_settings_who_known',
      sql`${t.whoCanMessage} in ('everyone', 'following', 'nobody')`,
    ),
  ],
);
