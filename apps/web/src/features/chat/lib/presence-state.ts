import type { OnlineUser, PresenceDeltaMeta, PresenceSnapshotMeta } from '@tuning/shared/chat';

/**
 * Who is online, as this client knows it: a snapshot from the server when it joins, then the
 * deltas after it, each numbered one past the one before (ADR 0004). `online` is always exact;
 * `people` holds everyone only while `complete` (a large room sends the first page and counts).
 */
export interface PresenceState {
  /** The last snapshot or delta applied; null before the first snapshot. */
  version: number | null;
  online: number;
  people: ReadonlyMap<string, OnlineUser>;
  complete: boolean;
}

export const noPresence: PresenceState = {
  version: null,
  online: 0,
  people: new Map(),
  complete: false,
};

export function applySnapshot(users: OnlineUser[], meta: PresenceSnapshotMeta): PresenceState {
  return {
    version: meta.version,
    online: meta.online,
    people: new Map(users.map((user) => [user.userId, user])),
    complete: meta.complete,
  };
}

/**
 * One delta on top of the state. `resync` asks for a fresh snapshot: a delta was missed (its number
 * skips one), so what is held can no longer be trusted. Before the first snapshot and for a delta
 * the state already includes, nothing changes.
 */
export function applyDelta(
  state: PresenceState,
  kind: 'joined' | 'left',
  users: OnlineUser[],
  meta: PresenceDeltaMeta,
): { state: PresenceState; resync: boolean } {
  if (state.version === null || meta.version <= state.version) return { state, resync: false };
  if (meta.version > state.version + 1) return { state, resync: true };
  const people = new Map(state.people);
  for (const user of users) {
    if (kind === 'joined') people.set(user.userId, user);
    else people.delete(user.userId);
  }
  return {
    state: {
      version: meta.version,
      online: meta.online,
      people,
      complete: state.complete && !meta.partial,
    },
    resync: false,
  };
}
