import { useState } from 'react';
import { useCurrentUser } from '../../lib/current-user.ts';
import {
  FollowListModal,
  type FollowListKind,
} from '../../features/follows/components/follow-list-modal.tsx';
import { OwnProfile } from '../../features/profile/components/own-profile.tsx';

export function Component() {
  const [list, setList] = useState<FollowListKind | null>(null);
  const user = useCurrentUser();
  return (
    <>
      <OwnProfile onOpenList={setList} />
      {list && (
        <FollowListModal
          userName={undefined}
          kind={list}
          currentUserName={user.data?.userName}
          onClose={() => setList(null)}
        />
      )}
    </>
  );
}
