import { CHAT_RATE_LIMIT } from '@tuning/shared/chat';
import { MENTIONS_PER_MESSAGE_MAX } from '@tuning/shared/chat-extras';
import { CHAT_IMAGE_STORAGE_MAX_BYTES } from '@tuning/shared/chat-images';

/**
 * Every rate limit and budget of the server, in one place: routes and services read their numbers
 * from here (the auth throttles add how each is keyed, in auth.throttle.ts). Counts are per fixed
 * window; with REDIS_URL set they are shared by every instance. Socket caps per user and per
 * address are configuration (SOCKETS_PER_USER, SOCKETS_PER_IP), as is the login delay step.
 */

const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;

export interface Window {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  login: {
    perIp: { max: 20, windowMs: MINUTE },
    /** Per email and client address: refused past this (ADR 0002). */
    perAccountAndClient: { max: 10, windowMs: QUARTER_HOUR },
    /** The same pair is slowed by one delay step after this many attempts… */
    slowAfter: { max: 3, windowMs: QUARTER_HOUR },
    /** …and by four steps after this many. */
    slowerAfter: { max: 6, windowMs: QUARTER_HOUR },
  },
  signup: {
    perIp: { max: 30, windowMs: MINUTE },
    perAccount: { max: 5, windowMs: QUARTER_HOUR },
  },
  forgotPassword: {
    perIp: { max: 10, windowMs: MINUTE },
    perAccountAndClient: { max: 5, windowMs: QUARTER_HOUR },
    /**
     * Reset emails one account receives from clients other than its owner's, all together; past
     * it, none is sent (the answer is the same). Budgets are keyed by the mailbox (its Gmail key,
     * NFKC-folded), not the spelling typed.
     */
    emailsPerAccount: { max: 20, windowMs: 60 * MINUTE },
    /**
     * A client (address, or IPv6 /64) that signed up or logged in to an account within this is
     * the owner's: its reset requests are outside `emailsPerAccount`, so strangers filling that
     * cannot starve the owner (product.md §9). It still has `perAccountAndClient` and `perIp`.
     */
    ownerClientMs: 30 * 24 * HOUR,
  },
  resetPassword: {
    perIp: { max: 20, windowMs: MINUTE },
    perToken: { max: 5, windowMs: QUARTER_HOUR },
  },
  confirmEmail: { perIp: { max: 20, windowMs: MINUTE } },
  resendConfirmation: { perUser: { max: 3, windowMs: QUARTER_HOUR } },
  /** The Edit Profile availability check: fine for typing, not for scraping. */
  usernameCheck: { perUser: { max: 60, windowMs: MINUTE } },
  /** Profile photos per user: each upload costs a decode and an encode. */
  photoUploads: { perUser: { max: 20, windowMs: MINUTE } },
  /** Socialize pages (24 cards each) and searches, per user: scrolling and typing, not scraping. */
  socializePages: { perUser: { max: 60, windowMs: MINUTE } },
  characterReplies: {
    /** Across the five characters. */
    perUser: { max: 20, windowMs: MINUTE },
    /** Replies per user per UTC day (stored in ai_usage, so it survives restarts). */
    perDay: 200,
  },
  /** Group-chat sends per user (also shown by the web app's outbox). */
  chatSends: CHAT_RATE_LIMIT as Window,
  /** Pages of the who's-online list, per socket (counted on the socket's instance). */
  onlineListPages: { max: 10, windowMs: 10_000 },
  /*
   * The chat's socket events below are counted per person, across all their sockets and (with
   * Redis) instances, in lib/window-counter.ts: counted per socket, the 20 sockets a person may
   * hold made 600 reactions in under 2 s (product.md §9).
   */
  /** Chat messages deleted, per person. */
  chatDeletes: { max: 30, windowMs: MINUTE },
  /** Reactions set or cleared, per person. */
  chatReactions: { max: 30, windowMs: 10_000 },
  /** Messages edited, per person. */
  chatEdits: { max: 20, windowMs: MINUTE },
  /**
   * People named with `@` in sent and edited messages, per person: each may be a notification.
   * A send or edit naming more than is left is refused whole.
   */
  chatMentions: { max: 60, windowMs: 10 * MINUTE },
  /**
   * Mention notifications one message gives, over its first sending and all its edits together:
   * an edit that names new people notifies them only while the message is under this.
   */
  mentionNotificationsPerMessage: MENTIONS_PER_MESSAGE_MAX,
  /** Reading and moving the chat read position, per user (the screen moves it as one reads). */
  chatReadPosition: { perUser: { max: 120, windowMs: MINUTE } },
  /** The `@` autocomplete, per user: a lookup per keystroke, for typing, not for scraping. */
  mentionLookups: { perUser: { max: 60, windowMs: MINUTE } },
  /** The notification bell's list and marking it read, per user. */
  notifications: { perUser: { max: 60, windowMs: MINUTE } },
  /**
   * The chat's flood guard: at most `max` identical messages in a row (case and spacing ignored),
   * each within `windowMs` of the one before; the next one is refused.
   */
  chatRepeats: { max: 2, windowMs: MINUTE },
  /** Blocking, muting and lifting them, per user. */
  blocks: { perUser: { max: 30, windowMs: MINUTE } },
  reports: {
    /** Reports filed per user, counted in the database: exact across instances. */
    perUser: { max: 10, windowMs: HOUR },
    /** Calls to file one, per user (refused ones too). */
    calls: { max: 30, windowMs: MINUTE },
  },
  account: {
    /** Attempts to delete the account, per user: each checks a password. */
    deletes: { max: 5, windowMs: QUARTER_HOUR },
    /** Exports per user: each reads everything stored about them. */
    exports: { max: 5, windowMs: QUARTER_HOUR },
  },
  /**
   * Every other call of the safety features, per user: the block list, the account, and the
   * moderators' pages and actions.
   */
  safetyCalls: { perUser: { max: 120, windowMs: MINUTE } },
  /**
   * Private conversations (ADR 0035): requests started (a conversation's first message to someone
   * who does not follow its creator), per account and day, counted in the database; an account
   * younger than `newAccountMs` has the smaller budget. Sends and reactions share the room's
   * numbers (`chatSends`, `chatReactions`), counted apart from it.
   */
  messageRequests: { perDay: 20, newAccountPerDay: 3, newAccountMs: 7 * 24 * HOUR },
  /** The conversation routes other than sending, per user: the inbox, pages, members. */
  conversationCalls: { perUser: { max: 120, windowMs: MINUTE } },
  /** Group-chat images (product.md §13). */
  chatImages: {
    /** Uploads per user, as many as profile photos (`photoUploads`). */
    uploads: { max: 20, windowMs: MINUTE },
    /**
     * Uploads not sent with a message yet, per user: each upload removes the user's oldest ones
     * past this count, and any older than `pendingMs`.
     */
    pendingPerUser: 10,
    pendingMs: 24 * HOUR,
    /**
     * Bytes of chat images one account may keep stored (as re-encoded, thumbnails included):
     * without it an account could store about 54 GB a day (product.md §13). Past it, uploads are
     * refused until the user deletes image messages.
     */
    storagePerUser: CHAT_IMAGE_STORAGE_MAX_BYTES,
  },
} as const;
