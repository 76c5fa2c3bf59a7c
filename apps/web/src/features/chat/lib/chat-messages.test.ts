import { afterEach, expect, test, vi } from 'vitest';
import {
  loadStoredMessages,
  mergeMessages,
  saveMessages,
  STORAGE_KEY,
  tombstone,
  type LocalMessage,
} from './chat-messages.ts';

const msg = (messageId: string, seq?: number, timestamp = 1): LocalMessage => ({
  message: messageId,
  messageId,
  timestamp,
  userId: 'u',
  username: 'u',
  fullName: 'U',
  profilePic: '',
  seq,
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

test('merging keeps one copy per messageId, the server copy replacing a pending one', () => {
  const pending = { ...msg('b', undefined, 5), pending: true };
  const merged = mergeMessages([msg('a', 1), pending], [msg('b', 2), msg('a', 1), msg('c', 3)]);
  expect(merged.map((m) => [m.messageId, m.seq, m.pending])).toEqual([
    ['a', 1, undefined],
    ['b', 2, undefined],
    ['c', 3, undefined],
  ]);
});

test('stored messages follow the server order; waiting ones come last in typing order', () => {
  const merged = mergeMessages(
    [{ ...msg('late', undefined, 9), pending: true }, msg('x', 10, 100)],
    [msg('w', 4, 999), { ...msg('early', undefined, 2), pending: true }],
  );
  expect(merged.map((m) => m.messageId)).toEqual(['w', 'x', 'early', 'late']);
});

test('stored messages are restored when the value is an array', () => {
  saveMessages(localStorage, [msg('a', 1), msg('b', 2)]);
  expect(loadStoredMessages(localStorage).map((m) => m.messageId)).toEqual(['a', 'b']);
});

test('corrupt stored data is ignored and logged', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(STORAGE_KEY, '{not json');
  expect(loadStoredMessages(localStorage)).toEqual([]);
  localStorage.setItem(STORAGE_KEY, '{"a":1}');
  expect(loadStoredMessages(localStorage)).toEqual([]);
  expect(warn).toHaveBeenCalledTimes(2);
  // Entries that are not messages are dropped, the rest kept.
  localStorage.setItem(STORAGE_KEY, JSON.stringify([msg('ok', 1), { message: 3 }, null]));
  expect(loadStoredMessages(localStorage).map((m) => m.messageId)).toEqual(['ok']);
});

test('a newer revision wins whichever way it comes; an older or equal one changes nothing', () => {
  const v1 = { ...msg('a', 1), revision: 1, reactions: [] };
  const v3 = {
    ...msg('a', 1),
    revision: 3,
    reactions: [{ emoji: '👍', count: 1, users: [{ userId: 'u', username: 'u', fullName: 'U' }] }],
  };
  expect(mergeMessages([v1], [v3])[0]).toBe(v3);
  expect(mergeMessages([v3], [v1])[0]).toBe(v3);
  // A page from before revisions (ADR 0016; no revision) does not undo a change.
  expect(mergeMessages([v3], [msg('a', 1)])[0]).toBe(v3);
  const same = { ...v3 };
  expect(mergeMessages([v3], [same])[0]).toBe(v3);
  // A tombstone stays a tombstone, even against a later revision of the text.
  const gone = { ...msg('a', 1), message: '', deleted: true as const, revision: 2 };
  expect(mergeMessages([gone], [v3])[0]).toBe(gone);
  expect(mergeMessages([v3], [gone])[0]).toBe(gone);
});

test('the stored copy keeps the newest revision of each message, and drops malformed product.md §13 parts', () => {
  const old = { ...msg('a', 1), message: 'before', revision: 1 };
  const edited = { ...msg('a', 1), message: 'after', revision: 4, editedAt: 5 };
  localStorage.setItem(STORAGE_KEY, JSON.stringify([edited, old]));
  expect(loadStoredMessages(localStorage).map((m) => m.message)).toEqual(['after']);

  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify([
      { ...msg('ok', 1), reactions: [{ emoji: '👍', count: 1, users: [{ userId: 'u' }] }] },
      { ...msg('bad-reactions', 2), reactions: 'lots' },
      { ...msg('bad-reply', 3), replyTo: { snippet: 'no id' } },
      { ...msg('bad-image', 4), image: { url: 7 } },
      { ...msg('bad-outgoing', 5), outgoing: { replyTo: 5 } },
      { ...msg('bad-revision', 6), revision: '2' },
    ]),
  );
  expect(loadStoredMessages(localStorage).map((m) => m.messageId)).toEqual(['ok']);
});

test('a tombstone loses its text, image and reactions; the replies quoting it say it is deleted', () => {
  const original = {
    ...msg('a', 1),
    image: { url: '/i.webp', thumbUrl: '/t.webp', width: 10, height: 10 },
    reactions: [{ emoji: '👍', count: 1, users: [{ userId: 'u', username: 'u', fullName: 'U' }] }],
  };
  const reply = {
    ...msg('b', 2),
    replyTo: {
      messageId: 'a',
      seq: 1,
      userId: 'u',
      username: 'u',
      fullName: 'U',
      snippet: 'a',
      hasImage: true as const,
    },
  };
  const other = msg('c', 3);
  const [gone, quoted, untouched] = tombstone([original, reply, other], 'a');
  expect(gone).toEqual({ ...msg('a', 1), message: '', deleted: true, revision: undefined });
  expect(quoted?.replyTo).toEqual({
    messageId: 'a',
    seq: 1,
    userId: 'u',
    username: 'u',
    fullName: 'U',
    snippet: '',
    deleted: true,
  });
  expect(untouched).toBe(other);
});
