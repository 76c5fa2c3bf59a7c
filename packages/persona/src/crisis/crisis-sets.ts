import fs from 'node:fs';
import { z } from 'zod';
import { detectCrisis } from './detect-crisis.ts';

/**
 * The labelled crisis sets in `sets/crisis/`: train (written by the engine's developers, tuned
 * to), dev (written apart, tuned to) and test (written apart with dev, never read while tuning).
 */
export const CRISIS_SPLITS = ['train', 'dev', 'test'] as const;
export type CrisisSplit = (typeof CRISIS_SPLITS)[number];

const example = z.strictObject({ text: z.string().min(1), kind: z.string().min(1) });
export const crisisSetSchema = z.object({
  about: z.string().optional(),
  risk: z.array(example),
  everyday: z.array(example).min(1),
});
export type CrisisSet = z.infer<typeof crisisSetSchema>;

export function loadCrisisSet(split: CrisisSplit): CrisisSet {
  const file = new URL(`../../sets/crisis/${split}.json`, import.meta.url);
  return crisisSetSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** `sets/crisis/chat.json`: everyday chat the crisis model learns from, beside the training split. */
export const crisisChatSchema = z.strictObject({
  about: z.string(),
  everyday: z.array(z.string().min(1)).min(1),
});

export function loadCrisisChat(): string[] {
  const file = new URL('../../sets/crisis/chat.json', import.meta.url);
  return crisisChatSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).everyday;
}

export interface CrisisScore {
  risk: number;
  everyday: number;
  /** Risk messages given care, over all risk messages. */
  recall: number;
  /** Everyday messages given care, over all everyday messages. */
  falseAlarmRate: number;
  missed: { text: string; kind: string }[];
  falseAlarms: { text: string; kind: string; pattern: string }[];
}

export function scoreCrisisSet(set: CrisisSet): CrisisScore {
  const missed = set.risk.filter((item) => !detectCrisis(item.text).risk);
  const falseAlarms = set.everyday.flatMap((item) => {
    const reading = detectCrisis(item.text);
    return reading.risk ? [{ ...item, pattern: reading.pattern ?? '' }] : [];
  });
  return {
    risk: set.risk.length,
    everyday: set.everyday.length,
    recall: set.risk.length === 0 ? 1 : 1 - missed.length / set.risk.length,
    falseAlarmRate: falseAlarms.length / set.everyday.length,
    missed,
    falseAlarms,
  };
}
