import { z } from 'zod';
import data from '../../content/roleplay-actions.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import { analyse, opensAsQuestion } from '../read/language.ts';
import { readMessage, type ReadMessage } from '../read/read-message.ts';
import { keyedObject } from '../content/keyed-object.ts';

export const ROLEPLAY_ACTIONS = [
  'attack',
  'give',
  'take',
  'touch',
  'hide',
  'move',
  'approach',
  'look',
  'laugh',
  'work',
  'eat',
  'music',
  'wait',
  'order',
  'slam',
  'drop',
] as const;
export type RoleplayAction = (typeof ROLEPLAY_ACTIONS)[number];

export const SCENE_QUESTIONS = ['what', 'where', 'who', 'why', 'how'] as const;
export type SceneQuestion = (typeof SCENE_QUESTIONS)[number];

const patterns = z.array(z.string().min(1)).min(1);

/** `content/roleplay-actions.json`. */
export const roleplayActionsSchema = z.strictObject({
  about: z.string(),
  kinds: keyedObject(ROLEPLAY_ACTIONS, patterns),
  asks: keyedObject(SCENE_QUESTIONS, patterns),
  openers: z.array(z.string().regex(/^[a-z]+$/)),
  subjects: z.array(z.string().regex(/^[a-z]+$/)).min(1),
  things: z.strictObject({
    determiners: z.array(z.string().regex(/^[a-z]+$/)).min(1),
    ends: z.array(z.string().regex(/^[a-z]+$/)).min(1),
    most: z.number().int().min(1).max(6),
    turn: z.record(z.string().regex(/^[a-z]+$/), z.string().min(1)),
  }),
  entrances: patterns,
});
type Things = z.infer<typeof roleplayActionsSchema>['things'];

interface Compiled {
  kinds: { kind: RoleplayAction; patterns: PhrasePattern[] }[];
  asks: Map<string, SceneQuestion>;
  openers: ReadonlySet<string>;
  subjects: ReadonlySet<string>;
  things: Things;
  entrances: PhrasePattern[];
}

let compiled: Compiled | undefined;

function actions(): Compiled {
  if (!compiled) {
    const parsed = roleplayActionsSchema.parse(data);
    compiled = {
      kinds: ROLEPLAY_ACTIONS.map((kind) => ({
        kind,
        patterns: parsed.kinds[kind].map((source) => compilePattern(source)),
      })),
      asks: new Map(
        SCENE_QUESTIONS.flatMap((kind) => parsed.asks[kind].map((word) => [word, kind] as const)),
      ),
      openers: new Set(parsed.openers),
      subjects: new Set(parsed.subjects),
      things: parsed.things,
      entrances: parsed.entrances.map((source) => compilePattern(source)),
    };
  }
  return compiled;
}

/** The actions written out in a message: "*hands you a coffee*", "_waves_". */
const ACTIONS = /(?:^|\s)[*_]([^*_\n]{2,})[*_](?=\s|$|[.,!?])/gu;

export interface SceneTurn {
  /** What the student does, when a kind of action is read. */
  action?: RoleplayAction;
  /** What the speech beside the action asks, when it is a question. */
  asks?: SceneQuestion;
  /**
   * What the student did something with or named, from the character's side: "the biggest
   * coffee" of "i order the biggest coffee u have", "your sword" of "*draws my sword*".
   */
  thing?: string;
}

/** Parts of speech that end a thing's name ("the biggest coffee | you have"). */
const NOT_NAMING = new Set([
  'AUX',
  'PRON',
  'ADP',
  'CCONJ',
  'SCONJ',
  'PART',
  'PUNCT',
  'INTJ',
  'DET',
]);

/**
 * What a student does and asks in a scene. The action is read from what stands between
 * asterisks, or, with `plainAction` (inside a scene), from the whole message ("i grab the cable");
 * the first action written wins. The speech is the rest: a question in it is answered in the scene.
 */
export function sceneTurnOf(read: ReadMessage, plainAction = false): SceneTurn {
  const written = [...read.original.matchAll(ACTIONS)].map((match) => match[1]!);
  const speech = speechOf(read);
  const acted =
    written.length > 0 ? readMessage(written.join('. ')).text : plainAction ? read.text : '';
  const { kinds, asks, openers, subjects } = actions();
  let first: { kind: RoleplayAction; start: number; end: number } | undefined;
  for (const { kind, patterns } of kinds) {
    for (const pattern of patterns) {
      const found = pattern.find(acted);
      if (!found || (first && found.start >= first.start)) continue;
      // Written plainly, an action is the student's own ("i grab the cable"), not a thing told
      // ("my dog ate my laptop").
      const before = acted.slice(0, found.start).split(' ').filter(Boolean);
      if (written.length === 0 && !before.every((word) => subjects.has(word))) continue;
      first = { kind, ...found };
    }
  }
  // "where are we going", "yo what are we building": a question word opens the speech, after
  // any "yo" or "wait".
  const spoken = readMessage(speech).text;
  const opening = spoken.split(' ').find((word) => !openers.has(word)) ?? '';
  const question = asks.get(opening);
  const thing =
    thingIn(first ? acted.slice(first.end) : acted, Boolean(first)) ??
    (first ? undefined : thingIn(spoken, false));
  return {
    ...(first && { action: first.kind }),
    ...(question && { asks: question }),
    ...(thing && { thing }),
  };
}

/** What the student says in a scene, beside what they do between asterisks. */
function speechOf(read: ReadMessage): string {
  return read.original.replace(ACTIONS, ' ').trim();
}

/**
 * Whether the speech of a scene turn asks something, with a question word or not ("is it
 * working", "*hides* what was that").
 */
export function asksInSpeech(read: ReadMessage): boolean {
  const speech = speechOf(read);
  const spoken = readMessage(speech).text;
  if (spoken.length === 0) return false;
  const opening = spoken.split(' ').find((word) => !actions().openers.has(word)) ?? '';
  return speech.includes('?') || actions().asks.has(opening) || opensAsQuestion(analyse(spoken));
}

/** Whether what the student does comes in from outside ("*walks in*", "*knocks on the door*"). */
export function entersIn(read: ReadMessage): boolean {
  const written = [...read.original.matchAll(ACTIONS)].map((match) => match[1]!);
  const acted = readMessage(written.length > 0 ? written.join('. ') : read.original).text;
  return actions().entrances.some((pattern) => pattern.find(acted));
}

/**
 * The thing named in `text`, from the character's side: right after an action's verb
 * (`afterVerb`: "the door" of "slams the door"), or the first words a determiner opens ("the
 * professor" of "what do we tell the professor").
 */
function thingIn(text: string, afterVerb: boolean): string | undefined {
  const { determiners, ends, most, turn } = actions().things;
  const words = text.split(' ').filter(Boolean);
  const start = afterVerb
    ? words.slice(0, 3).findIndex((word) => determiners.includes(word))
    : words.findIndex((word) => determiners.includes(word) && word !== 'that');
  // "*the lights flicker*": what opens the text does something; it is not a thing done to.
  if (start < 0 || (!afterVerb && start === 0)) return undefined;
  // What follows the determiner, as far as it names a thing: "the lights" of "the lights go out".
  const tags = analyse(words.slice(start).join(' ')).tokens.map((token) => token.pos);
  const phrase = [words[start]!];
  for (const [index, word] of words.slice(start + 1).entries()) {
    const tag = tags[index + 1] ?? '';
    // A verb after a noun says what the thing does ("the job | involve"); "iced" names it.
    const doing = tag === 'VERB' && tags[index] === 'NOUN';
    if (ends.includes(word) || phrase.length > most || NOT_NAMING.has(tag) || doing) break;
    phrase.push(word);
  }
  // A determiner alone names nothing ("i'll take one").
  if (phrase.length < 2) return undefined;
  return phrase.map((word) => turn[word] ?? word).join(' ');
}
