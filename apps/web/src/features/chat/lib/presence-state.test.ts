import { expect, test } from 'vitest';
import type { OnlineUser } from '@tuning/shared/chat';
import { applyDelta, applySnapshot, noPresence } from './presence-state.ts';

const person = (name: string): OnlineUser => ({
  userId: `id-${name}`,
  username: name,
  fullName: name,
  profilePic: '',
});
const names = (state: { people: ReadonlyMap<string, OnlineUser> }) =>
  [...state.people.values()].map((user) => user.username).sort();

test('a snapshot, then deltas in order, keep the list and the count', () => {
  let state = applySnapshot([person('ann'), person('ben')], {
    version: 4,
    online: 2,
    complete: true,
  });
  ({ state } = applyDelta(state, 'joined', [person('cat')], {
    version: 5,
    online: 3,
    partial: false,
  }));
  ({ state } = applyDelta(state, 'left', [person('ann')], {
    version: 6,
    online: 2,
    partial: false,
  }));
  expect(names(state)).toEqual(['ben', 'cat']);
  expect(state).toMatchObject({ version: 6, online: 2, complete: true });
});

test('deltas before the first snapshot and deltas already applied change nothing', () => {
  const before = applyDelta(noPresence, 'joined', [person('ann')], {
    version: 1,
    online: 1,
    partial: false,
  });
  expect(before).toEqual({ state: noPresence, resync: false });

  const state = applySnapshot([person('ann')], { version: 9, online: 1, complete: true });
  const stale = applyDelta(state, 'left', [person('ann')], {
    version: 9,
    online: 0,
    partial: false,
  });
  expect(stale).toEqual({ state, resync: false });
});

test('a skipped number asks for a resync and keeps what it had', () => {
  const state = applySnapshot([person('ann')], { version: 2, online: 1, complete: true });
  const gap = applyDelta(state, 'joined', [person('ben')], {
    version: 4,
    online: 3,
    partial: false,
  });
  expect(gap.resync).toBe(true);
  expect(gap.state).toBe(state);
  // The fresh snapshot replaces everything.
  const fresh = applySnapshot([person('ann'), person('ben'), person('cat')], {
    version: 4,
    online: 3,
    complete: true,
  });
  expect(names(fresh)).toEqual(['ann', 'ben', 'cat']);
});

test('a count-only delta keeps the count exact and marks the list incomplete', () => {
  const state = applySnapshot([person('ann')], { version: 1, online: 1, complete: true });
  const storm = applyDelta(state, 'joined', [], { version: 2, online: 250, partial: true });
  expect(storm.state).toMatchObject({ online: 250, complete: false });
  expect(names(storm.state)).toEqual(['ann']);
});
