import { z } from 'zod';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import data from '../../content/quiz.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import { asksSomething, readMessage, type ReadMessage } from '../read/read-message.ts';
import { readTurn, type TurnInput, type TurnReading } from '../track/dialogue-state.ts';
import { seedHash } from './seed-hash.ts';
import { keyedObject } from '../content/keyed-object.ts';

/**
 * A quiz, when a student asks for one ("quiz me on bio", "can u test me for my psych midterm",
 * "ask me one" in a study-buddy scene): a question from the course named, then the answer
 * checked, why it is so, and the next question, until the student says something else.
 * Questions and the characters' lines are in `content/quiz.json`.
 */

const line = z.string().trim().min(2).max(200);
const question = z.strictObject({
  ask: line,
  /** Phrase patterns (`read/phrase-pattern.ts`); any one found in the reply is the right answer. */
  answer: z.array(z.string().regex(/^[a-z0-9* ]+$/)).min(1),
  why: line,
});
const voice = z.strictObject({
  start: z.array(line).min(2),
  right: z.array(line).min(2),
  wrong: z.array(line).min(2),
  next: z.array(line).min(2),
});

export const quizSchema = z
  .strictObject({
    about: z.string(),
    subjects: z.record(z.string(), z.string()),
    questions: z.record(z.string(), z.array(question).min(4)),
    voices: keyedObject(CHARACTER_IDS, voice),
  })
  .superRefine((quiz, context) => {
    for (const subject of Object.keys(quiz.subjects)) {
      if (!quiz.questions[subject])
        context.addIssue({ code: 'custom', message: `no questions for "${subject}"` });
    }
  });

interface Question {
  subject: string;
  ask: string;
  answer: PhrasePattern[];
  why: string;
}

interface Compiled {
  subjects: { subject: string; pattern: PhrasePattern }[];
  questions: Question[];
  voices: z.infer<typeof quizSchema>['voices'];
}

let compiled: Compiled | undefined;
function quiz(): Compiled {
  if (!compiled) {
    const parsed = quizSchema.parse(data);
    compiled = {
      subjects: Object.entries(parsed.subjects).map(([subject, pattern]) => ({
        subject,
        pattern: compilePattern(pattern),
      })),
      questions: Object.entries(parsed.questions).flatMap(([subject, list]) =>
        list.map((entry) => ({
          subject,
          ask: entry.ask,
          answer: entry.answer.map((pattern) => compilePattern(pattern)),
          why: entry.why,
        })),
      ),
      voices: parsed.voices,
    };
  }
  return compiled;
}

/** "quiz me", "test me on", "ask me questions", "can u drill me": a quiz asked for. */
const ASKS = /\b(quiz|test|drill) (me|us)\b|\b(do|make) (a )?(quiz|flashcards)\b/;
/** "ask me some chem questions": a quiz when a course is named, else a get-to-know question. */
const ASK_ME = /\bask me (a |some |random )?(\w+ ){0,2}(question|questions)\b/;
/** "another", "next", "ok go", "hit me": the next question, asked right after an answer. */
const AGAIN =
  /^(ok |okay |alright |yes |yeah |sure |lol |k )*(another|another one|next|next one|go|ok go|hit me|again|more|keep going|one more|ready|ask me another|ask me one|ask)$/;
/** "idk", "pass", "skip": no answer; the answer is told. */
const PASS =
  /^(ok |okay |lol |um+ |hm+ )*(idk|i do not know|dunno|no idea|no clue|pass|skip|not sure|i forgot|forgot|tell me|next|next one|another|go|give up|i give up)\b/;
/** "ok im done", "stop", "enough lol": the quiz is over; the rest of the engine says goodbye. */
const STOP =
  /\b(stop|enough|quit|im done|i am done|done now|no more|im good|i am good|thats enough|that is enough|end (the )?quiz)\b/;

/** The question a reply of the character's asked, when it ends with one of the quiz's. */
function askedIn(reply: string | undefined): Question | undefined {
  if (!reply) return undefined;
  return quiz().questions.find((entry) => reply.trimEnd().endsWith(entry.ask));
}

function subjectIn(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    const found = quiz().subjects.find((entry) => entry.pattern.find(text) !== undefined);
    if (found) return found.subject;
  }
  return undefined;
}

export interface QuizMove {
  section: `quiz.${string}`;
  text: string;
}

/** Whether the student's words hold the answer. */
function answers(read: ReadMessage, entry: Question): boolean {
  return entry.answer.some((pattern) => pattern.find(read.text) !== undefined);
}

/**
 * The quiz's move for this turn: a first question when one is asked for (or "ask me one" in a
 * scene the student set for it: `inQuizScene`), the answer checked right after a question, the
 * next question after "another"; nothing for anything else.
 */
export function quizMove(
  input: (TurnInput | TurnReading) & { inQuizScene?: boolean },
): QuizMove | undefined {
  const { characterId, conversation, seed, read, said } = readTurn(input);
  const voice = quiz().voices[characterId];
  const pick = (lines: readonly string[], salt: string) =>
    lines[seedHash(`${seed}|${salt}`) % lines.length]!;
  const earlier = conversation
    .slice(0, -1)
    .filter((turn) => turn.role === 'user')
    .map((turn) => readMessage(turn.content).text);
  const lastReply = conversation.at(-2)?.role === 'assistant' ? conversation.at(-2)!.content : '';
  const asked = askedIn(lastReply);
  const inQuiz =
    asked !== undefined || quiz().questions.some((entry) => lastReply.includes(entry.why));
  const subject =
    subjectIn([read.text, ...earlier.toReversed()]) ??
    asked?.subject ??
    quiz().questions[0]!.subject;
  const nextQuestion = () => {
    const pool = quiz().questions.filter((entry) => entry.subject === subject && !said(entry.ask));
    const all = quiz().questions.filter((entry) => !said(entry.ask));
    const from = pool.length > 0 ? pool : all;
    return from.length > 0 ? from[seedHash(`${seed}|q`) % from.length] : undefined;
  };

  // An answer to the question just asked: right, told, or wrong, then the next one.
  const words = read.text.split(' ').filter(Boolean).length;
  if (STOP.test(read.text)) return undefined;
  if (asked && words > 0 && words <= 12 && !ASKS.test(read.text)) {
    const right = answers(read, asked);
    const passed = !right && PASS.test(read.text);
    // "wait why", "what do u mean": a question back is not an answer ("the amygdala?" can be).
    if (!right && !passed && asksSomething(read)) return undefined;
    const next = nextQuestion();
    const verdict = right ? pick(voice.right, 'right') : passed ? '' : pick(voice.wrong, 'wrong');
    const parts = [verdict, asked.why, next ? `${pick(voice.next, 'next')} ${next.ask}` : ''];
    return {
      section: `quiz.${right ? 'right' : passed ? 'told' : 'wrong'}`,
      text: parts.filter(Boolean).join(' '),
    };
  }
  const starts =
    ASKS.test(read.text) ||
    (ASK_ME.test(read.text) && subjectIn([read.text]) !== undefined) ||
    (input.inQuizScene === true && AGAIN.test(read.text)) ||
    (inQuiz && AGAIN.test(read.text));
  if (!starts) return undefined;
  const next = nextQuestion();
  if (!next) return undefined;
  const opening = inQuiz ? pick(voice.next, 'next') : pick(voice.start, 'start');
  return { section: `quiz.ask`, text: `${opening} ${next.ask}` };
}
