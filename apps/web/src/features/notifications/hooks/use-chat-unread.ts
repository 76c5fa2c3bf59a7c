import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ChatUnreadSnapshot, ChatUnreadStore } from '../lib/chat-unread-store.ts';

/** The signed-in user's unread store, provided by the app shell (null when signed out). */
export const ChatUnreadContext = createContext<ChatUnreadStore | null>(null);

const NOTHING_YET: ChatUnreadSnapshot = {
  loaded: false,
  lastReadSeq: 0,
  unread: 0,
  firstUnreadSeq: undefined,
};
const subscribeToNothing = () => () => {};
const nothingYet = () => NOTHING_YET;

/** The group chat's unread count and read position, live. */
export function useChatUnread(): ChatUnreadSnapshot {
  const store = useContext(ChatUnreadContext);
  return useSyncExternalStore(
    store?.subscribe ?? subscribeToNothing,
    store?.getSnapshot ?? nothingYet,
  );
}

/**
 * For the chat screen's "New messages" divider: the seq of the first message that was unread when
 * the chat came on screen, the same for the whole visit; undefined when nothing was new (or until
 * the server's read position is known).
 */
export function useFirstUnreadSeq(): number | undefined {
  return useChatUnread().firstUnreadSeq;
}
