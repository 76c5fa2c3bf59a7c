import type { OnlineUser } from '@tuning/shared/chat';
import { chatExtrasTexts, mentionedNames } from '@tuning/shared/chat-extras';
import type { ConversationReactionsEvent } from '@tuning/shared/conversations';
import { isModerator, safetyTexts, type UserRole } from '@tuning/shared/safety';
import {
  CONVERSATION_HISTORY_PAGE,
  CONVERSATION_MEMBERS_MAX,
  conversationTexts,
  INBOX_PAGE,
  type WhoCanMessage,
} from '@tuning/shared/conversations';
import type {
  ConversationHistory,
  ConversationMessage,
  ConversationSummary,
  ConversationMember,
  InboxPage,
  MessageSettings,
} from '@tuning/shared/conversations-response-schemas';
import type {
  ConversationDeletePayload,
  ConversationEditPayload,
  ConversationReactPayload,
  ConversationSendBody,
  CreateGroupBody,
  InboxQuery,
} from '@tuning/shared/conversations-schemas';
import { profilePhotoUrl } from '@tuning/shared/profile';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEvents } from '../../lib/events.ts';
import { LIMITS } from '../../lib/limits.ts';
import { createWindowCounter, type WindowCounter } from '../../lib/window-counter.ts';
import { isSuspended, suspendedError } from '../auth/suspension.ts';
import { isBlockedEitherWay } from '../blocks/blocks.queries.ts';
import { toChatMessage, toReactions } from '../chat/chat-message-view.ts';
import { deliveriesOf } from '../chat/chat.service.ts';
import {
  attachImage,
  editConversationMessage,
  mentionedMembers,
  notifyConversation,
  tombstoneConversationMessage,
  type StoredConversationNotification,
} from './conversation-messages.queries.ts';
import type { ConversationDelivery } from './conversation-delivery.ts';
import {
  declineRequestsFrom,
  deleteMember,
  directKeyOf,
  findDirect,
  findPerson,
  findPersonByName,
  followsPerson,
  inboxPage,
  insertConversation,
  insertMember,
  insertMessage,
  lastMessagesOf,
  markRead,
  markRequestSent,
  messageSettingsOf,
  receiptsOff,
  membersOf,
  membershipOf,
  messageByMessageId,
  reactionsOf,
  renameConversation,
  requestsStartedSince,
  setMemberStatus,
  setMessageSettings,
  setReaction,
  unreadInEach,
  whoCanMessage,
  historyPage,
  countMembers,
  type ConversationMessageRow,
  type MemberRow,
  type Membership,
  type PersonRow,
} from './conversations.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The other side of a one-to-one whose member deleted their account: their messages went with
 * it, and the conversation stays, read-only, with this in their place.
 */
const DELETED_MEMBER: ConversationMember = {
  userId: '',
  username: '',
  fullName: conversationTexts.deletedAccount,
  profilePic: '',
  status: 'accepted',
};

/** An edit or a deletion refused, in the room's words. */
function refusal(why: 'missing' | 'forbidden' | 'expired' | 'deleteForbidden'): AppError {
  if (why === 'missing') return new AppError('NOT_FOUND', safetyTexts.messageGone);
  if (why === 'deleteForbidden') return new AppError('FORBIDDEN', safetyTexts.deleteNotAllowed);
  return new AppError(
    'FORBIDDEN',
    why === 'expired' ? chatExtrasTexts.editTooLate : chatExtrasTexts.editOwnOnly,
  );
}

/** Each message action's window: the group chat's numbers (product.md §9), counted apart. */
const ACTION_LIMITS = {
  conversationSend: LIMITS.chatSends,
  conversationReact: LIMITS.chatReactions,
  conversationEdit: LIMITS.chatEdits,
  conversationDelete: LIMITS.chatDeletes,
};

const notFound = () => new AppError('NOT_FOUND', conversationTexts.notFound);
const cannotMessage = () => new AppError('FORBIDDEN', conversationTexts.cannotMessage);

/** A stored message as the room shows one (the same view), with its conversation. */
export function toConversationMessage(row: ConversationMessageRow): ConversationMessage {
  return { ...toChatMessage(row), conversationId: row.conversationId };
}

/** One live membership: the reader's row, and every member (the reader too). */
interface Live {
  membership: Membership;
  members: MemberRow[];
}

export type ConversationsService = ReturnType<typeof createConversationsService>;

/**
 * Private conversations of 2–10 (issue 34, ADR 0035). Every call reads the caller's membership
 * first: someone who is not a member (or declined, or was removed) is told the conversation does
 * not exist; a one-to-one across a block takes nothing from either side.
 */
export function createConversationsService(deps: {
  db: Db;
  deliver: ConversationDelivery;
  /** The bell: notifications stored here reach their recipients through `notificationsCreated`. */
  events?: AppEvents;
  counter?: WindowCounter;
  now?: () => number;
}) {
  const { db, deliver } = deps;
  const counter = deps.counter ?? createWindowCounter({});
  const now = deps.now ?? Date.now;

  async function limit(key: string, userId: string, window: { max: number; windowMs: number }) {
    if (!(await counter.hit(`${key}:${userId}`, window))) {
      throw new AppError('RATE_LIMITED', conversationTexts.tooFast);
    }
  }

  /** The caller's membership, refused when they are not (or no longer) a member. */
  async function member(userId: string, conversationId: string): Promise<Live> {
    const membership = await membershipOf(db, conversationId, userId);
    if (!membership || membership.status === 'declined') throw notFound();
    const members = (await membersOf(db, [conversationId])).get(conversationId) ?? [];
    return { membership, members };
  }

  /** For live events (send, react, typing, join): also refused across a one-to-one's block. */
  async function talking(userId: string, conversationId: string): Promise<Live> {
    const live = await member(userId, conversationId);
    if (live.membership.kind === 'direct') {
      const other = live.members.find((m) => m.userId !== userId);
      if (!other || (await isBlockedEitherWay(db, userId, other.userId))) throw cannotMessage();
    }
    return live;
  }

  /** Sending, reacting, editing, deleting and starting conversations: not while suspended. */
  async function active(userId: string): Promise<PersonRow> {
    const self = await findPerson(db, userId);
    if (!self) throw new AppError('UNAUTHORIZED', 'Not signed in');
    if (isSuspended(self.suspendedUntil, new Date(now())))
      throw suspendedError(self.suspendedUntil);
    return self;
  }

  /**
   * A member sending, reacting, editing or deleting: live in the conversation (across no block;
   * to delete, a member is enough), not suspended, within the group chat's per-person limit for
   * the action, counted apart from the room's.
   */
  async function acting(
    userId: string,
    conversationId: string,
    action: keyof typeof ACTION_LIMITS,
  ) {
    const live = await (action === 'conversationDelete' ? member : talking)(userId, conversationId);
    const self = await active(userId);
    await limit(action, userId, ACTION_LIMITS[action]);
    return { live, self };
  }

  /** Notifications stored for a message, as the bell shows them, to their recipients. */
  function ring(
    stored: readonly StoredConversationNotification[],
    message: ConversationMessage,
    createdAt: number,
  ) {
    if (stored.length === 0 || !deps.events) return;
    const actor: OnlineUser = {
      userId: message.userId,
      username: message.username,
      fullName: message.fullName,
      profilePic: message.profilePic,
    };
    const deliveries = deliveriesOf(stored, actor, {
      messageId: message.messageId,
      seq: message.seq,
      text: message.message,
      createdAt,
    }).map((delivery, i) => ({
      recipientId: delivery.recipientId,
      notification: {
        ...delivery.notification,
        conversationId: message.conversationId,
        ...(stored[i]!.kind === 'message' ? { count: stored[i]!.count } : {}),
      },
    }));
    deps.events.emit('notificationsCreated', deliveries);
  }

  /** The message `messageId` of this conversation, not deleted; refused in the room's words. */
  async function messageIn(conversationId: string, messageId: string, gone: string) {
    const message = await messageByMessageId(db, messageId);
    if (!message || message.conversationId !== conversationId || message.deletedAt) {
      throw new AppError('NOT_FOUND', gone);
    }
    return message;
  }

  /** Whether `recipient`'s setting lets `sender` start a conversation with them. */
  async function mayStart(senderId: string, recipientId: string): Promise<boolean> {
    const who: WhoCanMessage = await whoCanMessage(db, recipientId);
    if (who === 'nobody') return false;
    if (who === 'following') return followsPerson(db, recipientId, senderId);
    return true;
  }

  async function person(userName: string): Promise<PersonRow> {
    const found = await findPersonByName(db, userName);
    if (!found) throw new AppError('NOT_FOUND', conversationTexts.userNotFound);
    return found;
  }

  /** A person the creator may put in a conversation: no block, and their setting allows it. */
  async function admissible(
    creatorId: string,
    other: PersonRow,
  ): Promise<'accepted' | 'requested'> {
    if (other.id === creatorId) throw new AppError('BAD_REQUEST', conversationTexts.self);
    if (await isBlockedEitherWay(db, creatorId, other.id)) {
      throw new AppError('FORBIDDEN', conversationTexts.cannotAdd(other.userName));
    }
    if (!(await mayStart(creatorId, other.id))) {
      throw new AppError('FORBIDDEN', conversationTexts.cannotAdd(other.userName));
    }
    return (await followsPerson(db, other.id, creatorId)) ? 'accepted' : 'requested';
  }

  async function summaries(userId: string, rows: Membership[]): Promise<ConversationSummary[]> {
    const ids = rows.map((row) => row.conversationId);
    const [members, last] = await Promise.all([membersOf(db, ids), lastMessagesOf(db, ids)]);
    // "Seen" is shown in one-to-ones, only while both the reader and the other have it on.
    const directOthers = rows.flatMap((row) =>
      row.kind === 'direct'
        ? (members.get(row.conversationId) ?? []).filter((m) => m.userId !== userId)
        : [],
    );
    const [off, unread] = await Promise.all([
      directOthers.length === 0
        ? new Set<string>()
        : receiptsOff(db, [userId, ...directOthers.map((m) => m.userId)]),
      unreadInEach(
        db,
        userId,
        rows
          .filter((row) => last.has(row.conversationId))
          .map((row) => ({
            conversationId: row.conversationId,
            lastReadSeq: Number(row.lastReadSeq),
          })),
      ),
    ]);
    return rows.map((row) => {
      const lastRow = last.get(row.conversationId);
      const others = (members.get(row.conversationId) ?? []).filter((m) => m.userId !== userId);
      return {
        conversationId: row.conversationId,
        kind: row.kind,
        name: row.name,
        createdBy: row.createdBy,
        status: row.status,
        members:
          row.kind === 'direct' && others.length === 0
            ? [DELETED_MEMBER]
            : others.map((m) => {
                const member: ConversationMember = {
                  userId: m.userId,
                  username: m.userName,
                  fullName: m.fullName,
                  profilePic: profilePhotoUrl(m.userId, m.photoVersion),
                  // A deleted request looks unanswered to the others: they learn nothing of it.
                  status: m.status === 'declined' ? 'requested' : m.status,
                };
                // Nothing of a request's reading shows to its sender until it is accepted.
                const seen =
                  row.kind === 'direct' &&
                  m.status === 'accepted' &&
                  !off.has(userId) &&
                  !off.has(m.userId);
                if (seen) member.lastReadSeq = Number(m.lastReadSeq);
                return member;
              }),
        lastMessage: lastRow ? toConversationMessage(lastRow) : null,
        unread: unread.get(row.conversationId) ?? 0,
        lastReadSeq: Number(row.lastReadSeq),
        activity: Number(row.activity),
      };
    });
  }

  async function summary(userId: string, conversationId: string): Promise<ConversationSummary> {
    const { membership } = await member(userId, conversationId);
    const [one] = await summaries(userId, [membership]);
    return one!;
  }

  const everyone = (live: Live) => live.members.map((m) => m.userId);

  return {
    summary,

    async inbox(userId: string, query: InboxQuery): Promise<InboxPage> {
      const rows = await inboxPage(db, userId, query.folder, query.before, INBOX_PAGE);
      const page = rows.slice(0, INBOX_PAGE).map((row) => ({ ...row, requestSentAt: null }));
      const conversations = await summaries(userId, page);
      const last = page.at(-1);
      return rows.length > INBOX_PAGE && last
        ? { conversations, next: Number(last.activity) }
        : { conversations };
    },

    /** The one-to-one with `userName`: the one there is, or a new one. */
    async openDirect(userId: string, userName: string): Promise<ConversationSummary> {
      await active(userId);
      const other = await person(userName);
      if (other.id === userId) throw new AppError('BAD_REQUEST', conversationTexts.self);
      const key = directKeyOf(userId, other.id);
      const existing = await findDirect(db, key);
      const mine = existing ? await membershipOf(db, existing, userId) : null;
      if (existing && mine) {
        // Opening a request one deleted takes it back: their own choice, so it is accepted.
        if (mine.status === 'declined') await setMemberStatus(db, existing, userId, 'accepted');
        return summary(userId, existing);
      }
      if (await isBlockedEitherWay(db, userId, other.id)) throw cannotMessage();
      if (!(await mayStart(userId, other.id))) throw cannotMessage();
      const status = (await followsPerson(db, other.id, userId)) ? 'accepted' : 'requested';
      const id = await insertConversation(
        db,
        { kind: 'direct', name: null, createdBy: userId, directKey: key },
        [
          { userId, status: 'accepted' },
          { userId: other.id, status },
        ],
      );
      return summary(userId, id);
    },

    /** A group of the creator and people they follow (2–10 in all). */
    async createGroup(userId: string, body: CreateGroupBody): Promise<ConversationSummary> {
      await active(userId);
      const names = [...new Set(body.userNames.map((name) => name.toLowerCase()))];
      const people = await Promise.all(names.map(person));
      const members: { userId: string; status: 'accepted' | 'requested' }[] = [
        { userId, status: 'accepted' },
      ];
      for (const other of people) {
        if (other.id !== userId && !(await followsPerson(db, userId, other.id))) {
          throw new AppError('FORBIDDEN', conversationTexts.notFollowing(other.userName));
        }
        members.push({ userId: other.id, status: await admissible(userId, other) });
      }
      if (members.length > CONVERSATION_MEMBERS_MAX) {
        throw new AppError('BAD_REQUEST', conversationTexts.tooManyMembers);
      }
      const id = await insertConversation(
        db,
        { kind: 'group', name: body.name, createdBy: userId },
        members,
      );
      deliver.changed(
        id,
        members.map((m) => m.userId),
      );
      return summary(userId, id);
    },

    async rename(userId: string, conversationId: string, name: string) {
      const live = await creatorOfGroup(userId, conversationId);
      await renameConversation(db, conversationId, name);
      deliver.changed(conversationId, everyone(live));
      return summary(userId, conversationId);
    },

    async addMember(userId: string, conversationId: string, userName: string) {
      const live = await creatorOfGroup(userId, conversationId);
      await active(userId);
      const other = await person(userName);
      if (live.members.some((m) => m.userId === other.id)) {
        throw new AppError('CONFLICT', conversationTexts.alreadyMember);
      }
      if (!(await followsPerson(db, userId, other.id))) {
        throw new AppError('FORBIDDEN', conversationTexts.notFollowing(other.userName));
      }
      const status = await admissible(userId, other);
      if ((await countMembers(db, conversationId)) >= CONVERSATION_MEMBERS_MAX) {
        throw new AppError('BAD_REQUEST', conversationTexts.tooManyMembers);
      }
      await insertMember(db, conversationId, other.id, status);
      deliver.changed(conversationId, [...everyone(live), other.id]);
      return summary(userId, conversationId);
    },

    async removeMember(userId: string, conversationId: string, removedId: string) {
      const live = await creatorOfGroup(userId, conversationId);
      if (removedId === userId) {
        throw new AppError('BAD_REQUEST', conversationTexts.creatorCannotBeRemoved);
      }
      if (!(await deleteMember(db, conversationId, removedId))) {
        throw new AppError('NOT_FOUND', conversationTexts.notMember);
      }
      deliver.removed(conversationId, [removedId]);
      deliver.changed(conversationId, everyone(live));
    },

    /** A member leaves a group (a one-to-one is declined or kept, never left). */
    async leave(userId: string, conversationId: string) {
      const live = await member(userId, conversationId);
      if (live.membership.kind !== 'group') {
        throw new AppError('BAD_REQUEST', conversationTexts.groupOnly);
      }
      await deleteMember(db, conversationId, userId);
      deliver.removed(conversationId, [userId]);
      deliver.changed(conversationId, everyone(live));
    },

    async accept(userId: string, conversationId: string) {
      const live = await member(userId, conversationId);
      if (live.membership.status === 'requested') {
        await setMemberStatus(db, conversationId, userId, 'accepted');
        deliver.changed(conversationId, [userId]);
      }
      return summary(userId, conversationId);
    },

    /** Deletes a request: it leaves the list, and its sender's messages to it are refused. */
    async decline(userId: string, conversationId: string) {
      const live = await member(userId, conversationId);
      if (live.membership.status !== 'requested') {
        throw new AppError('BAD_REQUEST', 'Only a request can be deleted');
      }
      await setMemberStatus(db, conversationId, userId, 'declined');
      deliver.removed(conversationId, [userId]);
      deliver.changed(conversationId, [userId]);
    },

    async history(
      userId: string,
      conversationId: string,
      before: number | undefined,
    ): Promise<ConversationHistory> {
      await member(userId, conversationId);
      const page = await historyPage(db, conversationId, before, CONVERSATION_HISTORY_PAGE);
      return { messages: page.rows.map(toConversationMessage), hasMore: page.hasMore };
    },

    /**
     * Forward only. In a one-to-one the other member's sockets hear where the reader stopped
     * ("Seen"), unless either of them has read receipts off or the reader has not accepted.
     */
    async markRead(userId: string, conversationId: string, seq: number) {
      const live = await member(userId, conversationId);
      const { moved, ...state } = await markRead(db, conversationId, userId, seq);
      const other = live.members.find((m) => m.userId !== userId);
      if (
        moved &&
        live.membership.kind === 'direct' &&
        live.membership.status === 'accepted' &&
        other &&
        other.status !== 'declined' &&
        (await receiptsOff(db, [userId, other.userId])).size === 0
      ) {
        deliver.read({ conversationId, userId, lastReadSeq: state.lastReadSeq }, [other.userId]);
      }
      return state;
    },

    /**
     * Stores and delivers a message: its text (the mentions a group's members find in it), the
     * message of this conversation it answers, its image. A resend of a stored messageId by its
     * author is answered with the stored message and delivered again to nobody.
     */
    async send(
      userId: string,
      conversationId: string,
      body: ConversationSendBody,
    ): Promise<ConversationMessage> {
      const { live, self } = await acting(userId, conversationId, 'conversationSend');
      const waiting = live.members.filter((m) => m.userId !== userId && m.status !== 'accepted');
      if (live.membership.kind === 'direct') {
        const other = live.members.find((m) => m.userId !== userId)!;
        if (other.status === 'declined') throw cannotMessage();
        if (other.status === 'requested' && !(await mayStart(userId, other.userId))) {
          throw cannotMessage();
        }
      }
      const answered = body.replyTo
        ? await messageIn(conversationId, body.replyTo, chatExtrasTexts.replyGone)
        : undefined;
      const names =
        live.membership.kind === 'group' && body.message.includes('@')
          ? mentionedNames(body.message)
          : [];
      const startsRequest =
        live.membership.createdBy === userId &&
        live.membership.requestSentAt === null &&
        waiting.some((m) => m.status === 'requested');
      const stored = await db.transaction(async (tx) => {
        if (startsRequest) {
          const young = now() - self.createdAt.getTime() < LIMITS.messageRequests.newAccountMs;
          const max = young
            ? LIMITS.messageRequests.newAccountPerDay
            : LIMITS.messageRequests.perDay;
          if ((await requestsStartedSince(tx, userId, new Date(now() - DAY_MS))) >= max) {
            throw new AppError('RATE_LIMITED', conversationTexts.tooManyRequests);
          }
          await markRequestSent(tx, conversationId);
        }
        const row = await insertMessage(tx, {
          conversationId,
          messageId: body.messageId,
          userId,
          text: body.message,
          replyToSeq: answered?.seq,
          mentions: mentionedMembers(conversationId, userId, names),
        });
        if (!row) return null;
        if (body.imageId && !(await attachImage(tx, body.imageId, userId, row.seq))) {
          throw new AppError('BAD_REQUEST', chatExtrasTexts.imageGone);
        }
        // A reply is an answer to a request.
        if (live.membership.status === 'requested') {
          await setMemberStatus(tx, conversationId, userId, 'accepted');
        }
        const notified = await notifyConversation(
          tx,
          { conversationId, seq: row.seq, actorId: userId, mentions: row.mentions },
          { message: true },
        );
        return { ...row, notified };
      });
      const message = await messageByMessageId(db, body.messageId);
      if (!message || message.userId !== userId || message.conversationId !== conversationId) {
        throw new AppError('CONFLICT', conversationTexts.messageIdTaken);
      }
      const view = toConversationMessage(message);
      if (stored) {
        deliver.message(
          view,
          live.members.filter((m) => m.status !== 'declined').map((m) => m.userId),
        );
        ring(stored.notified, view, view.timestamp);
      }
      return view;
    },

    /** Sets or clears one reaction; delivered only when it changed something. */
    async react(userId: string, payload: ConversationReactPayload) {
      await acting(userId, payload.conversationId, 'conversationReact');
      const message = await messageIn(
        payload.conversationId,
        payload.messageId,
        safetyTexts.messageGone,
      );
      const revision = await setReaction(db, message.seq, userId, payload.emoji, payload.on);
      if (revision === null) return;
      const reactions = (await reactionsOf(db, [message.seq])).get(message.seq) ?? [];
      const event: ConversationReactionsEvent = {
        conversationId: payload.conversationId,
        messageId: payload.messageId,
        revision,
        reactions: toReactions(reactions),
      };
      deliver.reactions(event);
    },

    /**
     * The author's new text within 15 minutes, as in the room (its texts too); members the
     * new text names are told. The same text again changes nothing and is done.
     */
    async edit(userId: string, payload: ConversationEditPayload): Promise<void> {
      const { live } = await acting(userId, payload.conversationId, 'conversationEdit');
      const result = await editConversationMessage(db, {
        conversationId: payload.conversationId,
        messageId: payload.messageId,
        userId,
        text: payload.message,
        names:
          live.membership.kind === 'group' && payload.message.includes('@')
            ? mentionedNames(payload.message)
            : [],
      });
      if (result.outcome !== 'edited') {
        if (result.outcome === 'unchanged') return;
        throw refusal(result.outcome);
      }
      deliver.edited({
        conversationId: payload.conversationId,
        messageId: payload.messageId,
        revision: result.revision,
        message: payload.message,
        editedAt: result.editedAt.getTime(),
        mentions: result.mentions,
      });
      if (result.notified.length > 0) {
        const message = await messageByMessageId(db, payload.messageId);
        if (message)
          ring(result.notified, toConversationMessage(message), result.editedAt.getTime());
      }
    },

    /**
     * The author's own message becomes a tombstone ("message deleted"), its reactions, image and
     * notifications gone; deleting one deleted already is done again, announcing nothing.
     */
    async deleteMessage(userId: string, payload: ConversationDeletePayload): Promise<void> {
      await acting(userId, payload.conversationId, 'conversationDelete');
      const result = await tombstoneConversationMessage(db, {
        conversationId: payload.conversationId,
        messageId: payload.messageId,
        userId,
      });
      if (result.outcome !== 'deleted') {
        if (result.outcome === 'deleted-already') return;
        throw refusal(result.outcome === 'forbidden' ? 'deleteForbidden' : result.outcome);
      }
      deliver.deleted({
        conversationId: payload.conversationId,
        messageId: payload.messageId,
        revision: result.revision,
      });
    },

    /**
     * A moderator deleting a reported message (product.md §12, the admin page): the tombstone as
     * the author's own deletion makes it, live to the conversation's open screens, with `record`
     * (the moderation log, the report's closing) in its transaction. Moderators reach members'
     * messages, admins everyone's; the moderator need not be a member (the report is their view).
     */
    async deleteAsModerator(
      actor: { userId: string; role: UserRole },
      target: { conversationId: string; messageId: string },
      record: (tx: Tx) => Promise<void>,
    ): Promise<'deleted' | 'not-found' | 'forbidden'> {
      const result = await tombstoneConversationMessage(db, {
        ...target,
        userId: actor.userId,
        reach: actor.role === 'admin' ? 'all' : isModerator(actor.role) ? 'members' : 'own',
        record,
      });
      if (result.outcome === 'forbidden') return 'forbidden';
      if (result.outcome !== 'deleted') return 'not-found';
      deliver.deleted({ ...target, revision: result.revision });
      return 'deleted';
    },

    /** Join and typing: a live member, across no block. */
    async mayTalk(userId: string, conversationId: string): Promise<void> {
      await talking(userId, conversationId);
    },

    /** A block between two people ends their one-to-one, on every instance. */
    /**
     * `userId` blocked `personId`: the requests `personId` started to them are declined before
     * the block is answered, so Requests and its count no longer show them (product.md §15).
     */
    async declineRequestsOnBlock(userId: string, personId: string) {
      for (const conversationId of await declineRequestsFrom(db, userId, personId)) {
        deliver.removed(conversationId, [userId]);
        deliver.changed(conversationId, [userId]);
      }
    },

    async blockChanged(blockerId: string, blockedId: string) {
      const id = await findDirect(db, directKeyOf(blockerId, blockedId));
      if (!id) return;
      if (await isBlockedEitherWay(db, blockerId, blockedId)) {
        deliver.removed(id, [blockerId, blockedId]);
      }
      deliver.changed(id, [blockerId, blockedId]);
    },

    /** Conversations changed from outside (an account deleted): their members are told. */
    changed(changes: readonly { conversationId: string; userIds: readonly string[] }[]) {
      for (const change of changes) deliver.changed(change.conversationId, change.userIds);
    },

    settings: (userId: string): Promise<MessageSettings> => messageSettingsOf(db, userId),
    setSettings: (userId: string, change: Partial<MessageSettings>): Promise<MessageSettings> =>
      setMessageSettings(db, userId, change),
  };

  async function creatorOfGroup(userId: string, conversationId: string): Promise<Live> {
    const live = await member(userId, conversationId);
    if (live.membership.kind !== 'group') {
      throw new AppError('BAD_REQUEST', conversationTexts.groupOnly);
    }
    if (live.membership.createdBy !== userId) {
      throw new AppError('FORBIDDEN', conversationTexts.creatorOnly);
    }
    return live;
  }
}
