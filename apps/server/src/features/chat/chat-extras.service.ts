import type { OnlineUser } from '@tuning/shared/chat';
import {
  chatExtrasTexts,
  mentionedNames,
  MENTION_SUGGESTIONS_MAX,
  REACTIONS_PER_MESSAGE_MAX,
  type ChatReadState,
  type EditMessagePayload,
  type MentionSuggestion,
  type MessageEditedEvent,
  type Reaction,
  type ReactionsChangedEvent,
  type ReactPayload,
} from '@tuning/shared/chat-extras';
import { profilePhotoUrl } from '@tuning/shared/profile';
import { safetyTexts } from '@tuning/shared/safety';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEvents } from '../../lib/events.ts';
import {
  applyReaction,
  editMessageText,
  findMentionable,
  findRecentPeople,
  listReactions,
  listReactors,
  lockReactionTarget,
  moveReadPosition,
  readPosition,
  type PersonRow,
} from './chat-extras.queries.ts';
import { toReactions } from './chat-message-view.ts';
import { ChatRefusal, deliveriesOf, type ChatService, type Delivery } from './chat.service.ts';

/** What an action changed, for the socket layer to broadcast; nothing when it changed nothing. */
export interface ReactOutcome {
  changed: ReactionsChangedEvent | undefined;
  notifications: Delivery[];
  /**
   * Everyone with a reaction on the message now: a reader who blocks or mutes one of them gets
   * the list as they see it (`reactionsSeenBy`), not `changed`.
   */
  reactorIds: string[];
  seq?: number;
}

export interface EditOutcome {
  /** The message's author (the broadcast skips those who hide them). */
  authorId: string;
  edited: MessageEditedEvent | undefined;
  notifications: Delivery[];
}

function suggestionOf(row: PersonRow): MentionSuggestion {
  return {
    userId: row.id,
    username: row.userName,
    fullName: row.fullName,
    profilePic: profilePhotoUrl(row.id, row.photoVersion),
  };
}

/**
 * product.md §13's chat actions beside sending: reactions, edits, the read position and the `@`
 * autocomplete. Reached from the socket (react, edit) and HTTP (read position, mentions).
 */
export function createChatExtrasService(deps: { db: Db; chat: ChatService; events?: AppEvents }) {
  const { db, chat } = deps;

  async function actor(userId: string): Promise<OnlineUser> {
    const author = await chat.loadAuthor(userId);
    if (!author) throw new AppError('UNAUTHORIZED', 'Not signed in');
    return author;
  }

  return {
    /**
     * Sets or clears the user's emoji on a message. Setting one that is set (or clearing one that
     * is not) changes nothing: no new revision, nothing to broadcast.
     */
    async react(userId: string, payload: ReactPayload): Promise<ReactOutcome> {
      const outcome = await db.transaction(async (tx) => {
        const target = await lockReactionTarget(tx, payload.messageId, userId, payload.emoji);
        if (!target || target.deleted) throw new AppError('NOT_FOUND', safetyTexts.messageGone);
        if (payload.on) {
          if (target.blocked) throw new AppError('FORBIDDEN', chatExtrasTexts.cannotReact);
          if (!target.hasEmoji && target.emojiCount >= REACTIONS_PER_MESSAGE_MAX) {
            throw new AppError('BAD_REQUEST', chatExtrasTexts.reactionsFull);
          }
        }
        const applied = await applyReaction(tx, {
          seq: target.seq,
          authorId: target.authorId,
          userId,
          emoji: payload.emoji,
          on: payload.on,
        });
        if (applied.revision === undefined) return undefined;
        // Read under the message's lock: exactly the state this revision names.
        const reactions = await listReactions(tx, target.seq);
        const reactorIds = await listReactors(tx, target.seq);
        return { target, applied, reactions, reactorIds };
      });
      if (!outcome) return { changed: undefined, notifications: [], reactorIds: [] };
      chat.historyChanged();
      const { target, applied, reactions, reactorIds } = outcome;
      const notifications = applied.notified
        ? deliveriesOf([applied.notified], await actor(userId), {
            messageId: payload.messageId,
            seq: target.seq,
            text: target.text,
            createdAt: applied.notified.createdAt.getTime(),
            emoji: payload.emoji,
          })
        : [];
      return {
        changed: {
          messageId: payload.messageId,
          revision: applied.revision!,
          reactions: toReactions(reactions),
        },
        notifications,
        reactorIds,
        seq: target.seq,
      };
    },

    /** A message's reactions as `viewerId` sees them: none of those they block or mute. */
    async reactionsSeenBy(seq: number, viewerId: string): Promise<Reaction[]> {
      return toReactions(await listReactions(db, seq, viewerId));
    },

    /**
     * The author's new text for a message sent less than CHAT_EDIT_WINDOW_MS ago, held to the
     * same word filter as a new message. The same text again changes nothing.
     */
    async edit(userId: string, payload: EditMessagePayload): Promise<EditOutcome> {
      const term = (await chat.wordFilter()).match(payload.message);
      if (term !== undefined) {
        throw new ChatRefusal('filtered', 'BAD_REQUEST', safetyTexts.filtered(term));
      }
      const result = await editMessageText(db, {
        messageId: payload.messageId,
        userId,
        text: payload.message,
        names: payload.message.includes('@') ? mentionedNames(payload.message) : [],
      });
      if (result.authorId === undefined || result.deleted) {
        throw new AppError('NOT_FOUND', safetyTexts.messageGone);
      }
      if (result.authorId !== userId) throw new AppError('FORBIDDEN', chatExtrasTexts.editOwnOnly);
      if (!result.edited) {
        // Unchanged (a resend after a lost ack, or nothing new) is done; too late is refused.
        if (result.expired) throw new AppError('FORBIDDEN', chatExtrasTexts.editTooLate);
        return { authorId: userId, edited: undefined, notifications: [] };
      }
      chat.historyChanged();
      const { edited } = result;
      const notifications =
        result.notified.length > 0
          ? deliveriesOf(result.notified, await actor(userId), {
              messageId: payload.messageId,
              seq: edited.seq,
              text: payload.message,
              createdAt: edited.editedAt.getTime(),
            })
          : [];
      return {
        authorId: userId,
        edited: {
          messageId: payload.messageId,
          revision: edited.revision,
          message: payload.message,
          editedAt: edited.editedAt.getTime(),
          mentions: edited.mentions,
        },
        notifications,
      };
    },

    readState(userId: string): Promise<ChatReadState> {
      return readPosition(db, userId);
    },

    /** Forward only, and never past the newest message; the user's other sockets are told. */
    async markRead(userId: string, seq: number): Promise<ChatReadState> {
      const { lastReadSeq, unread, moved } = await moveReadPosition(db, userId, seq);
      if (moved) deps.events?.emit('readPositionChanged', { userId, lastReadSeq });
      return { lastReadSeq, unread };
    },

    /** People to mention: by username or a word of the name; recent and followed ones for ''. */
    async mentionSuggestions(userId: string, q: string): Promise<MentionSuggestion[]> {
      const query = q.trim().replace(/^@/, '');
      const rows =
        query === ''
          ? await findRecentPeople(db, userId, MENTION_SUGGESTIONS_MAX)
          : await findMentionable(db, userId, query, MENTION_SUGGESTIONS_MAX);
      return rows.map(suggestionOf);
    },
  };
}

export type ChatExtrasService = ReturnType<typeof createChatExtrasService>;
