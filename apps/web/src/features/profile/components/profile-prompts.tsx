import { useId } from 'react';
import { Link } from 'react-router';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { useCurrentUser } from '../../../lib/current-user.ts';
import './profile-prompts.css';

export const profilePromptTexts = {
  title: 'Finish your profile',
  photo: 'Add a photo so classmates know it’s you.',
  addPhoto: 'Add a photo',
  bio: 'Write a line about yourself: it gives people something to say hi about.',
  writeBio: 'Write a bio',
} as const;

type Prompt = 'photo' | 'bio';

/** What a profile still lacks, in the order it is asked for. */
export function missingFromProfile(profile: Pick<CurrentUserProfile, 'userProfilePic' | 'bio'>) {
  const missing: Prompt[] = [];
  if (!profile.userProfilePic) missing.push('photo');
  if (!profile.bio.trim()) missing.push('bio');
  return missing;
}

/**
 * A new profile is asked for a photo and a bio; each prompt goes away once done, and
 * the panel with the last. On the profile each opens Edit Profile (`onEdit`); elsewhere
 * (`linkToProfile`, Home) each leads to the profile.
 */
export function ProfilePrompts(props: { onEdit?: () => void; linkToProfile?: boolean }) {
  const titleId = useId();
  const user = useCurrentUser();
  // The data a failed refresh leaves in place still counts.
  if (!user.data) return null;
  const missing = missingFromProfile(user.data);
  if (missing.length === 0) return null;
  return (
    <section className="panel stack profile-prompts" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-prompts__title">
        {profilePromptTexts.title}
      </h2>
      <ul className="profile-prompts__list">
        {missing.map((prompt) => {
          const line = prompt === 'photo' ? profilePromptTexts.photo : profilePromptTexts.bio;
          const action =
            prompt === 'photo' ? profilePromptTexts.addPhoto : profilePromptTexts.writeBio;
          return (
            <li key={prompt} className="profile-prompts__item">
              <span>{line}</span>
              {props.linkToProfile ? (
                <Link to="/profile" className="button button--primary button--small">
                  {action}
                </Link>
              ) : (
                <button
                  type="button"
                  className="button button--primary button--small"
                  onClick={props.onEdit}
                >
                  {action}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
