import { expect, test } from 'vitest';
import { CHAT_EDIT_WINDOW_MS, type PersonRef, type Reaction } from '@tuning/shared/chat-extras';
import { chatMessage } from '../../../test/fixtures.ts';
import type { LocalMessage } from './chat-messages.ts';
import {
  canEdit,
  lastEditable,
  previewOf,
  toggledReactions,
  withEdit,
  withPendingReactions,
  withReactions,
  type ReactionOp,
} from './message-changes.ts';

const ann: PersonRef = { userId: 'u-ann', username: 'ann', fullName: 'Ann Lee' };
const ben: PersonRef = { userId: 'u-ben', username: 'ben', fullName: 'Ben Ito' };
const thumbs = (users: PersonRef[], count = users.length): Reaction => ({
  emoji: '👍',
  count,
  users,
});

test('reactionsChanged replaces the list at a revision as new as the one held, never an older one', () => {
  const held: LocalMessage[] = [chatMessage(1, { revision: 5 }), chatMessage(2)];
  const older = withReactions(held, {
    messageId: chatMessage(1).messageId,
    revision: 4,
    reactions: [thumbs([ann])],
  });
  expect(older).toBe(held);
  const newer = withReactions(held, {
    messageId: chatMessage(1).messageId,
    revision: 6,
    reactions: [thumbs([ann])],
  });
  expect(newer[0]).toMatchObject({ revision: 6, reactions: [thumbs([ann])] });
  expect(newer[1]).toBe(held[1]);
  // Heard twice (the same revision): the same list again.
  expect(
    withReactions(newer, { messageId: chatMessage(1).messageId, revision: 6, reactions: [] })[0]
      ?.reactions,
  ).toEqual([]);
  // Unknown, still sending or deleted: nothing to change.
  const gone: LocalMessage[] = [chatMessage(1, { message: '', deleted: true })];
  expect(
    withReactions(gone, { messageId: chatMessage(1).messageId, revision: 9, reactions: [] }),
  ).toBe(gone);
  expect(withReactions(held, { messageId: 'nope', revision: 9, reactions: [] })).toBe(held);
});

test('messageEdited changes the text by revision, and the quotes of it in replies', () => {
  const original = chatMessage(1, { message: 'helo', revision: 2 });
  const reply = chatMessage(2, { replyTo: previewOf(original) });
  const held: LocalMessage[] = [original, reply];
  const event = {
    messageId: original.messageId,
    revision: 3,
    message: 'hello',
    editedAt: 1234,
    mentions: ['u-ann'],
  };
  const edited = withEdit(held, event);
  expect(edited[0]).toMatchObject({
    message: 'hello',
    editedAt: 1234,
    mentions: ['u-ann'],
    revision: 3,
  });
  expect(edited[1]?.replyTo?.snippet).toBe('hello');
  expect(withEdit(edited, { ...event, revision: 2, message: 'stale' })).toBe(edited);
});

test('a reaction set or cleared as the server would: counts, order, the last one removing the emoji', () => {
  expect(toggledReactions(undefined, '👍', ann, true)).toEqual([thumbs([ann])]);
  const two = toggledReactions([thumbs([ben])], '👍', ann, true);
  expect(two).toEqual([thumbs([ben, ann])]);
  // Already so: the same list.
  expect(toggledReactions(two, '👍', ann, true)).toBe(two);
  expect(toggledReactions(two, '👍', ann, false)).toEqual([thumbs([ben])]);
  expect(toggledReactions([thumbs([ann])], '👍', ann, false)).toEqual([]);
  // More people than are named: the count still moves.
  expect(toggledReactions([thumbs([ben], 30)], '👍', ann, true)[0]?.count).toBe(31);
  expect(toggledReactions([thumbs([ben])], '🔥', ann, true).map((r) => r.emoji)).toEqual([
    '👍',
    '🔥',
  ]);
});

test('reactions on their way show on top of what the server said, later taps winning', () => {
  const held: LocalMessage[] = [chatMessage(1, { reactions: [thumbs([ben])] }), chatMessage(2)];
  expect(withPendingReactions(held, [], ann)).toBe(held);
  const ops: ReactionOp[] = [
    { id: 1, messageId: chatMessage(1).messageId, emoji: '👍', on: true, acknowledged: false },
    { id: 2, messageId: chatMessage(1).messageId, emoji: '🔥', on: true, acknowledged: true },
  ];
  const shown = withPendingReactions(held, ops, ann);
  expect(shown[0]?.reactions).toEqual([
    thumbs([ben, ann]),
    { emoji: '🔥', count: 1, users: [ann] },
  ]);
  expect(shown[1]).toBe(held[1]);
});

test('editing: your own stored message, within the window', () => {
  const now = 1_700_000_000_000;
  const mine = chatMessage(1, { userId: 'u-ann', timestamp: now - CHAT_EDIT_WINDOW_MS + 1000 });
  expect(canEdit(mine, 'u-ann', now)).toBe(true);
  expect(canEdit(mine, 'u-ben', now)).toBe(false);
  expect(canEdit({ ...mine, timestamp: now - CHAT_EDIT_WINDOW_MS }, 'u-ann', now)).toBe(false);
  expect(canEdit({ ...mine, seq: undefined, pending: true }, 'u-ann', now)).toBe(false);
  expect(canEdit({ ...mine, deleted: true }, 'u-ann', now)).toBe(false);
});

test('Up edits your newest stored message, only while it can be edited', () => {
  const now = 1_700_000_000_000;
  const recent = now - 60_000;
  const older = chatMessage(1, { userId: 'u-ann', timestamp: recent });
  const newest = chatMessage(2, { userId: 'u-ann', timestamp: recent });
  const bens = chatMessage(3, { userId: 'u-ben', timestamp: recent });
  const sending = { ...chatMessage(4, { userId: 'u-ann', timestamp: recent }), seq: undefined };
  expect(lastEditable([older, newest, bens, sending], 'u-ann', now)).toBe(newest);
  expect(lastEditable([older, { ...newest, deleted: true }], 'u-ann', now)).toBe(older);
  // The newest is too old: an older one is older still, so nothing is edited.
  const stale = { ...newest, timestamp: now - CHAT_EDIT_WINDOW_MS };
  expect(lastEditable([older, stale], 'u-ann', now)).toBeUndefined();
  expect(lastEditable([bens], 'u-ann', now)).toBeUndefined();
  expect(lastEditable([older], undefined, now)).toBeUndefined();
});
