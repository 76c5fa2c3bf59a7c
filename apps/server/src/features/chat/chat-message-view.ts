import type { ChatMessage } from '@tuning/shared/chat';
import {
  replySnippet,
  type ChatImage,
  type Reaction,
  type ReplyPreview,
} from '@tuning/shared/chat-extras';
import { chatImageUrls } from '@tuning/shared/chat-images';
import { profilePhotoUrl } from '@tuning/shared/profile';
import type { BaseMessageRow, ChatMessageRow, ReactionRow, RepliedRow } from './chat.queries.ts';

/** Where the chat images feature serves an image and its thumbnail. */
export function chatImageOf(image: { id: string; width: number; height: number }): ChatImage {
  return { ...chatImageUrls(image.id), width: image.width, height: image.height };
}

export function replyPreviewOf(row: RepliedRow): ReplyPreview {
  const preview: ReplyPreview = {
    messageId: row.messageId,
    seq: row.seq,
    userId: row.userId,
    username: row.userName,
    fullName: row.fullName,
    snippet: row.deleted ? '' : replySnippet(row.text),
  };
  if (row.deleted) preview.deleted = true;
  else if (row.hasImage) preview.hasImage = true;
  return preview;
}

/** The same preview for a reader who blocks or mutes its author: who, not what. */
export function hiddenReplyPreview(preview: ReplyPreview): ReplyPreview {
  const { hasImage: _image, snippet: _snippet, ...rest } = preview;
  return { ...rest, snippet: '', hidden: true };
}

export function toReactions(rows: readonly ReactionRow[]): Reaction[] {
  return rows.map((row) => ({
    emoji: row.emoji,
    count: Number(row.count),
    users: row.users.map(([userId, username, fullName]) => ({ userId, username, fullName })),
  }));
}

/**
 * A stored message as the room sees it. Extras are left out when empty (most messages have
 * none), and a tombstone keeps only its place and revision.
 */
export function toChatMessage(row: BaseMessageRow & Partial<ChatMessageRow>): ChatMessage {
  const message: ChatMessage = {
    message: row.deletedAt ? '' : row.text,
    timestamp: row.createdAt.getTime(),
    userId: row.userId,
    username: row.userName,
    fullName: row.fullName,
    profilePic: profilePhotoUrl(row.userId, row.photoVersion),
    messageId: row.messageId,
    seq: row.seq,
  };
  if (row.revision) message.revision = row.revision;
  // A tombstone keeps its place (seq, author, time), so the thread and the cursors hold.
  if (row.deletedAt) {
    message.deleted = true;
    return message;
  }
  if (row.reactions && row.reactions.length > 0) message.reactions = toReactions(row.reactions);
  if (row.replied) message.replyTo = replyPreviewOf(row.replied);
  if (row.mentions && row.mentions.length > 0) message.mentions = row.mentions;
  if (row.editedAt) message.editedAt = row.editedAt.getTime();
  if (row.image) message.image = chatImageOf(row.image);
  return message;
}

/** A reader's page: replies to the people they hide quote nothing of them. */
export function hideRepliesTo(messages: ChatMessage[], hidden: ReadonlySet<string>): ChatMessage[] {
  if (hidden.size === 0) return messages;
  return messages.map((message) =>
    message.replyTo && hidden.has(message.replyTo.userId)
      ? { ...message, replyTo: hiddenReplyPreview(message.replyTo) }
      : message,
  );
}

/** A page for a reader that some authors block: those authors' photos are not shown to them. */
export function hidePhotosOf(
  messages: ChatMessage[],
  blockers: ReadonlySet<string>,
): ChatMessage[] {
  if (blockers.size === 0) return messages;
  return messages.map((message) =>
    blockers.has(message.userId) && message.profilePic ? { ...message, profilePic: '' } : message,
  );
}
