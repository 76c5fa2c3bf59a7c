import { EventEmitter } from 'node:events';

/** In-process notifications between features (the socket layer listens to auth). */
export interface AppEventMap {
  /** Without sessionHash: every session of the user is gone. */
  sessionsRevoked: [{ userId: string; sessionHash?: string }];
}

export type AppEvents = EventEmitter<AppEventMap>;

export function createAppEvents(): AppEvents {
  return new EventEmitter<AppEventMap>();
}
