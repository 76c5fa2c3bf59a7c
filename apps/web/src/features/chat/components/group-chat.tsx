import { useEffect, useMemo, useState } from 'react';
import type { BlockKind } from '@tuning/shared/safety';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { useLogout } from '../../../lib/logout.ts';
import { useGroupChat } from '../hooks/use-group-chat.ts';
import { useMessageHandlers } from '../hooks/use-message-handlers.ts';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { ChatHeader } from './chat-header.tsx';
import { ChatNotice } from './chat-notice.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageDialogs } from './message-dialogs.tsx';
import type { MessageActions } from './message-menu.tsx';
import { MessageList } from './message-list.tsx';
import { OnlineList } from './online-list.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import './group-chat.css';
import './chat-safety.css';

const NOBODY: ReadonlySet<string> = new Set();

/**
 * What the chat route hands in from the safety feature: who may delete anything, whose messages
 * the user blocked or muted, and the report and block actions (with their dialogs).
 */
export interface ChatSafety {
  moderator: boolean;
  hiddenAuthors: ReadonlySet<string>;
  onReport: (message: LocalMessage) => void;
  onBlock: (message: LocalMessage, kind: BlockKind) => void;
}

/** product.md /chat: header, messages, typing indicator and input, live over the socket. */
export function GroupChat({
  user,
  userLoading,
  safety,
  firstUnreadSeq,
}: {
  user: CurrentUserProfile | undefined;
  userLoading: boolean;
  safety?: ChatSafety;
  /** The first message not read before this visit (the notifications feature knows it). */
  firstUnreadSeq?: number;
}) {
  const chat = useGroupChat(user);
  const [showOnline, setShowOnline] = useState(false);
  const [deleting, setDeleting] = useState<LocalMessage | null>(null);
  /** The whole chat takes a dropped image, the message list included. */
  const [section, setSection] = useState<HTMLElement | null>(null);
  const logOut = useLogout();

  // Signed out elsewhere (logged out, suspended, the session expired): the login page.
  useEffect(() => {
    if (chat.signedOut) void logOut();
  }, [chat.signedOut, logOut]);

  const moderator = safety?.moderator ?? false;
  const onReport = safety?.onReport;
  const onBlock = safety?.onBlock;
  const menu = useMemo<MessageActions>(
    () => ({ moderator, onDelete: setDeleting, onReport, onBlock }),
    [moderator, onReport, onBlock],
  );

  // Blocked or muted authors: the server leaves out their new messages; these are the ones
  // already on screen. The user's own never hide.
  const hidden = safety?.hiddenAuthors ?? NOBODY;
  const all = chat.messages;
  const ownId = user?.uid;
  const { forgetAuthors } = chat;
  useEffect(() => {
    if (hidden.size > 0) forgetAuthors(hidden);
  }, [hidden, forgetAuthors]);
  const shown = useMemo(
    () =>
      hidden.size === 0 ? all : all.filter((m) => m.userId === ownId || !hidden.has(m.userId)),
    [all, hidden, ownId],
  );
  const typers = useMemo(
    () => (hidden.size === 0 ? chat.typers : chat.typers.filter((t) => !hidden.has(t.userId))),
    [chat.typers, hidden],
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
  } = useMessageHandlers(chat, menu, shown, ownId);

  const pickFor = picking && all.find((m) => m.messageId === picking.messageId);
  return (
    <section className="panel chat" aria-label="Group chat" ref={setSection}>
      <ChatHeader
        user={user}
        userLoading={userLoading}
        onlineCount={chat.presence.online}
        connected={chat.connected}
        onShowOnline={() => setShowOnline(true)}
      />
      {showOnline && (
        <OnlineList
          presence={chat.presence}
          ownId={user?.uid}
          loadPage={chat.onlinePage}
          onClose={() => setShowOnline(false)}
        />
      )}
      <ChatNotice notice={chat.notice} />
      <MessageList
        messages={shown}
        ownId={ownId}
        ownUserName={user?.userName}
        historyLoaded={chat.historyLoaded}
        hasOlder={chat.hasOlder}
        loadingOlder={chat.loadingOlder}
        onLoadOlder={chat.loadOlder}
        handlers={handlers}
        editingId={editingId}
        firstUnreadSeq={firstUnreadSeq}
        jumpTo={jumpTo}
        onJumpMissed={onJumpMissed}
      />
      <TypingIndicator typers={typers} />
      <MessageComposer
        onSend={chat.send}
        onTyping={chat.setTyping}
        sending={chat.sending}
        slowModeSeconds={chat.slowModeSeconds}
        refusal={chat.refusal}
        onRefusalTaken={chat.discardRefused}
        replyingTo={replyingTo}
        onCancelReply={cancelReply}
        onEditLast={editLast}
        lastSentAt={all.findLast((m) => m.userId === ownId && !m.failed)?.timestamp}
        dropZone={section}
      />
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
