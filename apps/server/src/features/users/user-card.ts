import { profilePhotoUrl, type UserCard } from '@tuning/shared/profile';

/** A student as Socialize and the follow lists show them. */
export function toCard(row: {
  id: string;
  fullName: string;
  userName: string;
  photoVersion: number | null;
}): UserCard {
  return {
    cuid: row.id,
    fullName: row.fullName,
    userName: row.userName,
    userProfilePic: profilePhotoUrl(row.id, row.photoVersion),
  };
}
