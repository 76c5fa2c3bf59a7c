import { z } from 'zod';
import data from '../../content/intent-cues.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import type { ReadMessage } from '../read/read-message.ts';
import { INTENTS, type Intent } from './intent-labels.ts';

/** `content/intent-cues.json`. */
export const intentCuesSchema = z.strictObject({
  about: z.string(),
  cues: z.partialRecord(z.enum(INTENTS), z.array(z.string().min(1)).min(1)),
});

let compiled: ReadonlyMap<Intent, PhrasePattern[]> | undefined;

function cues(): ReadonlyMap<Intent, PhrasePattern[]> {
  if (!compiled) {
    const parsed = intentCuesSchema.parse(data);
    compiled = new Map(
      Object.entries(parsed.cues).map(([intent, patterns]) => [
        intent as Intent,
        patterns.map((source) => compilePattern(source)),
      ]),
    );
  }
  return compiled;
}

/**
 * Whether `read` has a word that says `intent`, for the intents that need one ("r u always this
 * serious" is no question about being an AI); true for an intent that needs none.
 */
export function hasCue(intent: Intent, read: ReadMessage): boolean {
  const found = cues().get(intent);
  return found === undefined || found.some((pattern) => pattern.find(read.text) !== undefined);
}
