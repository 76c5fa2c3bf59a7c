import { afterEach, expect, test, vi } from 'vitest';
import { PendingReactions, REACTION_SETTLE_MS } from './pending-reactions.ts';

afterEach(() => {
  vi.useRealTimers();
});

test('the latest tap on an emoji replaces an earlier one; others stay', () => {
  const changes = vi.fn();
  const pending = new PendingReactions(changes);
  const first = pending.add('m1', '👍', true);
  pending.add('m1', '🔥', true);
  const second = pending.add('m1', '👍', false);
  expect(pending.ops.map((op) => [op.emoji, op.on])).toEqual([
    ['🔥', true],
    ['👍', false],
  ]);
  expect(pending.has(first.id)).toBe(false);
  expect(pending.has(second.id)).toBe(true);
  expect(changes).toHaveBeenCalledTimes(3);
});

test('acknowledged: gone at once when the list held shows it, else with the next list or after a while', () => {
  vi.useFakeTimers();
  const pending = new PendingReactions(() => {});
  const shown = pending.add('m1', '👍', true);
  pending.acknowledged(shown.id, () => true);
  expect(pending.ops).toEqual([]);

  const echoed = pending.add('m1', '👍', true);
  const other = pending.add('m2', '👍', true);
  pending.acknowledged(echoed.id, () => false);
  expect(pending.ops.find((op) => op.id === echoed.id)?.acknowledged).toBe(true);
  // A list for another message, or one before the acknowledgement, changes nothing.
  pending.settle('m2');
  expect(pending.has(other.id)).toBe(true);
  pending.settle('m1');
  expect(pending.has(echoed.id)).toBe(false);

  const lost = pending.add('m3', '😂', true);
  pending.acknowledged(lost.id, () => false);
  vi.advanceTimersByTime(REACTION_SETTLE_MS - 1);
  expect(pending.has(lost.id)).toBe(true);
  vi.advanceTimersByTime(1);
  expect(pending.has(lost.id)).toBe(false);
  expect(pending.has(other.id)).toBe(true);
});
