import type { ReactNode } from 'react';
import { displayLink } from '@tuning/shared/profile';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import './profile-card.css';

export type ListKind = 'followers' | 'following';

export interface ProfileCardData {
  photo: string;
  fullName: string;
  userName: string;
  bio: string;
  collegeName: string;
  collegeYear: string;
  location: string;
  externalLink: string;
  followers: ReactNode;
  following: ReactNode;
}

/** The profile panel shared by /profile and /userprofile (SPEC §2). */
export function ProfileCard(props: {
  profile: ProfileCardData;
  actions: ReactNode;
  onOpenList: (kind: ListKind) => void;
}) {
  const { profile } = props;
  return (
    <article className="panel profile-card">
      <header className="profile-card__head">
        <UserAvatar src={profile.photo} name={profile.fullName} size="large" />
        <div className="profile-card__names">
          <h1 className="display profile-card__name">{profile.fullName}</h1>
          <p className="profile-card__handle">@{profile.userName}</p>
        </div>
      </header>
      <div className="cluster profile-card__actions">{props.actions}</div>
      <div className="profile-card__counts">
        <button
          type="button"
          className="profile-count"
          onClick={() => props.onOpenList('followers')}
        >
          <strong data-testid="followers-count">{profile.followers}</strong> Followers
        </button>
        <button
          type="button"
          className="profile-count"
          onClick={() => props.onOpenList('following')}
        >
          <strong data-testid="following-count">{profile.following}</strong> Following
        </button>
      </div>
      {profile.bio && <p className="profile-card__bio">{profile.bio}</p>}
      <dl className="profile-card__facts">
        {profile.collegeName && (
          <div>
            <dt>College</dt>
            <dd>{profile.collegeName}</dd>
          </div>
        )}
        {profile.collegeYear && (
          <div>
            <dt>College Year</dt>
            <dd>{profile.collegeYear}</dd>
          </div>
        )}
        {profile.location && (
          <div>
            <dt>Location</dt>
            <dd>{profile.location}</dd>
          </div>
        )}
        {profile.externalLink && (
          <div>
            <dt>Link</dt>
            <dd>
              <a href={profile.externalLink} target="_blank" rel="noopener noreferrer nofollow">
                {displayLink(profile.externalLink)}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}
