import { z } from 'zod';
import data from '../../content/advice-topics.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import { readMessage, type ReadMessage } from '../read/read-message.ts';
import { ADVICE_TOPICS, type AdviceTopic } from '../content/advice-lines.ts';
import { keyedObject } from '../content/keyed-object.ts';
import { saysCue } from './talk-cues.ts';

const patterns = z.array(z.string().min(1)).min(1);

/** `content/advice-topics.json`. */
export const adviceTopicsSchema = z.strictObject({
  about: z.string(),
  /** Ways of asking for advice at all: "what do i do", "any tips". */
  asks: patterns,
  /** Asks in shape only: "what do i do on weekends" asks what the student told. */
  notAsks: patterns,
  topics: keyedObject(ADVICE_TOPICS, patterns),
  /** Topics that are a trouble whenever they are told: a death, an injury, a breakup. */
  heavy: z.array(z.enum(ADVICE_TOPICS)),
  /** Words that make a topic told a trouble: "keeps", "never", "ignoring me", "failed". */
  complaint: patterns,
  /** Good news about a topic, no trouble unless it complains too: "aced it", "the best". */
  goodNews: patterns,
  /** Within a topic, the particular troubles some advice is for, in the order they are tried. */
  cases: z.partialRecord(
    z.enum(ADVICE_TOPICS),
    z.record(z.string().regex(/^[a-z][A-Za-z]*$/), patterns),
  ),
});

interface Compiled {
  asks: PhrasePattern[];
  notAsks: PhrasePattern[];
  topics: { topic: AdviceTopic; patterns: PhrasePattern[] }[];
  heavy: ReadonlySet<AdviceTopic>;
  complaint: PhrasePattern[];
  goodNews: PhrasePattern[];
  cases: Partial<Record<AdviceTopic, { name: string; patterns: PhrasePattern[] }[]>>;
}

let compiled: Compiled | undefined;

function lexicon(): Compiled {
  if (!compiled) {
    const parsed = adviceTopicsSchema.parse(data);
    const compile = (list: readonly string[]) => list.map((source) => compilePattern(source));
    compiled = {
      asks: compile(parsed.asks),
      notAsks: compile(parsed.notAsks),
      heavy: new Set(parsed.heavy),
      complaint: compile(parsed.complaint),
      goodNews: compile(parsed.goodNews),
      cases: Object.fromEntries(
        Object.entries(parsed.cases).map(([topic, named]) => [
          topic,
          Object.entries(named).map(([name, list]) => ({ name, patterns: compile(list) })),
        ]),
      ),
      // In the file's order, not the schema's: the file puts narrower topics first.
      topics: Object.keys(data.topics).map((topic) => ({
        topic: topic as AdviceTopic,
        patterns: compile(parsed.topics[topic as AdviceTopic]),
      })),
    };
  }
  return compiled;
}

function saysAny(read: ReadMessage, found: readonly PhrasePattern[]): boolean {
  return read.clauses.some((clause) => found.some((pattern) => pattern.find(clause.text)));
}

/** Whether a message asks for advice at all ("ok so what do i do", "any tips??"). */
export function asksForAdvice(read: ReadMessage): boolean {
  return saysAny(read, lexicon().asks) && !saysAny(read, lexicon().notAsks);
}

/** Whether a message complains ("keeps", "never", "so annoying"), whatever it is about. */
export function complains(read: ReadMessage): boolean {
  return saysAny(read, lexicon().complaint);
}

/**
 * The trouble a message tells, or undefined: a topic named with a complaint ("my roommate keeps
 * eating my food", "i failed my orgo midterm"), or a topic that is a trouble in itself ("my
 * grandma passed away"), unless it is good news with no complaint ("my roommate is the best",
 * "finally feeling better").
 */
export function troubleToldIn(read: ReadMessage): AdviceTopic | undefined {
  const topic = adviceTopicOf(read);
  if (!topic) return undefined;
  const { heavy, goodNews } = lexicon();
  // "my roommates alarm went off at 5am, im going to commit a crime": a dark joke complains.
  if (complains(read) || saysCue('dramatic', read)) return topic;
  return heavy.has(topic) && !saysAny(read, goodNews) ? topic : undefined;
}

/**
 * What a student wants advice about ("how do i deal with a lab partner who does nothing",
 * "any tips for talking to my roomate lol"), or undefined. The first topic of the file that any
 * clause matches is taken.
 */
export function adviceTopicOf(read: ReadMessage): AdviceTopic | undefined {
  for (const { topic, patterns: found } of lexicon().topics) {
    if (saysAny(read, found)) return topic;
  }
  return undefined;
}

/**
 * The particular trouble of `topic` a message tells ("how do i email my prof for an extension":
 * professor, extension), or undefined: the first of the topic's cases any clause matches.
 */
export function adviceCaseOf(read: ReadMessage, topic: AdviceTopic): string | undefined {
  return lexicon().cases[topic]?.find((named) => saysAny(read, named.patterns))?.name;
}

/** How many of the student's turns before this one a topic may come from. */
const TOPIC_LOOKBACK = 5;

/**
 * The topic of a message, or, when it names none ("how do i even bring it up"), of the latest of
 * the student's few turns before it that names one ("my roommate brought her bf over again",
 * "and i have an 8am lab"). `studentTurns` are the student's messages in order, the current one
 * last.
 */
export function adviceTopicInTalk(studentTurns: readonly string[]): AdviceTopic | undefined {
  const recent = studentTurns.slice(-1 - TOPIC_LOOKBACK).reverse();
  for (const turn of recent) {
    const topic = adviceTopicOf(readMessage(turn));
    if (topic) return topic;
  }
  return undefined;
}

/**
 * The case of `topic` in the latest of the student's recent turns that tells one: "my code keeps
 * crashing" then "what do i do" is still the crash.
 */
export function adviceCaseInTalk(
  studentTurns: readonly string[],
  topic: AdviceTopic,
): string | undefined {
  for (const turn of studentTurns.slice(-1 - TOPIC_LOOKBACK).reverse()) {
    const found = adviceCaseOf(readMessage(turn), topic);
    if (found) return found;
  }
  return undefined;
}
