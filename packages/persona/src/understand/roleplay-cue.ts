import { z } from 'zod';
import data from '../../content/roleplay-cues.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import type { ReadMessage } from '../read/read-message.ts';

const patterns = z.array(z.string().min(1)).min(1);

/** `content/roleplay-cues.json`. */
export const roleplayCuesSchema = z.strictObject({
  about: z.string(),
  start: patterns,
  /** A scene set with both in it ("pretend were hacking the network together"): never an injection. */
  together: patterns,
  stop: patterns,
  leave: patterns,
  /** A feeling said plainly: the scene is left, and the feeling answered. */
  feelings: patterns,
  /** Words a question opens with: a question with no action is answered out of the scene. */
  asks: patterns,
  /** A short question about what happens in the scene ("what now"): played in it when asked there. */
  inScene: patterns,
  /** How a student casts the character in a practice scene; `{role}` is one of `castRoles`. */
  castAsks: patterns,
  castRoles: patterns,
  /** Words that mark a question asked out of the scene ("whats ur real major"). */
  outOfScene: patterns,
  /** How a scene is set in the student's own words: read by `src/understand/scene-setup.ts`. */
  setup: z.strictObject({
    you: patterns,
    me: patterns,
    roleStarts: patterns,
    situation: patterns,
    ends: patterns,
    swap: z.record(z.string().regex(/^[a-z]+$/), z.string().min(1)),
    youreBefore: patterns,
  }),
});
export type SetupWords = z.infer<typeof roleplayCuesSchema>['setup'];

interface Compiled {
  start: PhrasePattern[];
  together: PhrasePattern[];
  stop: PhrasePattern[];
  leave: PhrasePattern[];
  feelings: PhrasePattern[];
  asks: ReadonlySet<string>;
  inScene: PhrasePattern[];
  cast: { role: string; patterns: PhrasePattern[] }[];
  outOfScene: PhrasePattern[];
  setup: SetupWords;
}

let compiled: Compiled | undefined;

function cues(): Compiled {
  if (!compiled) {
    const parsed = roleplayCuesSchema.parse(data);
    compiled = {
      start: parsed.start.map((source) => compilePattern(source)),
      together: parsed.together.map((source) => compilePattern(source)),
      stop: parsed.stop.map((source) => compilePattern(source)),
      leave: parsed.leave.map((source) => compilePattern(source)),
      feelings: parsed.feelings.map((source) => compilePattern(source)),
      asks: new Set(parsed.asks),
      inScene: parsed.inScene.map((source) => compilePattern(source)),
      // Longest roles first: "group project partner" before "project partner".
      cast: [...parsed.castRoles]
        .sort((a, b) => b.length - a.length)
        .map((role) => ({
          role,
          patterns: parsed.castAsks.map((source) => compilePattern(source, { role })),
        })),
      outOfScene: parsed.outOfScene.map((source) => compilePattern(source)),
      setup: parsed.setup,
    };
  }
  return compiled;
}

/** An action written the way chats write them: "*walks in*", "_waves_". */
const ACTION = /(^|\s)[*_][^*_\n]{2,}[*_](?=\s|$|[.,!?])/u;

/**
 * What a message does to a scene: `act`, an action written out ("*walks in*"); `start`, asks
 * for a scene ("wanna roleplay?"); `stop`, ends one; `aside`, a question or a goodbye with no
 * action, answered out of the scene; undefined, talk that may go on inside one.
 */
export type RoleplayCue = 'act' | 'start' | 'stop' | 'aside';

export function roleplayCueOf(read: ReadMessage): RoleplayCue | undefined {
  const { start, stop, leave, feelings, asks } = cues();
  if (feelings.some((pattern) => pattern.find(read.text))) return 'aside';
  if (stop.some((pattern) => pattern.find(read.text))) return 'stop';
  if (ACTION.test(read.original)) return 'act';
  if (
    castRoleOf(read) ||
    startsTogether(read) ||
    start.some((pattern) => pattern.find(read.text))
  ) {
    return 'start';
  }
  const opening = read.clauses[0]?.text.split(' ')[0] ?? '';
  if (/\?/.test(read.original) || asks.has(opening)) return 'aside';
  if (leave.some((pattern) => pattern.find(read.text))) return 'aside';
  return undefined;
}

/**
 * Whether a message in a scene steps out of it for one answer: a goodbye, a feeling said plainly,
 * or a question marked as real ("wait whats ur real major", "are u an ai", "whats page 3 about").
 * Any other question in a scene is asked in it ("what do we tell the professor").
 */
export function stepsOutOfScene(read: ReadMessage): boolean {
  const { leave, feelings } = cues();
  return (
    marksOutOfScene(read) || [...leave, ...feelings].some((pattern) => pattern.find(read.text))
  );
}

/** Whether a message is marked as asked out of the scene: "real", "irl", "are u an ai". */
export function marksOutOfScene(read: ReadMessage): boolean {
  // As typed too: reading drops "actually" as decoration, and here it is the point.
  const typed = read.original
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cues().outOfScene.some((pattern) => pattern.find(read.text) || pattern.find(typed));
}

/** The words a scene is set up with (`setup` in `content/roleplay-cues.json`). */
export function setupWords(): SetupWords {
  return cues().setup;
}

/** Whether a question asks what happens in the scene ("what now", "where do we hide"). */
export function asksInScene(read: ReadMessage): boolean {
  return cues().inScene.some((pattern) => pattern.find(read.text));
}

/** Whether the student sets a scene with both of them in it ("pretend were on the roof"). */
export function startsTogether(read: ReadMessage): boolean {
  return cues().together.some((pattern) => pattern.find(read.text));
}

/**
 * The practice role a student casts the character in ("pretend ur my lab partner and quiz me",
 * "can you be my interviewer"), as it should be written ("TA"), or undefined.
 */
export function castRoleOf(read: ReadMessage): string | undefined {
  const found = cues().cast.find(({ patterns }) =>
    patterns.some((pattern) => pattern.find(read.text)),
  )?.role;
  return found && found.length <= 2 ? found.toUpperCase() : found;
}
