import { expect, test } from 'vitest';
import { batchPerTurn } from './batch.ts';

test('the loads of one turn go as one batch, each answered with its own value', async () => {
  const batches: number[][] = [];
  const squares = batchPerTurn(async (keys: readonly number[]) => {
    batches.push([...keys]);
    return keys.map((key) => (key < 0 ? undefined : key * key));
  });
  // As several handshakes arriving together would: from separate callbacks in one turn.
  const loads = await Promise.all(
    [3, -1, 4, 3].map(
      (key) =>
        new Promise<number | undefined>((resolve) =>
          queueMicrotask(() => resolve(squares.load(key))),
        ),
    ),
  );
  expect(loads).toEqual([9, undefined, 16, 9]);
  expect(batches).toHaveLength(1);

  // Nothing is cached: a later turn reads again.
  expect(await squares.load(3)).toBe(9);
  expect(batches).toEqual([[3, -1, 4, 3], [3]]);
});
