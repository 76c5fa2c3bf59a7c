import { useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { FollowList } from '../../features/follows/components/follow-list-modal.tsx';
import { FollowSuggestions } from '../../features/follows/components/follow-suggestions.tsx';

/**
 * product.md lists /followfollower without showing it: both lists of ?userName=, or the own ones,
 * with the way back to that profile and students to follow next.
 */
export function Component() {
  const [params] = useSearchParams();
  const userName = params.get('userName') || undefined;
  const user = useCurrentUser();
  const own = !userName || userName.toLowerCase() === user.data?.userName.toLowerCase();
  return (
    <div className="stack">
      <p>
        {own ? (
          <BackLink to="/profile" label="Profile" />
        ) : (
          <BackLink
            to={`/userprofile?userName=${encodeURIComponent(userName)}`}
            label={`@${userName}`}
          />
        )}
      </p>
      <h1 className="display">{userName ? `@${userName}` : 'Your'} Followers &amp; Following</h1>
      <section className="panel stack" aria-labelledby="followers-title">
        <h2 id="followers-title">Followers</h2>
        <FollowList userName={userName} kind="followers" currentUserName={user.data?.userName} />
      </section>
      <section className="panel stack" aria-labelledby="following-title">
        <h2 id="following-title">Following</h2>
        <FollowList userName={userName} kind="following" currentUserName={user.data?.userName} />
      </section>
      <FollowSuggestions limit={5} />
    </div>
  );
}
