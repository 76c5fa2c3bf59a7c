import { useNavigate } from 'react-router';
import { useOpenDirect } from '../api/open-direct.ts';
import { messagesTexts as texts } from '../lib/messages-texts.ts';

/** "Message" on a student's profile or card: opens (or makes) the one-to-one and goes there. */
export function MessageButton({ userName, small }: { userName: string; small?: boolean }) {
  const open = useOpenDirect();
  const navigate = useNavigate();
  return (
    <>
      <button
        type="button"
        className={small ? 'button button--secondary button--small' : 'button button--secondary'}
        disabled={open.isPending}
        aria-label={small ? `${texts.message} @${userName}` : undefined}
        onClick={() =>
          open.mutate(userName, {
            onSuccess: (conversation) => void navigate(`/messages/${conversation.conversationId}`),
          })
        }
      >
        {open.isPending ? texts.opening : texts.message}
      </button>
      {open.isError && (
        <span className="form-error" role="alert">
          {open.error.message}
        </span>
      )}
    </>
  );
}
