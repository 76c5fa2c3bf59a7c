import type { ReactNode } from 'react';
import { useOtherProfile } from '../api/get-other-profile.ts';
import { ProfileCard, type ListKind } from './profile-card.tsx';

/**
 * SPEC §2 /userprofile. The follow button and the live follower count come from the route
 * (follows feature), so the optimistic toggle shows here at once.
 */
export function OtherProfile(props: {
  userName: string | undefined;
  followButton: (userName: string) => ReactNode;
  followerCount: (userName: string, fallback: number) => ReactNode;
  onOpenList: (kind: ListKind, userName: string) => void;
}) {
  const profile = useOtherProfile(props.userName);
  if (profile.isPending) {
    return (
      <div className="spinner-wrap">
        <span className="spinner" role="status" aria-label="Loading profile" />
      </div>
    );
  }
  if (profile.isError) return <p className="form-error">Error: {profile.error.message}</p>;
  const other = profile.data.otherUserData;
  return (
    <ProfileCard
      profile={{
        photo: other.userProfilePic,
        fullName: other.fullName,
        userName: other.userName,
        bio: other.bio,
        collegeName: other.collegeName,
        collegeYear: other.collegeYear,
        location: other.location,
        externalLink: other.externalLink,
        followers: props.followerCount(other.userName, other.followers),
        following: other.following,
      }}
      onOpenList={(kind) => props.onOpenList(kind, other.userName)}
      actions={props.followButton(other.userName)}
    />
  );
}
