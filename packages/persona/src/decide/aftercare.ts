import { z } from 'zod';
import { givesCrisisCare } from '@tuning/shared/characters/intro';
import type { CharacterId } from '@tuning/shared/saga/characters';
import data from '../../content/aftercare-cues.json' with { type: 'json' };
import { aftercareLines } from '../content/aftercare-lines.ts';
import { detectCrisis, RISK_CONCEPTS } from '../crisis/detect-crisis.ts';
import { conceptsOf } from '../crisis/risk-features.ts';
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import { asksSomething, readMessage, type ReadMessage } from '../read/read-message.ts';
import { readTurn, type Turn, type TurnInput, type TurnReading } from '../track/dialogue-state.ts';
import { seedHash } from './seed-hash.ts';

/**
 * What follows crisis care: the care itself asks whether the student is safe (`safetyQuestion`),
 * and the student's next message, when it is not a new risk (the crisis check runs first), is met
 * by the character staying with them, or, when they ease it ("im ok", "please dont make it a big
 * thing", "thanks"), by calm trust and a door left open. Never a joke, a scene or a stock line. A
 * question ("are you even real?") is answered as itself, by the rest of the engine. Answers to
 * the care have lines of their own (someone reached, "can we talk about something else", a hedged
 * "probably"), and a message near a risk but not sure to be one is met by a check-in first
 * (`checkInLine`): ADR 0031.
 */

/** `content/aftercare-cues.json`. */
export const aftercareCuesSchema = z.strictObject({
  about: z.string(),
  eases: z.array(z.string().min(1)).min(1),
  asksForHelp: z.array(z.string().min(1)).min(1),
  reached: z.array(z.string().min(1)).min(1),
  planned: z.array(z.string().min(1)).min(1),
  changeSubject: z.array(z.string().min(1)).min(1),
  unsure: z.array(z.string().min(1)).min(1),
  fine: z.array(z.string().min(1)).min(1),
  staysAsked: z.array(z.string().min(1)).min(1),
  barrier: z.array(z.string().min(1)).min(1),
  whatToSay: z.array(z.string().min(1)).min(1),
  toTheLine: z.array(z.string().min(1)).min(1),
  callWorry: z.array(z.string().min(1)).min(1),
  option: z.array(z.string().min(1)).min(1),
  misread: z.array(z.string().min(1)).min(1),
});

type AftercareCues = Record<Exclude<keyof typeof data, 'about'>, PhrasePattern[]>;
let cues: AftercareCues | undefined;

function aftercareCues(): AftercareCues {
  if (!cues) {
    const { about: _, ...lists } = aftercareCuesSchema.parse(data);
    cues = Object.fromEntries(
      Object.entries(lists).map(([cue, sources]) => [
        cue,
        sources.map((source) => compilePattern(source)),
      ]),
    ) as AftercareCues;
  }
  return cues;
}

/** Whether one of `patterns` is found in a clause of `read`. */
function saysAny(patterns: readonly PhrasePattern[], read: ReadMessage): boolean {
  return patterns.some((pattern) => read.clauses.some((clause) => pattern.find(clause.text)));
}

function easingPatterns(): PhrasePattern[] {
  return aftercareCues().eases;
}

/** How many of the character's replies back care still counts as "just now". */
const CARE_RECENT_REPLIES = 6;

/**
 * Whether the student, a few turns after crisis care, asks what to do or whom to call ("ok but
 * what do i do tonight", "who would i even call"): the care, with its numbers, is given again.
 */
export function asksForHelpAfterCare(
  conversation: readonly Turn[],
  characterId?: CharacterId,
): boolean {
  const read = readMessage(conversation.at(-1)?.content ?? '');
  const cues = aftercareCues();
  // "help me figure out what to say to them" asks for words, not for the numbers again.
  if (saysAny(cues.whatToSay, read)) return false;
  if (careWithin(conversation, CARE_RECENT_REPLIES)) return saysAny(cues.asksForHelp, read);
  // Right after a check-in, asking for a number, asking the character to stay, or naming 988
  // ("ok. i can call 988. will u stay") says the risk the check-in wondered about: care.
  return (
    characterId !== undefined &&
    followsCheckIn(characterId, conversation) &&
    (saysAny(cues.asksForHelp, read) || saysAny(cues.staysAsked, read) || /\b988\b/.test(read.text))
  );
}

/**
 * When crisis care is due again within a few replies of the last ("no" to "are you safe?", a
 * means named, "who do i call"), the character's line said before the resources instead of the
 * lead-in and the safety question already asked: never the same question twice.
 */
export function careAgain(input: {
  characterId: CharacterId;
  conversation: readonly Turn[];
  seed: string;
}): string | undefined {
  if (!careWithin(input.conversation, CARE_RECENT_REPLIES)) return undefined;
  return freshLine(aftercareLines()[input.characterId].again, input.conversation, input.seed);
}

/**
 * Whether a message talks of getting help: what to say, a barrier, someone reached or named, "can
 * you stay". Right after care such a message is an answer to it, not the risk told again, unless
 * a pattern says the risk outright.
 */
export function talksOfHelp(read: ReadMessage): boolean {
  const said = aftercareCues();
  return [
    said.whatToSay,
    said.barrier,
    said.reached,
    said.planned,
    said.option,
    said.staysAsked,
    said.callWorry,
  ].some((patterns) => saysAny(patterns, read));
}

/** Whether the student asks what to say when reaching out ("idk what to say to my mom"). */
export function asksWhatToSay(read: ReadMessage): boolean {
  return saysAny(aftercareCues().whatToSay, read);
}

/** The character's question whether the student is safe, said with the crisis care. */
export function safetyQuestion(characterId: CharacterId, seed: string): string {
  const lines = aftercareLines()[characterId].ask;
  return lines[seedHash(seed) % lines.length]!;
}

/** The character's gentle question when a message is near a risk but not sure to be one. */
export function checkInLine(input: {
  characterId: CharacterId;
  conversation: readonly Turn[];
  seed: string;
}): string {
  return freshLine(aftercareLines()[input.characterId].checkIn, input.conversation, input.seed);
}

/** Whether the character's last reply, before the student's new message, was a check-in. */
export function followsCheckIn(characterId: CharacterId, conversation: readonly Turn[]): boolean {
  const previous = conversation.slice(0, -1).findLast((turn) => turn.role === 'assistant');
  return (
    previous !== undefined &&
    aftercareLines()[characterId].checkIn.some((line) => previous.content.includes(line))
  );
}

/** Whether the character's last reply, before the student's new message, gave crisis care. */
export function followsCare(conversation: readonly Turn[]): boolean {
  const previous = conversation.slice(0, -1).findLast((turn) => turn.role === 'assistant');
  return previous !== undefined && givesCrisisCare(previous.content);
}

/** How many of the character's replies back care still meets a short answer by staying. */
const STAY_REPLIES = 3;
/** How many words a short answer has at most, as typed ("idk", "not really", "yeah i guess"). */
const SHORT_ANSWER_WORDS = 3;

/** Whether one of the character's last `replies` replies gave crisis care. */
/** Whether crisis care was given in the last few replies: no light question asked over it. */
export function careLately(conversation: readonly Turn[]): boolean {
  return careWithin(conversation, CARE_RECENT_REPLIES);
}

/** The goodbye a few replies after care: help named once more. */
export function leavingAfterCare(input: TurnInput | TurnReading): string {
  const { characterId, conversation, seed } = input;
  return freshLine(aftercareLines()[characterId].leaving, conversation, seed);
}

function careWithin(conversation: readonly Turn[], replies: number): boolean {
  return (
    conversation
      .slice(0, -1)
      .filter((turn) => turn.role === 'assistant')
      .slice(-replies)
      .some((turn) => givesCrisisCare(turn.content)) && !misreadSinceCare(conversation)
  );
}

/**
 * Whether the student said, since the last care, that it read them wrong ("no i just meant the
 * major thing"): what they say next is talk again, not an answer to the care.
 */
function misreadSinceCare(conversation: readonly Turn[]): boolean {
  const care = conversation.findLastIndex(
    (turn) => turn.role === 'assistant' && givesCrisisCare(turn.content),
  );
  return conversation
    .slice(care + 1)
    .some(
      (turn) => turn.role === 'user' && saysAny(aftercareCues().misread, readMessage(turn.content)),
    );
}

/** Whether the student eased it ("im ok", "thanks") in a message since the last care. */
function easedSinceCare(conversation: readonly Turn[]): boolean {
  const care = conversation.findLastIndex(
    (turn) => turn.role === 'assistant' && givesCrisisCare(turn.content),
  );
  return conversation
    .slice(care + 1, -1)
    .some(
      (turn) =>
        turn.role === 'user' &&
        easingPatterns().some((pattern) => pattern.find(readMessage(turn.content).text)),
    );
}

/**
 * Whether the care just given answered the model alone ("*walks off the track* i blew the last
 * 200"), and the student now says it read them wrong: a misreading to own, not a risk eased. Care
 * a pattern gave ("i want to die") is never taken back by a "jk": that is the risk played down.
 */
function misreadCare(conversation: readonly Turn[], read: ReadMessage): boolean {
  if (!followsCare(conversation) || !saysAny(aftercareCues().misread, read)) return false;
  // "i didnt mean like... im just so tired of letting them down": the risk told again, in other
  // words, is never a misreading; nor is anything the check would wonder about after care.
  if ([...conceptsOf(read)].some((concept) => RISK_CONCEPTS.has(concept))) return false;
  const now = detectCrisis(read.original, { afterCare: true });
  if (now.risk || now.unsure) return false;
  const cared = conversation.slice(0, -1).findLast((turn) => turn.role === 'user');
  if (cared === undefined) return false;
  const reading = detectCrisis(cared.content);
  return reading.risk && reading.pattern?.startsWith('model ') === true;
}

export interface AftercareMove {
  section: `aftercare.${AftercarePart | 'wordsTo988' | 'brief' | 'eased' | 'misread' | 'checkInOk'}`;
  text: string;
}

/** One of `lines` not said yet in the conversation, while fresh ones last. */
function freshLine(lines: readonly string[], conversation: readonly Turn[], seed: string): string {
  const said = conversation
    .filter((turn) => turn.role === 'assistant')
    .map((turn) => turn.content)
    .join('\n');
  const fresh = lines.filter((line) => !said.includes(line));
  const pool = fresh.length > 0 ? fresh : lines;
  return pool[seedHash(seed) % pool.length]!;
}

/**
 * What the student's message does a few turns after care, whatever its length and even as a
 * question: a hedged answer to "are you safe?" right after it, someone reached, a wish to talk
 * about something else, "will you still be here".
 */
type AftercarePart =
  'unsure' | 'words' | 'barrier' | 'reached' | 'planned' | 'option' | 'change' | 'stay' | 'worry';

/**
 * What the crisis line does, for a worry about reaching it ("will they tell my parents", "is it
 * confidential", "will they send cops"), as 988 describes itself: free, confidential, no name
 * needed, and emergency help only when a life is in immediate danger.
 */
export const CALL_WORRY_ANSWER =
  "That's a fair thing to worry about. 988 is free and confidential, and you don't have to give your name. They talk with you; they won't contact your parents or anyone else unless you want them to or your life is in immediate danger, and very few calls end with anyone being sent. You can text 988 instead of calling if that feels easier.";

function afterCarePart(
  conversation: readonly Turn[],
  read: ReadMessage,
): AftercarePart | undefined {
  if (!careWithin(conversation, CARE_RECENT_REPLIES)) return undefined;
  const said = aftercareCues();
  // "what do i even say to them": words to use. "i cant tell my parents", "counseling has a 3
  // week wait": another way, before anything is taken for someone reached.
  if (saysAny(said.callWorry, read)) return 'worry';
  if (saysAny(said.whatToSay, read)) return 'words';
  if (saysAny(said.barrier, read)) return 'barrier';
  // "will you still be here after", "maybe ill call 988, can u stay": yes, and staying.
  if (saysAny(said.staysAsked, read)) return 'stay';
  if (saysAny(said.reached, read)) return 'reached';
  // "ill tell my therapist thursday": a step planned, not taken; 988 until then.
  if (saysAny(said.planned, read)) return 'planned';
  if (followsCare(conversation) && saysAny(said.unsure, read)) return 'unsure';
  // "my aunt maybe?", "my school has counseling i think": that one, encouraged.
  if (saysAny(said.option, read)) return 'option';
  if (saysAny(said.changeSubject, read)) return 'change';
  return undefined;
}

/**
 * The reply to the message right after crisis care, or undefined when the character's last reply
 * was not care. Lines already said in the conversation are not said again while fresh ones last.
 */
export function aftercareMove(input: TurnInput | TurnReading): AftercareMove | undefined {
  const { characterId, conversation, seed, read } = readTurn(input);
  // "yeah im fine lol" to a check-in: believed. Anything else there is talk again (a "no" is a
  // risk, read by the crisis check before this).
  if (followsCheckIn(characterId, conversation)) {
    const cues = aftercareCues();
    // "im just so tired of letting them down" eases in its words and tells the weight in its
    // concepts: not believed, stayed with.
    const heavy = [...conceptsOf(read)].some((concept) => RISK_CONCEPTS.has(concept));
    if (heavy && !saysAny(cues.fine, read)) {
      return {
        section: 'aftercare.stay',
        text: freshLine(aftercareLines()[characterId].stay, conversation, seed),
      };
    }
    if (!saysAny(cues.fine, read) && !saysAny(cues.eases, read)) return undefined;
    const text = freshLine(aftercareLines()[characterId].checkInOk, conversation, seed);
    return { section: 'aftercare.checkInOk', text };
  }
  if (misreadCare(conversation, read)) {
    const text = freshLine(aftercareLines()[characterId].misread, conversation, seed);
    return { section: 'aftercare.misread', text };
  }
  const told = afterCarePart(conversation, read);
  if (told === 'worry') return { section: 'aftercare.worry', text: CALL_WORRY_ANSWER };
  if (told) {
    // Words for a person, or for 988 when the line is what they will reach.
    const part = told === 'words' && saysAny(aftercareCues().toTheLine, read) ? 'wordsTo988' : told;
    const lines = aftercareLines()[characterId][part];
    // Asked to stay, the lines that say they are staying.
    const staying = lines.filter((line) => /\b(here|anywhere|staying|not leaving)\b/i.test(line));
    const pool = told === 'stay' && staying.length > 0 ? staying : lines;
    return { section: `aftercare.${part}`, text: freshLine(pool, conversation, seed) };
  }
  const eased = easingPatterns().some((pattern) => pattern.find(read.text));
  // Right after care, anything; a turn or two later, a short answer ("idk", "not really", "yeah").
  const shortAnswer = read.original.split(/\s+/).filter(Boolean).length <= SHORT_ANSWER_WORDS;
  const stays =
    followsCare(conversation) ||
    (shortAnswer && careWithin(conversation, STAY_REPLIES) && !easedSinceCare(conversation));
  if (!stays) return undefined;
  // A question ("are you even real?", "how are you") is answered as itself.
  if (!eased && asksSomething(read, { firstClause: true })) return undefined;
  const part = eased ? 'eased' : shortAnswer ? 'brief' : 'stay';
  const section = `aftercare.${part}` as const;
  return { section, text: freshLine(aftercareLines()[characterId][part], conversation, seed) };
}
