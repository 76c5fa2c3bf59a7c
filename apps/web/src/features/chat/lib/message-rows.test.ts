import { expect, test } from 'vitest';
import type { LocalMessage } from './chat-messages.ts';
import { GROUP_WINDOW_MS, messageRows, type MessageRow } from './message-rows.ts';

const NOON = new Date(2026, 2, 4, 12, 0).getTime();
const MINUTE = 60_000;

let n = 0;
function msg(userId: string, timestamp: number, extra: Partial<LocalMessage> = {}): LocalMessage {
  n += 1;
  return {
    message: `m${n}`,
    timestamp,
    userId,
    username: userId,
    fullName: userId.toUpperCase(),
    profilePic: '',
    messageId: `${userId}-${n}`,
    seq: n,
    ...extra,
  };
}

/** Each row as a short string: "day:Today", "new", "+m1" for a group's head, "m2" after it. */
const shape = (rows: MessageRow[]) =>
  rows.map((row) =>
    row.kind === 'day'
      ? `day:${row.label}`
      : row.kind === 'unread'
        ? 'new'
        : `${row.head ? '+' : ''}${row.message.message}`,
  );

const options = { now: NOON + 60 * MINUTE, ownId: 'me' };

test('one author within the window is one group; another author or a long pause starts one', () => {
  n = 0;
  const rows = messageRows(
    [
      msg('ann', NOON),
      msg('ann', NOON + MINUTE),
      msg('ann', NOON + MINUTE + GROUP_WINDOW_MS),
      msg('ann', NOON + 2 * MINUTE + 2 * GROUP_WINDOW_MS),
      msg('ben', NOON + 7 * MINUTE),
      msg('ann', NOON + 8 * MINUTE),
    ],
    options,
  );
  expect(shape(rows)).toEqual(['day:Today', '+m1', 'm2', 'm3', '+m4', '+m5', '+m6']);
});

test('a day separator or the "New messages" line starts a group; the line goes before the first unread message by someone else', () => {
  n = 0;
  const yesterday = NOON - 24 * 60 * MINUTE;
  const messages = [
    msg('ann', yesterday),
    msg('ann', NOON - 12 * 60 * MINUTE + MINUTE),
    msg('ann', NOON - 12 * 60 * MINUTE + 2 * MINUTE),
    msg('me', NOON - 12 * 60 * MINUTE + 3 * MINUTE),
    msg('ben', NOON - 12 * 60 * MINUTE + 4 * MINUTE),
    msg('ben', NOON - 12 * 60 * MINUTE + 5 * MINUTE),
  ];
  expect(shape(messageRows(messages, { ...options, firstUnreadSeq: 3 }))).toEqual([
    'day:Yesterday',
    '+m1',
    'day:Today',
    '+m2',
    'new',
    '+m3',
    '+m4',
    '+m5',
    'm6',
  ]);
  // The user's own messages are never unread: the line waits for someone else's.
  expect(shape(messageRows(messages, { ...options, firstUnreadSeq: 4 }))).toEqual([
    'day:Yesterday',
    '+m1',
    'day:Today',
    '+m2',
    'm3',
    '+m4',
    'new',
    '+m5',
    'm6',
  ]);
  // Nothing unread (or read to the end): no line.
  expect(shape(messageRows(messages, { ...options, firstUnreadSeq: 7 }))).not.toContain('new');
  expect(shape(messageRows(messages, options))).not.toContain('new');
  // A first visit (nothing read before): the line above the first message by someone else.
  expect(shape(messageRows(messages, { ...options, firstUnreadSeq: 1 }))).toEqual([
    'day:Yesterday',
    'new',
    '+m1',
    'day:Today',
    '+m2',
    'm3',
    '+m4',
    '+m5',
    'm6',
  ]);
});

test('a reply always heads a group, so its quote sits under the name; messages still sending group too', () => {
  n = 0;
  const first = msg('ann', NOON);
  const rows = messageRows(
    [
      first,
      msg('ann', NOON + MINUTE, {
        replyTo: {
          messageId: first.messageId,
          seq: 1,
          userId: 'ann',
          username: 'ann',
          fullName: 'ANN',
          snippet: 'm1',
        },
      }),
      msg('ann', NOON + 2 * MINUTE),
      msg('ann', NOON + 3 * MINUTE, { seq: undefined, pending: true }),
      msg('ann', NOON + 4 * MINUTE, { seq: undefined, outgoing: { replyTo: first.messageId } }),
    ],
    options,
  );
  expect(shape(rows)).toEqual(['day:Today', '+m1', '+m2', 'm3', 'm4', '+m5']);
});
