import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ConversationSummary } from '@tuning/shared/conversations-response-schemas';
import { Spinner } from '../../../components/spinner.tsx';
import { useInbox, type Folder } from '../api/get-inbox.ts';
import { useMessagesUnread } from '../api/get-unread.ts';
import { conversationCalls, useConversationMutation } from '../api/manage-conversation.ts';
import { matchesSearch } from '../lib/conversation-view.ts';
import { messagesTexts as texts } from '../lib/messages-texts.ts';
import { ConversationRow } from './conversation-row.tsx';
import './messages.css';

/** What the app hands in from the safety feature: its block and report dialogs. */
export interface RequestSafety {
  onBlock: (userName: string) => void;
  onReport: (userName: string) => void;
}

/**
 * product.md §15 /messages: the inbox, or the requests, newest first, 20 at a time, with a search
 * over the names loaded and the "New group" button (its picker is the app's to open).
 */
export function MessagesInbox({
  ownId,
  onNewGroup,
  safety,
  now: fixedNow,
}: {
  ownId: string | undefined;
  onNewGroup: () => void;
  safety?: RequestSafety;
  /** The clock the rows' times are read against (a test's own). */
  now?: number;
}) {
  const [mountedAt] = useState(Date.now);
  const now = fixedNow ?? mountedAt;
  const [folder, setFolder] = useState<Folder>('inbox');
  const [search, setSearch] = useState('');
  const list = useInbox(folder);
  const unread = useMessagesUnread(true).data;
  const conversations = useMemo(
    () => list.data?.pages.flatMap((page) => page.conversations) ?? [],
    [list.data],
  );
  const shown = conversations.filter((c) => matchesSearch(c, search));

  const folderButton = (value: Folder, label: string, count = 0) => (
    <button
      type="button"
      className={folder === value ? 'dm-folder dm-folder--on' : 'dm-folder'}
      aria-pressed={folder === value}
      onClick={() => setFolder(value)}
    >
      {label}
      {count > 0 && (
        <span className="count-badge dm-folder__count">
          <span className="sr-only">, {count} waiting</span>
          <span aria-hidden="true">{count}</span>
        </span>
      )}
    </button>
  );

  let body: ReactNode;
  if (list.isPending) body = <Spinner label={texts.loading} />;
  else if (list.isError)
    body = (
      <div className="dm-empty">
        <p className="form-error" role="alert">
          {texts.loadFailed}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void list.refetch()}
        >
          {texts.retry}
        </button>
      </div>
    );
  else if (conversations.length === 0)
    body = (
      <p className="empty-state">{folder === 'inbox' ? texts.inboxEmpty : texts.requestsEmpty}</p>
    );
  else
    body = (
      <>
        {shown.length === 0 && <p className="empty-state">{texts.noMatch(search.trim())}</p>}
        <ul className="dm-list" aria-label={folder === 'inbox' ? texts.inbox : texts.requests}>
          {shown.map((conversation) => (
            <ConversationRow
              key={conversation.conversationId}
              conversation={conversation}
              ownId={ownId}
              now={now}
              actions={
                folder === 'requests' && (
                  <RequestActions conversation={conversation} safety={safety} />
                )
              }
            />
          ))}
        </ul>
        {list.hasNextPage && (
          <p className="dm-more">
            <button
              type="button"
              className="button button--secondary"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {texts.loadMore}
            </button>
          </p>
        )}
      </>
    );

  return (
    <section className="dm-inbox" aria-labelledby="messages-title">
      <div className="dm-inbox__head">
        <h1 id="messages-title" className="display">
          {texts.title}
        </h1>
        <button type="button" className="button button--primary" onClick={onNewGroup}>
          {texts.newGroup}
        </button>
      </div>
      <div className="dm-inbox__tools">
        <div className="dm-folders" role="group" aria-label="Show">
          {folderButton('inbox', texts.inbox)}
          {folderButton('requests', texts.requests, unread?.requests)}
        </div>
        <div className="field dm-search">
          <label htmlFor="messages-search" className="sr-only">
            {texts.search}
          </label>
          <input
            id="messages-search"
            type="search"
            placeholder={texts.search}
            value={search}
            maxLength={60}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="panel dm-inbox__panel">{body}</div>
    </section>
  );
}

/** A request's answers: accept (then open it), delete, and block or report its sender. */
function RequestActions({
  conversation,
  safety,
}: {
  conversation: ConversationSummary;
  safety: RequestSafety | undefined;
}) {
  const navigate = useNavigate();
  const accept = useConversationMutation(conversationCalls.accept);
  const decline = useConversationMutation(conversationCalls.decline);
  const id = conversation.conversationId;
  const sender =
    conversation.members.find((m) => m.userId === conversation.createdBy) ??
    conversation.members[0];
  const busy = accept.isPending || decline.isPending;
  return (
    <div className="dm-request-actions">
      <button
        type="button"
        className="button button--primary button--small"
        disabled={busy}
        onClick={() => accept.mutate([id], { onSuccess: () => void navigate(`/messages/${id}`) })}
      >
        {texts.accept}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy}
        onClick={() => decline.mutate([id])}
      >
        {texts.delete}
      </button>
      {safety && sender?.username && (
        <>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => safety.onBlock(sender.username)}
          >
            {texts.block}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => safety.onReport(sender.username)}
          >
            {texts.report}
          </button>
        </>
      )}
      {(accept.isError || decline.isError) && (
        <p className="form-error" role="alert">
          {(accept.error ?? decline.error)?.message ?? texts.failed}
        </p>
      )}
    </div>
  );
}
