import { useEffect, useSyncExternalStore } from 'react';
import type { CurrentUserProfile } from '@tuning/shared/users';

/** What the group chat's session and a conversation's have in common for a screen. */
export interface ScreenSession<Snapshot> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Snapshot;
  setUser(user: CurrentUserProfile | undefined): void;
  /** Connects as `user`; returns the disconnect. */
  connect(user: CurrentUserProfile): () => void;
}

/**
 * A chat screen's session while it is mounted: its snapshot (through `useSyncExternalStore`),
 * the signed-in user, and its connection while someone is signed in. The connection belongs to
 * the user: profile edits do not reconnect.
 */
export function useConnectedSession<Snapshot>(
  session: ScreenSession<Snapshot>,
  user: CurrentUserProfile | undefined,
): Snapshot {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);
  useEffect(() => session.setUser(user), [session, user]);
  const userId = user?.uid;
  useEffect(() => {
    if (!user) return;
    return session.connect(user);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, userId]);
  return state;
}

/** What every chat screen may ask of its session, besides reading its snapshot. */
export const CHAT_ACTIONS = [
  'send',
  'loadOlder',
  'setTyping',
  'react',
  'discardRefused',
  'notify',
  'editMessage',
  'deleteMessage',
  'revealMessage',
] as const;

/**
 * The session's actions `names`, for the screen: its own functions (arrow properties, bound to
 * it), so they stay the same objects for the session's life.
 */
export function sessionActions<S, K extends keyof S>(session: S, names: readonly K[]): Pick<S, K> {
  return Object.fromEntries(names.map((name) => [name, session[name]])) as Pick<S, K>;
}
