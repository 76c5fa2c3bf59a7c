import { z } from 'zod';
import data from '../../content/dialogue-acts.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import type { ReadMessage } from '../read/read-message.ts';
import { REACTIONS, type Reaction } from '../content/life-lines.ts';
import { keyedObject } from '../content/keyed-object.ts';

export const FOLLOW_UPS = ['why', 'more', 'meaning'] as const;
export type FollowUp = (typeof FOLLOW_UPS)[number];

const patterns = z.array(z.string().min(1)).min(1);

/** `content/dialogue-acts.json`. */
export const dialogueActsSchema = z.strictObject({
  about: z.string(),
  maxWords: z.number().int().min(1).max(12),
  lead: z.array(z.string().min(1)),
  trail: z.array(z.string().min(1)),
  followups: z.strictObject({ why: patterns, more: patterns, meaning: patterns }),
  turnBack: patterns,
  takesAdvice: patterns,
  reactions: keyedObject(REACTIONS, patterns),
});

export type DialogueAct = { kind: 'followup'; act: FollowUp } | { kind: 'reaction'; act: Reaction };

interface Compiled {
  maxWords: number;
  /** Words said around any act ("oh wait really? why", "how tho"): "wait", "oh", "tho". */
  lead: RegExp;
  trail: RegExp;
  acts: { act: DialogueAct; patterns: PhrasePattern[] }[];
  turnBack: PhrasePattern[];
  takesAdvice: PhrasePattern[];
}

let compiled: Compiled | undefined;

function acts(): Compiled {
  if (!compiled) {
    const parsed = dialogueActsSchema.parse(data);
    const compile = (list: readonly string[]) => list.map((source) => compilePattern(source));
    const words = (list: readonly string[]) => list.map((word) => word.replace(/ /g, '\\s+'));
    compiled = {
      maxWords: parsed.maxWords,
      lead: new RegExp(`^(?:(?:${words(parsed.lead).join('|')})\\s+)+`),
      trail: new RegExp(`(?:\\s+(?:${words(parsed.trail).join('|')}))+$`),
      turnBack: compile(parsed.turnBack),
      takesAdvice: compile(parsed.takesAdvice),
      acts: [
        ...FOLLOW_UPS.map((act) => ({
          act: { kind: 'followup' as const, act },
          patterns: compile(parsed.followups[act]),
        })),
        ...REACTIONS.map((act) => ({
          act: { kind: 'reaction' as const, act },
          patterns: compile(parsed.reactions[act]),
        })),
      ],
    };
  }
  return compiled;
}

/**
 * A short message that only makes sense against the character's last line: "wait why??", "lol
 * more", "what do you mean", "lol same", "no way". Every word of the message (laughter and
 * filler included, punctuation not) must be taken by one pattern, or every meaningful word when
 * the decoration is left out; follow-ups are tried first.
 */
export function dialogueActOf(read: ReadMessage): DialogueAct | undefined {
  const whole = actOfWhole(read);
  if (whole || read.clauses.length < 2) return whole;
  // "wait thats kinda cool. how did u get into that": a reaction, then the follow-up it leads to.
  const earlier = read.clauses.slice(0, -1);
  const said = earlier.flatMap((clause) => clause.words).length;
  if (said > REACTION_WORDS || earlier.some((clause) => /\?/.test(clause.text))) return undefined;
  const last = actOfWhole({ ...read, clauses: read.clauses.slice(-1) });
  return last?.kind === 'followup' ? last : undefined;
}

/** How many words a reaction before a follow-up has at most ("omg wait thats so cool"). */
const REACTION_WORDS = 6;

function actOfWhole(read: ReadMessage): DialogueAct | undefined {
  const { maxWords, lead, trail, acts: all } = acts();
  const words = read.clauses.flatMap((clause) => clause.words.map((word) => word.text));
  if (words.length === 0 || words.length > maxWords) return undefined;
  const find = (text: string) =>
    all.find(({ patterns: list }) => list.some((pattern) => pattern.matchesAll(text)))?.act;
  // As typed first ("lol" is a laugh), then without its decoration ("why tho lol" is a why).
  const plain = read.clauses
    .map((clause) => clause.text)
    .filter(Boolean)
    .join(' ');
  const typed = words.join(' ');
  const found = find(typed) ?? (plain ? find(plain) : undefined);
  if (found) return found;
  // "oh wait really? why" is a why: the words around it taken off, when something is left.
  const core = plain.replace(lead, '').replace(trail, '');
  return core && core !== plain ? find(core) : undefined;
}

/** "wbu", "what about you", "and u?": the character's own question handed back to them. */
export function turnsItBack(read: ReadMessage): boolean {
  return saysAll(read, acts().turnBack);
}

/** "ok ill try talking to her": the student will act on the advice they were given. */
export function takesAdvice(read: ReadMessage): boolean {
  return saysAll(read, acts().takesAdvice);
}

/** Whether one of `patterns` takes all the words of a short message. */
function saysAll(read: ReadMessage, patterns: readonly PhrasePattern[]): boolean {
  const words = read.clauses.flatMap((clause) => clause.words.map((word) => word.text));
  if (words.length === 0 || words.length > acts().maxWords) return false;
  // As typed ("ill"), then as read ("i will"), decoration off.
  const texts = [words.join(' '), read.clauses.map((clause) => clause.text).join(' ')];
  return texts.some((text) => patterns.some((pattern) => pattern.matchesAll(text)));
}

/** "ok", "lol ok", "oh cool": taking in what was said, saying no yes and no no. */
const ACKNOWLEDGING =
  /^(ok|okay|k|kk|oh|ah|ahh|ohh|cool|alright|aight|ight|gotcha|mhm|hm|hmm|whatever|meh|welp|noted)$/;

export function acknowledges(read: ReadMessage): boolean {
  const words = read.clauses.flatMap((clause) => clause.words).filter((word) => !word.decoration);
  return (
    words.length > 0 && words.length <= 3 && words.every((word) => ACKNOWLEDGING.test(word.text))
  );
}

/** Whether the character's last question was open ("what did I miss?"), not a yes or no. */
export function asksOpen(lastReply: string | undefined): boolean {
  const question = lastReply?.split(/(?<=[.!?])\s+/).at(-1) ?? '';
  return /^(what|whats|what's|which|who|how|where|when|why|tell me)\b/i.test(question.trim());
}
