import type { ChatHistoryPage } from '@tuning/shared/chat';
import { firstSeq, lastSeq, mergeMessages, type LocalMessage } from './chat-messages.ts';

/** Catch-up pages asked for after a reconnect before starting again from the newest page. */
export const CATCH_UP_PAGES = 4;

/** The page after a seq, from wherever history comes from; undefined when it did not come. */
export type AskNewer = (cursor: { after: number }) => Promise<ChatHistoryPage | undefined>;

/** The client's messages: read the latest, change them in place. */
export interface MessageStore {
  current(): LocalMessage[];
  apply(update: (current: LocalMessage[]) => LocalMessage[]): void;
}

/**
 * True when the client holds a stored message newer than anything in `page`: either the page was
 * read before that message came in, or the local copy belongs to another database.
 */
export function pageIsBehind(page: ChatHistoryPage, messages: LocalMessage[]): boolean {
  const local = lastSeq(messages);
  if (local === undefined) return false;
  const newest = lastSeq(page.messages);
  return newest === undefined || newest < local;
}

/**
 * The stored messages with the newest page merged in, when the page joins them without a gap and
 * is not behind them: what the screen can show at once. Undefined when catching up is needed.
 */
export function joinWithoutGap(
  stored: LocalMessage[],
  page: ChatHistoryPage,
): LocalMessage[] | undefined {
  if (pageIsBehind(page, stored)) return undefined;
  const local = lastSeq(stored);
  const oldestInPage = firstSeq(page.messages);
  if (local !== undefined && oldestInPage !== undefined && oldestInPage > local) return undefined;
  return mergeMessages(stored, page.messages);
}

/**
 * Puts the newest page in. When the client already had messages, it first fills what it missed in
 * between (up to CATCH_UP_PAGES pages after its newest); too far behind, it keeps the newest page
 * and pages back from there. A local copy newer than anything on the server is stale (another
 * database) and goes, so `page` must have been read after every message the client holds.
 */
export async function applyNewestPage(
  page: ChatHistoryPage,
  askNewer: AskNewer,
  store: MessageStore,
): Promise<void> {
  const local = lastSeq(store.current());
  const oldestInPage = firstSeq(page.messages);
  if (pageIsBehind(page, store.current())) {
    // Read before a message came in (one sent or received while it was on its way), or the
    // stored copy is another database's: what came after the page, asked now, says which. Held
    // messages the server does not confirm go; typed ones stay.
    const after = await askNewer({ after: lastSeq(page.messages) ?? 0 });
    const confirmed = new Set((after?.messages ?? []).map((m) => m.messageId));
    store.apply((current) =>
      current.filter((m) => m.seq === undefined || confirmed.has(m.messageId)),
    );
    if (after) store.apply((current) => mergeMessages(current, after.messages));
  } else if (local !== undefined && oldestInPage !== undefined && oldestInPage > local) {
    let cursor = local;
    let closed = false;
    for (let i = 0; i < CATCH_UP_PAGES && !closed; i++) {
      const more = await askNewer({ after: cursor });
      if (!more) break;
      store.apply((current) => mergeMessages(current, more.messages));
      const last = lastSeq(more.messages);
      closed = !more.hasMore || last === undefined || last >= oldestInPage;
      cursor = last ?? cursor;
    }
    // Too far behind to fill the gap: keep the newest page and page back from there.
    if (!closed) {
      store.apply((current) => current.filter((m) => m.seq === undefined || m.seq >= oldestInPage));
    }
  }
  store.apply((current) => mergeMessages(current, page.messages));
}
