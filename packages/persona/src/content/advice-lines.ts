import { z } from 'zod';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { perCharacter } from './per-character.ts';
import asahi from '../../content/advice/asahi.json' with { type: 'json' };
import kaizetsu from '../../content/advice/kaizetsu.json' with { type: 'json' };
import kazeo from '../../content/advice/kazeo.json' with { type: 'json' };
import tyson from '../../content/advice/tyson.json' with { type: 'json' };
import yurei from '../../content/advice/yurei.json' with { type: 'json' };

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
    hear: z.strictObject(
      Object.fromEntries(ADVICE_TOPICS.map((topic) => [topic, z.array(text).min(3)])) as Record<
        AdviceTopic,
        z.ZodArray<typeof text>
      >,
    ),
    topics: z.strictObject(
      Object.fromEntries(
        ADVICE_TOPICS.map((topic) => [topic, z.array(adviceEntry).min(2)]),
      ) as Record<AdviceTopic, z.ZodArray<typeof adviceEntry>>,
    ),
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
