import type { ChatMessage } from '@tuning/shared/chat';
import { LineIcon } from '../../../components/line-icon.tsx';

/** The message being answered, above the box: who, a line of what they said, and a way out. */
export function ReplyBar(props: { message: ChatMessage; onCancel: () => void }) {
  const { message } = props;
  const name = message.fullName || `@${message.username}`;
  const snippet = message.message.trim() || (message.image ? 'Photo' : '');
  return (
    <div className="chat-reply-bar" role="group" aria-label={`Replying to ${name}`}>
      <div className="chat-reply-bar__text">
        <span className="chat-reply-bar__who">
          Replying to <strong>{name}</strong>
        </span>
        {snippet && <span className="chat-reply-bar__snippet">{snippet}</span>}
      </div>
      <button
        type="button"
        className="button button--ghost chat-reply-bar__close"
        aria-label="Cancel reply"
        onClick={props.onCancel}
      >
        <LineIcon size={20} strokeWidth={2.5}>
          <path d="M6 6l12 12M18 6 6 18" />
        </LineIcon>
      </button>
    </div>
  );
}
