import { z } from 'zod';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { perCharacter } from './per-character.ts';
import { ROLEPLAY_ACTIONS, SCENE_QUESTIONS } from '../understand/roleplay-action.ts';
import asahi from '../../content/roleplay/asahi.json' with { type: 'json' };
import kaizetsu from '../../content/roleplay/kaizetsu.json' with { type: 'json' };
import kazeo from '../../content/roleplay/kazeo.json' with { type: 'json' };
import tyson from '../../content/roleplay/tyson.json' with { type: 'json' };
import yurei from '../../content/roleplay/yurei.json' with { type: 'json' };
import { keyedObject } from './keyed-object.ts';

const sceneLine = z
  .string()
  .trim()
  .max(260)
  .regex(/^\*[^*]+\* \S/, 'an action between asterisks, then speech');
const plain = z
  .string()
  .trim()
  .min(2)
  .max(240)
  .refine((line) => !line.includes('*'), 'no action markup when the scene is over');

/** `content/roleplay/<character>.json`: the same shape for all five. */
export const roleplayLinesSchema = z.strictObject({
  character: z.enum(CHARACTER_IDS),
  /** The first reply in a scene the student starts. */
  enter: z.array(sceneLine).min(3),
  /** The first reply in a practice scene the student casts the character in; `{role}` is the role. */
  cast: z.array(sceneLine.refine((line) => line.includes('{role}'), 'names {role}')).min(3),
  /** In-scene replies that fit whatever the student did, each moving the scene on. */
  beats: z.array(sceneLine).min(8),
  /** Stepping out when the student asks. */
  exit: z.array(plain).min(3),
  /** A reaction to each kind of thing the student does in a scene ("*hands you a coffee*"). */
  reactions: keyedObject(ROLEPLAY_ACTIONS, z.array(sceneLine).min(2)),
  /** In-scene answers to what the student asks beside an action ("where are we going?"). */
  answers: keyedObject(SCENE_QUESTIONS, z.array(sceneLine).min(2)),
});
export type RoleplayLines = z.infer<typeof roleplayLinesSchema>;

/** Every character's scene lines, validated on first use. */
export const roleplayLines = perCharacter('roleplay', roleplayLinesSchema, {
  tyson,
  yurei,
  asahi,
  kaizetsu,
  kazeo,
});
