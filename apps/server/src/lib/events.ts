import { EventEmitter } from 'node:events';
import type { AppNotification } from '@tuning/shared/notifications';
import type { UserRole } from '@tuning/shared/safety';

/** In-process notifications between features (the socket layer listens to auth). */
export interface AppEventMap {
  /** Without sessionHash: every session of the user is gone. */
  sessionsRevoked: [{ userId: string; sessionHash?: string }];
  /** A chat message became a tombstone (its author or a moderator deleted it). */
  messageDeleted: [{ messageId: string }];
  /** Whom this user blocks or mutes changed: their sockets' hidden authors must follow. */
  blocksChanged: [{ blockerId: string; blockedId: string }];
  /** An account and its rows are gone (its messages too): drop it from caches, tell the room. */
  userRemoved: [{ userId: string }];
  /** A moderator changed the room's settings (slow mode). */
  roomSettingsChanged: [{ slowModeSeconds: number }];
  /** An admin added or removed a word-filter term. */
  filterTermsChanged: [];
  /** Notifications stored outside the chat socket (a new follower): pushed to each recipient. */
  notificationsCreated: [{ recipientId: string; notification: AppNotification }[]];
  /** A report was filed or closed: moderators' counts of open reports follow. */
  reportsChanged: [];
  /**
   * Conversations changed outside the conversations feature (an account deleted, its
   * memberships with it): each of these members' inboxes and open conversations read them again.
   */
  conversationsChanged: [{ conversationId: string; userIds: string[] }[]];
  /** A member became a moderator or back (the admin page): their sockets join or leave staff. */
  roleChanged: [{ userId: string; role: UserRole }];
  /** The user's chat read position moved (ADR 0016): their other tabs and devices follow. */
  readPositionChanged: [{ userId: string; lastReadSeq: number }];
}

export type AppEvents = EventEmitter<AppEventMap>;

export function createAppEvents(): AppEvents {
  return new EventEmitter<AppEventMap>();
}
