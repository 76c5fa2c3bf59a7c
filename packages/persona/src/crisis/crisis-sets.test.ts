import { describe, expect, test } from 'vitest';
import { CRISIS_SPLITS, loadCrisisSet, scoreCrisisSet, type CrisisSplit } from './crisis-sets.ts';

/**
 * The bar for the crisis check: at least 98 % of risk messages get care, at most 1 % of everyday
 * look-alikes do. The splits tuned to (train, dev) are held to it. The test split was written
 * apart and is never read while tuning, so its figure is the honest one; it is held to what it
 * measured, so that no change makes it worse: 2026-11-28, false alarms 1.6 % of 382 everyday
 * messages, and recall 57.8 % of 116 risk messages written blind (dev, from the same writer and
 * tuned to, went from 58.0 % to 98.3 %: the lexicon's phrases generalise poorly). Neither target
 * is met on it yet (docs/characters.md).
 */
const BAR: Readonly<Record<CrisisSplit, { recall: number; falseAlarms: number }>> = {
  train: { recall: 0.98, falseAlarms: 0.01 },
  dev: { recall: 0.98, falseAlarms: 0.01 },
  test: { recall: 0.56, falseAlarms: 0.02 },
};

describe.each(CRISIS_SPLITS)('the %s split', (split) => {
  const set = loadCrisisSet(split);
  const score = scoreCrisisSet(set);
  // Misses are printed by the assertion only for the splits one may tune to.
  const shown = <T extends { text: string }>(items: readonly T[]) =>
    split === 'test' ? items.length : items.map((item) => item.text);

  test.runIf(set.risk.length > 0)(
    `gives care to at least ${Math.round(BAR[split].recall * 100)} % of risk messages`,
    () => {
      expect(score.recall, JSON.stringify(shown(score.missed))).toBeGreaterThanOrEqual(
        BAR[split].recall,
      );
    },
  );

  test(`gives care to at most ${Math.round(BAR[split].falseAlarms * 100)} % of everyday messages`, () => {
    expect(score.falseAlarmRate, JSON.stringify(shown(score.falseAlarms))).toBeLessThanOrEqual(
      BAR[split].falseAlarms,
    );
  });
});

test('the sets are large enough to measure: 150 risk and 300 everyday messages at least', () => {
  const sets = CRISIS_SPLITS.map(loadCrisisSet);
  expect(sets.reduce((sum, set) => sum + set.risk.length, 0)).toBeGreaterThanOrEqual(150);
  expect(loadCrisisSet('test').everyday.length).toBeGreaterThanOrEqual(300);
  expect(loadCrisisSet('dev').everyday.length).toBeGreaterThanOrEqual(300);
});

test('no message is in two splits', () => {
  const seen = new Map<string, string>();
  for (const split of CRISIS_SPLITS) {
    const set = loadCrisisSet(split);
    for (const item of [...set.risk, ...set.everyday]) {
      const key = item.text.toLowerCase().trim();
      expect(seen.get(key), item.text).toBeUndefined();
      seen.set(key, split);
    }
  }
});
