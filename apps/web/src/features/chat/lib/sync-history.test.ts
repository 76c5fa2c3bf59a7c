import { expect, test } from 'vitest';
import type { ChatHistoryPage } from '@tuning/shared/chat';
import type { LocalMessage } from './chat-messages.ts';
import {
  applyNewestPage,
  joinWithoutGap,
  pageIsBehind,
  type AskNewer,
  type MessageStore,
} from './sync-history.ts';

const stored = (seq: number): LocalMessage => ({
  message: `m${seq}`,
  timestamp: seq,
  userId: 'u',
  username: 'u',
  fullName: 'U',
  profilePic: '',
  messageId: `u-${seq}-x`,
  seq,
});
const typed: LocalMessage = { ...stored(0), seq: undefined, messageId: 'u-typed', pending: true };
const page = (seqs: number[], hasMore = false): ChatHistoryPage => ({
  messages: seqs.map((seq) => ({ ...stored(seq), seq })),
  hasMore,
});

function storeOf(messages: LocalMessage[]): MessageStore & { ids(): (number | string)[] } {
  let current = messages;
  return {
    current: () => current,
    apply: (update) => (current = update(current)),
    ids: () => current.map((m) => m.seq ?? m.messageId),
  };
}

const noNewer: AskNewer = async () => undefined;

test('a page is behind when the client holds a newer stored message', () => {
  expect(pageIsBehind(page([1, 2]), [])).toBe(false);
  expect(pageIsBehind(page([1, 2]), [typed])).toBe(false);
  expect(pageIsBehind(page([1, 2]), [stored(2)])).toBe(false);
  expect(pageIsBehind(page([1, 2]), [stored(3)])).toBe(true);
  expect(pageIsBehind(page([]), [stored(1)])).toBe(true);
});

test('a page that overlaps what is held merges in order, each message once', async () => {
  const store = storeOf([stored(1), stored(2), typed]);
  await applyNewestPage(page([2, 3, 4]), noNewer, store);
  expect(store.ids()).toEqual([1, 2, 3, 4, 'u-typed']);
});

test('a gap is filled from what the client had; when it cannot be, only the newest page stays', async () => {
  const filled = storeOf([stored(4)]);
  const asked: number[] = [];
  await applyNewestPage(
    page([10, 11], true),
    async ({ after }) => {
      asked.push(after);
      return after === 4 ? page([5, 6, 7], true) : page([8, 9, 10], true);
    },
    filled,
  );
  expect(asked).toEqual([4, 7]);
  expect(filled.ids()).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);

  const unfilled = storeOf([stored(4), typed]);
  await applyNewestPage(page([10, 11], true), noNewer, unfilled);
  expect(unfilled.ids()).toEqual([10, 11, 'u-typed']);
});

test('a stored copy newer than the server goes; typed messages stay', async () => {
  const store = storeOf([stored(7), typed]);
  await applyNewestPage(page([2]), noNewer, store);
  expect(store.ids()).toEqual([2, 'u-typed']);
});

test('a page read before a message came in keeps that message: the server confirms it', async () => {
  // Sent or received right after opening: held with seq 5 while the page (up to 4) was on its way.
  const store = storeOf([stored(5), typed]);
  const asked: number[] = [];
  await applyNewestPage(
    page([3, 4]),
    async ({ after }) => {
      asked.push(after);
      return page([5]);
    },
    store,
  );
  expect(asked).toEqual([4]);
  expect(store.ids()).toEqual([3, 4, 5, 'u-typed']);
});

test('a page joins the stored messages at once only without a gap and when not behind', () => {
  const ids = (messages: LocalMessage[] | undefined) => messages?.map((m) => m.seq ?? m.messageId);
  expect(ids(joinWithoutGap([], page([1, 2])))).toEqual([1, 2]);
  expect(ids(joinWithoutGap([stored(1), typed], page([1, 2, 3])))).toEqual([1, 2, 3, 'u-typed']);
  expect(ids(joinWithoutGap([stored(1)], page([1])))).toEqual([1]);
  expect(joinWithoutGap([stored(1)], page([3, 4]))).toBeUndefined();
  expect(joinWithoutGap([stored(5)], page([3, 4]))).toBeUndefined();
});
