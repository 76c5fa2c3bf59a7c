import { describe, expect, test } from 'vitest';
import { CRISIS_SPLITS, loadCrisisSet, scoreCrisisSet, type CrisisSplit } from './crisis-sets.ts';

/**
 * The bar for the crisis check is recall ≥ 98 % and false alarms ≤ 1 % (docs/characters.md). The
 * training split met it. Dev and test are held to what they measured, so that no change
 * makes them worse: the target is not met on them yet. 2026-11-28, the lexicon with the trained
 * model (src/crisis/risk-model.ts): dev 93.2 % of 118 risk messages, 2.1 % of 388 everyday ones
 * (the lexicon had been tuned to dev: 98.3 % and 0 % alone, but it alarmed on 6 % of look-alikes
 * from new writers); test, never read while tuning, 79.4 % of 248 and 1.8 % of 602 (the lexicon
 * alone, the day before: 55.2 % and 2.7 %). Same day, a surer veto for patterns that name the act
 * (detect-crisis.ts, SPECIFIC_VETO): dev 96.6 % and 2.1 %; test 79.8 % and 1.8 %. 2026-11-29,
 * patterns for kinds a new writer's read half missed: test 80.2 % and 1.8 %. Same day, a third
 * blind writer's 140 risk and 186 everyday messages appended to dev and tuned to (patterns, the
 * serious / reveal / returns markers, guards): dev 98.1 % of 258 and 1.4 % of 574; test 80.6 %
 * and 1.8 %; train, past the target, held to what it measured (99.5 % of 638, 0.5 % of 778).
 * Then a fourth blind writer's 129 risk and 169 everyday messages appended to test (two already in train left out), never read
 * while tuning: on them alone 74.0 % and 4.7 % before the session's crisis changes, 75.6 % and
 * 4.7 % after; the whole test split 78.8 % of 377 and 2.5 % of 771 (the first 248 and 602 still
 * 80.6 % and 1.8 %). The bar is the larger split's measure, not a lower one for the same set.
 * Same day, blind writer c3's 162 risk and 208 everyday messages appended to dev (on them alone
 * 69.8 % and 3.4 % before) and tuned to: `sure` groups of the lexicon that the model does not
 * overrule (a lethality asked, a day set, a farewell cut short, a friend at risk by name), guards
 * for coursework, grooming, gaming and weather. c3 96.3 % and 0.5 %; dev 98.1 % of 420 and 0.6 %
 * of 782 (its earlier part 99.2 % and 0.7 %); test 79.0 % and 2.3 %; train 99.7 % and 0.5 %.
 * Then the same kinds in the developers' own words (held in detect-crisis.test.ts): test 79.3 %
 * and 2.3 %; a game guard for asked methods and narrower sure patterns: test 79.3 % and 2.2 %;
 * an evacuation is ordinary: dev false alarms 0.5 % (4 of 782).
 * Then blind writer c4's 150 risk and 200 everyday messages, scored before anything was tuned
 * (90.7 % and 4.5 %; unchanged by the c3 work), appended to test: test 82.5 % of 527 and 2.7 %
 * of 970 (one everyday message already in dev left out). The false-alarm bar rises with the
 * harder set, as the recall bar did with b2.
 * Then blind writers c5 and c6 (220 and 197 risk, 260 and 240 everyday; before: c5 82.7 % and
 * 5.0 %, c6 70.0 % and 2.9 %), written as training data. Retraining the model on them (train.json)
 * raised test recall to 86.9 % but its false alarms to 3.2 %, and dropped dev to 95.7 % and 1.3 %,
 * at every threshold and L2 tried: not kept. They were appended to dev instead and tuned to
 * through the lexicon (sure groups for an hour set, affairs, a means tried on, marks seen; guards):
 * c5 92.7 % and 4.2 %, c6 85.5 % and 2.1 %; the whole dev 93.7 % of 837 and 1.6 % of 1282. Dev
 * before them (its first 420 and 782) keeps its bar, unchanged at 98.1 % and 0.5 %; test 82.7 %
 * and 2.7 %; train 99.7 % and 0.5 %. Then suicide considered, a relapse after months, a last
 * night alive (sure) and a gun cleaned (a guard): c5 94.1 % and 3.8 %; dev 94.0 % and 1.5 %.
 * Then blind writer c7's 117 risk and 177 everyday messages (eleventh session), scored before the
 * session's one crisis change (care 80.8 %, false alarms 3.9 %) and appended to test, never read:
 * test 82.45 % of 644 (531) and 2.9 % of 1147. Test's earlier part (its first 527 and 970) keeps its bar.
 * Then (twelfth session, ADR 0040) blind writer c8's 111 risk and 173 everyday messages, appended to
 * test unread (81.7 % and 3.3 % on them before), and the model learnt from dev as well as train,
 * from two blind writers' training data (613 risk, 837 everyday) and 686 messages of ordinary chat,
 * with word pairs one word apart: c8 89.2 % and 2.3 %; test 91.8 % of 755 and 2.05 % of 1320
 * (its part before c8 82.45 % -> 92.2 %, 2.9 % -> 2.0 %); dev 99.5 % and 0.4 %, train 99.8 % and
 * 0.4 % (both learnt from now). Then roleplay actions, a signal that cuts out and a fridge with
 * nothing left, in our own words (a new scene's lines alarmed): c8 89.2 % and 2.9 %, test 92.5 % of
 * 755 and 2.2 % of 1320 (the threshold fell from 0.82 to 0.806), train 99.8 % and 0.6 %; then a food allergy told: the
 * threshold 0.852, c8 87.4 % and 1.7 %, test 91.8 % and 1.9 %, train 99.8 % and 0.5 %.
 * Then (thirteenth session, ADR 0042) blind writer c9 (108 risk, 172 everyday) and 398 everyday
 * messages in the register of chat with a character (blind_chat), appended to test unread (before:
 * c9 89.2 % and 2.2 %, chat 3.3 % given care); the model learnt from a third blind writer's
 * training data in that register (243 risk, 449 everyday) and our own time-limit examples: c9
 * 90.7 % and 2.3 %, chat 1.0 %, test 91.5 % of 863 and 1.8 % of 1890 (its part before c9 91.8 % ->
 * 91.7 %, 1.9 % -> 2.0 %), dev 99.5 % and 0.4 %, train 99.7 % and 0.5 %.
 * Then (fourteenth session) blind writer c10 (118 risk, 180 everyday), appended to test unread
 * before any crisis change: 94.2 % and 8.3 %, 9 of its 15 alarms on a friend at risk the writer
 * called everyday (kind blind_c10_friend; the engine gives care for the friend by design). A
 * fourth blind writer's training data (291 risk, 491 everyday) was tried and not kept: c10 96.7 %
 * and 7.8 %, but the test before c10 91.5 % -> 91.0 % (1.8 % -> 1.6 %). Test now 91.8 % of 981
 * and 2.4 % of 2070.
 */
const BAR: Readonly<Record<CrisisSplit, { recall: number; falseAlarms: number }>> = {
  train: { recall: 0.997, falseAlarms: 0.006 },
  dev: { recall: 0.995, falseAlarms: 0.004 },
  test: { recall: 0.918, falseAlarms: 0.024 },
};

/**
 * Parts of a split held to their own bar: dev before c5 and c6 were appended (its first 420 risk
 * and 782 everyday messages), test before c7, c8, c9 and c10 keep their own bars; the whole
 * split, with them, is held to what it measured.
 */
const PARTS: readonly {
  split: CrisisSplit;
  name: string;
  risk: number;
  everyday: number;
  recall: number;
  falseAlarms: number;
}[] = [
  {
    split: 'dev',
    name: 'before c5 and c6',
    risk: 420,
    everyday: 782,
    recall: 0.997,
    falseAlarms: 0.002,
  },
  {
    split: 'test',
    name: 'before c7',
    risk: 527,
    everyday: 970,
    recall: 0.933,
    falseAlarms: 0.021,
  },
  {
    split: 'test',
    name: 'before c8',
    risk: 644,
    everyday: 1147,
    recall: 0.922,
    falseAlarms: 0.021,
  },
  {
    split: 'test',
    name: 'before c9',
    risk: 755,
    everyday: 1320,
    recall: 0.916,
    falseAlarms: 0.02,
  },
  {
    split: 'test',
    name: 'before c10',
    risk: 863,
    everyday: 1890,
    recall: 0.915,
    falseAlarms: 0.018,
  },
];

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

describe.each(PARTS)('the $split split $name', (part) => {
  const set = loadCrisisSet(part.split);
  const score = scoreCrisisSet({
    risk: set.risk.slice(0, part.risk),
    everyday: set.everyday.slice(0, part.everyday),
  });

  // The test split's messages stay unread: a failure says how many, not which.
  const shown = <T extends { text: string }>(items: readonly T[]) =>
    part.split === 'test' ? items.length : items.map((item) => item.text);

  test('holds its own bar', () => {
    expect(score.recall, JSON.stringify(shown(score.missed))).toBeGreaterThanOrEqual(part.recall);
    expect(score.falseAlarmRate, JSON.stringify(shown(score.falseAlarms))).toBeLessThanOrEqual(
      part.falseAlarms,
    );
  });
});

test('everyday chat with a character (blind_chat in test) gets crisis care at most 1.1 % of the time', () => {
  // What a student most often sends: a what-if, an ask about a friend, a low mood. Unread.
  const chat = loadCrisisSet('test').everyday.filter((item) => item.kind === 'blind_chat');
  const score = scoreCrisisSet({ risk: [], everyday: chat });
  expect(chat.length).toBeGreaterThanOrEqual(390);
  expect(score.falseAlarmRate, String(score.falseAlarms.length)).toBeLessThanOrEqual(0.011);
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
