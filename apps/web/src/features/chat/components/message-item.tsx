import { memo } from 'react';
import { safetyTexts } from '@tuning/shared/safety';
import { formatMessageTime } from '../lib/format-day-separator.ts';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { MessageMenu, type MessageActions } from './message-menu.tsx';
import { MessageText } from './message-text.tsx';

export const MessageItem = memo(function MessageItem({
  message,
  own,
  actions,
}: {
  message: LocalMessage;
  own: boolean;
  actions?: MessageActions;
}) {
  const fullName = message.fullName || 'Unknown';
  const username = message.username || 'unknown';
  // Only a stored message has actions: one still sending (or refused) is not on the server yet.
  const menu = actions && message.seq !== undefined && !message.deleted && (
    <MessageMenu message={message} own={own} actions={actions} />
  );
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
      {own && menu}
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
        {message.deleted ? (
          <p className="chat-message__text chat-message__text--deleted">
            {safetyTexts.messageDeleted}
          </p>
        ) : (
          <MessageText text={message.message} />
        )}
        {message.pending && <span className="chat-message__state">Sending…</span>}
        {message.failed && (
          <span className="chat-message__state chat-message__state--failed">
            Not sent: {message.failed}
          </span>
        )}
      </div>
      {!own && menu}
    </li>
  );
});
