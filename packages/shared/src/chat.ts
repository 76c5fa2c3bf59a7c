import type { ErrorBody } from './errors.ts';
import type {
  ChatHistoryPage,
  ChatMessage,
  OnlineUser,
  PresenceDeltaMeta,
  PresenceMeta,
  PresenceSnapshotMeta,
  UserTypingEvent,
} from './chat-response-schemas.ts';
import type {
  GetChatHistoryPayload,
  JoinPayload,
  OnlineUsersPayload,
  SendMessagePayload,
  TypingPayload,
} from './chat-schemas.ts';
import type {
  DeleteMessageAck,
  DeleteMessagePayload,
  MessageDeletedEvent,
  RoomSettings,
} from './safety.ts';
import type {
  ChatActionAck,
  EditMessagePayload,
  MessageEditedEvent,
  ReactPayload,
  ReactionsChangedEvent,
  ReadPositionEvent,
} from './chat-extras.ts';
import type { AppNotification } from './notifications.ts';
import type { ViewingPayload } from './push-schemas.ts';
import type {
  ConversationAck,
  ConversationMessage,
  ConversationReactionsEvent,
  ConversationTypingEvent,
} from './conversations.ts';
import type {
  ConversationDeletedEvent,
  ConversationEditedEvent,
  ConversationReadEvent,
} from './conversations-response-schemas.ts';
import type {
  ConversationDeletePayload,
  ConversationEditPayload,
  ConversationReactPayload,
  ConversationSendPayload,
  ConversationTypingPayload,
  JoinConversationPayload,
} from './conversations-schemas.ts';

export { CHAT_TEXT_MAX } from './chat-text.ts';

/** History pages: the newest 50 first, then older pages of 50 by cursor. */
export const CHAT_HISTORY_PAGE = 50;
/** product.md §9. */
export const CHAT_HISTORY_WAIT_MS = 5000;
export const CHAT_LOADING_FALLBACK_MS = 8000;
export const SOCKET_RECONNECTION_ATTEMPTS = 5;
export const SOCKET_RECONNECTION_DELAY_MS = 1000;
/**
 * While the server cannot be reached, the web app asks its health after these pauses (the last one
 * repeating); an answer also starts the socket's attempts again once they were used up.
 */
export const HEALTH_CHECK_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 15_000, 30_000];
/** A typer who sends nothing more is dropped after this long, on the server and the client. */
export const TYPING_EXPIRY_MS = 5000;
/** Per user: at most this many sends in one window. */
export const CHAT_RATE_LIMIT = { max: 20, windowMs: 10_000 } as const;
/** Engine.IO refuses any single packet larger than this (bytes). */
export const CHAT_MAX_PACKET_BYTES = 16 * 1024;

/**
 * The types of the payloads (`chat-schemas.ts`), the history and what presence and typing send
 * (`chat-response-schemas.ts`).
 */
export type {
  ChatHistoryPage,
  ChatMessage,
  GetChatHistoryPayload,
  JoinPayload,
  OnlineUser,
  OnlineUsersPayload,
  PresenceDeltaMeta,
  PresenceMeta,
  PresenceSnapshotMeta,
  SendMessagePayload,
  TypingPayload,
  UserTypingEvent,
};

/** People per page of `getOnlineUsers`, in order of user name. */
export const ONLINE_PAGE = 100;

/** A page of who is online; `next` is the cursor of the page after it, if there is one. */
export type OnlineUsersAck =
  | { ok: true; users: OnlineUser[]; online: number; next?: string }
  | { ok: false; error: ErrorBody };

/** At most this many people in a snapshot; the count is always exact. */
export const PRESENCE_SNAPSHOT_MAX = 20;
/** A delta names at most this many people; a larger one carries only the count. */
export const PRESENCE_DELTA_PEOPLE_MAX = 20;

export type SendMessageAck = { received: true } | { received: false; error: ErrorBody };

export type ChatHistoryAck = ({ ok: true } & ChatHistoryPage) | { ok: false; error: ErrorBody };

export interface ServerToClientEvents {
  message: (message: ChatMessage) => void;
  chatHistory: (messages: ChatMessage[]) => void;
  userJoined: (users: OnlineUser[], meta: PresenceDeltaMeta) => void;
  userLeft: (users: OnlineUser[], meta: PresenceDeltaMeta) => void;
  currentUsers: (users: OnlineUser[], meta: PresenceSnapshotMeta) => void;
  userTyping: (event: UserTypingEvent) => void;
  /** The author or a moderator deleted it: show the tombstone in its place. */
  messageDeleted: (event: MessageDeletedEvent) => void;
  /** An account was deleted: its messages are gone; drop them. */
  userRemoved: (event: { userId: string }) => void;
  /** Sent on join and when a moderator changes them. */
  roomSettings: (settings: RoomSettings) => void;
  /** A message's reactions at a newer revision. */
  reactionsChanged: (event: ReactionsChangedEvent) => void;
  messageEdited: (event: MessageEditedEvent) => void;
  /** To the user's own sockets: the read position moved (another tab or device). */
  readPosition: (event: ReadPositionEvent) => void;
  /** To the recipient's sockets. */
  notification: (notification: AppNotification) => void;
  /**
   * To moderators' and admins' sockets: the number of open reports, whenever a
   * report is filed or closed, on every instance.
   */
  openReports: (event: { open: number }) => void;
  /** Private conversations (ADR 0035), to the sockets that joined the conversation. */
  conversationMessage: (message: ConversationMessage) => void;
  conversationReactions: (event: ConversationReactionsEvent) => void;
  conversationTyping: (event: ConversationTypingEvent) => void;
  /**
   * To each member's user room: a message, a rename or a change of members (the inbox reads the
   * conversation again); also to a member removed, or who left.
   */
  conversationChanged: (event: { conversationId: string }) => void;
}

/**
 * Issue 34, phase 2: what the server sends about a private conversation's messages besides
 * `ServerToClientEvents`. The web's socket type (`AppSocket`) takes both maps, so its room session,
 * which lists every event of `ServerToClientEvents` it leaves out, need not name these. The server
 * emits both.
 */
export interface ConversationServerEvents {
  /** To the sockets that joined the conversation. */
  conversationEdited: (event: ConversationEditedEvent) => void;
  conversationDeleted: (event: ConversationDeletedEvent) => void;
  /** To the other member's sockets of a one-to-one (their user room): "Seen". */
  conversationRead: (event: ConversationReadEvent) => void;
}

export interface ClientToServerEvents {
  join: (payload?: JoinPayload) => void;
  /**
   * Off the chat screen: the app keeps its one connection (unread counts, notifications) but the
   * person is no longer online in the room. `join` again on coming back.
   */
  leave: () => void;
  /** With an ack: the page comes back in it. Without: the server emits `chatHistory`. */
  getChatHistory: (payload?: GetChatHistoryPayload, ack?: (result: ChatHistoryAck) => void) => void;
  sendMessage: (payload: SendMessagePayload, ack: (result: SendMessageAck) => void) => void;
  typing: (payload: TypingPayload) => void;
  /** Who is online, a page at a time, for the list behind the header's count. */
  getOnlineUsers: (payload: OnlineUsersPayload, ack: (result: OnlineUsersAck) => void) => void;
  deleteMessage: (payload: DeleteMessagePayload, ack: (result: DeleteMessageAck) => void) => void;
  react: (payload: ReactPayload, ack: (result: ChatActionAck) => void) => void;
  editMessage: (payload: EditMessagePayload, ack: (result: ChatActionAck) => void) => void;
  /**
   * The screens this tab shows that a push would open (one's follower list, the report queue):
   * nothing is pushed for them meanwhile (ADR 0024). Sent again on every (re)connection.
   */
  viewing: (payload: ViewingPayload, ack?: (result: ChatActionAck) => void) => void;
  /**
   * Private conversations (ADR 0035): membership is checked on every one. `joinConversation`
   * enters the conversation's room (its messages, reactions and typing); `leaveConversation`
   * leaves it (the screen closed), not the conversation.
   */
  joinConversation: (
    payload: JoinConversationPayload,
    ack?: (result: ConversationAck) => void,
  ) => void;
  leaveConversation: (payload: JoinConversationPayload) => void;
  conversationSend: (
    payload: ConversationSendPayload,
    ack: (result: ConversationAck<ConversationMessage>) => void,
  ) => void;
  conversationReact: (
    payload: ConversationReactPayload,
    ack: (result: ConversationAck) => void,
  ) => void;
  conversationTyping: (
    payload: ConversationTypingPayload,
    ack?: (result: ConversationAck) => void,
  ) => void;
  /** The author's own message, within 15 minutes; then `conversationEdited` to the others. */
  conversationEdit: (
    payload: ConversationEditPayload,
    ack: (result: ConversationAck) => void,
  ) => void;
  /** The author's own message becomes a tombstone; then `conversationDeleted`. */
  conversationDelete: (
    payload: ConversationDeletePayload,
    ack: (result: ConversationAck) => void,
  ) => void;
}

/** product.md §3: `${userId}-${Date.now()}-${random base36}`. */
export function newMessageId(userId: string, now = Date.now()): string {
  return `${userId}-${now}-${Math.random().toString(36).slice(2, 11)}`;
}
