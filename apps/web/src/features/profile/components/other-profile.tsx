import type { ReactNode } from 'react';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useOtherProfile } from '../api/get-other-profile.ts';
import { ProfileCard, type ListKind } from './profile-card.tsx';

/**
 * product.md §2 /userprofile. The follow button and the live follower count come from the route
 * (follows feature), so the optimistic toggle shows here at once.
 */
export function OtherProfile(props: {
  userName: string | undefined;
  followButton: (userName: string) => ReactNode;
  followerCount: (userName: string, fallback: number) => ReactNode;
  onOpenList: (kind: ListKind, userName: string) => void;
  /** Report, mute and block (the safety feature, composed in app/routes). */
  safetyActions?: (userName: string) => ReactNode;
}) {
  const profile = useOtherProfile(props.userName);
  if (!profile.isSuccess) return <QueryFallback query={profile} loadingLabel="Loading profile" />;
  const other = profile.data.otherUserData;
  return (
    <ProfileCard
      profile={{ ...other, followers: props.followerCount(other.userName, other.followers) }}
      onOpenList={(kind) => props.onOpenList(kind, other.userName)}
      actions={
        <>
          {props.followButton(other.userName)}
          {props.safetyActions?.(other.userName)}
        </>
      }
    />
  );
}
