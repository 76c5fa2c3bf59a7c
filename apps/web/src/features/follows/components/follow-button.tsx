import type { FollowStatus } from '@tuning/shared/profile';
import { messages } from '@tuning/shared/messages';
import { useFollowStatus } from '../api/get-follow-status.ts';
import { useFollowToggle } from '../hooks/use-follow-toggle.ts';
import './follow-button.css';

/**
 * Follow / Following for one user, optimistic (product.md §4). `initial` is the state a page
 * already received with the user (a Socialize card), so the button needs no call of its own. A
 * failed toggle says so under the button, with Retry.
 */
export function FollowButton(props: {
  userName: string;
  source: 'profile' | 'list';
  small?: boolean;
  initial?: FollowStatus;
}) {
  const status = useFollowStatus(props.userName, props.source, props.initial);
  const { toggle, pending, failed, retry } = useFollowToggle(props.userName);
  const following = status.data?.isFollowing ?? false;
  const size = props.small ? ' button--small' : '';
  return (
    <span className="follow-control">
      <button
        type="button"
        className={`button ${following ? 'button--ghost' : 'button--primary'}${size}`}
        disabled={!status.data}
        aria-busy={pending || undefined}
        onClick={toggle}
      >
        {following ? 'Following' : 'Follow'}
      </button>
      {failed && !pending && (
        <span className="follow-control__error" role="alert">
          <span>{failed === 'follow' ? messages.followFailed : messages.unfollowFailed}</span>
          <button
            type="button"
            className="button button--small follow-control__retry"
            onClick={retry}
          >
            {messages.retry}
          </button>
        </span>
      )}
    </span>
  );
}

/** The user's follower count, live with the optimistic toggle. */
export function LiveFollowerCount(props: { userName: string; fallback: number }) {
  const status = useFollowStatus(props.userName, 'profile');
  return <>{status.data?.followers ?? props.fallback}</>;
}
