import { conversationRoom, type ConversationReactionsEvent } from '@tuning/shared/conversations';
import type { ConversationMessage } from '@tuning/shared/conversations-response-schemas';
import { userRoom, type RealtimeServer } from '../../realtime/socket-server.ts';

/**
 * How the conversations reach sockets, on every instance through the adapter (ADR 0035): the
 * conversation's room for what its open screens show, each member's user room for the inbox.
 */
export interface ConversationDelivery {
  message(message: ConversationMessage, memberIds: readonly string[]): void;
  reactions(event: ConversationReactionsEvent): void;
  /** The conversation changed for these people (a rename, members, a request answered). */
  changed(conversationId: string, userIds: readonly string[]): void;
  /** These people's sockets leave the conversation's room, on every instance. */
  removed(conversationId: string, userIds: readonly string[]): void;
}

export function createConversationDelivery(io: RealtimeServer): ConversationDelivery {
  const changed = (conversationId: string, userIds: readonly string[]) => {
    if (userIds.length > 0)
      io.to(userIds.map(userRoom)).emit('conversationChanged', { conversationId });
  };
  return {
    message(message, memberIds) {
      io.to(conversationRoom(message.conversationId)).emit('conversationMessage', message);
      changed(message.conversationId, memberIds);
    },
    reactions(event) {
      io.to(conversationRoom(event.conversationId)).emit('conversationReactions', event);
    },
    changed,
    removed(conversationId, userIds) {
      if (userIds.length === 0) return;
      io.in(userIds.map(userRoom)).socketsLeave(conversationRoom(conversationId));
    },
  };
}
