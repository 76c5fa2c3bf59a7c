/**
 * Safety: blocks and mutes, reports, deleting messages and accounts, the export, roles and the
 * moderators' tools (product.md §12): the types, constants and texts. The bodies and answers are
 * zod schemas in `safety-schemas.ts` and `safety-response-schemas.ts`, whose inferred types this
 * file re-exports; it loads no zod, so the chat screen can use its texts before its first paint.
 */
import type { ErrorBody } from './errors.ts';

// Imported, then exported: an `export type … from` is read as a runtime import by the cycle
// rule, and both schema files import this file's constants.
import type {
  BlockBody,
  DeleteAccountBody,
  DeleteMessagePayload,
  FilterTermBody,
  ModerationReasonBody,
  ReportBody,
  RoleBody,
  RoomSettingsBody,
  SuspendBody,
} from './safety-schemas.ts';
import type {
  AccountExport,
  AccountResponse,
  AdminReport,
  AdminReportsResponse,
  BlockedPerson,
  BlockResponse,
  BlocksResponse,
  FilterTermsResponse,
  HelpResources,
  ModerationLogEntry,
  ModerationLogResponse,
  PersonRef,
  ReportedPerson,
  ReportedProfile,
  ReportResponse,
  RoomSettings,
  StaffResponse,
} from './safety-response-schemas.ts';

export type {
  AccountExport,
  AccountResponse,
  AdminReport,
  AdminReportsResponse,
  BlockedPerson,
  BlockResponse,
  BlocksResponse,
  FilterTermsResponse,
  HelpResources,
  ModerationLogEntry,
  ModerationLogResponse,
  PersonRef,
  ReportedPerson,
  ReportedProfile,
  ReportResponse,
  RoomSettings,
  StaffResponse,
};

export type {
  BlockBody,
  DeleteAccountBody,
  DeleteMessagePayload,
  FilterTermBody,
  ModerationReasonBody,
  ReportBody,
  RoleBody,
  RoomSettingsBody,
  SuspendBody,
};

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

export type DeleteMessageAck = { ok: true } | { ok: false; error: ErrorBody };

export interface MessageDeletedEvent {
  messageId: string;
}

// --- moderation ----------------------------------------------------------------------------------

export const REASON_MAX = 500;

export const SLOW_MODE_MAX_SECONDS = 6 * 3600;

export const FILTER_TERM_MAX = 60;

// --- texts ---------------------------------------------------------------------------------------

const dateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export const safetyTexts = {
  blocked: (userName: string) => `You blocked @${userName}.`,
  /** The moderators' link to /admin in the navigation and the bell. */
  openReportsLabel: (open: number) => (open > 0 ? `Reports, ${open} open` : 'Reports'),
  openReportsLine: (open: number) =>
    open === 1 ? '1 open report to review' : `${open} open reports to review`,
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
