import { afterEach, expect, test, vi } from 'vitest';
import {
  loadStoredMessages,
  mergeMessages,
  saveMessages,
  STORAGE_KEY,
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
