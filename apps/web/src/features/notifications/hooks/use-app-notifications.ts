import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@tuning/shared/chat';
import type { ReadPositionEvent } from '@tuning/shared/chat-extras';
import type { AppNotification } from '@tuning/shared/notifications';
import { listen } from '../../../lib/socket-listeners.ts';
import { acquireSocket, releaseSocket, type AppSocket } from '../../../lib/socket.ts';
import { getChatRead, markChatRead } from '../api/chat-read.ts';
import { addLiveNotification, notificationsQueryKey } from '../api/get-notifications.ts';
import { ChatUnreadStore } from '../lib/chat-unread-store.ts';
import { notifyMentionOnDesktop, notifyMessageOnDesktop } from '../lib/desktop-notifications.ts';

/** Where the listener gets its connection: the app's one socket (a test hands in its own). */
export interface NotificationSocketSource {
  acquire(): AppSocket;
  release(): void;
}

const appSocket: NotificationSocketSource = { acquire: acquireSocket, release: releaseSocket };

function createStore(ownId: string): ChatUnreadStore {
  const store: ChatUnreadStore = new ChatUnreadStore({
    ownId,
    markRead: markChatRead,
    refresh: () => void loadReadState(store),
  });
  return store;
}

async function loadReadState(store: ChatUnreadStore): Promise<void> {
  try {
    store.loaded(await getChatRead());
  } catch (error) {
    console.warn('Could not load the chat read position', error);
  }
}

/**
 * The app-wide listener for a signed-in user, mounted once by the app shell: it holds the one
 * socket connection (without joining the chat: only /chat joins, so being here is not "online"),
 * keeps the chat's unread count, puts live notifications in the bell's list and shows a desktop
 * notification for a mention, or a private message of a conversation not on screen, while the tab
 * is hidden. Returns the unread store for the context.
 *
 * - `onChat`: /chat is the current screen (its messages are being read);
 * - `openConversationId`: the private conversation on screen (/messages/{id}), if one is;
 * - `newestChatSeq`: the newest message the chat screen loaded over HTTP, read up to there too.
 */
export function useAppNotifications(
  options: {
    userId: string | undefined;
    onChat: boolean;
    newestChatSeq: number | undefined;
    openConversationId?: string | undefined;
  },
  source: NotificationSocketSource = appSocket,
): ChatUnreadStore | null {
  const { userId, onChat, newestChatSeq, openConversationId } = options;
  const store = useMemo(() => (userId ? createStore(userId) : null), [userId]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  // Read when a notification arrives: moving between screens does not listen again.
  const openConversationRef = useRef(openConversationId);
  useEffect(() => {
    openConversationRef.current = openConversationId;
  }, [openConversationId]);

  // Before paint, so the chat screen's first frame already has its "New messages" divider.
  useLayoutEffect(() => store?.setOnChat(onChat), [store, onChat]);

  useEffect(() => {
    if (store && newestChatSeq !== undefined) store.seqSeen(newestChatSeq);
  }, [store, newestChatSeq]);

  useEffect(() => {
    if (!store) return;
    const onVisibility = () => store.setVisible(document.visibilityState !== 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [store]);

  useEffect(() => {
    if (!store) return;
    store.start();
    const socket = source.acquire();
    // The bell's list loads with the screen; the read position with the first connection. Every
    // later connection catches up on what was missed while it was down.
    let connectedBefore = false;
    const onConnect = () => {
      void loadReadState(store);
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      connectedBefore = true;
    };
    const onMessage = (message: ChatMessage) => store.messageArrived(message);
    const onReadPosition = (event: ReadPositionEvent) => store.readPositionMoved(event.lastReadSeq);
    const onNotification = (notification: AppNotification) => {
      if (!addLiveNotification(queryClient, notification)) return;
      const hidden = document.visibilityState === 'hidden';
      const open = (path: string) => void navigateRef.current(path);
      notifyMentionOnDesktop(notification, { hidden, open });
      notifyMessageOnDesktop(notification, {
        hidden,
        openConversationId: openConversationRef.current,
        open,
      });
    };
    const stopListening = listen(socket, {
      connect: onConnect,
      message: onMessage,
      readPosition: onReadPosition,
      notification: onNotification,
    });
    if (socket.connected) onConnect();
    return () => {
      stopListening();
      source.release();
      store.stop();
    };
  }, [store, queryClient, source]);

  return store;
}
