import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  CHAT_HISTORY_PAGE,
  CHAT_HISTORY_WAIT_MS,
  CHAT_LOADING_FALLBACK_MS,
  newMessageId,
  TYPING_EXPIRY_MS,
  type ChatHistoryPage,
  type ChatMessage,
  type OnlineUser,
  type SendMessagePayload,
  type UserTypingEvent,
} from '@tuning/shared/chat';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { queryClient } from '../../../lib/query-client.ts';
import { acquireSocket, releaseSocket, type AppSocket } from '../../../lib/socket.ts';
import {
  getChatHistory,
  heldNewestChatPage,
  loadNewestChatPage,
  type ChatHistoryCursor,
} from '../api/get-chat-history.ts';
import {
  firstSeq,
  loadStoredMessages,
  mergeMessages,
  saveMessages,
  type LocalMessage,
} from '../lib/chat-messages.ts';
import {
  applyNewestPage,
  joinWithoutGap,
  pageIsBehind,
  type MessageStore,
} from '../lib/sync-history.ts';

const ACK_TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 2000;

export interface Typer {
  userId: string;
  name: string;
  expiresAt: number;
}

export interface GroupChat {
  messages: LocalMessage[];
  onlineUsers: OnlineUser[];
  typers: Typer[];
  connected: boolean;
  historyLoaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  sending: boolean;
  send(text: string): void;
  loadOlder(): void;
  setTyping(isTyping: boolean): void;
}

function toPayload(message: LocalMessage): SendMessagePayload {
  return {
    message: message.message,
    messageId: message.messageId,
    timestamp: message.timestamp,
    userId: message.userId,
    username: message.username,
    fullName: message.fullName,
    profilePic: message.profilePic,
  };
}

/** Where the socket comes from: the app's one connection, or a test's fake. */
export interface SocketSource {
  acquire(): AppSocket;
  release(): void;
}

const appSocket: SocketSource = { acquire: acquireSocket, release: releaseSocket };

/** History over HTTP: the first page does not wait for the socket, older pages neither. */
export interface HistorySource {
  /** The newest page if it is already here (the route's loader asked for it). */
  held(): ChatHistoryPage | undefined;
  /** The newest page, usually already requested by the route's loader. */
  newest(): Promise<ChatHistoryPage>;
  page(cursor: ChatHistoryCursor): Promise<ChatHistoryPage>;
}

const appHistory: HistorySource = {
  held: () => heldNewestChatPage(queryClient),
  newest: () => loadNewestChatPage(queryClient),
  page: getChatHistory,
};

/** What the screen shows in its first render: the stored messages, and the newest page if here. */
function firstView(history: HistorySource) {
  const stored = loadStoredMessages(window.localStorage);
  const page = history.held();
  const joined = page && joinWithoutGap(stored, page);
  if (page && joined) return { messages: joined, loaded: true, hasOlder: page.hasMore };
  return { messages: stored, loaded: stored.length > 0, hasOlder: stored.length > 0 };
}

/**
 * SPEC §4 group chat: the socket's life, history, presence, typing and sending. The messages kept
 * on this browser show at once; the newest page comes over HTTP while the socket connects; once
 * joined, the socket's own newest page (and catch-up after each reconnect) and live messages merge
 * in, one entry per messageId, in the server's order.
 */
export function useGroupChat(
  user: CurrentUserProfile | undefined,
  source: SocketSource = appSocket,
  history: HistorySource = appHistory,
): GroupChat {
  const [first] = useState(() => firstView(history));
  const [messages, setMessages] = useState<LocalMessage[]>(first.messages);
  const [onlineUsers, setOnlineUsers] = useState<OnlineUser[]>([]);
  const [typers, setTypers] = useState<Typer[]>([]);
  const [connected, setConnected] = useState(false);
  const [historyLoaded, setHistoryLoaded] = useState(first.loaded);
  const [hasOlder, setHasOlder] = useState(first.hasOlder);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [sending, setSending] = useState(false);

  const messagesRef = useRef(messages);
  const socketRef = useRef<AppSocket | undefined>(undefined);
  const flushingRef = useRef(false);
  const loadingOlderRef = useRef(false);
  const retryTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const historyQueueRef = useRef<Promise<void>>(Promise.resolve());

  const apply = useCallback((update: (current: LocalMessage[]) => LocalMessage[]) => {
    messagesRef.current = update(messagesRef.current);
    setMessages(messagesRef.current);
  }, []);
  const store: MessageStore = useMemo(
    () => ({ current: () => messagesRef.current, apply }),
    [apply],
  );

  /**
   * History changes one at a time, each on what the previous one left: a page is compared with
   * the messages as they are when it goes in, and a page asked for later is newer.
   */
  const inTurn = useCallback((task: () => Promise<void>): Promise<void> => {
    const run = historyQueueRef.current.then(task);
    historyQueueRef.current = run.catch(() => undefined);
    return run;
  }, []);

  const askNewerOverHttp = useCallback(
    (cursor: { after: number }) => history.page(cursor).catch(() => undefined),
    [history],
  );

  // The newest page over HTTP, as soon as the screen mounts (the loader started the request).
  useEffect(() => {
    let active = true;
    history
      .newest()
      .then((page) =>
        inTurn(async () => {
          // Behind what is held (the socket was quicker, or the stored copy is from another
          // database): nothing to add, and only a page read now may drop anything.
          if (!active || pageIsBehind(page, messagesRef.current)) return;
          await applyNewestPage(page, askNewerOverHttp, store);
          setHasOlder(page.hasMore);
          setHistoryLoaded(true);
        }),
      )
      // Signed out or unreachable: the session bootstrap and the socket deal with it.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [askNewerOverHttp, history, inTurn, store]);

  useEffect(() => {
    saveMessages(window.localStorage, messages);
  }, [messages]);

  /** One send attempt: 'retry' leaves the message pending for later. */
  const sendOne = useCallback(
    async (socket: AppSocket, message: LocalMessage): Promise<'ok' | 'retry' | 'failed'> => {
      try {
        const ack = await socket
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('sendMessage', toPayload(message));
        if (ack.received) {
          apply((current) =>
            current.map((m) =>
              m.messageId === message.messageId && m.pending ? { ...m, pending: false } : m,
            ),
          );
          return 'ok';
        }
        if (['RATE_LIMITED', 'INTERNAL', 'UNAVAILABLE'].includes(ack.error.code)) return 'retry';
        apply((current) =>
          current.map((m) =>
            m.messageId === message.messageId
              ? { ...m, pending: false, failed: ack.error.message }
              : m,
          ),
        );
        return 'failed';
      } catch {
        return 'retry';
      }
    },
    [apply],
  );

  /** Sends what is still pending, oldest first; dedupe by messageId on the server makes it safe. */
  const flushPending = useCallback(async () => {
    const socket = socketRef.current;
    if (!socket || !user || flushingRef.current) return;
    flushingRef.current = true;
    try {
      const waiting = messagesRef.current.filter((m) => m.pending && m.userId === user.uid);
      for (const message of waiting) {
        if (!socket.connected) return;
        if ((await sendOne(socket, message)) === 'retry') {
          clearTimeout(retryTimerRef.current);
          retryTimerRef.current = setTimeout(() => void flushPending(), RETRY_DELAY_MS);
          return;
        }
      }
    } finally {
      flushingRef.current = false;
    }
  }, [sendOne, user]);

  const userId = user?.uid;
  useEffect(() => {
    if (!user) return;
    // Messages another account typed on this browser and never sent are not this user's to send.
    apply((current) => current.filter((m) => !(m.pending && m.userId !== user.uid)));
    const socket = source.acquire();
    socketRef.current = socket;
    let historyWait: ReturnType<typeof setTimeout> | undefined;
    let historyRetry: ReturnType<typeof setTimeout> | undefined;
    const markLoaded = () => setHistoryLoaded(true);
    const fallback = setTimeout(markLoaded, CHAT_LOADING_FALLBACK_MS);

    const ask = (payload: ChatHistoryCursor | Record<string, never>) =>
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('getChatHistory', payload)
        .then((ack) => (ack.ok ? ack : undefined))
        .catch(() => undefined);

    /** The newest page, then, when the client already had messages, what it missed in between. */
    const syncHistory = () =>
      inTurn(async () => {
        const page = await ask({});
        if (!page) {
          // No answer (a slow or restarting server): ask again while still connected.
          clearTimeout(historyRetry);
          historyRetry = setTimeout(() => {
            if (socket.connected) void syncHistory();
          }, RETRY_DELAY_MS);
          return;
        }
        await applyNewestPage(page, ask, store);
        setHasOlder(page.hasMore);
        markLoaded();
      });

    const onConnect = () => {
      setConnected(true);
      socket.emit('join', {
        userId: user.uid,
        username: user.userName,
        fullName: user.fullName,
        profilePic: user.userProfilePic,
      });
      clearTimeout(historyWait);
      historyWait = setTimeout(markLoaded, CHAT_HISTORY_WAIT_MS);
      void syncHistory();
      void flushPending();
    };
    const onDisconnect = () => {
      setConnected(false);
      setTypers([]);
    };
    const onConnectError = () => {
      setConnected(false);
      markLoaded();
    };
    const onMessage = (message: ChatMessage) =>
      apply((current) => mergeMessages(current, [message]));
    const onHistory = (list: ChatMessage[]) => {
      apply((current) => mergeMessages(current, list));
      setHasOlder(list.length >= CHAT_HISTORY_PAGE);
      markLoaded();
    };
    const onPresence = (list: OnlineUser[]) => setOnlineUsers(list);
    const onTyping = (event: UserTypingEvent) => {
      if (event.userId === user.uid) return;
      setTypers((current) => {
        const others = current.filter((t) => t.userId !== event.userId);
        if (!event.isTyping) return others;
        const name = event.fullName || event.username || 'Someone';
        return [
          ...others,
          { userId: event.userId, name, expiresAt: Date.now() + TYPING_EXPIRY_MS },
        ];
      });
    };

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.on('message', onMessage);
    socket.on('chatHistory', onHistory);
    socket.on('userJoined', onPresence);
    socket.on('userLeft', onPresence);
    socket.on('currentUsers', onPresence);
    socket.on('userTyping', onTyping);
    if (socket.connected) onConnect();

    return () => {
      clearTimeout(fallback);
      clearTimeout(historyWait);
      clearTimeout(historyRetry);
      clearTimeout(retryTimerRef.current);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.off('message', onMessage);
      socket.off('chatHistory', onHistory);
      socket.off('userJoined', onPresence);
      socket.off('userLeft', onPresence);
      socket.off('currentUsers', onPresence);
      socket.off('userTyping', onTyping);
      socketRef.current = undefined;
      source.release();
    };
    // The connection belongs to the signed-in user (and the source, fixed per screen); profile
    // edits do not reconnect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  // A typer who goes quiet (or whose instance died) disappears by itself.
  useEffect(() => {
    if (typers.length === 0) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setTypers((current) => {
        const alive = current.filter((t) => t.expiresAt > now);
        return alive.length === current.length ? current : alive;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [typers.length]);

  const send = useCallback(
    (text: string) => {
      if (!user) {
        console.error('Cannot send a message: the user is not loaded');
        return;
      }
      if (!text.trim() || sending) return;
      const message: LocalMessage = {
        message: text,
        timestamp: Date.now(),
        userId: user.uid,
        username: user.userName,
        fullName: user.fullName,
        profilePic: user.userProfilePic,
        messageId: newMessageId(user.uid),
        pending: true,
      };
      apply((current) => mergeMessages(current, [message]));
      const socket = socketRef.current;
      if (!socket?.connected) {
        console.warn('Offline: the message will be sent when the connection is back');
        return;
      }
      setSending(true);
      void sendOne(socket, message).then((result) => {
        setSending(false);
        if (result === 'retry') {
          clearTimeout(retryTimerRef.current);
          retryTimerRef.current = setTimeout(() => void flushPending(), RETRY_DELAY_MS);
        }
      });
    },
    [apply, flushPending, sendOne, sending, user],
  );

  /** The page before the oldest message held, over HTTP (it does not need the socket). */
  const loadOlder = useCallback(() => {
    if (!hasOlder || loadingOlderRef.current || firstSeq(messagesRef.current) === undefined) return;
    loadingOlderRef.current = true;
    setLoadingOlder(true);
    void inTurn(async () => {
      // Read in turn: a catch-up that kept only the newest page moves the oldest one.
      const before = firstSeq(messagesRef.current);
      if (before === undefined) return;
      const page = await history.page({ before }).catch(() => undefined);
      if (!page) return;
      apply((current) => mergeMessages(current, page.messages));
      setHasOlder(page.hasMore);
    }).finally(() => {
      loadingOlderRef.current = false;
      setLoadingOlder(false);
    });
  }, [apply, hasOlder, history, inTurn]);

  const setTyping = useCallback(
    (isTyping: boolean) => {
      const socket = socketRef.current;
      if (socket?.connected && user) socket.emit('typing', { username: user.userName, isTyping });
    },
    [user],
  );

  return {
    messages,
    onlineUsers,
    typers,
    connected,
    historyLoaded,
    hasOlder,
    loadingOlder,
    sending,
    send,
    loadOlder,
    setTyping,
  };
}
