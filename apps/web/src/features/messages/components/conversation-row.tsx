import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ConversationSummary } from '@tuning/shared/conversations-response-schemas';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { badgeText } from '../../../lib/badge-text.ts';
import { conversationTitle, lastLine, memberName } from '../lib/conversation-view.ts';
import { formatInboxTime } from '../lib/format-inbox-time.ts';
import { messagesTexts } from '../lib/messages-texts.ts';

/** The faces of a conversation: the other member's, or the first two of a group's. */
export function ConversationAvatars({ conversation }: { conversation: ConversationSummary }) {
  const shown = conversation.members.slice(0, conversation.kind === 'group' ? 2 : 1);
  return (
    <span
      className={shown.length > 1 ? 'dm-avatars dm-avatars--pair' : 'dm-avatars'}
      aria-hidden="true"
    >
      {shown.map((member) => (
        <UserAvatar
          key={member.userId}
          src={member.profilePic}
          name={memberName(member)}
          size="small"
          fallback="letter"
          decorative
        />
      ))}
    </span>
  );
}

/** One inbox row: faces, name, last line, time and unread count; the whole row opens it. */
export function ConversationRow({
  conversation,
  ownId,
  now,
  actions,
}: {
  conversation: ConversationSummary;
  ownId: string | undefined;
  now: number;
  /** A request's answers, under the row. */
  actions?: ReactNode;
}) {
  const title = conversationTitle(conversation);
  const at = conversation.lastMessage?.timestamp;
  const unread = conversation.unread;
  return (
    <li className={unread > 0 ? 'dm-row dm-row--unread' : 'dm-row'}>
      <Link className="dm-row__link" to={`/messages/${conversation.conversationId}`}>
        <ConversationAvatars conversation={conversation} />
        <span className="dm-row__main">
          <span className="dm-row__top">
            <span className="dm-row__name">{title}</span>
            {at !== undefined && (
              <time className="dm-row__time muted" dateTime={new Date(at).toISOString()}>
                {formatInboxTime(at, now)}
              </time>
            )}
          </span>
          <span className="dm-row__bottom">
            <span className="dm-row__last muted">{lastLine(conversation, ownId)}</span>
            {unread > 0 && (
              <span className="count-badge">
                <span className="sr-only">{messagesTexts.unread(unread)}</span>
                <span aria-hidden="true">{badgeText(unread)}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
      {actions}
    </li>
  );
}
