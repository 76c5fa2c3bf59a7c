import type { CurrentUserData, CurrentUserResponse } from './auth-response-schemas.ts';

/** product.md §3: the current user as the server sends it; the schemas are in `auth-response-schemas.ts`. */
export type { CurrentUserData, CurrentUserResponse };

/** product.md §3: the current user as the client keeps it. */
export interface CurrentUserProfile {
  uid: string;
  fullName: string;
  userName: string;
  bio: string;
  location: string;
  collegeName: string;
  collegeYear: string;
  externalLink: string;
  userProfilePic: string;
  following: number;
  followers: number;
}

export function toCurrentUserProfile(data: CurrentUserData): CurrentUserProfile {
  return {
    uid: data.userCurrentId,
    fullName: data.userFullName,
    userName: data.userUserName,
    bio: data.userBio,
    location: data.userLocation,
    collegeName: data.userCollegeName,
    collegeYear: data.userCollegeYear,
    externalLink: data.userExternalLink,
    userProfilePic: data.userProfilePic,
    following: data.userFollowing ?? 0,
    followers: data.userFollower ?? 0,
  };
}
