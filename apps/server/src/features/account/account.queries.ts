import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  aiUsage,
  blocks,
  chatImages,
  conversationMembers,
  conversationMessages,
  conversationReactions,
  conversations,
  messageSettings,
  chatSendCounts,
  emailConfirmations,
  filteredTerms,
  follows,
  moderationLog,
  notifications,
  passwordResets,
  profilePhotos,
  reports,
  ROOM_CONVERSATION_ID,
  roomSettings,
  sessions,
  pushSettings,
  pushSubscriptions,
  users,
} from '../../db/schema.ts';

/** The password hash, for the check that confirms a deletion. */
export async function findPasswordHash(db: Db, userId: string) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash;
}

// The room's messages, reactions and read position are the conversations' rows with the room's
// id (ADR 0043): the export keeps them apart from the private conversations', as before.
const chatMessages = alias(conversationMessages, 'room_message');
const answered = alias(conversationMessages, 'answered');
const answeredInConversation = alias(conversationMessages, 'answered_in_conversation');
const inRoom = eq(chatMessages.conversationId, ROOM_CONVERSATION_ID);
const theRoom = sql`${ROOM_CONVERSATION_ID}::uuid`;

/**
 * Every row that names the user, from every table that references `users` (the export's test
 * checks this against the schema): one statement per table, run together.
 */
export async function readEverythingAbout(db: Db, userId: string) {
  const [
    account,
    photo,
    sessionRows,
    reset,
    confirmation,
    following,
    followers,
    messages,
    sending,
    replies,
    blockRows,
    filed,
    aboutThem,
    actions,
    deleted,
    resolved,
    room,
    terms,
    reactions,
    images,
    read,
    notified,
    pushDevices,
    pushSettingRows,
    memberships,
    created,
    conversationMessageRows,
    conversationReactionRows,
    messageSettingRows,
  ] = await Promise.all([
    db
      .select({
        userId: users.id,
        email: users.email,
        emailConfirmedAt: users.emailConfirmedAt,
        fullName: users.fullName,
        userName: users.userName,
        dateOfBirth: users.dateOfBirth,
        pronouns: users.pronouns,
        bio: users.bio,
        location: users.location,
        collegeName: users.collegeName,
        collegeYear: users.collegeYear,
        externalLink: users.externalLink,
        role: users.role,
        followersCount: users.followersCount,
        followingCount: users.followingCount,
        suspendedUntil: users.suspendedUntil,
        suspensionReason: users.suspensionReason,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db.select().from(profilePhotos).where(eq(profilePhotos.userId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({ createdAt: passwordResets.createdAt, expiresAt: passwordResets.expiresAt })
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId))
      // Several links may be pending: the export names the newest.
      .orderBy(desc(passwordResets.createdAt))
      .limit(1),
    db
      .select({ expiresAt: emailConfirmations.expiresAt })
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, userId)),
    db
      .select({ userName: users.userName, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followeeId))
      .where(eq(follows.followerId, userId))
      .orderBy(asc(follows.createdAt)),
    db
      .select({ userName: users.userName, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followerId))
      .where(eq(follows.followeeId, userId))
      .orderBy(asc(follows.createdAt)),
    db
      .select({
        messageId: chatMessages.messageId,
        text: chatMessages.text,
        createdAt: chatMessages.createdAt,
        deletedAt: chatMessages.deletedAt,
        editedAt: chatMessages.editedAt,
        replyToMessageId: answered.messageId,
        imageId: chatMessages.imageId,
      })
      .from(chatMessages)
      .leftJoin(answered, eq(answered.seq, chatMessages.replyToSeq))
      .where(and(eq(chatMessages.userId, userId), inRoom))
      .orderBy(asc(chatMessages.seq)),
    db
      .select({
        windowIndex: chatSendCounts.windowIndex,
        sends: chatSendCounts.sends,
        lastSentAt: chatSendCounts.lastSentAt,
        lastTextHash: chatSendCounts.lastTextHash,
        repeats: chatSendCounts.repeats,
      })
      .from(chatSendCounts)
      .where(eq(chatSendCounts.userId, userId)),
    db
      .select({ day: aiUsage.day, replies: aiUsage.replies })
      .from(aiUsage)
      .where(eq(aiUsage.userId, userId))
      .orderBy(asc(aiUsage.day)),
    db
      .select({ userName: users.userName, kind: blocks.kind, createdAt: blocks.createdAt })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(eq(blocks.blockerId, userId))
      .orderBy(asc(blocks.createdAt)),
    db
      .select({
        reportId: reports.id,
        kind: reports.kind,
        reason: reports.reason,
        note: reports.note,
        messageId: reports.messageId,
        snapshot: reports.snapshot,
        status: reports.status,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, userId))
      .orderBy(asc(reports.createdAt)),
    db
      .select({
        action: moderationLog.action,
        reason: moderationLog.reason,
        detail: moderationLog.detail,
        createdAt: moderationLog.createdAt,
      })
      .from(moderationLog)
      .where(eq(moderationLog.targetUserId, userId))
      .orderBy(asc(moderationLog.id)),
    db
      .select({
        action: moderationLog.action,
        target: moderationLog.targetName,
        messageId: moderationLog.messageId,
        reportId: moderationLog.reportId,
        reason: moderationLog.reason,
        createdAt: moderationLog.createdAt,
      })
      .from(moderationLog)
      .where(eq(moderationLog.actorId, userId))
      .orderBy(asc(moderationLog.id)),
    db
      .select({ messageId: chatMessages.messageId, deletedAt: chatMessages.deletedAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.deletedBy, userId), inRoom))
      .orderBy(asc(chatMessages.seq)),
    db
      .select({
        reportId: reports.id,
        status: reports.status,
        resolvedAt: reports.resolvedAt,
      })
      .from(reports)
      .where(eq(reports.resolvedBy, userId))
      .orderBy(desc(reports.resolvedAt)),
    db
      .select({ slowModeSeconds: roomSettings.slowModeSeconds, updatedAt: roomSettings.updatedAt })
      .from(roomSettings)
      .where(eq(roomSettings.updatedBy, userId)),
    db
      .select({ term: filteredTerms.term, createdAt: filteredTerms.createdAt })
      .from(filteredTerms)
      .where(eq(filteredTerms.createdBy, userId))
      .orderBy(asc(filteredTerms.createdAt)),
    db
      .select({
        messageId: chatMessages.messageId,
        emoji: conversationReactions.emoji,
        createdAt: conversationReactions.createdAt,
      })
      .from(conversationReactions)
      .innerJoin(chatMessages, eq(chatMessages.seq, conversationReactions.seq))
      .where(and(eq(conversationReactions.userId, userId), inRoom))
      .orderBy(asc(conversationReactions.createdAt)),
    db
      .select({
        imageId: chatImages.id,
        width: chatImages.width,
        height: chatImages.height,
        messageId: conversationMessages.messageId,
        createdAt: chatImages.createdAt,
        image: chatImages.image,
      })
      .from(chatImages)
      .leftJoin(conversationMessages, eq(conversationMessages.seq, chatImages.conversationSeq))
      .where(eq(chatImages.userId, userId))
      .orderBy(asc(chatImages.createdAt)),
    db
      .select({
        lastReadSeq: conversationMembers.lastReadSeq,
        updatedAt: conversationMembers.readAt,
      })
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.userId, userId),
          eq(conversationMembers.conversationId, ROOM_CONVERSATION_ID),
        ),
      ),
    db
      .select({
        kind: notifications.kind,
        fromUserName: users.userName,
        messageId: sql<
          string | null
        >`coalesce(${chatMessages.messageId}, ${conversationMessages.messageId})`,
        emoji: notifications.emoji,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.actorId))
      .leftJoin(chatMessages, eq(chatMessages.seq, notifications.messageSeq))
      .leftJoin(conversationMessages, eq(conversationMessages.seq, notifications.conversationSeq))
      .where(eq(notifications.recipientId, userId))
      .orderBy(asc(notifications.id)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    db
      .select({ off: pushSettings.off, updatedAt: pushSettings.updatedAt })
      .from(pushSettings)
      .where(eq(pushSettings.userId, userId)),
    db
      .select({
        conversationId: conversationMembers.conversationId,
        kind: conversations.kind,
        name: conversations.name,
        status: conversationMembers.status,
        lastReadSeq: conversationMembers.lastReadSeq,
        joinedAt: conversationMembers.joinedAt,
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(and(eq(conversationMembers.userId, userId), ne(conversations.kind, 'room')))
      .orderBy(asc(conversationMembers.joinedAt)),
    db
      .select({
        conversationId: conversations.id,
        kind: conversations.kind,
        name: conversations.name,
        createdAt: conversations.createdAt,
      })
      .from(conversations)
      .where(eq(conversations.createdBy, userId))
      .orderBy(asc(conversations.createdAt)),
    db
      .select({
        conversationId: conversationMessages.conversationId,
        messageId: conversationMessages.messageId,
        text: conversationMessages.text,
        createdAt: conversationMessages.createdAt,
        deletedAt: conversationMessages.deletedAt,
        editedAt: conversationMessages.editedAt,
        replyToMessageId: answeredInConversation.messageId,
        imageId: sql<string | null>`(select ${chatImages.id} from ${chatImages}
          where ${chatImages.conversationSeq} = ${conversationMessages.seq})`,
      })
      .from(conversationMessages)
      .leftJoin(
        answeredInConversation,
        eq(answeredInConversation.seq, conversationMessages.replyToSeq),
      )
      .where(
        and(
          eq(conversationMessages.userId, userId),
          ne(conversationMessages.conversationId, theRoom),
        ),
      )
      .orderBy(asc(conversationMessages.seq)),
    db
      .select({
        messageId: conversationMessages.messageId,
        emoji: conversationReactions.emoji,
        createdAt: conversationReactions.createdAt,
      })
      .from(conversationReactions)
      .innerJoin(conversationMessages, eq(conversationMessages.seq, conversationReactions.seq))
      .where(
        and(
          eq(conversationReactions.userId, userId),
          ne(conversationMessages.conversationId, theRoom),
        ),
      )
      .orderBy(asc(conversationReactions.createdAt)),
    db
      .select({
        whoCanMessage: messageSettings.whoCanMessage,
        readReceipts: messageSettings.readReceipts,
        updatedAt: messageSettings.updatedAt,
      })
      .from(messageSettings)
      .where(eq(messageSettings.userId, userId)),
  ]);
  return {
    account: account[0],
    photo: photo[0],
    sessions: sessionRows,
    reset: reset[0],
    confirmation: confirmation[0],
    following,
    followers,
    messages,
    sending: sending[0],
    replies,
    blocks: blockRows,
    filed,
    aboutThem,
    actions,
    deleted,
    resolved,
    room: room[0],
    terms,
    reactions,
    images,
    read: read[0],
    notified,
    pushDevices,
    pushSettings: pushSettingRows[0],
    conversations: {
      memberships,
      created,
      messages: conversationMessageRows,
      reactions: conversationReactionRows,
      settings: messageSettingRows[0],
    },
  };
}
