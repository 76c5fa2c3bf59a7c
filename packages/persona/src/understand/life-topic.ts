import { z } from 'zod';
import data from '../../content/life-topics.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import type { ReadMessage } from '../read/read-message.ts';
import { LIFE_TOPICS, type LifeTopic } from '../content/life-lines.ts';
import { keyedObject } from '../content/keyed-object.ts';

const words = z.array(z.string().min(1)).min(1);

/** `content/life-topics.json`. */
export const lifeTopicsSchema = z.strictObject({
  about: z.string(),
  you: words,
  questionStarts: words,
  /** Words a question may open with before its question word ("ok but what…"). */
  openers: words,
  notAboutYou: words,
  topics: keyedObject(LIFE_TOPICS, words),
});

interface Compiled {
  you: ReadonlySet<string>;
  questionStarts: ReadonlySet<string>;
  openers: ReadonlySet<string>;
  notAboutYou: PhrasePattern[];
  topics: { topic: LifeTopic; patterns: PhrasePattern[] }[];
}

let compiled: Compiled | undefined;

/** The most words a question about the character may have without saying "you". */
const ELLIPTICAL_WORDS = 6;
/** Words that put someone else in the question: the student, a friend, the other characters. */
const SOMEONE_ELSE =
  /^(i|im|me|my|mine|we|our|us|he|she|they|his|her|their|them|tyson|yurei|asahi|kaizetsu|kai|kazeo|mom|dad|friend|roommate|professor|prof)$/;

function lexicon(): Compiled {
  if (!compiled) {
    const parsed = lifeTopicsSchema.parse(data);
    compiled = {
      you: new Set(parsed.you),
      questionStarts: new Set(parsed.questionStarts),
      openers: new Set(parsed.openers),
      notAboutYou: parsed.notAboutYou.map((source) => compilePattern(source)),
      // In the file's order, not the schema's: the file puts narrower topics first.
      topics: Object.keys(data.topics).map((topic) => ({
        topic: topic as LifeTopic,
        patterns: parsed.topics[topic as LifeTopic].map((source) => compilePattern(source)),
      })),
    };
  }
  return compiled;
}

/**
 * The parts of the character's everyday life a message asks about: the first by the file's order
 * (narrower topics first), then any other asked as a question of its own, after "and", "also" or
 * in another sentence ("whats ur fav class and do u have a roommate": classes, then roommate; "do
 * you play basketball" is sports alone). A clause must speak to the character, read as a
 * question, and not ask for the student's own advice or memory.
 */
export function lifeTopicsOf(read: ReadMessage): LifeTopic[] {
  const { topics } = lexicon();
  const asked = /\?/.test(read.original);
  const found: Array<{ topic: LifeTopic; clause: number; start: number; end: number }> = [];
  read.clauses.forEach((clause, index) => {
    if (!asksTheCharacterIn(clause.text, asked)) return;
    for (const { topic, patterns } of topics) {
      const match = patterns.map((pattern) => pattern.find(clause.text)).find(Boolean);
      if (match && !found.some((entry) => entry.topic === topic)) {
        found.push({ topic, clause: index, ...match });
      }
    }
  });
  const [first, ...rest] = found;
  if (!first) return [];
  const second = rest.find((entry) => {
    if (entry.clause !== first.clause) return true;
    const text = read.clauses[entry.clause]!.text;
    const [from, to] =
      entry.start > first.end ? [first.end, entry.start] : [entry.end, first.start];
    return from < to && JOINED.test(text.slice(from, to));
  });
  return second ? [first.topic, second.topic] : [first.topic];
}

/**
 * Whether a clause is a question to the character about themself: it speaks to them ("you",
 * "ur"), or is short with no one else in it ("oh nice what kind", "do u miss it"); it reads as a
 * question (`asked`: a "?" in the message, or a question word once openers are passed); and it
 * asks for no advice or memory of the student's own.
 */
function asksTheCharacterIn(clause: string, asked: boolean): boolean {
  const { you, questionStarts, openers, notAboutYou } = lexicon();
  const words = clause.split(' ').filter(Boolean);
  // "oh nice what kind of music": a short question with no one else in it asks the character.
  const elliptical =
    words.length <= ELLIPTICAL_WORDS && !words.some((word) => SOMEONE_ELSE.test(word));
  if (!words.some((word) => you.has(word)) && !elliptical) return false;
  const opening = words.find((word) => !openers.has(word)) ?? '';
  if (!asked && !questionStarts.has(opening)) return false;
  return !notAboutYou.some((pattern) => pattern.find(clause));
}

/**
 * Whether the message asks the character something about themself with no topic of its own
 * ("whats ur rank then", "do u miss it"): right after a line of their life, it is about that.
 */
export function asksTheCharacter(read: ReadMessage): boolean {
  const asked = /\?/.test(read.original);
  return read.clauses.some((clause) => asksTheCharacterIn(clause.text, asked));
}

/** What joins a second question to the first: "…and do u…", "…also…". */
const JOINED = /\b(and|also|plus|oh and|btw)\b/;

/** The first part of the character's life a message asks about (see `lifeTopicsOf`). */
export function lifeTopicOf(read: ReadMessage): LifeTopic | undefined {
  return lifeTopicsOf(read)[0];
}
