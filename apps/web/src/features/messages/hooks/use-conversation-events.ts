import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  ConversationReadEvent,
  ConversationSummary,
} from '@tuning/shared/conversations-response-schemas';
import { acquireSocket, releaseSocket, type AppSocket } from '../../../lib/socket.ts';
import { conversationKey } from '../api/get-conversation.ts';
import { conversationsRootKey } from '../api/get-inbox.ts';

/** Where the listener gets its connection: the app's one socket (a test hands in its own). */
export interface SocketSource {
  acquire(): AppSocket;
  release(): void;
}

const appSocket: SocketSource = { acquire: acquireSocket, release: releaseSocket };

/**
 * While signed in: a conversation changed (a message, a rename, members) or a message came in on
 * a conversation on screen, so the inbox, the requests, the open conversation's header and the
 * navigation's count are read again. Reconnecting reads them too: what changed meanwhile was
 * not heard. The other member of a one-to-one read further (`conversationRead`): the open
 * conversation's "Seen" moves.
 */
export function useConversationEvents(enabled: boolean, source: SocketSource = appSocket) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const socket = source.acquire();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: conversationsRootKey });
    const onRead = (event: ConversationReadEvent) =>
      queryClient.setQueryData<ConversationSummary>(
        conversationKey(event.conversationId),
        (held) =>
          held && {
            ...held,
            members: held.members.map((m) =>
              m.userId === event.userId && (m.lastReadSeq ?? 0) < event.lastReadSeq
                ? { ...m, lastReadSeq: event.lastReadSeq }
                : m,
            ),
          },
      );
    socket.on('conversationChanged', refresh);
    socket.on('conversationMessage', refresh);
    socket.on('conversationRead', onRead);
    socket.on('connect', refresh);
    return () => {
      socket.off('conversationChanged', refresh);
      socket.off('conversationMessage', refresh);
      socket.off('conversationRead', onRead);
      socket.off('connect', refresh);
      source.release();
    };
  }, [enabled, source, queryClient]);
}
