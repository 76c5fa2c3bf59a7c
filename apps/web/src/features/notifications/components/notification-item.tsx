import { Link } from 'react-router';
import { describeNotification, type AppNotification } from '@tuning/shared/notifications';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { chatPathFor, conversationPath } from '../lib/desktop-notifications.ts';
import { formatRelativeTime } from '../lib/format-relative-time.ts';

/**
 * Where a notification leads: a private conversation's to that conversation, the new follower's
 * profile, or the group chat at its message.
 */
export function notificationPath(notification: AppNotification): string {
  if (notification.conversationId) return conversationPath(notification.conversationId);
  return notification.kind === 'follow'
    ? `/userprofile?userName=${encodeURIComponent(notification.actor.username)}`
    : chatPathFor(notification);
}

/** One line of the bell's list: who, what, a quote of the message, how long ago. */
export function NotificationItem(props: {
  notification: AppNotification;
  isNew: boolean;
  now: number;
  onNavigate: () => void;
}) {
  const { notification, isNew } = props;
  const name = notification.actor.fullName || `@${notification.actor.username}`;
  return (
    <li className={isNew ? 'notice notice--new' : 'notice'}>
      <Link to={notificationPath(notification)} className="notice__link" onClick={props.onNavigate}>
        <UserAvatar
          src={notification.actor.profilePic}
          name={name}
          size="small"
          fallback="letter"
          decorative
        />
        <span className="notice__body">
          <span className="notice__line">
            {isNew && <span className="sr-only">New:</span>} <strong>{name}</strong>{' '}
            {describeNotification(notification)}
          </span>{' '}
          {/* The spaces between the lines are for the link's name: the layout ignores them. */}
          {notification.snippet && (
            <span className="notice__snippet">“{notification.snippet}”</span>
          )}{' '}
          <time className="notice__time" dateTime={new Date(notification.createdAt).toISOString()}>
            {formatRelativeTime(notification.createdAt, props.now)}
          </time>
        </span>
        {isNew && <span className="notice__dot" aria-hidden="true" />}
      </Link>
    </li>
  );
}
