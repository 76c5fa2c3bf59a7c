import { useId } from 'react';
import { Link } from 'react-router';
import { describeMutualFollowers, type SocializeCard } from '@tuning/shared/profile';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useSuggestions } from '../api/get-suggestions.ts';
import { FollowButton } from './follow-button.tsx';
import './follow-list-modal.css';
import './follow-suggestions.css';

export const suggestionTexts = {
  title: 'Students to follow',
  none: 'No one new to suggest right now.',
  more: 'Find more on Socialize',
  sameCollege: (college: string) => `Also at ${college}`,
} as const;

/** Why a student is suggested: the people in common first, then the college. */
export function suggestionReason(card: SocializeCard, ownCollege: string): string {
  const mutual = describeMutualFollowers(card.mutualFollowers);
  if (mutual) return mutual;
  if (!card.collegeName) return '';
  return ownCollege && card.collegeName === ownCollege
    ? suggestionTexts.sameCollege(card.collegeName)
    : card.collegeName;
}

/**
 * A few students to follow (same college first, then friends of friends), each with
 * why, a link to the profile and a Follow button, and the way on to Socialize. Someone followed
 * here stays listed as "Following" until the next visit.
 */
export function FollowSuggestions(props: { limit: number; onNavigate?: () => void }) {
  const titleId = useId();
  const suggestions = useSuggestions(props.limit);
  return (
    <section className="panel stack follow-suggestions" aria-labelledby={titleId}>
      <h2 id={titleId} className="follow-suggestions__title">
        {suggestionTexts.title}
      </h2>
      {!suggestions.isSuccess ? (
        <QueryFallback query={suggestions} loadingLabel="Loading suggestions" />
      ) : suggestions.data.suggestions.length === 0 ? (
        <p className="muted">{suggestionTexts.none}</p>
      ) : (
        <ul className="follow-list" aria-labelledby={titleId}>
          {suggestions.data.suggestions.map((card) => {
            const reason = suggestionReason(card, suggestions.data.selectedCollege);
            return (
              <li key={card.cuid} className="follow-list__entry">
                <Link
                  className="follow-list__who"
                  to={`/userprofile?userName=${encodeURIComponent(card.userName)}`}
                  onClick={props.onNavigate}
                >
                  <UserAvatar src={card.userProfilePic} name={card.fullName} size="small" />
                  <span className="follow-list__names">
                    {/* The spaces keep the link's name readable: "Grace Hopper @grace Also at …". */}
                    <strong>{card.fullName}</strong> <span className="muted">@{card.userName}</span>
                    {reason && (
                      <>
                        {' '}
                        <span className="follow-suggestions__reason" title={reason}>
                          {reason}
                        </span>
                      </>
                    )}
                  </span>
                </Link>
                <FollowButton
                  userName={card.userName}
                  source="list"
                  small
                  initial={{ isFollowing: card.isFollowing, followers: card.followers }}
                />
              </li>
            );
          })}
        </ul>
      )}
      <p className="follow-suggestions__more">
        <Link
          to="/socialize"
          className="button button--secondary button--small"
          onClick={props.onNavigate}
        >
          {suggestionTexts.more}
        </Link>
      </p>
    </section>
  );
}
