import { z } from 'zod';
import { plainLine } from './plain-line.ts';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { perCharacter } from './per-character.ts';
import asahi from '../../content/aftercare/asahi.json' with { type: 'json' };
import kaizetsu from '../../content/aftercare/kaizetsu.json' with { type: 'json' };
import kazeo from '../../content/aftercare/kazeo.json' with { type: 'json' };
import tyson from '../../content/aftercare/tyson.json' with { type: 'json' };
import yurei from '../../content/aftercare/yurei.json' with { type: 'json' };

const line = plainLine(260, 'no action markup: care is said plainly');

/** `content/aftercare/<character>.json`: the same shape for all five. */
export const aftercareLinesSchema = z.strictObject({
  character: z.enum(CHARACTER_IDS),
  /** Asked with the crisis care itself: whether the student is safe right now. */
  ask: z.array(line.refine((text) => text.endsWith('?'), 'asks')).min(3),
  /** The turn after care, whatever the student says next: staying with them. */
  stay: z.array(line).min(3),
  /** A short answer ("idk", "yeah", "not really") right after care or a turn or two later. */
  brief: z.array(line).min(3),
  /** The turn after care, when the student eases it ("im ok", "just a thought", "thanks"). */
  eased: z.array(line).min(3),
  /**
   * Right after care the model alone gave, the student says it read them wrong ("no im fine i
   * meant the race"): sorry for the misreading, glad, the door left open; then back to the talk.
   */
  misread: z.array(line).min(3),
  /** Care given again within a few replies ("no" to "are you safe?"): said instead of asking again. */
  again: z.array(line).min(3),
  /** The student reached someone or will ("i texted my sister", "my ra is coming"). */
  reached: z.array(line).min(3),
  /** The student will reach someone ("ill tell my therapist thursday"): the plan, 988 until then. */
  planned: z.array(line.refine((text) => text.includes('988'), 'names 988')).min(3),
  /** A person or a place named as one they could reach ("my aunt maybe?"): encouraged, 988 between. */
  option: z.array(line).min(3),
  /** "what do i even say to her": a short script in quotes, for a person. */
  words: z
    .array(
      line
        .refine((text) => /['"]/.test(text), 'gives words to say')
        .refine((text) => !text.includes('988'), 'words for a person'),
    )
    .min(3),
  /** "what do i say when they pick up", of 988: a short script in quotes for the line. */
  wordsTo988: z
    .array(
      line
        .refine((text) => /['"]/.test(text), 'gives words to say')
        .refine((text) => text.includes('988'), 'names 988'),
    )
    .min(1),
  /** They can't or won't reach the obvious help (a waitlist, "i cant tell my parents"): another way. */
  barrier: z.array(line.refine((text) => text.includes('988'), 'names 988')).min(3),
  /** The student asks to talk about something else, or "normally": agreed to, the door left open. */
  change: z.array(line).min(3),
  /** A hedged answer to "are you safe?" ("probably", "i think so"): taken as honest. */
  unsure: z.array(line).min(3),
  /** A message near a risk but not sure to be one: a gentle question, not the crisis text. */
  checkIn: z.array(line.refine((text) => text.endsWith('?'), 'asks')).min(3),
  /** "yeah im fine" to the check-in: believed, the door left open. */
  checkInOk: z.array(line).min(3),
  /** A goodbye a few replies after care: let go, with help named once more. */
  leaving: z.array(line.refine((text) => text.includes('988'), 'names 988')).min(3),
});
export type AftercareLines = z.infer<typeof aftercareLinesSchema>;

/** Every character's aftercare lines, validated on first use. */
export const aftercareLines = perCharacter('aftercare', aftercareLinesSchema, {
  tyson,
  yurei,
  asahi,
  kaizetsu,
  kazeo,
});
