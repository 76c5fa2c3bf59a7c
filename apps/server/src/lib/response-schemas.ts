/**
 * The JSON bodies the API answers with (product.md §7), as zod schemas: the server declares them on its
 * routes and its serializer checks each answer against them, so a field that is missing, of the
 * wrong type or not listed here is a 500, never a silent change. Each schema is tied to the
 * interface the web app reads (`satisfies`), and the server's handlers are type-checked against
 * the schema, so the two cannot drift apart. Keys are listed in the order the server sends them
 * (the serializer writes them in schema order). The server's alone: the web app reads the
 * interfaces in `@tuning/shared`.
 */
import { z } from 'zod';
import type {
  CurrentUserCollegeResponse,
  LoginResponse,
  MessageResponse,
  SignupResponse,
  UserAuthResponse,
} from '@tuning/shared/auth';
import type { ChatHistoryPage, ChatMessage } from '@tuning/shared/chat';
import type {
  ChatImage,
  ChatReadState,
  MentionSuggestionsResponse,
  Reaction,
  ReplyPreview,
} from '@tuning/shared/chat-extras';
import {
  NOTIFICATION_KINDS,
  type AppNotification,
  type NotificationsPage,
} from '@tuning/shared/notifications';
import type { CharacterChatResponse } from '@tuning/shared/characters/chat';
import { EXPRESSIONS } from '@tuning/shared/saga/acting';
import {
  MUTUAL_FOLLOWERS_NAMED,
  type FollowListEntry,
  type FollowListsResponse,
  type FollowStatus,
  type OtherUserData,
  type OtherUserProfileResponse,
  type SocializeCard,
  type SocializeResponse,
  type UserCard,
} from '@tuning/shared/profile';
import {
  BLOCK_KINDS,
  REPORT_REASONS,
  USER_ROLES,
  type AccountExport,
  type AccountResponse,
  type AdminReport,
  type AdminReportsResponse,
  type BlockedPerson,
  type BlockResponse,
  type BlocksResponse,
  type FilterTermsResponse,
  type ModerationLogResponse,
  type PersonRef,
  type ReportedPerson,
  type ReportResponse,
  type RoomSettings,
  type StaffResponse,
} from '@tuning/shared/safety';
import type { CurrentUserData, CurrentUserResponse } from '@tuning/shared/users';

const count = z.number().int();

export const messageResponseSchema = z.strictObject({
  message: z.string(),
}) satisfies z.ZodType<MessageResponse>;

/** `POST /api/signup`, 201. */
export const signupResponseSchema = z.strictObject({
  userId: z.string(),
  userEmail: z.string(),
  message: z.string(),
}) satisfies z.ZodType<SignupResponse>;

/** `POST /api/login`. */
export const loginResponseSchema = z.strictObject({
  userId: z.string(),
  userEmail: z.string(),
}) satisfies z.ZodType<LoginResponse>;

/** `POST /api/signup/userdetails` and `POST /api/currentuser`: the session's own user id. */
export const userIdResponseSchema = z.strictObject({ userId: z.string() });

/** `GET /api/userauth`. */
export const userAuthResponseSchema = z.strictObject({
  userId: z.string(),
  userEmail: z.string(),
  emailConfirmed: z.boolean(),
}) satisfies z.ZodType<UserAuthResponse>;

const currentUserDataSchema = z.strictObject({
  userCurrentId: z.string(),
  userFullName: z.string(),
  userUserName: z.string(),
  userLocation: z.string(),
  userCollegeName: z.string(),
  userCollegeYear: z.string(),
  userBio: z.string(),
  userExternalLink: z.string(),
  userProfilePic: z.string(),
  userFollowing: count,
  userFollower: count,
}) satisfies z.ZodType<CurrentUserData>;

/** `GET /api/currentuser`. */
export const currentUserResponseSchema = z.strictObject({
  currentUserData: currentUserDataSchema,
}) satisfies z.ZodType<CurrentUserResponse>;

/** `POST /api/currentusercollege`. */
export const currentUserCollegeResponseSchema = z.strictObject({
  usercollegeData: z.strictObject({ college: z.string() }),
}) satisfies z.ZodType<CurrentUserCollegeResponse>;

/** `PUT /api/currentuser`: false when the user name is taken. */
export const updateProfileResponseSchema = z.strictObject({ proceed: z.boolean() });

/** `POST /api/check-username`. */
export const usernameAvailabilityResponseSchema = z.strictObject({ isAvailable: z.boolean() });

/** `POST /api/gotouserprofile`. */
export const goToUserProfileResponseSchema = z.strictObject({ isFollowing: z.boolean() });

const otherUserDataSchema = z.strictObject({
  userProfilePic: z.string(),
  fullName: z.string(),
  userName: z.string(),
  bio: z.string(),
  collegeYear: z.string(),
  collegeName: z.string(),
  location: z.string(),
  externalLink: z.string(),
  followers: count,
  following: count,
}) satisfies z.ZodType<OtherUserData>;

/** `GET /api/otheruserprofile`. */
export const otherUserProfileResponseSchema = z.strictObject({
  otherUserData: otherUserDataSchema,
  isFollowing: z.boolean(),
  blockedYou: z.literal(true).optional(),
  youBlocked: z.enum(BLOCK_KINDS).optional(),
}) satisfies z.ZodType<OtherUserProfileResponse>;

const userCardSchema = z.strictObject({
  cuid: z.string(),
  fullName: z.string(),
  userName: z.string(),
  userProfilePic: z.string(),
}) satisfies z.ZodType<UserCard>;

const socializeCardSchema = z.strictObject({
  ...userCardSchema.shape,
  collegeName: z.string(),
  isFollowing: z.boolean(),
  followers: count,
  mutualFollowers: z.strictObject({
    total: count,
    userNames: z.array(z.string()).max(MUTUAL_FOLLOWERS_NAMED),
  }),
}) satisfies z.ZodType<SocializeCard>;

/** `GET /api/allcurrentuser`. */
export const socializeResponseSchema = z.strictObject({
  specificUsersData: z.array(socializeCardSchema),
  selectedCollege: z.string(),
  nextCursor: z.string().nullable(),
}) satisfies z.ZodType<SocializeResponse>;

/** `POST /api/follow`, `GET /api/userfollowstats/:userName` and `/api/userfollowstat/:username`. */
export const followStatusSchema = z.strictObject({
  isFollowing: z.boolean(),
  followers: count,
}) satisfies z.ZodType<FollowStatus>;

const followListEntrySchema = z.strictObject({
  ...userCardSchema.shape,
  isFollowing: z.boolean(),
  followers: count,
}) satisfies z.ZodType<FollowListEntry>;

/** `GET /api/followerfollowinglistprofile` and `GET /api/followerfollowinglist`. */
export const followListsResponseSchema = z.strictObject({
  usersFromFollowersList: z.array(followListEntrySchema),
  usersFromFollowingList: z.array(followListEntrySchema),
}) satisfies z.ZodType<FollowListsResponse>;

const chatPersonSchema = z.strictObject({
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
});

const reactionSchema = z.strictObject({
  emoji: z.string(),
  count,
  users: z.array(chatPersonSchema),
}) satisfies z.ZodType<Reaction>;

const replyPreviewSchema = z.strictObject({
  messageId: z.string(),
  seq: count,
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
  snippet: z.string(),
  deleted: z.literal(true).optional(),
  hasImage: z.literal(true).optional(),
  hidden: z.literal(true).optional(),
}) satisfies z.ZodType<ReplyPreview>;

const chatImageSchema = z.strictObject({
  url: z.string(),
  thumbUrl: z.string(),
  width: count,
  height: count,
}) satisfies z.ZodType<ChatImage>;

/** Issue 19's extras come last, each only when there is something to say. */
const chatMessageSchema = z.strictObject({
  message: z.string(),
  timestamp: count,
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
  profilePic: z.string(),
  messageId: z.string(),
  seq: count,
  revision: count.optional(),
  deleted: z.literal(true).optional(),
  reactions: z.array(reactionSchema).optional(),
  replyTo: replyPreviewSchema.optional(),
  mentions: z.array(z.string()).optional(),
  editedAt: count.optional(),
  image: chatImageSchema.optional(),
}) satisfies z.ZodType<ChatMessage>;

/** `GET /api/chat/history`. */
export const chatHistoryPageSchema = z.strictObject({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
}) satisfies z.ZodType<ChatHistoryPage>;

/** `GET /api/chat/read` and `PUT /api/chat/read`. */
export const chatReadStateSchema = z.strictObject({
  lastReadSeq: count,
  unread: count,
}) satisfies z.ZodType<ChatReadState>;

/** `GET /api/chat/mentions`. */
export const mentionSuggestionsResponseSchema = z.strictObject({
  users: z.array(chatPersonSchema.extend({ profilePic: z.string() })),
}) satisfies z.ZodType<MentionSuggestionsResponse>;

const appNotificationSchema = z.strictObject({
  id: count,
  kind: z.enum(NOTIFICATION_KINDS),
  actor: chatPersonSchema.extend({ profilePic: z.string() }),
  messageId: z.string().optional(),
  seq: count.optional(),
  snippet: z.string().optional(),
  emoji: z.string().optional(),
  createdAt: count,
  read: z.boolean(),
}) satisfies z.ZodType<AppNotification>;

/** `GET /api/notifications`. */
export const notificationsPageSchema = z.strictObject({
  notifications: z.array(appNotificationSchema),
  unread: count,
  hasMore: z.boolean(),
}) satisfies z.ZodType<NotificationsPage>;

/** `POST /api/notifications/read`. */
export const notificationsUnreadSchema = z.strictObject({ unread: count });

/** `GET /api/profile-image/:userId`: the photo's URL, or '' for none. */
export const profileImageResponseSchema = z.strictObject({ imageUrl: z.string() });

/** `POST /api/uploadprofilepic`. */
export const uploadPhotoResponseSchema = z.strictObject({ url: z.string() });

/** `DELETE /api/deleteprofilepic`. */
export const deletePhotoResponseSchema = z.strictObject({ removed: z.literal(true) });

/** `POST /api/{slug}-response`: product.md's `response`, and the reply's `mood` (added). */
export const characterChatResponseSchema = z.strictObject({
  response: z.string(),
  mood: z.enum(EXPRESSIONS).optional(),
  sig: z.string().optional(),
}) satisfies z.ZodType<CharacterChatResponse>;

/** `GET /api/health`: 200 `ok`, 503 `unavailable`. */
export const healthResponseSchema = z.strictObject({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

// --- Safety (product.md §12): blocks, reports, the account, moderation ---------------------------

const isoDate = z.string();

const blockedPersonSchema = z.strictObject({
  userId: z.string(),
  userName: z.string(),
  fullName: z.string(),
  profilePic: z.string(),
  kind: z.enum(BLOCK_KINDS),
  createdAt: isoDate,
}) satisfies z.ZodType<BlockedPerson>;

/** `POST /api/blocks`. */
export const blockResponseSchema = z.strictObject({
  message: z.string(),
  block: blockedPersonSchema,
}) satisfies z.ZodType<BlockResponse>;

/** `GET /api/blocks`. */
export const blocksResponseSchema = z.strictObject({
  blocks: z.array(blockedPersonSchema),
}) satisfies z.ZodType<BlocksResponse>;

/** `POST /api/reports`, 201. */
export const reportResponseSchema = z.strictObject({
  reportId: z.string(),
  message: z.string(),
  help: z.strictObject({ title: z.string(), lines: z.array(z.string()) }).optional(),
}) satisfies z.ZodType<ReportResponse>;

/** `GET /api/account`. */
export const accountResponseSchema = z.strictObject({
  userId: z.string(),
  role: z.enum(USER_ROLES),
}) satisfies z.ZodType<AccountResponse>;

const nullableDate = isoDate.nullable();

/** `GET /api/account/export`: strict, so nothing unlisted (a hash, a token) can slip in. */
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
  profilePhoto: z
    .strictObject({ contentType: z.string(), updatedAt: isoDate, base64: z.string() })
    .nullable(),
  sessions: z.array(
    z.strictObject({ createdAt: isoDate, expiresAt: isoDate, lastSeenAt: isoDate }),
  ),
  passwordReset: z.strictObject({ requestedAt: isoDate, expiresAt: isoDate }).nullable(),
  emailConfirmation: z.strictObject({ expiresAt: isoDate }).nullable(),
  following: z.array(z.strictObject({ userName: z.string(), since: isoDate })),
  followers: z.array(z.strictObject({ userName: z.string(), since: isoDate })),
  chatMessages: z.array(
    z.strictObject({
      messageId: z.string(),
      text: z.string(),
      createdAt: isoDate,
      deletedAt: nullableDate,
      editedAt: isoDate.optional(),
      replyToMessageId: z.string().optional(),
      imageId: z.string().optional(),
    }),
  ),
  chatReactions: z.array(
    z.strictObject({ messageId: z.string(), emoji: z.string(), createdAt: isoDate }),
  ),
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
  chatReadPosition: z.strictObject({ lastReadSeq: count, updatedAt: isoDate }).nullable(),
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
  chatSending: z
    .strictObject({
      windowIndex: count,
      sends: count,
      lastSentAt: nullableDate,
      lastTextHash: z.string().nullable(),
      repeats: count,
    })
    .nullable(),
  characterReplies: z.array(z.strictObject({ day: z.string(), replies: count })),
  blocks: z.array(
    z.strictObject({ userName: z.string(), kind: z.enum(BLOCK_KINDS), createdAt: isoDate }),
  ),
  reportsFiled: z.array(
    z.strictObject({
      reportId: z.string(),
      kind: z.enum(['message', 'user']),
      reason: z.string(),
      note: z.string(),
      messageId: z.string().nullable(),
      reportedUserName: z.string().nullable(),
      status: z.enum(['open', 'dismissed', 'actioned']),
      createdAt: isoDate,
    }),
  ),
  moderationOfYou: z.array(
    z.strictObject({
      action: z.string(),
      reason: z.string(),
      detail: z.record(z.string(), z.unknown()).nullable(),
      createdAt: isoDate,
    }),
  ),
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
  notIncluded: z.array(z.string()),
}) satisfies z.ZodType<AccountExport>;

const personRefSchema = z.strictObject({
  userId: z.string(),
  userName: z.string(),
  fullName: z.string(),
  profilePic: z.string(),
}) satisfies z.ZodType<PersonRef>;

/** `POST /api/admin/users/:userName/suspend` and `/unsuspend`; a report's reported person. */
export const reportedPersonSchema = z.strictObject({
  ...personRefSchema.shape,
  role: z.enum(USER_ROLES),
  suspendedUntil: isoDate.optional(),
  suspendedForGood: z.boolean().optional(),
}) satisfies z.ZodType<ReportedPerson>;

/** `POST /api/admin/reports/:reportId/dismiss`; one entry of the queue. */
export const adminReportSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(['message', 'user']),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  createdAt: isoDate,
  reporter: personRefSchema.nullable(),
  reported: reportedPersonSchema.nullable(),
  reportedName: z.string().optional(),
  message: z
    .strictObject({
      messageId: z.string(),
      text: z.string(),
      createdAt: isoDate,
      deleted: z.boolean(),
    })
    .optional(),
  profile: z
    .strictObject({
      userName: z.string(),
      fullName: z.string(),
      bio: z.string(),
      collegeName: z.string(),
      collegeYear: z.string(),
      location: z.string(),
      externalLink: z.string(),
      profilePic: z.string(),
    })
    .optional(),
  context: z.array(chatMessageSchema).optional(),
}) satisfies z.ZodType<AdminReport>;

/** `GET /api/admin/reports`. */
export const adminReportsResponseSchema = z.strictObject({
  reports: z.array(adminReportSchema),
  next: z.string().optional(),
}) satisfies z.ZodType<AdminReportsResponse>;

/** `GET /api/admin/log`. */
export const moderationLogResponseSchema = z.strictObject({
  entries: z.array(
    z.strictObject({
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
    }),
  ),
  next: z.string().optional(),
}) satisfies z.ZodType<ModerationLogResponse>;

/** `GET` and `PUT /api/admin/room`. */
export const roomSettingsSchema = z.strictObject({
  slowModeSeconds: count,
}) satisfies z.ZodType<RoomSettings>;

/** `GET`, `POST /api/admin/filter-terms` and `DELETE /api/admin/filter-terms/:term`. */
export const filterTermsResponseSchema = z.strictObject({
  terms: z.array(z.strictObject({ term: z.string(), createdAt: isoDate })),
}) satisfies z.ZodType<FilterTermsResponse>;

/** `GET /api/admin/staff` and `PUT /api/admin/users/:userName/role`. */
export const staffResponseSchema = z.strictObject({
  staff: z.array(z.strictObject({ ...personRefSchema.shape, role: z.enum(USER_ROLES) })),
}) satisfies z.ZodType<StaffResponse>;
