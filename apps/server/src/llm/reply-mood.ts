import winkNLP from 'wink-nlp';
import type { Expression } from '@tuning/shared/saga/acting';
import { englishModel } from '@tuning/persona/read/language';

/**
 * The mood of a character's reply: which of the comic's expressions the chat header should show.
 * A model's reply is read for it here (wink-nlp's sentiment plus a few cues a sentiment score
 * misses: a gasp, a vow, a question turned over); the offline engine knows the mood it chose and
 * says so itself (offline/reply-mood.ts).
 */

let nlp: ReturnType<typeof winkNLP> | undefined;

/** wink's sentiment of `text`, −1 … 1; the pipeline is built the first time it is needed. */
function sentimentOf(text: string): number {
  nlp ??= winkNLP(englishModel(), ['sbd', 'negation', 'sentiment']);
  return nlp.readDoc(text).out(nlp.its.sentiment) as number;
}

const SURPRISE = /\b(wh?oa+|wow+|no way|what\?!|seriously\?|whoa|huh\?!|wait,? what)\b|\?!|!\?/i;
const ANGER =
  /\b(furious|angry|mad at|hate|how dare|unfair|never forgive|stop it|back off|liar|erased|ugh)\b/i;
const RESOLVE =
  /\b(let'?s|we will|we'll|i will|i'll|never give up|won't give up|promise|together|fight for|we can do|you can do|plan)\b/i;
const PONDER = /\b(hmm+|i wonder|let me think|maybe|perhaps|not sure|who knows)\b/i;
const SMUG = /\b(naturally|of course|obviously|predictable|as expected|heh)\b/i;

/** A simple reading of a reply the offline engine did not write. */
export function moodOfText(text: string): Expression {
  const trimmed = text.trim();
  if (!trimmed) return 'neutral';
  const sentiment = sentimentOf(trimmed);
  if (SURPRISE.test(trimmed)) return 'surprised';
  if (sentiment <= -0.3) return ANGER.test(trimmed) || /!/.test(trimmed) ? 'angry' : 'sad';
  if (ANGER.test(trimmed) && sentiment < 0.1) return 'angry';
  if (RESOLVE.test(trimmed)) return 'determined';
  if (PONDER.test(trimmed) && !/!/.test(trimmed)) return 'thinking';
  if (sentiment >= 0.25 || (sentiment >= 0 && /!/.test(trimmed))) return 'happy';
  if (SMUG.test(trimmed)) return 'smug';
  if (/\?\s*$/.test(trimmed)) return 'thinking';
  return 'neutral';
}
