import { z } from 'zod';
import data from '../../content/roleplay-actions.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
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
});

interface Compiled {
  kinds: { kind: RoleplayAction; patterns: PhrasePattern[] }[];
  asks: Map<string, SceneQuestion>;
  openers: ReadonlySet<string>;
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
}

/**
 * What a student does and asks in a scene. The action is read from what stands between
 * asterisks, or, with `plainAction` (inside a scene), from the whole message ("i grab the cable");
 * the first action written wins. The speech is the rest: a question in it is answered in the scene.
 */
export function sceneTurnOf(read: ReadMessage, plainAction = false): SceneTurn {
  const written = [...read.original.matchAll(ACTIONS)].map((match) => match[1]!);
  const speech = read.original.replace(ACTIONS, ' ').trim();
  const acted =
    written.length > 0 ? readMessage(written.join('. ')).text : plainAction ? read.text : '';
  const { kinds, asks, openers } = actions();
  let first: { kind: RoleplayAction; start: number } | undefined;
  for (const { kind, patterns } of kinds) {
    for (const pattern of patterns) {
      const found = pattern.find(acted);
      if (found && (!first || found.start < first.start)) first = { kind, start: found.start };
    }
  }
  // "where are we going", "yo what are we building": a question word opens the speech, after
  // any "yo" or "wait".
  const words = readMessage(speech).text.split(' ');
  const opening = words.find((word) => !openers.has(word)) ?? '';
  const question = asks.get(opening);
  return { ...(first && { action: first.kind }), ...(question && { asks: question }) };
}
