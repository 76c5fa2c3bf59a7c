import { UNREAD_COUNT_MAX, type ChatReadState } from '@tuning/shared/chat-extras';
import { expect, test, vi } from 'vitest';
import { ChatUnreadStore, MARK_READ_THROTTLE_MS } from './chat-unread-store.ts';

function setup(options: { markRead?: (seq: number) => Promise<ChatReadState> } = {}) {
  const markRead = vi.fn(
    options.markRead ?? ((seq: number) => Promise.resolve({ lastReadSeq: seq, unread: 0 })),
  );
  const refresh = vi.fn();
  const store = new ChatUnreadStore({ ownId: 'u-ada', markRead, refresh });
  const from = (userId: string) => (seq: number) => store.messageArrived({ seq, userId });
  return { store, markRead, refresh, ben: from('u-ben'), ada: from('u-ada') };
}

test('before the server answers nothing is counted; then its count is the start', () => {
  const { store, ben } = setup();
  ben(11);
  expect(store.getSnapshot()).toMatchObject({ loaded: false, unread: 0 });
  store.loaded({ lastReadSeq: 8, unread: 3 });
  expect(store.getSnapshot()).toMatchObject({ loaded: true, lastReadSeq: 8, unread: 3 });
  // The message that came before the answer is in the server's count already.
  ben(11);
  expect(store.getSnapshot().unread).toBe(3);
});

test('away from the chat, each new message from someone else adds one; own and repeats do not', () => {
  const { store, ben, ada, markRead } = setup();
  store.loaded({ lastReadSeq: 10, unread: 0 });
  ben(11);
  ben(12);
  ada(13);
  ben(12);
  ben(9);
  expect(store.getSnapshot().unread).toBe(2);
  expect(markRead).not.toHaveBeenCalled();
});

test('the count stops at UNREAD_COUNT_MAX', () => {
  const { store, ben } = setup();
  store.loaded({ lastReadSeq: 0, unread: UNREAD_COUNT_MAX - 1 });
  ben(500);
  ben(501);
  ben(502);
  expect(store.getSnapshot().unread).toBe(UNREAD_COUNT_MAX);
  store.loaded({ lastReadSeq: 0, unread: 5000 });
  expect(store.getSnapshot().unread).toBe(UNREAD_COUNT_MAX);
});

/** Read up to 10, then Ben's 11 and 12 arrive. */
function setupTwoUnread() {
  const kit = setup();
  kit.store.loaded({ lastReadSeq: 10, unread: 0 });
  kit.ben(11);
  kit.ben(12);
  return kit;
}

test('readPosition from another tab resets the count when it reaches the newest message', () => {
  const { store, ben, refresh } = setupTwoUnread();
  store.readPositionMoved(12);
  expect(store.getSnapshot()).toMatchObject({ lastReadSeq: 12, unread: 0 });
  expect(refresh).not.toHaveBeenCalled();
  // An older position changes nothing.
  ben(13);
  store.readPositionMoved(5);
  expect(store.getSnapshot()).toMatchObject({ lastReadSeq: 12, unread: 1 });
});

test('readPosition part of the way asks the server for the rest of the count', () => {
  const { store, refresh } = setupTwoUnread();
  store.readPositionMoved(11);
  expect(store.getSnapshot().lastReadSeq).toBe(11);
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('on the chat: the divider goes at the first unread, the count resets, the newest is marked read', async () => {
  const { store, ben, markRead } = setup();
  store.loaded({ lastReadSeq: 10, unread: 2 });
  ben(11);
  store.seqSeen(14);
  store.setOnChat(true);
  expect(store.getSnapshot()).toMatchObject({ unread: 0, firstUnreadSeq: 11 });
  expect(markRead).toHaveBeenCalledWith(14);
  await vi.waitFor(() => expect(store.getSnapshot().lastReadSeq).toBe(14));
  // Messages while reading are not counted, and the divider stays for the visit.
  ben(15);
  expect(store.getSnapshot()).toMatchObject({ unread: 0, firstUnreadSeq: 11 });
  store.setOnChat(false);
  expect(store.getSnapshot().firstUnreadSeq).toBeUndefined();
});

test('on the chat with nothing new there is no divider', () => {
  const { store } = setup();
  store.setOnChat(true);
  store.loaded({ lastReadSeq: 30, unread: 0 });
  expect(store.getSnapshot()).toMatchObject({ loaded: true, firstUnreadSeq: undefined });
});

test('marking read is throttled: one request, then the newest after the pause', async () => {
  vi.useFakeTimers();
  try {
    const { store, ben, markRead } = setup();
    store.loaded({ lastReadSeq: 10, unread: 0 });
    store.setOnChat(true);
    ben(11);
    ben(12);
    ben(13);
    expect(markRead.mock.calls).toEqual([[11]]);
    await vi.advanceTimersByTimeAsync(MARK_READ_THROTTLE_MS);
    expect(markRead.mock.calls).toEqual([[11], [13]]);
  } finally {
    vi.useRealTimers();
  }
});

test('a hidden tab counts even on the chat; showing it again reads them', () => {
  const { store, ben, markRead } = setup();
  store.loaded({ lastReadSeq: 10, unread: 0 });
  store.setOnChat(true);
  store.setVisible(false);
  ben(11);
  ben(12);
  expect(store.getSnapshot().unread).toBe(2);
  store.setVisible(true);
  expect(store.getSnapshot()).toMatchObject({ unread: 0, firstUnreadSeq: 11 });
  expect(markRead).toHaveBeenLastCalledWith(12);
});

test('a failed save is sent again the next time the chat is on screen', async () => {
  vi.useFakeTimers();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    let fail = true;
    const { store, ben, markRead } = setup({
      markRead: (seq) =>
        fail
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ lastReadSeq: seq, unread: 0 }),
    });
    store.loaded({ lastReadSeq: 10, unread: 1 });
    ben(11);
    store.setOnChat(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().lastReadSeq).toBe(10);
    fail = false;
    store.setOnChat(false);
    store.setOnChat(true);
    await vi.advanceTimersByTimeAsync(MARK_READ_THROTTLE_MS);
    expect(markRead.mock.calls).toEqual([[11], [11]]);
    expect(store.getSnapshot().lastReadSeq).toBe(11);
  } finally {
    warn.mockRestore();
    vi.useRealTimers();
  }
});
