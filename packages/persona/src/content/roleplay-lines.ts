import { z } from 'zod';
import { plainLine } from './plain-line.ts';
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
const plain = plainLine(240, 'no action markup when the scene is over');

/** A line that names every slot of `slots` ("{role}"), and no other. */
const slotted = (...slots: string[]) =>
  sceneLine.refine(
    (line) => slots.every((slot) => line.includes(`{${slot}}`)),
    `names ${slots.map((slot) => `{${slot}}`).join(' and ')}`,
  );
/** A line that may name what the student named ("{thing}"): the thing ordered, the door slammed. */
const mayName = sceneLine.refine(
  (line) => !/\{(?!thing\})/.test(line),
  'names no slot but {thing}',
);

/** `content/roleplay/<character>.json`: the same shape for all five. */
export const roleplayLinesSchema = z.strictObject({
  character: z.enum(CHARACTER_IDS),
  /** The first reply in a scene the student starts. */
  enter: z.array(sceneLine).min(3),
  /** The first reply in a practice scene the student casts the character in; `{role}` is the role. */
  cast: z.array(sceneLine.refine((line) => line.includes('{role}'), 'names {role}')).min(3),
  /** In-scene replies that fit whatever the student did, each moving the scene on. */
  beats: z.array(sceneLine).min(8),
  /**
   * A scene the student sets in their own words: the character takes `role` (with the student's
   * `partner` in `roles`), then says what is going on (`situation`), and hands the student the turn.
   */
  setup: z.strictObject({
    role: z.array(slotted('role')).min(3),
    roles: z.array(slotted('role', 'partner')).min(3),
    situation: z.array(slotted('situation')).min(3),
  }),
  /**
   * In a scene the student set, lines that fit any place, for the student who gives little ("ok",
   * "lol", "what next"): each moves the scene on.
   */
  moves: z.array(sceneLine).min(8),
  /** In a scene the student set, a greeting for one who walks in ("*walks in* hey"). */
  welcome: z.array(sceneLine).min(2),
  /** In a scene the student set, settling in with one who sits down or comes close. */
  settle: z.array(sceneLine).min(2),
  /** In a scene the student set, a reaction to the thing the student did something with or named. */
  about: z.array(slotted('thing')).min(5),
  /**
   * In a scene the student set, an answer in the scene: to a yes-or-no question ("is it working"),
   * to a why, or to one with another question word ("what do we tell the professor"), which may
   * name its thing.
   */
  asked: z.strictObject({
    yesNo: z.array(sceneLine).min(3),
    /** "why do u even guard it": a reason, in the role. */
    why: z.array(sceneLine).min(2),
    open: z.array(mayName).min(5),
  }),
  /** Back into the scene after a question answered out of it. */
  resume: z.array(sceneLine).min(3),
  /** Stepping out when the student asks. */
  exit: z.array(plain).min(3),
  /** A reaction to each kind of thing the student does in a scene ("*hands you a coffee*"). */
  reactions: keyedObject(ROLEPLAY_ACTIONS, z.array(mayName).min(2)),
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
