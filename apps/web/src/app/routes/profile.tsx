import { useState } from 'react';
import { useCurrentUser } from '../../lib/current-user.ts';
import {
  FollowListModal,
  type FollowListKind,
} from '../../features/follows/components/follow-list-modal.tsx';
import { OwnProfile } from '../../features/profile/components/own-profile.tsx';
import { MessageSettings } from '../../features/messages/components/message-settings.tsx';
import { AccountSettings } from '../../features/settings/account-settings.tsx';
import { ThemeToggle } from '../../features/settings/theme-toggle.tsx';

export function Component() {
  const [list, setList] = useState<FollowListKind | null>(null);
  const user = useCurrentUser();
  return (
    <>
      <OwnProfile onOpenList={setList} settings={<ThemeToggle />} />
      {user.isSuccess && <AccountSettings messaging={<MessageSettings />} />}
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
