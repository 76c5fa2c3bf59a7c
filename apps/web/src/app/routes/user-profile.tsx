import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import {
  FollowButton,
  LiveFollowerCount,
} from '../../features/follows/components/follow-button.tsx';
import {
  FollowListModal,
  type FollowListKind,
} from '../../features/follows/components/follow-list-modal.tsx';
import { MessageButton } from '../../features/messages/components/message-button.tsx';
import { OtherProfile } from '../../features/profile/components/other-profile.tsx';
import { ProfileSafetyActions } from '../../features/safety/components/profile-safety-actions.tsx';

/** Another student's profile: ?userName=, or the one last opened through gotouserprofile. */
export function Component() {
  const [params] = useSearchParams();
  const userName = params.get('userName') || undefined;
  const user = useCurrentUser();
  const [list, setList] = useState<{ kind: FollowListKind; userName: string } | null>(null);
  if (userName && user.data && userName.toLowerCase() === user.data.userName.toLowerCase()) {
    return <Navigate to="/profile" replace />;
  }
  return (
    <>
      <p>
        <BackLink to="/socialize" label="Socialize" />
      </p>
      <OtherProfile
        key={userName ?? ''}
        userName={userName}
        followButton={(name) => (
          <>
            <FollowButton userName={name} source="profile" />
            <MessageButton userName={name} />
          </>
        )}
        followerCount={(name, fallback) => (
          <LiveFollowerCount userName={name} fallback={fallback} />
        )}
        onOpenList={(kind, name) => setList({ kind, userName: name })}
        safetyActions={(name) => <ProfileSafetyActions userName={name} />}
      />
      {list && (
        <FollowListModal
          userName={list.userName}
          kind={list.kind}
          currentUserName={user.data?.userName}
          onClose={() => setList(null)}
        />
      )}
    </>
  );
}
