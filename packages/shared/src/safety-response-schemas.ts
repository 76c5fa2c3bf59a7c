/**
 * What the safety routes answer (product.md §12), as zod schemas: the server declares them on its
 * routes and its serializer checks each answer against them; `safety.ts` re-exports the types
 * inferred from them. Apart from `safety-schemas.ts` (the inputs), because the browser checks
 * inputs in its forms but never runs these. Strict objects: a field not listed here is a 500,
 * never sent, and the keys are written in the order listed, so the order is the wire's order.
 */
import { z } from 'zod';
import { chatMessageSchema } from './chat-response-schemas.ts';
import { NOTIFICATION_KINDS } from './notifications.ts';
import { BLOCK_KINDS, REPORT_REASONS, USER_ROLES } from './safety.ts';

const count = z.number().int();
const isoDate = z.string();
const nullableDate = isoDate.nullable();
const reportKind = z.enum(['message', 'user']);
const reportStatus = z.enum(['open', 'dismissed', 'actioned']);

/** A person as the safety answers name them (blocks, reports, staff). */
export const personRefSchema = z.strictObject({
  userId: z.string(),
  userName: z.string(),
  fullName: z.string(),
  profilePic: z.string(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

export const blockedPersonSchema = z.strictObject({
  ...personRefSchema.shape,
  kind: z.enum(BLOCK_KINDS),
  createdAt: isoDate,
});
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

/** `POST /api/blocks`: the confirmation (`safetyTexts.blocked` or `.muted`) and the row. */
export const blockResponseSchema = z.strictObject({
  message: z.string(),
  block: blockedPersonSchema,
});
export type BlockResponse = z.infer<typeof blockResponseSchema>;

/** `GET /api/blocks`: newest first. */
export const blocksResponseSchema = z.strictObject({ blocks: z.array(blockedPersonSchema) });
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

/** Where to find help, shown to whoever reports a self-harm message. */
export const helpResourcesSchema = z.strictObject({
  title: z.string(),
  lines: z.array(z.string()),
});
export type HelpResources = z.infer<typeof helpResourcesSchema>;

/** `POST /api/reports`, 201. */
export const reportResponseSchema = z.strictObject({
  reportId: z.string(),
  message: z.string(),
  help: helpResourcesSchema.optional(),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** `GET /api/account`: what the web needs to know of the signed-in user beyond the profile. */
export const accountResponseSchema = z.strictObject({
  userId: z.string(),
  role: z.enum(USER_ROLES),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** One of the user's messages in the export, the room's or a conversation's. */
const exportedMessageSchema = z.strictObject({
  messageId: z.string(),
  text: z.string(),
  createdAt: isoDate,
  deletedAt: nullableDate,
  /** product.md §13, each only when set. */
  editedAt: isoDate.optional(),
  replyToMessageId: z.string().optional(),
  imageId: z.string().optional(),
});

/**
 * `GET /api/account/export`: everything stored about the user, as a JSON download. What it leaves
 * out, and why, is listed in `notIncluded`. Strict, so nothing unlisted (a hash, a token) can
 * slip in.
 */
export const accountExportSchema = z.strictObject({
  format: z.literal('tuning-account-export'),
  version: z.literal(1),
  exportedAt: isoDate,
  account: z.strictObject({
    userId: z.string(),
    email: z.string(),
    emailConfirmedAt: nullableDate,
    fullName: z.string(),
    userName: z.string(),
    dateOfBirth: z.string().nullable(),
    pronouns: z.string().nullable(),
    bio: z.string(),
    location: z.string(),
    collegeName: z.string(),
    collegeYear: z.string(),
    externalLink: z.string(),
    role: z.enum(USER_ROLES),
    followersCount: count,
    followingCount: count,
    suspendedUntil: nullableDate,
    suspensionReason: z.string().nullable(),
    createdAt: isoDate,
  }),
  /** The stored photo, base64-encoded. */
  profilePhoto: z
    .strictObject({ contentType: z.string(), updatedAt: isoDate, base64: z.string() })
    .nullable(),
  /** Signed-in devices (the keys themselves are stored only as hashes and are not included). */
  sessions: z.array(
    z.strictObject({ createdAt: isoDate, expiresAt: isoDate, lastSeenAt: isoDate }),
  ),
  /** A password reset link waiting to be used (the link itself is not stored). */
  passwordReset: z.strictObject({ requestedAt: isoDate, expiresAt: isoDate }).nullable(),
  /** An email confirmation link waiting to be used. */
  emailConfirmation: z.strictObject({ expiresAt: isoDate }).nullable(),
  following: z.array(z.strictObject({ userName: z.string(), since: isoDate })),
  followers: z.array(z.strictObject({ userName: z.string(), since: isoDate })),
  chatMessages: z.array(exportedMessageSchema),
  /** product.md §13: the emoji put on messages. */
  chatReactions: z.array(
    z.strictObject({ messageId: z.string(), emoji: z.string(), createdAt: isoDate }),
  ),
  /** product.md §13: uploaded chat images (WebP, base64-encoded), and the message each is on. */
  chatImages: z.array(
    z.strictObject({
      imageId: z.string(),
      width: count,
      height: count,
      messageId: z.string().nullable(),
      createdAt: isoDate,
      base64: z.string(),
    }),
  ),
  /** product.md §13: where the user stopped reading the chat. */
  chatReadPosition: z.strictObject({ lastReadSeq: count, updatedAt: isoDate }).nullable(),
  /** product.md §13: the notification bell. */
  notifications: z.array(
    z.strictObject({
      kind: z.enum(NOTIFICATION_KINDS),
      fromUserName: z.string(),
      messageId: z.string().nullable(),
      emoji: z.string().nullable(),
      createdAt: isoDate,
      readAt: nullableDate,
    }),
  ),
  /** The devices that get push notifications (their push service) and the kinds off. */
  pushDevices: z.array(z.strictObject({ pushService: z.string(), createdAt: isoDate })),
  pushSettings: z.strictObject({ off: z.array(z.string()), updatedAt: isoDate }).nullable(),
  /** The group chat's send counter, slow mode and repeat guard. */
  chatSending: z
    .strictObject({
      windowIndex: count,
      sends: count,
      lastSentAt: nullableDate,
      lastTextHash: z.string().nullable(),
      repeats: count,
    })
    .nullable(),
  /** Character replies per UTC day. */
  characterReplies: z.array(z.strictObject({ day: z.string(), replies: count })),
  blocks: z.array(
    z.strictObject({ userName: z.string(), kind: z.enum(BLOCK_KINDS), createdAt: isoDate }),
  ),
  reportsFiled: z.array(
    z.strictObject({
      reportId: z.string(),
      kind: reportKind,
      reason: z.string(),
      note: z.string(),
      messageId: z.string().nullable(),
      reportedUserName: z.string().nullable(),
      status: reportStatus,
      createdAt: isoDate,
    }),
  ),
  /** Moderators' actions on this account (who took them is not included). */
  moderationOfYou: z.array(
    z.strictObject({
      action: z.string(),
      reason: z.string(),
      detail: z.record(z.string(), z.unknown()).nullable(),
      createdAt: isoDate,
    }),
  ),
  /** For moderators and admins: what they did. */
  staffWork: z.strictObject({
    actions: z.array(
      z.strictObject({
        action: z.string(),
        target: z.string().nullable(),
        messageId: z.string().nullable(),
        reportId: z.string().nullable(),
        reason: z.string(),
        createdAt: isoDate,
      }),
    ),
    messagesDeleted: z.array(z.strictObject({ messageId: z.string(), deletedAt: nullableDate })),
    reportsResolved: z.array(
      z.strictObject({ reportId: z.string(), status: z.string(), resolvedAt: nullableDate }),
    ),
    roomSettings: z.strictObject({ slowModeSeconds: count, updatedAt: isoDate }).nullable(),
    filterTerms: z.array(z.strictObject({ term: z.string(), createdAt: isoDate })),
  }),
  /** Private conversations (issue 34): the user's memberships, their own messages and reactions. */
  conversations: z.strictObject({
    memberships: z.array(
      z.strictObject({
        conversationId: z.string(),
        kind: z.string(),
        name: z.string().nullable(),
        status: z.string(),
        lastReadSeq: count,
        joinedAt: isoDate,
      }),
    ),
    created: z.array(
      z.strictObject({
        conversationId: z.string(),
        kind: z.string(),
        name: z.string().nullable(),
        createdAt: isoDate,
      }),
    ),
    messages: z.array(exportedMessageSchema.extend({ conversationId: z.string() })),
    reactions: z.array(
      z.strictObject({ messageId: z.string(), emoji: z.string(), createdAt: isoDate }),
    ),
    settings: z
      .strictObject({ whoCanMessage: z.string(), readReceipts: z.boolean(), updatedAt: isoDate })
      .nullable(),
  }),
  /** What is stored about the user but left out, and why. */
  notIncluded: z.array(z.string()),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** `POST /api/admin/users/:userName/suspend` and `/unsuspend`; a report's reported person. */
export const reportedPersonSchema = z.strictObject({
  ...personRefSchema.shape,
  role: z.enum(USER_ROLES),
  /** ISO; absent when not suspended. */
  suspendedUntil: isoDate.optional(),
  suspendedForGood: z.boolean().optional(),
});
export type ReportedPerson = z.infer<typeof reportedPersonSchema>;

/** A profile's public fields, as a report keeps them. */
export const reportedProfileSchema = z.strictObject({
  userName: z.string(),
  fullName: z.string(),
  bio: z.string(),
  collegeName: z.string(),
  collegeYear: z.string(),
  location: z.string(),
  externalLink: z.string(),
  profilePic: z.string(),
});
export type ReportedProfile = z.infer<typeof reportedProfileSchema>;

/** `POST /api/admin/reports/:reportId/dismiss`; one entry of the queue. */
export const adminReportSchema = z.strictObject({
  id: z.string(),
  kind: reportKind,
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  status: reportStatus,
  createdAt: isoDate,
  /** Null when the reporter has deleted their account. */
  reporter: personRefSchema.nullable(),
  /** Null when the reported person has deleted their account. */
  reported: reportedPersonSchema.nullable(),
  /** The reported person's user name when reported: kept after their account is deleted. */
  reportedName: z.string().optional(),
  /** For a message report: the message as reported, and whether it is deleted since. */
  message: z
    .strictObject({
      messageId: z.string(),
      text: z.string(),
      createdAt: isoDate,
      deleted: z.boolean(),
    })
    .optional(),
  /** For a profile report: its public fields as reported. */
  profile: reportedProfileSchema.optional(),
  /** For a message report: a few messages before and after it, as the room saw them. */
  context: z.array(chatMessageSchema).optional(),
  /**
   * A private conversation's message (issue 34): `context` is the conversation's messages around
   * it as they were when reported, the only view of a conversation a moderator has.
   */
  conversationId: z.string().optional(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/**
 * `GET /api/admin/reports/open-count` and the socket's `openReports`: how many reports
 * wait for a moderator.
 */
export const openReportsSchema = z.strictObject({ open: count.min(0) });
export type OpenReports = z.infer<typeof openReportsSchema>;

/** `GET /api/admin/reports`. */
export const adminReportsResponseSchema = z.strictObject({
  reports: z.array(adminReportSchema),
  next: z.string().optional(),
});
export type AdminReportsResponse = z.infer<typeof adminReportsResponseSchema>;

export const moderationLogEntrySchema = z.strictObject({
  id: count,
  actor: z.string(),
  action: z.enum([
    'dismiss-report',
    'delete-message',
    'suspend',
    'unsuspend',
    'grant-role',
    'slow-mode',
    'add-filter-term',
    'remove-filter-term',
  ]),
  target: z.string().optional(),
  messageId: z.string().optional(),
  reportId: z.string().optional(),
  reason: z.string(),
  detail: z.record(z.string(), z.unknown()).optional(),
  createdAt: isoDate,
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

/** `GET /api/admin/log`. */
export const moderationLogResponseSchema = z.strictObject({
  entries: z.array(moderationLogEntrySchema),
  next: z.string().optional(),
});
export type ModerationLogResponse = z.infer<typeof moderationLogResponseSchema>;

/** `GET` and `PUT /api/admin/room`; the socket's `roomSettings`. */
export const roomSettingsSchema = z.strictObject({ slowModeSeconds: count });
export type RoomSettings = z.infer<typeof roomSettingsSchema>;

/** `GET`, `POST /api/admin/filter-terms` and `DELETE /api/admin/filter-terms/:term`. */
export const filterTermsResponseSchema = z.strictObject({
  terms: z.array(z.strictObject({ term: z.string(), createdAt: isoDate })),
});
export type FilterTermsResponse = z.infer<typeof filterTermsResponseSchema>;

/** `GET /api/admin/staff` and `PUT /api/admin/users/:userName/role`. */
export const staffResponseSchema = z.strictObject({
  staff: z.array(z.strictObject({ ...personRefSchema.shape, role: z.enum(USER_ROLES) })),
});
export type StaffResponse = z.infer<typeof staffResponseSchema>;
