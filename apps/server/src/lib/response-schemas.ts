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
import type { CharacterChatResponse } from '@tuning/shared/characters/chat';
import type {
  FollowListEntry,
  FollowListsResponse,
  FollowStatus,
  OtherUserData,
  OtherUserProfileResponse,
  SocializeCard,
  SocializeResponse,
} from '@tuning/shared/profile';
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
}) satisfies z.ZodType<OtherUserProfileResponse>;

const socializeCardSchema = z.strictObject({
  cuid: z.string(),
  fullName: z.string(),
  userName: z.string(),
  userProfilePic: z.string(),
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
  ...socializeCardSchema.shape,
  isFollowing: z.boolean(),
  followers: count,
}) satisfies z.ZodType<FollowListEntry>;

/** `GET /api/followerfollowinglistprofile` and `GET /api/followerfollowinglist`. */
export const followListsResponseSchema = z.strictObject({
  usersFromFollowersList: z.array(followListEntrySchema),
  usersFromFollowingList: z.array(followListEntrySchema),
}) satisfies z.ZodType<FollowListsResponse>;

const chatMessageSchema = z.strictObject({
  message: z.string(),
  timestamp: count,
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
  profilePic: z.string(),
  messageId: z.string(),
  seq: count,
}) satisfies z.ZodType<ChatMessage>;

/** `GET /api/chat/history`. */
export const chatHistoryPageSchema = z.strictObject({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
}) satisfies z.ZodType<ChatHistoryPage>;

/** `GET /api/profile-image/:userId`: the photo's URL, or '' for none. */
export const profileImageResponseSchema = z.strictObject({ imageUrl: z.string() });

/** `POST /api/uploadprofilepic`. */
export const uploadPhotoResponseSchema = z.strictObject({ url: z.string() });

/** `DELETE /api/deleteprofilepic`. */
export const deletePhotoResponseSchema = z.strictObject({ removed: z.literal(true) });

/** `POST /api/{slug}-response`. */
export const characterChatResponseSchema = z.strictObject({
  response: z.string(),
}) satisfies z.ZodType<CharacterChatResponse>;

/** `GET /api/health`: 200 `ok`, 503 `unavailable`. */
export const healthResponseSchema = z.strictObject({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
