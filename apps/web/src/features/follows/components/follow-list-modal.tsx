import { Link } from 'react-router';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useViewingScreen } from '../../../lib/viewing.ts';
import { useFollowLists } from '../api/get-follow-lists.ts';
import { FollowButton } from './follow-button.tsx';
import './follow-list-modal.css';

export type FollowListKind = 'followers' | 'following';

/** product.md §2: each entry shows avatar, username and full name, with its own follow state. */
export function FollowListModal(props: {
  /** undefined: the signed-in user's own lists. */
  userName: string | undefined;
  kind: FollowListKind;
  currentUserName: string | undefined;
  onClose: () => void;
}) {
  return (
    <ModalDialog title={listTitle(props.kind)} onClose={props.onClose}>
      <FollowList {...props} />
      <div className="modal-actions">
        <button type="button" className="button button--ghost" onClick={props.onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}

export function listTitle(kind: FollowListKind): string {
  return kind === 'followers' ? 'Followers' : 'Following';
}

export function FollowList(props: {
  userName: string | undefined;
  kind: FollowListKind;
  currentUserName: string | undefined;
  onClose?: () => void;
}) {
  const lists = useFollowLists(props.userName);
  const self = props.currentUserName?.toLowerCase();
  const own = !props.userName || props.userName.toLowerCase() === self;
  // A new follower is not pushed while their own follower list is in front of the student.
  useViewingScreen(own && props.kind === 'followers' ? 'followers' : undefined);
  if (!lists.isSuccess) return <QueryFallback query={lists} loadingLabel="Loading" />;
  const entries =
    props.kind === 'followers'
      ? lists.data.usersFromFollowersList
      : lists.data.usersFromFollowingList;
  if (entries.length === 0) {
    return (
      <p className="muted">
        {props.kind === 'followers' ? 'No followers yet.' : 'Not following anyone yet.'}
      </p>
    );
  }
  return (
    <ul className="follow-list" aria-label={listTitle(props.kind)}>
      {entries.map((entry) => {
        const isSelf = entry.userName.toLowerCase() === self;
        return (
          <li key={entry.cuid} className="follow-list__entry">
            <Link
              className="follow-list__who"
              to={
                isSelf ? '/profile' : `/userprofile?userName=${encodeURIComponent(entry.userName)}`
              }
              onClick={props.onClose}
            >
              <UserAvatar src={entry.userProfilePic} name={entry.fullName} size="small" />
              <span className="follow-list__names">
                <strong>@{entry.userName}</strong>
                <span className="muted">{entry.fullName}</span>
              </span>
            </Link>
            {!isSelf && <FollowButton userName={entry.userName} source="list" small />}
          </li>
        );
      })}
    </ul>
  );
}
