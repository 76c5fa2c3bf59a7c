import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { queryClient } from '../../../lib/query-client.ts';
import { acquireSocket, releaseSocket } from '../../../lib/socket.ts';
import { getChatHistory, heldNewestChatPage, loadNewestChatPage } from '../api/get-chat-history.ts';
import {
  ChatSession,
  type ChatSnapshot,
  type HistorySource,
  type SocketSource,
} from '../lib/chat-session.ts';

export type { HistorySource, SocketSource, Typer } from '../lib/chat-session.ts';

export interface GroupChat extends ChatSnapshot {
  send(text: string): void;
  loadOlder(): void;
  setTyping(isTyping: boolean): void;
  onlinePage: ChatSession['onlinePage'];
}

const appSocket: SocketSource = { acquire: acquireSocket, release: releaseSocket };

const appHistory: HistorySource = {
  held: () => heldNewestChatPage(queryClient),
  newest: () => loadNewestChatPage(queryClient),
  page: getChatHistory,
};

/**
 * The group chat screen's session (lib/chat-session.ts): one per mounted screen, connected while
 * a user is signed in, read through `useSyncExternalStore`.
 */
export function useGroupChat(
  user: CurrentUserProfile | undefined,
  source: SocketSource = appSocket,
  history: HistorySource = appHistory,
): GroupChat {
  const [session] = useState(
    () => new ChatSession({ source, history, storage: window.localStorage }),
  );
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);

  useEffect(() => session.loadNewest(), [session]);
  useEffect(() => session.setUser(user), [session, user]);
  // The connection belongs to the signed-in user; profile edits do not reconnect.
  const userId = user?.uid;
  useEffect(() => {
    if (!user) return;
    return session.connect(user);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, userId]);

  const actions = useMemo(
    () => ({
      send: (text: string) => session.send(text),
      loadOlder: () => session.loadOlder(),
      setTyping: (isTyping: boolean) => session.setTyping(isTyping),
      onlinePage: (after?: string) => session.onlinePage(after),
    }),
    [session],
  );
  return { ...state, ...actions };
}
