import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/current-user.ts';
import { FollowList } from '../../features/follows/components/follow-list-modal.tsx';

/** product.md lists /followfollower without showing it: both lists of ?userName=, or the own ones. */
export function Component() {
  const [params] = useSearchParams();
  const userName = params.get('userName') || undefined;
  const user = useCurrentUser();
  return (
    <div className="stack">
      <h1 className="display">{userName ? `@${userName}` : 'Your'} Followers &amp; Following</h1>
      <section className="panel stack" aria-labelledby="followers-title">
        <h2 id="followers-title">Followers</h2>
        <FollowList userName={userName} kind="followers" currentUserName={user.data?.userName} />
      </section>
      <section className="panel stack" aria-labelledby="following-title">
        <h2 id="following-title">Following</h2>
        <FollowList userName={userName} kind="following" currentUserName={user.data?.userName} />
      </section>
    </div>
  );
}
