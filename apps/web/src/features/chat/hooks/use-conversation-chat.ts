import { useEffect, useMemo, useState } from 'react';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { acquireSocket, releaseSocket } from '../../../lib/socket.ts';
import type { SocketSource } from '../lib/chat-session.ts';
import { CHAT_ACTIONS, sessionActions, useConnectedSession } from './use-connected-session.ts';
import {
  ConversationSession,
  type ConversationChatSnapshot,
  type ConversationHistorySource,
} from '../lib/conversation-session.ts';

type Actions = Pick<ConversationSession, (typeof CHAT_ACTIONS)[number]>;
export interface ConversationChat extends ConversationChatSnapshot, Actions {}

const appSocket: SocketSource = { acquire: acquireSocket, release: releaseSocket };

/**
 * One private conversation's session (lib/conversation-session.ts) while its screen is mounted:
 * history from `history` (the messages feature's calls), the app's one socket, read while the tab
 * is visible.
 */
export function useConversationChat(
  conversationId: string,
  user: CurrentUserProfile | undefined,
  history: ConversationHistorySource,
  source: SocketSource = appSocket,
): ConversationChat {
  const [session] = useState(
    () =>
      new ConversationSession({ conversationId, source, history, storage: window.localStorage }),
  );
  useEffect(() => {
    void session.load();
  }, [session]);
  const state = useConnectedSession(session, user);
  useEffect(() => {
    const onVisibility = () => session.setReading(document.visibilityState !== 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [session]);

  const actions: Actions = useMemo(() => sessionActions(session, CHAT_ACTIONS), [session]);
  return { ...state, ...actions };
}
