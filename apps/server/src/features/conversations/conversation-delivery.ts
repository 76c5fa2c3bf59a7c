import { conversationRoom, type ConversationReactionsEvent } from '@tuning/shared/conversations';
import type {
  ConversationDeletedEvent,
  ConversationEditedEvent,
  ConversationMessage,
  ConversationReadEvent,
} from '@tuning/shared/conversations-response-schemas';
import { userRoom, type RealtimeServer } from '../../realtime/socket-server.ts';

/**
 * How the conversations reach sockets, on every instance through the adapter (ADR 0035): the
 * conversation's room for what its open screens show, each member's user room for the inbox.
 */
export interface ConversationDelivery {
  message(message: ConversationMessage, memberIds: readonly string[]): void;
  reactions(event: ConversationReactionsEvent): void;
  edited(event: ConversationEditedEvent): void;
  deleted(event: ConversationDeletedEvent): void;
  /** "Seen": to these people's sockets (the other member of a one-to-one). */
  read(event: ConversationReadEvent, userIds: readonly string[]): void;
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
    edited(event) {
      io.to(conversationRoom(event.conversationId)).emit('conversationEdited', event);
    },
    deleted(event) {
      io.to(conversationRoom(event.conversationId)).emit('conversationDeleted', event);
    },
    read(event, userIds) {
      if (userIds.length > 0) io.to(userIds.map(userRoom)).emit('conversationRead', event);
    },
    changed,
    removed(conversationId, userIds) {
      if (userIds.length === 0) return;
      io.in(userIds.map(userRoom)).socketsLeave(conversationRoom(conversationId));
    },
  };
}
