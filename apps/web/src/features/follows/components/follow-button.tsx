import { useFollowStatus } from '../api/get-follow-status.ts';
import { useFollowToggle } from '../hooks/use-follow-toggle.ts';

/** Follow / Following for one user, optimistic (product.md §4). */
export function FollowButton(props: {
  userName: string;
  source: 'profile' | 'list';
  small?: boolean;
}) {
  const status = useFollowStatus(props.userName, props.source);
  const { toggle, pending } = useFollowToggle(props.userName);
  const following = status.data?.isFollowing ?? false;
  const size = props.small ? ' button--small' : '';
  return (
    <button
      type="button"
      className={`button ${following ? 'button--ghost' : 'button--primary'}${size}`}
      disabled={!status.data}
      aria-busy={pending || undefined}
      onClick={toggle}
    >
      {following ? 'Following' : 'Follow'}
    </button>
  );
}

/** The user's follower count, live with the optimistic toggle. */
export function LiveFollowerCount(props: { userName: string; fallback: number }) {
  const status = useFollowStatus(props.userName, 'profile');
  return <>{status.data?.followers ?? props.fallback}</>;
}
