import { useMemo, useState, type ReactNode } from 'react';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { useConversationChat } from '../hooks/use-conversation-chat.ts';
import { useMessageHandlers } from '../hooks/use-message-handlers.ts';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { chatTexts } from '../lib/chat-texts.ts';
import type { ConversationHistorySource } from '../lib/conversation-session.ts';
import { ChatNotice } from './chat-notice.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageDialogs } from './message-dialogs.tsx';
import { MessageList } from './message-list.tsx';
import type { MessageActions } from './message-menu.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import './group-chat.css';

/**
 * A private conversation's messages (product.md §15) with the group chat's own parts: the list
 * (grouping, day separators, reactions, replies, edits, deletion, "Seen"), the typing line and
 * the message box with its offline queue and images. `header` goes on top; `footer`, when given, takes the message box's place (a request
 * not yet accepted).
 */
export function ConversationChat({
  conversationId,
  label,
  user,
  history,
  header,
  footer,
  names,
  seenSeq,
  onReport,
  hiddenAuthors,
  closed = false,
}: {
  conversationId: string;
  /** The region's name for screen readers ("Conversation with Ada Lovelace"). */
  label: string;
  user: CurrentUserProfile | undefined;
  history: ConversationHistorySource;
  header: ReactNode;
  footer?: ReactNode;
  /** The members' names by id: the typing line says who as the group chat's does. */
  names?: ReadonlyMap<string, string>;
  /** A one-to-one: how far the other member has read ("Seen" under your last message). */
  seenSeq?: number;
  /** `Report message` on others' messages: the safety feature's dialog, which the route hands in. */
  onReport?: (message: LocalMessage) => void;
  /**
   * The people the user blocked or muted: their messages and typing stay off screen, as in the
   * group chat (the server sends a conversation's messages to every member alike).
   */
  hiddenAuthors?: ReadonlySet<string>;
  /**
   * The route closed the conversation (the user blocked its other person; `footer` says so): the
   * server's refusal to join it again is expected, not news to show.
   */
  closed?: boolean;
}) {
  const chat = useConversationChat(conversationId, user, history);
  const [deleting, setDeleting] = useState<LocalMessage | null>(null);
  /** The whole conversation takes a dropped image, the message list included. */
  const [section, setSection] = useState<HTMLElement | null>(null);
  const ownId = user?.uid;
  const all = chat.messages;
  const messages = useMemo(
    () =>
      hiddenAuthors?.size
        ? all.filter((m) => m.userId === ownId || !hiddenAuthors.has(m.userId))
        : all,
    [all, hiddenAuthors, ownId],
  );

  // As in the group chat: your own messages can be deleted from their menu, others' reported.
  // Nobody deletes others' messages here: moderators act from the report (product.md §15).
  const menu = useMemo<MessageActions>(
    () => ({ moderator: false, onDelete: setDeleting, onReport }),
    [onReport],
  );
  const { react } = chat;
  const {
    handlers,
    picking,
    stopPicking,
    replyingTo,
    cancelReply,
    editingId,
    editLast,
    jumpTo,
    onJumpMissed,
    focusComposer,
  } = useMessageHandlers(chat, menu, messages, ownId);
  const typers = useMemo(
    () =>
      chat.typers
        .filter((t) => !hiddenAuthors?.has(t.userId))
        .map((t) => ({ ...t, name: names?.get(t.userId) ?? t.name })),
    [chat.typers, names, hiddenAuthors],
  );
  const lastOwn = messages.findLast((m) => m.userId === ownId && m.seq !== undefined);
  const seenId =
    seenSeq !== undefined && lastOwn?.seq !== undefined && lastOwn.seq <= seenSeq
      ? lastOwn.messageId
      : undefined;
  const pickFor = picking && messages.find((m) => m.messageId === picking.messageId);

  return (
    <section className="panel chat conversation-chat" aria-label={label} ref={setSection}>
      {header}
      {chat.gone ? (
        <p className="chat-empty" role="alert">
          This conversation is not available.
        </p>
      ) : (
        <>
          {!closed && <ChatNotice notice={chat.notice} />}
          <MessageList
            messages={messages}
            ownId={ownId}
            ownUserName={user?.userName}
            historyLoaded={chat.historyLoaded}
            hasOlder={chat.hasOlder}
            loadingOlder={chat.loadingOlder}
            onLoadOlder={chat.loadOlder}
            handlers={handlers}
            editingId={editingId}
            jumpTo={jumpTo}
            onJumpMissed={onJumpMissed}
            seenId={seenId}
            // Messages there, each by someone hidden (blocked or muted): not "No messages yet".
            emptyText={all.length > 0 ? chatTexts.allHidden : undefined}
          />
          <TypingIndicator typers={typers} />
          {footer ?? (
            <MessageComposer
              onSend={(text, extras) => chat.send(text, extras)}
              onTyping={chat.setTyping}
              sending={false}
              refusal={chat.refusal}
              onRefusalTaken={chat.discardRefused}
              replyingTo={replyingTo}
              onCancelReply={cancelReply}
              onEditLast={editLast}
              dropZone={section}
            />
          )}
        </>
      )}
      <MessageDialogs
        ownId={ownId}
        deleting={deleting}
        onDelete={chat.deleteMessage}
        closeDelete={() => setDeleting(null)}
        focusComposer={focusComposer}
        pickFor={pickFor}
        react={react}
        stopPicking={stopPicking}
      />
    </section>
  );
}
