import type { ReactNode } from 'react';
import { displayLink } from '@tuning/shared/profile';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import './profile-card.css';

export type ListKind = 'followers' | 'following';

/** What the card shows: the fields the own profile and another user's profile both carry. */
export interface ProfileCardData {
  userProfilePic: string;
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

const LISTS = [
  { kind: 'followers', label: 'Followers' },
  { kind: 'following', label: 'Following' },
] as const satisfies readonly { kind: ListKind; label: string }[];

/** The profile panel shared by /profile and /userprofile (product.md §2). */
export function ProfileCard(props: {
  profile: ProfileCardData;
  actions: ReactNode;
  onOpenList: (kind: ListKind) => void;
}) {
  const { profile } = props;
  const facts = (
    [
      ['College', profile.collegeName],
      ['College Year', profile.collegeYear],
      ['Location', profile.location],
    ] as const
  ).filter(([, value]) => value);
  return (
    <article className="panel profile-card">
      <header className="profile-card__head">
        <UserAvatar src={profile.userProfilePic} name={profile.fullName} size="large" />
        <div className="profile-card__names">
          <h1 className="display profile-card__name">{profile.fullName}</h1>
          <p className="profile-card__handle">@{profile.userName}</p>
        </div>
      </header>
      <div className="cluster profile-card__actions">{props.actions}</div>
      <div className="profile-card__counts">
        {LISTS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className="profile-count"
            onClick={() => props.onOpenList(kind)}
          >
            <strong data-testid={`${kind}-count`}>{profile[kind]}</strong> {label}
          </button>
        ))}
      </div>
      {profile.bio && <p className="profile-card__bio">{profile.bio}</p>}
      <dl className="profile-card__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
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
