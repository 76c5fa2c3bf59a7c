import { useState, type ReactNode } from 'react';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { EditProfileModal } from './edit-profile-modal.tsx';
import { LogoutConfirm } from './logout-confirm.tsx';
import { ProfileCard, type ListKind } from './profile-card.tsx';
import { ProfilePrompts } from './profile-prompts.tsx';

/** product.md §2 /profile: the signed-in user's profile with Edit Profile and Logout. */
export function OwnProfile(props: {
  onOpenList: (kind: ListKind) => void;
  /** Settings shown beside Edit Profile and Logout (the theme switch, composed in app/routes). */
  settings?: ReactNode;
}) {
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<'edit' | 'logout' | null>(null);
  if (!user.isSuccess) return <QueryFallback query={user} loadingLabel="Loading profile" />;
  const me = user.data;
  return (
    <>
      <ProfileCard
        profile={me}
        onOpenList={props.onOpenList}
        actions={
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setDialog('edit')}
            >
              Edit Profile
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setDialog('logout')}
            >
              Logout
            </button>
            {props.settings}
          </>
        }
      />
      <ProfilePrompts onEdit={() => setDialog('edit')} />
      {dialog === 'edit' && <EditProfileModal user={me} onClose={() => setDialog(null)} />}
      {dialog === 'logout' && <LogoutConfirm onClose={() => setDialog(null)} />}
    </>
  );
}
