import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { useConversationChat } from '../hooks/use-conversation-chat.ts';
import type { LocalMessage } from '../lib/chat-messages.ts';
import type { ConversationHistorySource } from '../lib/conversation-session.ts';
import { reactedBy } from '../lib/message-changes.ts';
import { ChatNotice } from './chat-notice.tsx';
import { MessageComposer } from './message-composer.tsx';
import type { MessageHandlers } from './message-handlers.ts';
import { MessageList } from './message-list.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import './group-chat.css';

const ReactionPicker = lazy(() =>
  import('./reaction-picker.tsx').then((module) => ({ default: module.ReactionPicker })),
);

/**
 * A private conversation's messages (product.md §15) with the group chat's own parts: the list
 * (grouping, day separators, reactions), the typing line and the message box with its offline
 * queue. `header` goes on top; `footer`, when given, takes the message box's place (a request
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
}) {
  const chat = useConversationChat(conversationId, user, history);
  const [picking, setPicking] = useState<LocalMessage | null>(null);
  const ownId = user?.uid;
  const { react } = chat;
  const handlers = useMemo<MessageHandlers>(
    () => ({
      react: (message, emoji, on) => react(message.messageId, emoji, on),
      pickReaction: setPicking,
    }),
    [react],
  );
  const typers = useMemo(
    () =>
      names ? chat.typers.map((t) => ({ ...t, name: names.get(t.userId) ?? t.name })) : chat.typers,
    [chat.typers, names],
  );
  const pickFor = picking && chat.messages.find((m) => m.messageId === picking.messageId);

  return (
    <section className="panel chat conversation-chat" aria-label={label}>
      {header}
      {chat.gone ? (
        <p className="chat-empty" role="alert">
          This conversation is not available.
        </p>
      ) : (
        <>
          <ChatNotice notice={chat.notice} />
          <MessageList
            messages={chat.messages}
            ownId={ownId}
            ownUserName={user?.userName}
            historyLoaded={chat.historyLoaded}
            hasOlder={chat.hasOlder}
            loadingOlder={chat.loadingOlder}
            onLoadOlder={chat.loadOlder}
            handlers={handlers}
          />
          <TypingIndicator typers={typers} />
          {footer ?? (
            <MessageComposer
              onSend={(text) => chat.send(text)}
              onTyping={chat.setTyping}
              sending={false}
              refusal={chat.refusal}
              onRefusalTaken={chat.discardRefused}
              images={false}
            />
          )}
        </>
      )}
      {pickFor && (
        <Suspense fallback={null}>
          <ReactionPicker
            authorName={pickFor.fullName || pickFor.username || 'Unknown'}
            onPick={(emoji) => {
              const reaction = pickFor.reactions?.find((r) => r.emoji === emoji);
              react(pickFor.messageId, emoji, !(reaction && reactedBy(reaction, ownId)));
              setPicking(null);
            }}
            onClose={() => setPicking(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
