import type { Reaction } from '@tuning/shared/chat-extras';
import { CHAT_TEXT_MAX } from '@tuning/shared/chat-text';

/** What the message list says beyond product.md §8's texts (product.md §13). */
export const chatTexts = {
  newMessages: 'New messages',
  /** Slow mode's count down to the user's next message. */
  sendAgainIn: (seconds: number) => `You can send again in ${seconds}s.`,
  edited: '(edited)',
  editedAt: (when: string) => `Edited ${when}`,
  image: 'Image',
  originalGone: 'The original message is no longer available',
  offline: 'You are offline. Try again when the connection is back.',
  noAnswer: 'The server did not answer. Try again in a moment.',
  reactionFailed: (reason: string) => `Your reaction was not saved. ${reason}`,
  editTooLate: 'Messages can only be edited for 15 minutes after they are sent.',
  editBlank: 'A message cannot be empty. Delete it instead?',
  editTooLong: `A message can be at most ${CHAT_TEXT_MAX.toLocaleString('en-US')} characters.`,
  olderFailed: 'Older messages could not be loaded. Try again in a moment.',
  editHint: 'Enter saves, Escape cancels, Shift+Enter adds a line.',
  sending: 'Sending…',
  notSent: (reason: string) => `Not sent: ${reason}`,
  replyingTo: (name: string) => `Replying to ${name}`,
  /** Under the user's last message in a one-to-one once the other member has read it. */
  seen: 'Seen',
  /**
   * A conversation whose every message is by someone the user blocked or muted: they are hidden,
   * so "No messages yet" would not be true.
   */
  allHidden: 'Messages from people you blocked or muted are hidden.',
} as const;

/** An image's alternative text, in the thumbnail and in the full-size viewer. */
export function imageAlt(authorName: string): string {
  return `Image from ${authorName.trim() || 'Unknown'}`;
}

function joinWithAnd(names: string[]): string {
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Who reacted, for a chip's name and tooltip: "you and Ben Ito", "Ann, Ben and Cy", "you, Ann and
 * 3 others" (the user first; the server names the first people, the count is exact).
 */
export function reactorNames(reaction: Reaction, ownId: string | undefined): string {
  const mine = reaction.users.some((user) => user.userId === ownId);
  const others = reaction.users
    .filter((user) => user.userId !== ownId)
    .map((user) => user.fullName || `@${user.username}`);
  const named = mine ? ['you', ...others] : others;
  if (named.length === 0) return `${reaction.count} ${reaction.count === 1 ? 'person' : 'people'}`;
  if (reaction.count <= 3 && named.length === reaction.count) return joinWithAnd(named);
  const shown = named.slice(0, 2);
  const rest = reaction.count - shown.length;
  return `${shown.join(', ')} and ${rest} ${rest === 1 ? 'other' : 'others'}`;
}

/** A reaction chip's accessible name: "👍 2, reacted by you and Ann Lee". */
export function reactionLabel(reaction: Reaction, ownId: string | undefined): string {
  return `${reaction.emoji} ${reaction.count}, reacted by ${reactorNames(reaction, ownId)}`;
}
