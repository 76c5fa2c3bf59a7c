import type { CurrentUserProfile } from '@tuning/shared/users';

/** A signed-in user's profile (product.md §3, client side) with every field filled in. */
export function currentUserProfile(
  overrides: Partial<CurrentUserProfile> = {},
): CurrentUserProfile {
  return {
    uid: 'u-ada',
    fullName: 'Ada Lovelace',
    userName: 'ada',
    bio: '',
    location: '',
    collegeName: '',
    collegeYear: '',
    externalLink: '',
    userProfilePic: '',
    following: 0,
    followers: 0,
    ...overrides,
  };
}
