import { z } from 'zod';
import data from '../../content/intent-cues.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import type { ReadMessage } from '../read/read-message.ts';
import { INTENTS, type Intent } from './intent-labels.ts';

/** `content/intent-cues.json`. */
export const intentCuesSchema = z.strictObject({
  about: z.string(),
  cues: z.partialRecord(z.enum(INTENTS), z.array(z.string().min(1)).min(1)),
  vetoes: z.partialRecord(z.enum(INTENTS), z.array(z.string().min(1)).min(1)),
});

interface Compiled {
  cues: ReadonlyMap<Intent, PhrasePattern[]>;
  vetoes: ReadonlyMap<Intent, PhrasePattern[]>;
}

let compiled: Compiled | undefined;

function cues(): Compiled {
  if (!compiled) {
    const parsed = intentCuesSchema.parse(data);
    const compile = (lists: Partial<Record<Intent, string[]>>) =>
      new Map(
        Object.entries(lists).map(([intent, patterns]) => [
          intent as Intent,
          patterns.map((source) => compilePattern(source)),
        ]),
      );
    compiled = { cues: compile(parsed.cues), vetoes: compile(parsed.vetoes) };
  }
  return compiled;
}

/**
 * Whether `read` has a word that says `intent`, for the intents that need one ("r u always this
 * serious" is no question about being an AI); true for an intent that needs none.
 */
export function hasCue(intent: Intent, read: ReadMessage): boolean {
  const { cues: needed, vetoes } = cues();
  const says = (patterns: readonly PhrasePattern[] | undefined) =>
    patterns?.some((pattern) => pattern.find(read.text) !== undefined) ?? false;
  // "not great, i got injured" is no happy news, whatever word says "great".
  if (says(vetoes.get(intent))) return false;
  const found = needed.get(intent);
  return found === undefined || says(found);
}
