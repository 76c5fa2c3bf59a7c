import {
  CHAT_EDIT_WINDOW_MS,
  type MessageEditedEvent,
  type PersonRef,
  type Reaction,
  type ReactionsChangedEvent,
  type ReplyPreview,
} from '@tuning/shared/chat-extras';
import { replySnippet, revisionOf, type LocalMessage } from './chat-messages.ts';

/**
 * Reactions and edits on the messages held (ADR 0016). Every change carries the message's new
 * revision: one older than what is held was overtaken by another (two instances, a page read
 * before the event) and changes nothing; an equal one is the same change heard twice.
 */

/** Whether `userId` is among the people named on a reaction (the first REACTORS_SHOWN_MAX). */
export function reactedBy(reaction: Reaction, userId: string | undefined): boolean {
  return userId !== undefined && reaction.users.some((user) => user.userId === userId);
}

/** Each of `emojis` with whether `userId` has reacted with it to `message` (the quick reactions). */
export function ownReactions(
  message: LocalMessage,
  emojis: readonly string[],
  userId: string | undefined,
): { emoji: string; mine: boolean }[] {
  return emojis.map((emoji) => {
    const reaction = message.reactions?.find((candidate) => candidate.emoji === emoji);
    return { emoji, mine: reaction ? reactedBy(reaction, userId) : false };
  });
}

/** One message changed by `change`, when it is held, stored and not deleted. */
function changeOne(
  messages: LocalMessage[],
  messageId: string,
  revision: number,
  change: (message: LocalMessage) => LocalMessage,
): LocalMessage[] {
  const index = messages.findIndex((m) => m.messageId === messageId);
  const target = messages[index];
  if (!target || target.seq === undefined || target.deleted) return messages;
  if (revision < revisionOf(target)) return messages;
  const next = [...messages];
  next[index] = change(target);
  return next;
}

/** `reactionsChanged`: the message's whole reaction list at a revision. */
export function withReactions(
  messages: LocalMessage[],
  event: ReactionsChangedEvent,
): LocalMessage[] {
  return changeOne(messages, event.messageId, event.revision, (message) => ({
    ...message,
    reactions: event.reactions,
    revision: event.revision,
  }));
}

/** `messageEdited`: the new text, and the quotes of it in the replies held. */
export function withEdit(messages: LocalMessage[], event: MessageEditedEvent): LocalMessage[] {
  const edited = changeOne(messages, event.messageId, event.revision, (message) => ({
    ...message,
    message: event.message,
    editedAt: event.editedAt,
    mentions: event.mentions,
    revision: event.revision,
  }));
  if (edited === messages) return messages;
  const snippet = replySnippet(event.message);
  return edited.map((m) =>
    m.replyTo?.messageId === event.messageId && !m.replyTo.deleted
      ? { ...m, replyTo: { ...m.replyTo, snippet } }
      : m,
  );
}

/**
 * The reactions with `person`'s `emoji` set (`on`) or cleared, as the server would make them: a
 * new emoji goes last, the person goes last among its people, an emoji nobody has left goes.
 */
export function toggledReactions(
  reactions: Reaction[] | undefined,
  emoji: string,
  person: PersonRef,
  on: boolean,
): Reaction[] {
  const list = reactions ?? [];
  const index = list.findIndex((reaction) => reaction.emoji === emoji);
  const current = list[index];
  const mine = current ? reactedBy(current, person.userId) : false;
  if (mine === on) return list;
  if (!current) return on ? [...list, { emoji, count: 1, users: [person] }] : list;
  const next = on
    ? { emoji, count: current.count + 1, users: [...current.users, person] }
    : {
        emoji,
        count: Math.max(0, current.count - 1),
        users: current.users.filter((user) => user.userId !== person.userId),
      };
  return next.count === 0
    ? list.filter((_, i) => i !== index)
    : list.map((reaction, i) => (i === index ? next : reaction));
}

/** A reaction sent and not yet seen in what the server says (see `ChatSession.react`). */
export interface ReactionOp {
  id: number;
  messageId: string;
  emoji: string;
  on: boolean;
  /** The server acknowledged it; it goes once the reaction list it changed comes back. */
  acknowledged: boolean;
}

/**
 * The messages as the screen shows them: what the server said, with the reactions still on their
 * way on top, so a tap shows at once and a reaction list from someone else does not undo it.
 */
export function withPendingReactions(
  messages: LocalMessage[],
  ops: readonly ReactionOp[],
  me: PersonRef | undefined,
): LocalMessage[] {
  if (ops.length === 0 || !me) return messages;
  const byMessage = new Map<string, ReactionOp[]>();
  for (const op of ops) byMessage.set(op.messageId, [...(byMessage.get(op.messageId) ?? []), op]);
  return messages.map((message) => {
    const mine = byMessage.get(message.messageId);
    if (!mine || message.deleted) return message;
    let reactions = message.reactions;
    for (const op of mine) reactions = toggledReactions(reactions, op.emoji, me, op.on);
    return reactions === message.reactions ? message : { ...message, reactions };
  });
}

/** Whether the server's list already shows what `op` asked for. */
export function reactionApplied(message: LocalMessage | undefined, op: ReactionOp, userId: string) {
  const reaction = message?.reactions?.find((r) => r.emoji === op.emoji);
  return (reaction ? reactedBy(reaction, userId) : false) === op.on;
}

/** The answered message as a reply shows it while it is on its way (the server makes its own). */
export function previewOf(message: LocalMessage): ReplyPreview {
  const { messageId, userId, username, fullName } = message;
  return {
    messageId,
    seq: message.seq ?? 0,
    userId,
    username,
    fullName,
    snippet: message.deleted ? '' : replySnippet(message.message),
    ...(message.deleted ? { deleted: true as const } : {}),
    ...(message.image ? { hasImage: true as const } : {}),
  };
}

/** Whether the user may still edit `message` (their own, stored, within CHAT_EDIT_WINDOW_MS). */
export function canEdit(message: LocalMessage, ownId: string | undefined, now: number): boolean {
  return (
    message.userId === ownId &&
    message.seq !== undefined &&
    !message.deleted &&
    now - message.timestamp < CHAT_EDIT_WINDOW_MS
  );
}

/**
 * The message Up in an empty message box edits (as on Discord): the user's newest message, while
 * it can still be edited.
 */
export function lastEditable(
  messages: readonly LocalMessage[],
  ownId: string | undefined,
  now: number,
): LocalMessage | undefined {
  const last = messages.findLast(
    (message) => message.userId === ownId && message.seq !== undefined && !message.deleted,
  );
  return last && canEdit(last, ownId, now) ? last : undefined;
}
