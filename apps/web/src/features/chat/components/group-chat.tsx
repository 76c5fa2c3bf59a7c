import { useState } from 'react';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { useGroupChat } from '../hooks/use-group-chat.ts';
import { ChatHeader } from './chat-header.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';
import { OnlineList } from './online-list.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import './group-chat.css';

/** product.md /chat: header, messages, typing indicator and input, live over the socket. */
export function GroupChat({
  user,
  userLoading,
}: {
  user: CurrentUserProfile | undefined;
  userLoading: boolean;
}) {
  const chat = useGroupChat(user);
  const [showOnline, setShowOnline] = useState(false);
  return (
    <section className="panel chat" aria-label="Group chat">
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
      <MessageList
        messages={chat.messages}
        ownId={user?.uid}
        historyLoaded={chat.historyLoaded}
        hasOlder={chat.hasOlder}
        loadingOlder={chat.loadingOlder}
        onLoadOlder={chat.loadOlder}
      />
      <TypingIndicator typers={chat.typers} />
      <MessageComposer onSend={chat.send} onTyping={chat.setTyping} sending={chat.sending} />
    </section>
  );
}
