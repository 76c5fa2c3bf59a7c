import { useUnblockUser } from '../../../lib/blocks.ts';
import { messagesTexts as texts } from '../lib/messages-texts.ts';
import './messages.css';

/**
 * In place of the message box of a one-to-one whose other person the user blocked: the server
 * refuses every message both ways, so there is nothing to type into; Unblock brings it back.
 */
export function BlockedNotice({ userName, name }: { userName: string; name: string }) {
  const unblock = useUnblockUser();
  return (
    <div className="dm-request dm-blocked" role="region" aria-label={texts.blockedRegion}>
      <p>{texts.blockedNotice(name)}</p>
      <div className="dm-request-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={unblock.isPending}
          onClick={() => unblock.mutate(userName)}
        >
          {unblock.isPending ? texts.unblocking : texts.unblock}
        </button>
      </div>
      {unblock.isError && (
        <p className="form-error" role="alert">
          {unblock.error.message}
        </p>
      )}
    </div>
  );
}
