import { z } from 'zod';
import type { SocializeCard } from './profile-response-schemas.ts';
import { BIO_MAX, noNul } from './validation.ts';

// The answers' types; their schemas are in `profile-response-schemas.ts`.
export type {
  DeletePhotoResponse,
  FollowListEntry,
  FollowListsResponse,
  FollowStatus,
  GoToUserProfileResponse,
  OtherUserData,
  OtherUserProfileResponse,
  ProfileImageResponse,
  SocializeCard,
  SocializeResponse,
  SuggestionsResponse,
  UpdateProfileResponse,
  UploadPhotoResponse,
  UserCard,
  UsernameAvailabilityResponse,
} from './profile-response-schemas.ts';

/** Every profile photo is served from here; `version` (upload time) busts the year-long cache. */
export function profilePhotoUrl(userId: string, version: number | null | undefined): string {
  return version ? `/api/profile-image/${userId}/photo.webp?v=${version}` : '';
}

export const USERNAME_PATTERN = /^[A-Za-z0-9._]{3,30}$/;
export const USERNAME_RULE = 'Username: 3 to 30 letters, digits, dots or underscores.';
export const FULL_NAME_MAX = 80;
export const FIELD_MAX = 100;
export const LINK_MAX = 300;
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PROFILE_PHOTO_FOLDER = 'tuning_profile_pictures';

/** Text that may be stored: NUL refused (see `noNul`). */
const str = () => z.string().refine(noNul, 'Invalid character');

export const userNameSchema = z.string().trim().regex(USERNAME_PATTERN, USERNAME_RULE);

/** A user name as looked up (URL params, clicked user, follow target). */
export const lookupNameSchema = str().pipe(z.string().trim().min(1).max(60));

/** product.md §5: the external link is a URL; we accept http(s) only, or nothing. */
const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

export function isProfileLink(value: string): boolean {
  return value === '' || httpUrl.safeParse(value).success;
}

/** The link as shown on a profile: without its http:// or https:// prefix. */
export function displayLink(value: string): string {
  return value.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

const text = (max: number) => str().pipe(z.string().trim().max(max));

/** PUT /api/currentuser (product.md §7). profilePic is accepted for compatibility and ignored. */
export const updateProfileSchema = z
  .object({
    profilePic: str().pipe(z.string().max(500)).optional(),
    fullName: str().pipe(z.string().trim().min(1, 'Full name is required').max(FULL_NAME_MAX)),
    userName: userNameSchema,
    bio: str()
      .pipe(z.string().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`))
      .default(''),
    collegeName: text(FIELD_MAX).default(''),
    collegeYear: text(FIELD_MAX).optional(),
    location: text(FIELD_MAX).default(''),
    externalLink: text(LINK_MAX)
      .default('')
      .refine(isProfileLink, 'External link must start with http:// or https://'),
  })
  .strict();
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const checkUsernameSchema = z
  .object({
    userName: lookupNameSchema,
    currentUserId: z.string().max(100).optional(),
  })
  .strict();
export type CheckUsernameInput = z.input<typeof checkUsernameSchema>;

export const goToUserProfileSchema = z.object({ ClickedUser: lookupNameSchema }).strict();
export type GoToUserProfileInput = z.input<typeof goToUserProfileSchema>;

export const followSchema = z
  .object({
    targetUserName: lookupNameSchema,
    action: z.enum(['follow', 'unfollow']),
  })
  .strict();
export type FollowInput = z.infer<typeof followSchema>;

export const deletePhotoSchema = z.object({ publicId: z.string().max(200) }).strict();
export type DeletePhotoInput = z.input<typeof deletePhotoSchema>;

export const socializeQuerySchema = z
  .object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(24),
    q: text(60).optional(),
  })
  .strict();

/** `GET /api/suggestions`: how many students to suggest, 1 to 24 (default 6). */
export const SUGGESTIONS_MAX = 24;
export const suggestionsQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(SUGGESTIONS_MAX).default(6) })
  .strict();

/**
 * The card's line about mutual followers, '' when there are none: "Followed by @a",
 * "Followed by @a and @b", or from three on "Followed by @a and {n} others you follow".
 */
export function describeMutualFollowers(mutual: SocializeCard['mutualFollowers']): string {
  const [first, second] = mutual.userNames;
  if (mutual.total <= 0 || !first) return '';
  if (mutual.total === 1) return `Followed by @${first}`;
  if (mutual.total === 2 && second) return `Followed by @${first} and @${second}`;
  const others = mutual.total - 1;
  return `Followed by @${first} and ${others} ${others === 1 ? 'other' : 'others'} you follow`;
}
