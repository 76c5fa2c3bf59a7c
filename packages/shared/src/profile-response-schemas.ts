/**
 * What the profile, Socialize, follow and photo routes answer (product.md §3, §7), as zod
 * schemas: the server declares them on its routes and its serializer checks each answer against
 * them; the web app reads the types inferred from them but never runs these, so they are apart
 * from the inputs (`profile.ts`). Strict objects: a field not listed here is a 500, never sent, and
 * the keys are written in the order listed, so the order is the wire's order.
 */
import { z } from 'zod';
import { BLOCK_KINDS } from './safety.ts';

const count = z.number().int();

/** How many of the people the viewer follows follow a student, with up to this many named. */
export const MUTUAL_FOLLOWERS_NAMED = 2;

/** `PUT /api/currentuser`: false when the user name is taken. */
export const updateProfileResponseSchema = z.strictObject({ proceed: z.boolean() });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** `POST /api/check-username`. */
export const usernameAvailabilityResponseSchema = z.strictObject({ isAvailable: z.boolean() });
export type UsernameAvailabilityResponse = z.infer<typeof usernameAvailabilityResponseSchema>;

/** `POST /api/gotouserprofile`. */
export const goToUserProfileResponseSchema = z.strictObject({ isFollowing: z.boolean() });
export type GoToUserProfileResponse = z.infer<typeof goToUserProfileResponseSchema>;

export const otherUserDataSchema = z.strictObject({
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
});
export type OtherUserData = z.infer<typeof otherUserDataSchema>;

/** `GET /api/otheruserprofile`. */
export const otherUserProfileResponseSchema = z.strictObject({
  otherUserData: otherUserDataSchema,
  isFollowing: z.boolean(),
  /**
   * Added (product.md §12): the owner blocks the viewer, so `otherUserData` holds only the full
   * name and user name (every other field empty or 0).
   */
  blockedYou: z.literal(true).optional(),
  /** Added: the viewer blocks or mutes the owner. */
  youBlocked: z.enum(BLOCK_KINDS).optional(),
});
export type OtherUserProfileResponse = z.infer<typeof otherUserProfileResponseSchema>;

/** product.md §3 entities: the four fields every listed student carries. */
export const userCardSchema = z.strictObject({
  cuid: z.string(),
  fullName: z.string(),
  userName: z.string(),
  userProfilePic: z.string(),
});
export type UserCard = z.infer<typeof userCardSchema>;

/**
 * A Socialize card: the four fields, and (beyond product.md) what the card shows and its Follow
 * button needs, so a page of cards costs no call per card.
 */
export const socializeCardSchema = z.strictObject({
  ...userCardSchema.shape,
  collegeName: z.string(),
  /** Does the viewer follow this student. */
  isFollowing: z.boolean(),
  /** This student's follower count. */
  followers: count,
  /**
   * People the viewer follows who follow this student: `total` of them, `userNames` the first
   * MUTUAL_FOLLOWERS_NAMED in user-name order.
   */
  mutualFollowers: z.strictObject({
    total: count,
    userNames: z.array(z.string()).max(MUTUAL_FOLLOWERS_NAMED),
  }),
});
export type SocializeCard = z.infer<typeof socializeCardSchema>;

/** `GET /api/allcurrentuser`. */
export const socializeResponseSchema = z.strictObject({
  specificUsersData: z.array(socializeCardSchema),
  selectedCollege: z.string(),
  /** Pass back as `?cursor=` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SocializeResponse = z.infer<typeof socializeResponseSchema>;

/**
 * `GET /api/suggestions`: students to follow, best first (same college, then the
 * most mutual follows); never the viewer, anyone followed, blocked or blocking, or suspended.
 */
export const suggestionsResponseSchema = z.strictObject({
  suggestions: z.array(socializeCardSchema),
  selectedCollege: z.string(),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/** `POST /api/follow`, `GET /api/userfollowstats/:userName` and `/api/userfollowstat/:username`. */
export const followStatusSchema = z.strictObject({
  isFollowing: z.boolean(),
  followers: count,
});
export type FollowStatus = z.infer<typeof followStatusSchema>;

export const followListEntrySchema = z.strictObject({
  ...userCardSchema.shape,
  /** Beyond product.md: the viewer's follow state, so the list's buttons need no call each. */
  isFollowing: z.boolean(),
  followers: count,
});
export type FollowListEntry = z.infer<typeof followListEntrySchema>;

/** `GET /api/followerfollowinglistprofile` and `GET /api/followerfollowinglist`. */
export const followListsResponseSchema = z.strictObject({
  usersFromFollowersList: z.array(followListEntrySchema),
  usersFromFollowingList: z.array(followListEntrySchema),
});
export type FollowListsResponse = z.infer<typeof followListsResponseSchema>;

/** `GET /api/profile-image/:userId`: the photo's URL, or '' for none. */
export const profileImageResponseSchema = z.strictObject({ imageUrl: z.string() });
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;

/** `POST /api/uploadprofilepic`. */
export const uploadPhotoResponseSchema = z.strictObject({ url: z.string() });
export type UploadPhotoResponse = z.infer<typeof uploadPhotoResponseSchema>;

/** `DELETE /api/deleteprofilepic`. */
export const deletePhotoResponseSchema = z.strictObject({ removed: z.literal(true) });
export type DeletePhotoResponse = z.infer<typeof deletePhotoResponseSchema>;
