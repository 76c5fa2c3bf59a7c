/**
 * Safety: blocks and mutes, reports, deleting messages and accounts, the export, roles and the
 * moderators' tools (product.md §12): the types, constants and texts. The server validates bodies
 * with `safety-schemas.ts`; this file loads no zod, so the chat screen can use its texts before
 * its first paint.
 */
import type { ChatMessage } from './chat.ts';
import type { ErrorBody } from './errors.ts';

export type {
  BlockBody,
  DeleteAccountBody,
  DeleteMessagePayload,
  ReportBody,
  SuspendBody,
} from './safety-schemas.ts';

// --- roles ---------------------------------------------------------------------------------------

export const USER_ROLES = ['member', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Moderators and admins see `/admin`; only admins manage roles and the word filter. */
export function isModerator(role: UserRole | undefined): boolean {
  return role === 'moderator' || role === 'admin';
}

// --- blocks and mutes ----------------------------------------------------------------------------

/** A block hides their messages, ends follows both ways and refuses new ones; a mute only hides. */
export const BLOCK_KINDS = ['block', 'mute'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export interface BlockedPerson {
  userId: string;
  userName: string;
  fullName: string;
  profilePic: string;
  kind: BlockKind;
  createdAt: string;
}

/** `GET /api/blocks`: newest first. */
export interface BlocksResponse {
  blocks: BlockedPerson[];
}

/** `POST /api/blocks`: the confirmation (`safetyTexts.blocked` or `.muted`) and the row. */
export interface BlockResponse {
  message: string;
  block: BlockedPerson;
}

// --- reports -------------------------------------------------------------------------------------

export const REPORT_REASONS = [
  'harassment',
  'hate',
  'spam',
  'sexual',
  'self-harm',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  spam: 'Spam',
  sexual: 'Sexual content',
  'self-harm': 'Self-harm or suicide',
  other: 'Something else',
};

export const REPORT_NOTE_MAX = 500;

/** Where to find help, shown to whoever reports a self-harm message. */
export interface HelpResources {
  title: string;
  lines: string[];
}

export interface ReportResponse {
  reportId: string;
  message: string;
  help?: HelpResources;
}

export type DeleteMessageAck = { ok: true } | { ok: false; error: ErrorBody };

export interface MessageDeletedEvent {
  messageId: string;
}

/** `GET /api/account`: what the web needs to know of the signed-in user beyond the profile. */
export interface AccountResponse {
  userId: string;
  role: UserRole;
}

/**
 * `GET /api/account/export`: everything stored about the user, as a JSON download. What it leaves
 * out, and why, is listed in `notIncluded`.
 */
export interface AccountExport {
  format: 'tuning-account-export';
  version: 1;
  exportedAt: string;
  account: {
    userId: string;
    email: string;
    emailConfirmedAt: string | null;
    fullName: string;
    userName: string;
    dateOfBirth: string | null;
    pronouns: string | null;
    bio: string;
    location: string;
    collegeName: string;
    collegeYear: string;
    externalLink: string;
    role: UserRole;
    followersCount: number;
    followingCount: number;
    suspendedUntil: string | null;
    suspensionReason: string | null;
    createdAt: string;
  };
  /** The stored photo, base64-encoded. */
  profilePhoto: { contentType: string; updatedAt: string; base64: string } | null;
  /** Signed-in devices (the keys themselves are stored only as hashes and are not included). */
  sessions: { createdAt: string; expiresAt: string; lastSeenAt: string }[];
  /** A password reset link waiting to be used (the link itself is not stored). */
  passwordReset: { requestedAt: string; expiresAt: string } | null;
  /** An email confirmation link waiting to be used. */
  emailConfirmation: { expiresAt: string } | null;
  following: { userName: string; since: string }[];
  followers: { userName: string; since: string }[];
  chatMessages: {
    messageId: string;
    text: string;
    createdAt: string;
    deletedAt: string | null;
    /** Issue 19, each only when set. */
    editedAt?: string;
    replyToMessageId?: string;
    imageId?: string;
  }[];
  /** Issue 19: the emoji put on messages. */
  chatReactions: { messageId: string; emoji: string; createdAt: string }[];
  /** Issue 19: uploaded chat images (WebP, base64-encoded), and the message each is on. */
  chatImages: {
    imageId: string;
    width: number;
    height: number;
    messageId: string | null;
    createdAt: string;
    base64: string;
  }[];
  /** Issue 19: where the user stopped reading the chat. */
  chatReadPosition: { lastReadSeq: number; updatedAt: string } | null;
  /** Issue 19: the notification bell. */
  notifications: {
    kind: 'mention' | 'reply' | 'reaction' | 'follow';
    fromUserName: string;
    messageId: string | null;
    emoji: string | null;
    createdAt: string;
    readAt: string | null;
  }[];
  /** The group chat's send counter, slow mode and repeat guard. */
  chatSending: {
    windowIndex: number;
    sends: number;
    lastSentAt: string | null;
    lastTextHash: string | null;
    repeats: number;
  } | null;
  /** Character replies per UTC day. */
  characterReplies: { day: string; replies: number }[];
  blocks: { userName: string; kind: BlockKind; createdAt: string }[];
  reportsFiled: {
    reportId: string;
    kind: 'message' | 'user';
    reason: string;
    note: string;
    messageId: string | null;
    reportedUserName: string | null;
    status: 'open' | 'dismissed' | 'actioned';
    createdAt: string;
  }[];
  /** Moderators' actions on this account (who took them is not included). */
  moderationOfYou: {
    action: string;
    reason: string;
    detail: Record<string, unknown> | null;
    createdAt: string;
  }[];
  /** For moderators and admins: what they did. */
  staffWork: {
    actions: {
      action: string;
      target: string | null;
      messageId: string | null;
      reportId: string | null;
      reason: string;
      createdAt: string;
    }[];
    messagesDeleted: { messageId: string; deletedAt: string | null }[];
    reportsResolved: { reportId: string; status: string; resolvedAt: string | null }[];
    roomSettings: { slowModeSeconds: number; updatedAt: string } | null;
    filterTerms: { term: string; createdAt: string }[];
  };
  /** What is stored about the user but left out, and why. */
  notIncluded: string[];
}

// --- moderation ----------------------------------------------------------------------------------

export const REASON_MAX = 500;

export const SLOW_MODE_MAX_SECONDS = 6 * 3600;

export const FILTER_TERM_MAX = 60;

export interface PersonRef {
  userId: string;
  userName: string;
  fullName: string;
  profilePic: string;
}

export interface ReportedPerson extends PersonRef {
  role: UserRole;
  /** ISO; absent when not suspended. */
  suspendedUntil?: string;
  suspendedForGood?: boolean;
}

/** A profile's public fields, as a report keeps them. */
export interface ReportedProfile {
  userName: string;
  fullName: string;
  bio: string;
  collegeName: string;
  collegeYear: string;
  location: string;
  externalLink: string;
  profilePic: string;
}

export interface AdminReport {
  id: string;
  kind: 'message' | 'user';
  reason: ReportReason;
  note: string;
  status: 'open' | 'dismissed' | 'actioned';
  createdAt: string;
  /** Null when the reporter has deleted their account. */
  reporter: PersonRef | null;
  /** Null when the reported person has deleted their account. */
  reported: ReportedPerson | null;
  /** The reported person's user name when reported: kept after their account is deleted. */
  reportedName?: string;
  /** For a message report: the message as reported, and whether it is deleted since. */
  message?: { messageId: string; text: string; createdAt: string; deleted: boolean };
  /** For a profile report: its public fields as reported. */
  profile?: ReportedProfile;
  /** For a message report: a few messages before and after it, as the room saw them. */
  context?: ChatMessage[];
}

export interface AdminReportsResponse {
  reports: AdminReport[];
  next?: string;
}

export interface ModerationLogEntry {
  id: number;
  actor: string;
  action:
    | 'dismiss-report'
    | 'delete-message'
    | 'suspend'
    | 'unsuspend'
    | 'grant-role'
    | 'slow-mode'
    | 'add-filter-term'
    | 'remove-filter-term';
  target?: string;
  messageId?: string;
  reportId?: string;
  reason: string;
  detail?: Record<string, unknown>;
  createdAt: string;
}

export interface ModerationLogResponse {
  entries: ModerationLogEntry[];
  next?: string;
}

export interface RoomSettings {
  slowModeSeconds: number;
}

export interface FilterTermsResponse {
  terms: { term: string; createdAt: string }[];
}

export interface StaffResponse {
  staff: (PersonRef & { role: UserRole })[];
}

// --- texts ---------------------------------------------------------------------------------------

const dateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export const safetyTexts = {
  blocked: (userName: string) => `You blocked @${userName}.`,
  muted: (userName: string) => `You muted @${userName}.`,
  unblocked: (userName: string) => `@${userName} is no longer blocked.`,
  cannotBlockYourself: 'You cannot block or mute yourself.',
  cannotFollowBlocked: 'You cannot follow this person.',
  reportThanks: 'Thanks for telling us. A moderator will look at it.',
  reportOwn: 'You cannot report yourself.',
  reportTooMany: 'You have sent many reports in the last hour. Try again later.',
  messageGone: 'That message no longer exists.',
  deleteNotAllowed: 'You can only delete your own messages.',
  messageDeleted: 'message deleted',
  deletedUser: 'deleted user',
  accountDeleted: 'Your account and everything in it are deleted.',
  wrongPassword: 'That password is not right.',
  /** A moderator's call on an admin-only route (members are told the route does not exist). */
  adminsOnly: 'Only admins can do that.',
  cannotModerateYourself: 'You cannot do that to your own account.',
  onlyAdminsModerateStaff: 'Only an admin can do that to a moderator.',
  adminsOnCommandLine: 'Admins are managed on the command line.',
  reportClosed: 'This report is already closed.',
  suspended: (until: Date | null) =>
    until === null
      ? 'Your account is suspended.'
      : `Your account is suspended until ${dateFormat.format(until)} UTC.`,
  slowMode: (seconds: number) =>
    `Slow mode is on: wait ${seconds} second${seconds === 1 ? '' : 's'} between messages.`,
  repeated: 'You already sent that. Say something new.',
  filtered: (term: string) => `Your message was not sent: "${term}" is not allowed here.`,
  selfHarmHelp: {
    title: 'If you or someone you know is struggling',
    lines: [
      'You are not alone, and you do not have to handle this by yourself.',
      'In the US, call or text 988 (Suicide & Crisis Lifeline), any time.',
      'Elsewhere, find a local helpline at findahelpline.com.',
      'If someone is in immediate danger, call your local emergency number.',
    ],
  } satisfies HelpResources,
} as const;
