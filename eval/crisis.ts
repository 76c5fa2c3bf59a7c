/**
 * `npm run eval:crisis [split]`: the crisis check's recall and false alarms on the labelled sets
 * of packages/persona/sets/crisis. The misses and false alarms are listed for the splits one may
 * tune to (train, dev); the test split prints only its figures, so it can't be tuned to by reading.
 */
import {
  CRISIS_SPLITS,
  loadCrisisSet,
  scoreCrisisSet,
  type CrisisSplit,
} from '../packages/persona/src/crisis/crisis-sets.ts';

const asked = process.argv[2] as CrisisSplit | undefined;
if (asked && !CRISIS_SPLITS.includes(asked)) {
  console.error(`usage: npm run eval:crisis [${CRISIS_SPLITS.join('|')}]`);
  process.exit(2);
}
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
for (const split of asked ? [asked] : CRISIS_SPLITS) {
  const score = scoreCrisisSet(loadCrisisSet(split));
  const recall = score.risk === 0 ? '–' : percent(score.recall);
  console.log(
    `${split.padEnd(5)}  risk ${String(score.risk).padStart(4)}  recall ${recall.padStart(7)}  ` +
      `everyday ${String(score.everyday).padStart(4)}  false alarms ${percent(score.falseAlarmRate).padStart(6)}`,
  );
  if (split === 'test') continue;
  for (const item of score.missed) console.log(`  missed  [${item.kind}] ${item.text}`);
  for (const item of score.falseAlarms) {
    console.log(`  alarm   [${item.kind}] ${item.text}\n          by ${item.pattern}`);
  }
}
