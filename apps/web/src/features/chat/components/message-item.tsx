import { memo } from 'react';
import { formatMessageTime } from '../lib/format-day-separator.ts';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { MessageText } from './message-text.tsx';

export const MessageItem = memo(function MessageItem({
  message,
  own,
}: {
  message: LocalMessage;
  own: boolean;
}) {
  const fullName = message.fullName || 'Unknown';
  const username = message.username || 'unknown';
  return (
    <li
      className={own ? 'chat-message chat-message--own' : 'chat-message'}
      data-message-id={message.messageId}
    >
      {!own && (
        <UserAvatar
          src={message.profilePic}
          name={message.fullName}
          size="small"
          fallback="letter"
          decorative
        />
      )}
      <div
        className={own ? 'bubble bubble--own chat-message__bubble' : 'bubble chat-message__bubble'}
      >
        <div className="chat-message__meta">
          <span className="chat-message__name">{fullName}</span>{' '}
          <span className="chat-message__handle">@{username}</span>{' '}
          <time className="chat-message__time" dateTime={new Date(message.timestamp).toISOString()}>
            {formatMessageTime(message.timestamp)}
          </time>
        </div>
        <MessageText text={message.message} />
        {message.pending && <span className="chat-message__state">Sending…</span>}
        {message.failed && (
          <span className="chat-message__state chat-message__state--failed">
            Not sent: {message.failed}
          </span>
        )}
      </div>
    </li>
  );
});
