import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { api, ApiError } from '../../../lib/api-client.ts';
import { acquireSocket, releaseSocket } from '../../../lib/socket.ts';
import { getChatHistory, heldNewestChatPage, loadNewestChatPage } from '../api/get-chat-history.ts';
import {
  ChatSession,
  type ChatSnapshot,
  type HistorySource,
  type SessionCheck,
  type SocketSource,
} from '../lib/chat-session.ts';
import { CHAT_ACTIONS, sessionActions, useConnectedSession } from './use-connected-session.ts';

export type { HistorySource, SocketSource, Typer } from '../lib/chat-session.ts';

/** What the screen may ask of the session: every chat's actions, the online list's and hiding. */
const GROUP_CHAT_ACTIONS = [...CHAT_ACTIONS, 'onlinePage', 'forgetAuthors'] as const;
type ChatActions = Pick<ChatSession, (typeof GROUP_CHAT_ACTIONS)[number]>;

export interface GroupChat extends ChatSnapshot, ChatActions {}

const appSocket: SocketSource = { acquire: acquireSocket, release: releaseSocket };

/** History over HTTP, the newest page through the app's query cache (the route's loader fills it). */
function appHistory(queryClient: QueryClient): HistorySource {
  return {
    held: () => heldNewestChatPage(queryClient),
    newest: () => loadNewestChatPage(queryClient),
    page: getChatHistory,
  };
}

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
  history?: HistorySource,
  sessionEnded: SessionCheck = appSessionEnded,
): GroupChat {
  const queryClient = useQueryClient();
  const [session] = useState(
    () =>
      new ChatSession({
        source,
        history: history ?? appHistory(queryClient),
        storage: window.localStorage,
        sessionEnded,
      }),
  );
  useEffect(() => session.loadNewest(), [session]);
  const state = useConnectedSession(session, user);

  const actions: ChatActions = useMemo(
    () => sessionActions(session, GROUP_CHAT_ACTIONS),
    [session],
  );
  return { ...state, ...actions };
}
