import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { api, ApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { acquireSocket, releaseSocket } from '../../../lib/socket.ts';
import { getChatHistory, heldNewestChatPage, loadNewestChatPage } from '../api/get-chat-history.ts';
import {
  ChatSession,
  type ChatSnapshot,
  type HistorySource,
  type Reveal,
  type SendExtras,
  type SessionCheck,
  type SocketSource,
} from '../lib/chat-session.ts';

export type { HistorySource, SocketSource, Typer } from '../lib/chat-session.ts';

export interface GroupChat extends ChatSnapshot {
  send(text: string, extras?: SendExtras): void;
  loadOlder(): void;
  setTyping(isTyping: boolean): void;
  onlinePage: ChatSession['onlinePage'];
  deleteMessage(messageId: string): Promise<string | undefined>;
  discardRefused(messageId: string): void;
  react(messageId: string, emoji: string, on: boolean): void;
  editMessage(messageId: string, text: string): Promise<string | undefined>;
  revealMessage(messageId: string, seq?: number): Promise<Reveal>;
  notify(text: string): void;
  forgetAuthors(userIds: ReadonlySet<string>): void;
}

const appSocket: SocketSource = { acquire: acquireSocket, release: releaseSocket };

const appHistory: HistorySource = {
  held: () => heldNewestChatPage(queryClient),
  newest: () => loadNewestChatPage(queryClient),
  page: getChatHistory,
};

/** product.md §4 session: a 401 from the session check means signed out. */
const appSessionEnded: SessionCheck = () =>
  api('userauth').then(
    () => false,
    (error: unknown) => error instanceof ApiError && error.status === 401,
  );

/**
 * The group chat screen's session (lib/chat-session.ts): one per mounted screen, connected while
 * a user is signed in, read through `useSyncExternalStore`.
 */
export function useGroupChat(
  user: CurrentUserProfile | undefined,
  source: SocketSource = appSocket,
  history: HistorySource = appHistory,
  sessionEnded: SessionCheck = appSessionEnded,
): GroupChat {
  const [session] = useState(
    () => new ChatSession({ source, history, storage: window.localStorage, sessionEnded }),
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
      send: (text: string, extras?: SendExtras) => session.send(text, extras),
      loadOlder: () => session.loadOlder(),
      setTyping: (isTyping: boolean) => session.setTyping(isTyping),
      onlinePage: (after?: string) => session.onlinePage(after),
      deleteMessage: (messageId: string) => session.deleteMessage(messageId),
      discardRefused: (messageId: string) => session.discardRefused(messageId),
      react: (messageId: string, emoji: string, on: boolean) => session.react(messageId, emoji, on),
      editMessage: (messageId: string, text: string) => session.editMessage(messageId, text),
      revealMessage: (messageId: string, seq?: number) => session.revealMessage(messageId, seq),
      notify: (text: string) => session.notify(text),
      forgetAuthors: (userIds: ReadonlySet<string>) => session.forgetAuthors(userIds),
    }),
    [session],
  );
  return { ...state, ...actions };
}
