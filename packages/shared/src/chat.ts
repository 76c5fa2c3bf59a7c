import { z } from 'zod';
import type { ErrorBody } from './errors.ts';

/** DESIGN 6: SPEC shows no maximum; the bound is 2,000 characters. */
export const CHAT_TEXT_MAX = 2000;
/** History pages: the newest 50 first, then older pages of 50 by cursor. */
export const CHAT_HISTORY_PAGE = 50;
/** SPEC §9. */
export const CHAT_HISTORY_WAIT_MS = 5000;
export const CHAT_LOADING_FALLBACK_MS = 8000;
export const SOCKET_RECONNECTION_ATTEMPTS = 5;
export const SOCKET_RECONNECTION_DELAY_MS = 1000;
/** A typer who sends nothing more is dropped after this long, on the server and the client. */
export const TYPING_EXPIRY_MS = 5000;
/** Per user: at most this many sends in one window. */
export const CHAT_RATE_LIMIT = { max: 20, windowMs: 10_000 } as const;
/** Engine.IO refuses any single packet larger than this (bytes). */
export const CHAT_MAX_PACKET_BYTES = 16 * 1024;

const MESSAGE_ID_MAX = 120;
const NAME_MAX = 200;

/** Not trimmed (SPEC §5), but whitespace alone is not a message. */
export const chatTextSchema = z
  .string()
  .min(1, 'Message cannot be empty')
  .max(CHAT_TEXT_MAX, `Message must be at most ${CHAT_TEXT_MAX} characters`)
  .refine((text) => text.trim().length > 0, 'Message cannot be blank');

/** `${userId}-${Date.now()}-${random base36}` (SPEC §3), checked loosely. */
export const messageIdSchema = z
  .string()
  .min(8)
  .max(MESSAGE_ID_MAX)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid messageId');

const optionalName = z.string().max(NAME_MAX).optional();
const optionalUrl = z.string().max(1000).optional();

/**
 * The message object SPEC §7 sends. Author fields may be present (the client sends the whole
 * object) but the server ignores them and uses the session's user.
 */
export const sendMessageSchema = z
  .object({
    message: chatTextSchema,
    messageId: messageIdSchema,
    timestamp: z.number().finite().optional(),
    userId: optionalName,
    username: optionalName,
    fullName: optionalName,
    profilePic: optionalUrl,
  })
  .strict();
export type SendMessagePayload = z.infer<typeof sendMessageSchema>;

/** SPEC §7 join: the user's fields; the server trusts only the session. */
export const joinSchema = z
  .object({
    userId: optionalName,
    username: optionalName,
    fullName: optionalName,
    profilePic: optionalUrl,
  })
  .strict()
  .optional();
export type JoinPayload = z.infer<typeof joinSchema>;

const seqSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** No argument: the newest page. `before`: the page older than a seq. `after`: catch-up. */
export const getChatHistorySchema = z
  .union([
    z.object({ before: seqSchema }).strict(),
    z.object({ after: seqSchema }).strict(),
    z.object({}).strict(),
  ])
  .optional();
export type GetChatHistoryPayload = z.infer<typeof getChatHistorySchema>;

/** `GET /api/chat/history`: the same pages as `getChatHistory`, cursors as query strings. */
const seqQuerySchema = z
  .string()
  .regex(/^\d{1,16}$/, 'must be a whole number')
  .transform(Number)
  .pipe(seqSchema);
export const chatHistoryQuerySchema = z.union([
  z.object({ before: seqQuerySchema }).strict(),
  z.object({ after: seqQuerySchema }).strict(),
  z.object({}).strict(),
]);

/** The body of `GET /api/chat/history`, oldest first, like the socket ack. */
export interface ChatHistoryPage {
  messages: ChatMessage[];
  hasMore: boolean;
}

export const typingSchema = z
  .object({
    username: optionalName,
    isTyping: z.boolean(),
  })
  .strict();
export type TypingPayload = z.infer<typeof typingSchema>;

/** SPEC §3 group chat message, plus the server's sequence. */
export interface ChatMessage {
  message: string;
  /** epoch ms, the server's clock when stored */
  timestamp: number;
  userId: string;
  username: string;
  fullName: string;
  profilePic: string;
  messageId: string;
  /** the server's order */
  seq: number;
}

/** One person online (SPEC §3 presence: shape not shown). */
export interface OnlineUser {
  userId: string;
  username: string;
  fullName: string;
  profilePic: string;
}

export interface UserTypingEvent {
  username: string;
  isTyping: boolean;
  userId: string;
  fullName: string;
}

export type SendMessageAck = { received: true } | { received: false; error: ErrorBody };

export type ChatHistoryAck = ({ ok: true } & ChatHistoryPage) | { ok: false; error: ErrorBody };

export interface ServerToClientEvents {
  message: (message: ChatMessage) => void;
  chatHistory: (messages: ChatMessage[]) => void;
  userJoined: (users: OnlineUser[]) => void;
  userLeft: (users: OnlineUser[]) => void;
  currentUsers: (users: OnlineUser[]) => void;
  userTyping: (event: UserTypingEvent) => void;
}

export interface ClientToServerEvents {
  join: (payload?: JoinPayload) => void;
  /** With an ack: the page comes back in it. Without: the server emits `chatHistory`. */
  getChatHistory: (payload?: GetChatHistoryPayload, ack?: (result: ChatHistoryAck) => void) => void;
  sendMessage: (payload: SendMessagePayload, ack: (result: SendMessageAck) => void) => void;
  typing: (payload: TypingPayload) => void;
}

/** The URL of a user's avatar, or '' for the placeholder. */
export function profilePicUrl(userId: string, photoVersion: number | null | undefined): string {
  return photoVersion === null || photoVersion === undefined
    ? ''
    : `/api/profile-image/${userId}/photo.webp?v=${photoVersion}`;
}

/** SPEC §3: `${userId}-${Date.now()}-${random base36}`. */
export function newMessageId(userId: string, now = Date.now()): string {
  return `${userId}-${now}-${Math.random().toString(36).slice(2, 11)}`;
}
