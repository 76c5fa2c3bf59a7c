import { z } from 'zod';
import data from '../../content/talk-cues.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import type { ReadMessage } from '../read/read-message.ts';

const patterns = z.array(z.string().min(1)).min(1);

/** `content/talk-cues.json`. */
export const talkCuesSchema = z.strictObject({
  about: z.string(),
  beRightBack: patterns,
  villain: patterns,
  whatIf: patterns,
  whatAbout: patterns,
  dramatic: patterns,
});

type Cue = Exclude<keyof z.infer<typeof talkCuesSchema>, 'about'>;

let compiled: Readonly<Record<Cue, PhrasePattern[]>> | undefined;

function cues(): Readonly<Record<Cue, PhrasePattern[]>> {
  if (!compiled) {
    const parsed = talkCuesSchema.parse(data);
    const compile = (list: readonly string[]) => list.map((source) => compilePattern(source));
    compiled = {
      beRightBack: compile(parsed.beRightBack),
      villain: compile(parsed.villain),
      whatIf: compile(parsed.whatIf),
      whatAbout: compile(parsed.whatAbout),
      dramatic: compile(parsed.dramatic),
    };
  }
  return compiled;
}

/**
 * Whether `read` says the cue, in the whole message or in one of its clauses ("i told her. but
 * what if she says no"): "brb" is `beRightBack`, "whos the bad guy" `villain`.
 */
export function saysCue(cue: Cue, read: ReadMessage): boolean {
  const texts = [read.text, ...read.clauses.map((clause) => clause.text)];
  return cues()[cue].some((pattern) => texts.some((text) => pattern.find(text) !== undefined));
}
