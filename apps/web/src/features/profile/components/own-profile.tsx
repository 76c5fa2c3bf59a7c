import { useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { EditProfileModal } from './edit-profile-modal.tsx';
import { LogoutConfirm } from './logout-confirm.tsx';
import { ProfileCard, type ListKind } from './profile-card.tsx';

/** SPEC §2 /profile: the signed-in user's profile with Edit Profile and Logout. */
export function OwnProfile(props: { onOpenList: (kind: ListKind) => void }) {
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<'edit' | 'logout' | null>(null);
  if (user.isPending) {
    return (
      <div className="spinner-wrap">
        <span className="spinner" role="status" aria-label="Loading profile" />
      </div>
    );
  }
  if (user.isError) return <p className="form-error">Error: {user.error.message}</p>;
  const me = user.data;
  return (
    <>
      <ProfileCard
        profile={{
          photo: me.userProfilePic,
          fullName: me.fullName,
          userName: me.userName,
          bio: me.bio,
          collegeName: me.collegeName,
          collegeYear: me.collegeYear,
          location: me.location,
          externalLink: me.externalLink,
          followers: me.followers,
          following: me.following,
        }}
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
          </>
        }
      />
      {dialog === 'edit' && <EditProfileModal user={me} onClose={() => setDialog(null)} />}
      {dialog === 'logout' && <LogoutConfirm onClose={() => setDialog(null)} />}
    </>
  );
}
