import { z } from 'zod';
import { messages } from '../messages.ts';
import type { CharacterChatResponse } from './chat-response-schemas.ts';

/** Bounds on what a client may send to a character endpoint (product.md §6). */
export const AI_CHAT_LIMITS = {
  /** Entries of conversationHistory; the client sends at most the newest this many. */
  historyEntries: 500,
  entryChars: 4000,
  messageChars: 2000,
  senderChars: 40,
  /** The server's signature on one of its character's replies (see `sig`). */
  signatureChars: 64,
  /** Regenerated takes of one reply. */
  variants: 50,
} as const;

/** The most bytes one character of a string takes in JSON: a control character, `\u001f`. */
const JSON_BYTES_PER_CHAR = 6;
/** An entry's keys, quotes, commas and its `id` and `time`, generously. */
const JSON_BYTES_PER_ENTRY = 256;

/**
 * The largest body a valid request can have, in bytes: every cap above filled with characters
 * that take the most room in JSON. The endpoints' body limit, so no valid request is refused as
 * too large (non-ASCII text takes up to three bytes a character, an escape six).
 */
export const AI_CHAT_BODY_BYTES =
  JSON_BYTES_PER_CHAR *
    (AI_CHAT_LIMITS.messageChars +
      AI_CHAT_LIMITS.historyEntries *
        (AI_CHAT_LIMITS.entryChars + AI_CHAT_LIMITS.senderChars + AI_CHAT_LIMITS.signatureChars)) +
  JSON_BYTES_PER_ENTRY * (AI_CHAT_LIMITS.historyEntries + 1);

/** Pages of the comic (product.md §9); `furthestPage` counts them from 1. */
const STORY_PAGE_COUNT = 11;

/** The product.md §3 AI chat message as stored in the browser: `{ id, sender, content, time }`. */
const storedMessageSchema = z
  .object({
    id: z.union([z.number().int(), z.string().max(64)]).optional(),
    sender: z.string().min(1).max(AI_CHAT_LIMITS.senderChars),
    content: z.string().max(AI_CHAT_LIMITS.entryChars),
    time: z.string().max(40).optional(),
    sig: z.string().max(AI_CHAT_LIMITS.signatureChars).optional(),
  })
  .strict();

/** The chat-API shape some clients send instead; only these two roles exist. */
const roleMessageSchema = z
  .object({
    role: z.enum(['user', 'assistant']),
    content: z.string().max(AI_CHAT_LIMITS.entryChars),
    sig: z.string().max(AI_CHAT_LIMITS.signatureChars).optional(),
  })
  .strict();

export const historyEntrySchema = z.union([storedMessageSchema, roleMessageSchema]);
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Who wrote a stored message: the user ('You') or the character (any of its names). */
export function normaliseSenderName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/**
 * The body of `POST /api/{slug}-response`. `characterNames` are the names the character's own
 * messages may carry (display name and full name); any other sender is refused.
 */
export function characterChatRequestSchema(characterNames: readonly string[]) {
  const names = new Set(characterNames.map(normaliseSenderName));
  return z
    .object({
      message: z
        .string()
        .max(AI_CHAT_LIMITS.messageChars)
        .refine((text) => text.trim().length > 0, 'must not be blank'),
      conversationHistory: z
        .array(
          historyEntrySchema.refine(
            (entry) =>
              !('sender' in entry) ||
              normaliseSenderName(entry.sender) === 'you' ||
              names.has(normaliseSenderName(entry.sender)),
            'sender must be "You" or the character',
          ),
        )
        .max(AI_CHAT_LIMITS.historyEntries)
        .default([]),
      /**
       * The furthest comic page (1–11) the user has reached in the reader, 0 for none; the
       * character does not spoil later pages unless asked twice. Absent: everything is read.
       */
      furthestPage: z.number().int().min(0).max(STORY_PAGE_COUNT).optional(),
      /** Regenerate: 0 for the first reply to a message, then 1, 2, … for each new take. */
      variant: z.number().int().min(0).max(AI_CHAT_LIMITS.variants).optional(),
    })
    .strict();
}
export type CharacterChatRequest = z.infer<ReturnType<typeof characterChatRequestSchema>>;

/** The answer's type; its schema is in `chat-response-schemas.ts`. */
export type { CharacterChatResponse };

/**
 * Server-Sent Events of `POST /api/{slug}-response/stream`. A reply cut short (the model timed
 * out or failed after some text) ends with `error` of code `TRUNCATED` carrying the `partial`
 * text, never with `done`: only `done` is a complete reply.
 */
export type CharacterStreamEvent =
  | { event: 'token'; data: { text: string } }
  | { event: 'done'; data: CharacterChatResponse }
  | { event: 'error'; data: { code: string; message: string; partial?: string } };

/**
 * Added: the 429 body when the student has used the day's character replies, beside `code`
 * (`RATE_LIMITED`) and `message`: `limit` says which limit, `retryAt` (ISO 8601) when replies come
 * back. The per-minute limit's 429 has neither.
 */
export interface DailyLimitBody {
  limit: 'daily';
  retryAt: string;
}

export function isDailyLimitBody(body: unknown): body is DailyLimitBody {
  const value = body as Partial<DailyLimitBody> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    value.limit === 'daily' &&
    typeof value.retryAt === 'string' &&
    !Number.isNaN(Date.parse(value.retryAt))
  );
}

/** The `error` code of a stream that produced some text and then failed. */
export const TRUNCATED_REPLY_CODE = 'TRUNCATED';

/** The user's own sender name in stored messages (product.md §3). */
export const USER_SENDER = 'You';

/** product.md §8: the fixed in-character line shown when a character endpoint fails. */
export const CHARACTER_FAILURE_LINES = {
  tyson: 'Dude, currently I am busy fighting off the evil forces of Kaizetsu. Will ping you later!',
  asahi: 'Dude, currently I am busy fighting off the evil forces of Kaizetsu. Will ping you later!',
  kazeo: 'Dude, currently I am busy fighting off the evil forces of Kaizetsu. Will ping you later!',
  kaizetsu: "Can't talk right now, I am busy fighting off the forces of Tyson.",
  yurei: "Can't talk right now, I am busy fighting off the forces of Tyson.",
} as const;

/** product.md §8: the reply used when a successful answer has no `response` field. */
export const CHARACTER_MISSING_RESPONSE = {
  tyson: "Heh, that's an interesting one... Let me think!",
  kaizetsu: "Heh, that's an interesting one... Let me think!",
  kazeo: "Heh, that's an interesting one... Let me think!",
  yurei: "Heh, that's an interesting one... Let me think!",
  asahi: "Hmm, that's interesting. Let me think...",
} as const;

/** product.md §2: the character chat screen's fixed texts. */
export const characterChatTexts = {
  online: 'Online',
  typing: 'Typing...',
  clearChats: 'Clear Chats',
  send: 'Send',
  sending: 'Sending...',
  stop: 'Stop',
  placeholder: messages.aiPlaceholder,
  empty: messages.aiEmpty,
  /** Shown on every character chat, permanently: the replies are generated. */
  generatedNotice: (character: string) =>
    `${character} is an AI character from the Tuning comic. Replies are generated and can be wrong.`,
  regenerate: 'Regenerate',
  retry: 'Retry',
  notDelivered: 'Not delivered',
  cutOff: 'Cut off',
  clearConfirm: (character: string) =>
    `Clear your whole chat with ${character}? This can't be undone.`,
  clearConfirmTitle: 'Clear Chats?',
  cancel: 'Cancel',
  openersLabel: 'Try asking',
  /** The day's replies are used up; `when` is "at 7:00 PM" or "tomorrow at 2:00 AM". */
  dailyLimit: (when: string) =>
    `You've used all of today's character replies. Replies come back ${when}.`,
  dailyLimitRetry: (when: string) => `Retry is available again ${when}.`,
} as const;
