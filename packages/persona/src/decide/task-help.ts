import { z } from 'zod';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import data from '../../content/task-help.json' with { type: 'json' };
import { keyedObject } from '../content/keyed-object.ts';
import { readTurn, type TurnInput, type TurnReading } from '../track/dialogue-state.ts';
import { seedHash } from './seed-hash.ts';

/**
 * A thing asked to be made that no move of its own makes (a draft, a study plan, a quiz and a pep
 * talk have theirs): "come up with a name for my plant" and "give me a nickname" get names thought
 * up; "make me a gym routine" gets the character's honest help to start it, naming the thing,
 * never a line about something else. Lines in `content/task-help.json`.
 */

const line = z.string().min(20).max(320);
export const taskHelpSchema = z.strictObject({
  about: z.string(),
  start: keyedObject(CHARACTER_IDS, z.array(line.includes('{thing}')).min(3)),
  names: keyedObject(CHARACTER_IDS, z.array(line.includes('{names}')).min(2)),
  nicknames: z.record(z.string(), z.array(z.string().min(2)).min(3)).refine((all) => 'any' in all),
});

let parsed: z.infer<typeof taskHelpSchema> | undefined;
function taskHelp() {
  parsed ??= taskHelpSchema.parse(data);
  return parsed;
}

const MAKE =
  '(?:make|write|give|plan|create|come up with|design|build|put together|think of|draft|map out)';
/** "can u make me a gym routine", "make me a playlist", "help me come up with a club name". */
const ASKS = [
  new RegExp(
    `\\b(?:can|could|would|will) (?:you|u) (?:please |pls |just )?${MAKE}(?: me| us)? (.+)$`,
  ),
  new RegExp(`^(?:ok |okay |so |pls |please )*${MAKE} me (.+)$`),
  new RegExp(`\\bhelp me (?:to )?${MAKE} (.+)$`),
  new RegExp(`\\bi need (?:you|u) to ${MAKE}(?: me)? (.+)$`),
];
/** What the words after the ask must start with to name a thing made. */
const THING = /^(a|an|some|the|my|our|one|two|three|\d+) /;
/** Things other moves answer: advice and tips, texts and emails, quizzes, study plans, pep talks. */
const NOT_A_TASK =
  /\b(tips?|advice|pointers|pep talk|essay|essays|homework|hw|assignment|paper|papers|lab report|problem set|pset|code|text|texts|email|emails|message|dm|quiz|question|questions|study plan|study schedule|hug|break|chance|hint|spoilers?|answer|minute|sec|second)\b/;
/** Where the thing ends: "a gym routine for leg day lol" is "a gym routine". */
const ENDS =
  /\s(?:for|to|that|which|because|cause|cuz|so|lol|lmao|pls|please|rn|asap|and|but|about|with|like|thx|thanks)\b.*$/;

/** "a name for my plant", "name my cat", "what should i name my fish": what is to be named. */
const NAME_FOR =
  /\b(?:(?:a |some )?(?:name|names|nickname|nicknames) (?:for|4) (?:my|our|the|a|an) ([a-z]+(?: [a-z]+)?)|(?:should|could|do) i name (?:my|our|the) ([a-z]+(?: [a-z]+)?)|\bname (?:my|our) ([a-z]+(?: [a-z]+)?))\b/;
/** "give me a nickname", "whats a good nickname for me": one for the student. */
const NICKNAME_FOR_ME =
  /\b(?:give me|make me|come up with|think of|need|want|got) (?:a |some )?nicknames? ?(?:for me)?$|\bnicknames? for me\b/;

export interface TaskHelpMove {
  section: 'taskHelp.start' | 'taskHelp.names';
  text: string;
}

export function taskHelpMove(
  input: (TurnInput | TurnReading) & { name?: string },
): TaskHelpMove | undefined {
  const { characterId, seed, read, said } = readTurn(input);
  const text = read.text;
  const pickOne = <T>(items: readonly T[], salt: string): T =>
    items[seedHash(`${seed}|${salt}`) % items.length]!;
  const fresh = (lines: readonly string[]) => {
    const unsaid = lines.filter((entry) => !said(entry));
    return unsaid.length > 0 ? unsaid : lines;
  };
  const named = NAME_FOR.exec(text);
  const forMe = NICKNAME_FOR_ME.test(text);
  if (named || forMe) {
    const names = forMe ? nicknamesOf(input.name) : namesFor(named![1] ?? named![2] ?? named![3]!);
    const chosen = threeOf(names, seed);
    const template = pickOne(fresh(taskHelp().names[characterId]), 'names');
    return { section: 'taskHelp.names', text: template.replace('{names}', listed(chosen)) };
  }
  const asked = ASKS.map((pattern) => pattern.exec(text)).find((found) => found !== null);
  const rest = asked?.[1]?.trim();
  if (!rest || !THING.test(rest) || NOT_A_TASK.test(rest)) return undefined;
  const thing = rest.replace(ENDS, '').split(' ').slice(0, 6).join(' ').replace(/^my /, 'your ');
  if (thing.split(' ').length < 2) return undefined;
  const template = pickOne(fresh(taskHelp().start[characterId]), 'start');
  return { section: 'taskHelp.start', text: fillThing(template, thing) };
}

/** Names for what is to be named, from its kind when one is listed. */
function namesFor(what: string): readonly string[] {
  const { nicknames } = taskHelp();
  const kind = Object.keys(nicknames).find((key) => key !== 'any' && what.includes(key));
  return nicknames[kind ?? 'any']!;
}

/** Nicknames made from the student's first name, or from nothing when it is not known. */
function nicknamesOf(name: string | undefined): readonly string[] {
  if (!name) return ['Captain Chaos', 'Sunshine', 'The Legend', 'Ace', 'Sparky', 'Boss'];
  const first = name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
  const initial = first.charAt(0);
  return [
    `Big ${initial}`,
    `${first} the Great`,
    `Captain ${first}`,
    `${initial}-Train`,
    `${first}zilla`,
    `Lil ${first}`,
  ];
}

function threeOf(items: readonly string[], seed: string): string[] {
  const start = seedHash(`${seed}|three`) % items.length;
  return [0, 1, 2].map((step) => items[(start + step * 2) % items.length]!);
}

function listed(items: readonly string[]): string {
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)!}`;
}

/** `{thing}` filled, capitalised where it opens the line. */
function fillThing(template: string, thing: string): string {
  return template
    .replace(/^\{thing\}/, thing.charAt(0).toUpperCase() + thing.slice(1))
    .replaceAll('{thing}', thing);
}
