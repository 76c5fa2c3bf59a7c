import type { CurrentUserProfile } from '@tuning/shared/users';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { messages } from '@tuning/shared/messages';
import '../../../components/spinner.css';

export function ChatHeader({
  user,
  userLoading,
  onlineCount,
  connected,
  onShowOnline,
}: {
  user: CurrentUserProfile | undefined;
  userLoading: boolean;
  onlineCount: number;
  connected: boolean;
  /** Opens the list of who is online; without it the count is plain text. */
  onShowOnline?: () => void;
}) {
  return (
    <header className="chat-header">
      <div className="chat-header__user">
        {userLoading ? (
          <span
            className="spinner spinner--small"
            role="status"
            aria-label="Loading your profile"
          />
        ) : user ? (
          <>
            <UserAvatar
              src={user.userProfilePic}
              name={user.fullName || user.userName}
              fallback="letter"
              decorative
            />
            <div className="chat-header__names">
              <span className="chat-header__name">{user.fullName}</span>
              <span className="chat-header__handle muted">@{user.userName}</span>
            </div>
          </>
        ) : (
          <span className="muted">{messages.chatNoUser}</span>
        )}
      </div>
      <div className="chat-header__status" aria-live="polite">
        {onShowOnline ? (
          <button
            type="button"
            className="chat-header__online chat-header__online--button"
            aria-haspopup="dialog"
            onClick={onShowOnline}
          >
            {messages.chatOnline(onlineCount)}
          </button>
        ) : (
          <span className="chat-header__online">{messages.chatOnline(onlineCount)}</span>
        )}
        {!connected && <span className="chat-header__offline">{messages.chatOffline}</span>}
      </div>
    </header>
  );
}
