import { EventEmitter } from 'node:events';

/** In-process notifications between features (the socket layer listens to auth). */
export interface AppEventMap {
  /** Without sessionHash: every session of the user is gone. */
  sessionsRevoked: [{ userId: string; sessionHash?: string }];
  /** A chat message became a tombstone (its author or a moderator deleted it). */
  messageDeleted: [{ messageId: string }];
  /** Whom this user blocks or mutes changed: their sockets' hidden authors must follow. */
  blocksChanged: [{ blockerId: string }];
  /** An account and its rows are gone (its messages too): drop it from caches, tell the room. */
  userRemoved: [{ userId: string }];
  /** A moderator changed the room's settings (slow mode). */
  roomSettingsChanged: [{ slowModeSeconds: number }];
  /** An admin added or removed a word-filter term. */
  filterTermsChanged: [];
}

export type AppEvents = EventEmitter<AppEventMap>;

export function createAppEvents(): AppEvents {
  return new EventEmitter<AppEventMap>();
}
