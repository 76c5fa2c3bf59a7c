import { useNavigate } from 'react-router';
import type { ConversationSummary } from '@tuning/shared/conversations-response-schemas';
import { conversationCalls, useConversationMutation } from '../api/manage-conversation.ts';
import { conversationTitle, memberName, requestSender } from '../lib/conversation-view.ts';
import { messagesTexts as texts } from '../lib/messages-texts.ts';
import type { RequestSafety } from './messages-inbox.tsx';
import './messages.css';

/** In place of the message box until a request is answered: accept, delete, block or report. */
export function RequestBanner({
  conversation,
  safety,
}: {
  conversation: ConversationSummary;
  safety?: RequestSafety;
}) {
  const accept = useConversationMutation(conversationCalls.accept);
  const decline = useConversationMutation(conversationCalls.decline);
  const navigate = useNavigate();
  const id = conversation.conversationId;
  const sender = requestSender(conversation);
  const title = conversationTitle(conversation);
  const busy = accept.isPending || decline.isPending;
  return (
    <div className="dm-request" role="region" aria-label="Message request">
      <p>
        {conversation.kind === 'group'
          ? texts.requestGroupBanner(title)
          : texts.requestBanner(title)}
      </p>
      <div className="dm-request-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => accept.mutate([id])}
        >
          {texts.accept}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => decline.mutate([id], { onSuccess: () => void navigate('/messages') })}
        >
          {texts.delete}
        </button>
        {safety && sender?.username && (
          <>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => safety.onBlock(sender.username)}
            >
              {texts.block}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => safety.onReport(sender.username)}
            >
              {texts.report}
            </button>
          </>
        )}
      </div>
      {(accept.isError || decline.isError) && (
        <p className="form-error" role="alert">
          {(accept.error ?? decline.error)?.message}
        </p>
      )}
    </div>
  );
}

/** In the banner's place once the student blocked the request's sender: the server removed it. */
export function RequestRemoved({ conversation }: { conversation: ConversationSummary }) {
  const sender = requestSender(conversation);
  return (
    <p className="dm-request" role="status">
      {texts.requestRemoved(sender ? memberName(sender) : conversationTitle(conversation))}
    </p>
  );
}
