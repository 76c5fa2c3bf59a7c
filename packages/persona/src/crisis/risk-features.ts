import { z } from 'zod';
import data from '../../content/crisis-concepts.json' with { type: 'json' };
import type { ReadMessage } from '../read/read-message.ts';
import { characterNames } from './crisis-lexicon.ts';

/**
 * What the crisis model sees of a message: its words, its word pairs (side by side and one word
 * apart), and the concepts the words
 * stand for (`content/crisis-concepts.json`), with the order in which concepts follow each other
 * inside a clause ("wish → death", "self → harm") and whether a negation stands before them. The
 * concepts are what let a model trained on some phrasings read others: "i wish i could stop
 * existing" shares "wish → exist → end" with "i want to not be alive anymore".
 */

export const crisisConceptsSchema = z.strictObject({
  about: z.string(),
  concepts: z.record(z.string().regex(/^[a-z]+$/), z.array(z.string().regex(/^[a-z0-9]+$/)).min(1)),
});

/** How far apart (in words) two concepts may stand and still be read as one thought. */
const PAIR_WINDOW = 5;
/** How many words before a concept a negation still reaches. */
const NEGATION_WINDOW = 3;

let conceptsOfWord: Map<string, string[]> | undefined;
let names: ReadonlySet<string> | undefined;

function concepts(): Map<string, string[]> {
  if (!conceptsOfWord) {
    conceptsOfWord = new Map();
    for (const [concept, words] of Object.entries(crisisConceptsSchema.parse(data).concepts)) {
      for (const word of words)
        conceptsOfWord.set(word, [...(conceptsOfWord.get(word) ?? []), concept]);
    }
  }
  return conceptsOfWord;
}

/** A light stem, enough to let "cutting", "cuts" and "cut" count as one word. */
export function stem(word: string): string {
  if (word.length > 5 && /(ing|ed)$/.test(word)) {
    return word.replace(/(ing|ed)$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1');
  }
  return word.length > 3 && /[^siu]s$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * The features of one read message, each once. `lexicon`: the kind of risk the lexicon read in
 * it, when it read one: the model learns how far to trust each kind of pattern.
 */
export function riskFeatures(read: ReadMessage, lexicon?: string): string[] {
  const features = new Set<string>();
  if (lexicon) features.add('l:any').add(`l:${lexicon}`);
  const lookup = concepts();
  if (read.laughing) features.add('x:laugh');
  for (const clause of read.clauses) {
    // A character's name is masked: "kai i want to die" is "#name i want to die".
    names ??= new Set(characterNames());
    const words = clause.words
      .filter((word) => !word.decoration)
      .map((word) => (names!.has(word.text) ? '#name' : word.text));
    const stems = words.map(stem);
    stems.forEach((word, index) => {
      features.add(`w:${word}`);
      if (index > 0) features.add(`b:${stems[index - 1]}_${word}`);
      // A pair with a word between: "want to die" and "want 2 die" share "want_die".
      if (index > 1) features.add(`s:${stems[index - 2]}_${word}`);
    });
    const tagged = words.map((word) => lookup.get(word) ?? []);
    tagged.forEach((tags, index) => {
      const negated = words
        .slice(Math.max(0, index - NEGATION_WINDOW), index)
        .some((word) => lookup.get(word)?.includes('negation'));
      for (const tag of tags) {
        features.add(`c:${tag}`);
        if (negated && tag !== 'negation') features.add(`n:${tag}`);
        for (let next = index + 1; next <= index + PAIR_WINDOW && next < words.length; next++) {
          for (const later of tagged[next]!) if (later !== tag) features.add(`p:${tag}>${later}`);
        }
      }
    });
  }

  return [...features];
}

/** The concepts the words of a message stand for (`content/crisis-concepts.json`). */
export function conceptsOf(read: ReadMessage): Set<string> {
  const lookup = concepts();
  return new Set(
    read.clauses.flatMap((clause) => clause.words.flatMap((word) => lookup.get(word.text) ?? [])),
  );
}
