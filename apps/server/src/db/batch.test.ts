import { expect, test } from 'vitest';
import { type BatchOptions, batchLoads } from './batch.ts';

function squares(options?: BatchOptions) {
  const batches: number[][] = [];
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const loader = batchLoads(async (keys: readonly number[]) => {
    batches.push([...keys]);
    await gate;
    return keys.map((key) => (key < 0 ? undefined : key * key));
  }, options);
  return {
    loader,
    batches,
    /** The next statement does not answer until `release()`. */
    hold() {
      gate = new Promise((resolve) => (release = resolve));
      return () => release();
    },
  };
}

test('the loads of one turn go as one batch, each answered with its own value', async () => {
  const { loader, batches } = squares();
  // As several handshakes arriving together would: from separate callbacks in one turn.
  const loads = await Promise.all(
    [3, -1, 4, 3].map(
      (key) =>
        new Promise<number | undefined>((resolve) =>
          queueMicrotask(() => resolve(loader.load(key))),
        ),
    ),
  );
  expect(loads).toEqual([9, undefined, 16, 9]);
  expect(batches).toEqual([[3, -1, 4, 3]]);

  // Nothing is cached: a later turn reads again.
  expect(await loader.load(3)).toBe(9);
  expect(batches).toEqual([[3, -1, 4, 3], [3]]);
});

test('loads that arrive while two statements run wait for one, then go together', async () => {
  const { loader, batches, hold } = squares();
  const release = hold();
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const running = [loader.load(1)];
  await turn();
  running.push(loader.load(2));
  await turn();
  expect(batches).toEqual([[1], [2]]);
  // Three more turns of the event loop while both statements are still running.
  const later: Promise<number | undefined>[] = [];
  for (const key of [3, 4, 5]) {
    later.push(loader.load(key));
    await turn();
  }
  expect(batches).toEqual([[1], [2]]);
  release();
  expect(await Promise.all(running)).toEqual([1, 4]);
  expect(await Promise.all(later)).toEqual([9, 16, 25]);
  expect(batches).toEqual([[1], [2], [3, 4, 5]]);
});

test('with gatherMs, a busy loader gathers the loads of the next turns; an idle one does not wait', async () => {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const { loader, batches } = squares({ gatherMs: 10 });
  expect(await loader.load(1)).toBe(1);
  // Handshakes in a storm arrive a turn or two apart, not in one turn.
  const later: Promise<number | undefined>[] = [];
  for (const key of [2, 3, 4]) {
    later.push(loader.load(key));
    await turn();
  }
  expect(batches).toEqual([[1]]);
  expect(await Promise.all(later)).toEqual([4, 9, 16]);
  expect(batches).toEqual([[1], [2, 3, 4]]);

  // Quiet again: the next load goes at the next turn.
  await new Promise((resolve) => setTimeout(resolve, 30));
  const quiet = loader.load(5);
  await turn();
  expect(batches).toEqual([[1], [2, 3, 4], [5]]);
  expect(await quiet).toBe(25);
});

test('without gatherMs, loads a turn apart go as statements of their own', async () => {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const { loader, batches } = squares();
  expect(await loader.load(1)).toBe(1);
  const later = [loader.load(2)];
  await turn();
  later.push(loader.load(3));
  await turn();
  expect(batches).toEqual([[1], [2], [3]]);
  expect(await Promise.all(later)).toEqual([4, 9]);
});
