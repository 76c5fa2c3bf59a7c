import { z } from 'zod';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { perCharacter } from './per-character.ts';
import topicsData from '../../content/advice-topics.json' with { type: 'json' };
import asahi from '../../content/advice/asahi.json' with { type: 'json' };
import kaizetsu from '../../content/advice/kaizetsu.json' with { type: 'json' };
import kazeo from '../../content/advice/kazeo.json' with { type: 'json' };
import tyson from '../../content/advice/tyson.json' with { type: 'json' };
import yurei from '../../content/advice/yurei.json' with { type: 'json' };
import { keyedObject } from './keyed-object.ts';

/** What students ask a character's advice about: the keys of every `content/advice/*.json`. */
export const ADVICE_TOPICS = [
  'roommate',
  'groupProject',
  'presentation',
  'exams',
  'procrastination',
  'friendConflict',
  'crush',
  'breakup',
  'family',
  'homesick',
  'makingFriends',
  'sleep',
  'money',
  'professor',
  'grief',
  'health',
  'work',
  'rejection',
  'major',
  'balance',
  'career',
  'writing',
  'coding',
] as const;
export type AdviceTopic = (typeof ADVICE_TOPICS)[number];

/** The parts of one piece of advice, as `advice.<topic>.<part>` sections name them. */
export const ADVICE_PARTS = ['says', 'why', 'whatIf'] as const;
export type AdvicePart = (typeof ADVICE_PARTS)[number];

const text = z
  .string()
  .trim()
  .min(2)
  .max(260)
  .refine((value) => !/[*_`#]/.test(value), 'plain text: no markdown');

/** One piece of advice on a topic, with its own follow-ups. */
const adviceEntry = z.strictObject({
  /**
   * The particular trouble of the topic this advice is for (`cases` in advice-topics.json: an
   * email asking for an extension, code that crashes); none for advice that fits the whole topic.
   */
  case: z.string().optional(),
  /** The advice itself: concrete, kind, in the character's voice. */
  says: text,
  /** The answer to "why?" right after `says`. */
  why: text,
  /** The answer to "but what if it goes wrong / they get mad?": a calm next step. */
  whatIf: text,
});
export type AdviceEntry = z.infer<typeof adviceEntry>;

/**
 * `content/advice/<character>.json`: the same shape for all five characters. `hear`: what the
 * character says when a student tells a trouble of the topic without asking for advice ("my
 * roommate keeps eating my food"): that it understood this trouble, and one question that lets
 * them go on. `topics`: the advice itself, when asked.
 */
export const adviceLinesSchema = z
  .strictObject({
    character: z.enum(CHARACTER_IDS),
    hear: keyedObject(ADVICE_TOPICS, z.array(text).min(3)),
    topics: keyedObject(ADVICE_TOPICS, z.array(adviceEntry).min(2)),
  })
  .superRefine((lines, context) => {
    // Every case of a topic has advice of its own, and every topic two pieces for any case.
    const cases: Partial<Record<string, Record<string, unknown>>> = topicsData.cases;
    for (const topic of ADVICE_TOPICS) {
      const entries = lines.topics[topic];
      const named = Object.keys(cases[topic] ?? {});
      for (const entry of entries) {
        if (entry.case !== undefined && !named.includes(entry.case))
          context.addIssue({ code: 'custom', message: `${topic}: no case "${entry.case}"` });
      }
      for (const name of named) {
        if (!entries.some((entry) => entry.case === name))
          context.addIssue({ code: 'custom', message: `${topic}: no advice for "${name}"` });
      }
      if (entries.filter((entry) => entry.case === undefined).length < 2)
        context.addIssue({ code: 'custom', message: `${topic}: fewer than two for any case` });
    }
  })
  .superRefine((lines, context) => {
    const seen = new Set<string>();
    const all = [
      ...Object.values(lines.hear).flat(),
      ...Object.values(lines.topics).flatMap((entries) =>
        entries.flatMap((entry) => ADVICE_PARTS.map((part) => entry[part])),
      ),
    ];
    for (const line of all) {
      if (seen.has(line)) context.addIssue({ code: 'custom', message: `said twice: "${line}"` });
      seen.add(line);
    }
  });
export type AdviceLines = z.infer<typeof adviceLinesSchema>;

/** Every character's advice lines, validated on first use. */
export const adviceLines = perCharacter('advice', adviceLinesSchema, {
  tyson,
  yurei,
  asahi,
  kaizetsu,
  kazeo,
});
