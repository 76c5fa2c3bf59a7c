import { z } from 'zod';
import data from '../../content/roleplay-cues.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import type { ReadMessage } from '../read/read-message.ts';

const patterns = z.array(z.string().min(1)).min(1);

/** `content/roleplay-cues.json`. */
export const roleplayCuesSchema = z.strictObject({
  about: z.string(),
  start: patterns,
  stop: patterns,
});

let compiled: { start: PhrasePattern[]; stop: PhrasePattern[] } | undefined;

function cues() {
  if (!compiled) {
    const parsed = roleplayCuesSchema.parse(data);
    compiled = {
      start: parsed.start.map((source) => compilePattern(source)),
      stop: parsed.stop.map((source) => compilePattern(source)),
    };
  }
  return compiled;
}

/** An action written the way chats write them: "*walks in*", "_waves_". */
const ACTION = /(^|\s)[*_][^*_\n]{2,}[*_](?=\s|$|[.,!?])/u;

/** What a message does to a scene: starts or acts in one, stops it, or nothing. */
export function roleplayCueOf(read: ReadMessage): 'act' | 'stop' | undefined {
  const { start, stop } = cues();
  if (stop.some((pattern) => pattern.find(read.text))) return 'stop';
  if (ACTION.test(read.original) || start.some((pattern) => pattern.find(read.text))) return 'act';
  return undefined;
}
