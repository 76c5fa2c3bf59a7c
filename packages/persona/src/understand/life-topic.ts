import { z } from 'zod';
import data from '../../content/life-topics.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import type { ReadMessage } from '../read/read-message.ts';
import { LIFE_TOPICS, type LifeTopic } from '../content/life-lines.ts';

const words = z.array(z.string().min(1)).min(1);

/** `content/life-topics.json`. */
export const lifeTopicsSchema = z.strictObject({
  about: z.string(),
  you: words,
  questionStarts: words,
  /** Words a question may open with before its question word ("ok but what…"). */
  openers: words,
  notAboutYou: words,
  topics: z.strictObject(
    Object.fromEntries(LIFE_TOPICS.map((topic) => [topic, words])) as Record<
      LifeTopic,
      typeof words
    >,
  ),
});

interface Compiled {
  you: ReadonlySet<string>;
  questionStarts: ReadonlySet<string>;
  openers: ReadonlySet<string>;
  notAboutYou: PhrasePattern[];
  topics: { topic: LifeTopic; patterns: PhrasePattern[] }[];
}

let compiled: Compiled | undefined;

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
 * The part of the character's everyday life a message asks about ("whats ur fav food lol",
 * "do u even sleep", "where r u from"), or undefined. The clause must speak to the character,
 * read as a question, and not ask for the student's own advice or memory.
 */
export function lifeTopicOf(read: ReadMessage): LifeTopic | undefined {
  const { you, questionStarts, openers, notAboutYou, topics } = lexicon();
  const asked = /\?/.test(read.original);
  for (const clause of read.clauses) {
    const words = clause.text.split(' ').filter(Boolean);
    if (!words.some((word) => you.has(word))) continue;
    const opening = words.find((word) => !openers.has(word)) ?? '';
    if (!asked && !questionStarts.has(opening)) continue;
    if (notAboutYou.some((pattern) => pattern.find(clause.text))) continue;
    const found = topics.find(({ patterns }) =>
      patterns.some((pattern) => pattern.find(clause.text)),
    );
    if (found) return found.topic;
  }
  return undefined;
}
