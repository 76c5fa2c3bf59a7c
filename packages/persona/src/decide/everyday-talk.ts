import type { CharacterId } from '@tuning/shared/saga/characters';
import { lifeLines, type LifeEntry, type LifeTopic } from '../content/life-lines.ts';
import { asksSomething, readMessage, type ReadMessage } from '../read/read-message.ts';
import { readTurn, type DialogueState, type LifePart } from '../track/dialogue-state.ts';
import {
  acknowledges,
  dialogueActOf,
  takesAdvice,
  turnsItBack,
} from '../understand/dialogue-acts.ts';
import { adviceTopicOf } from '../understand/advice-topic.ts';
import { asksTheCharacter, lifeTopicsOf } from '../understand/life-topic.ts';
import { putsSelfDown, selfWorthLines } from '../understand/self-worth.ts';
import { saysCue } from '../understand/talk-cues.ts';
import { seedHash } from './seed-hash.ts';
import {
  pick,
  type EverydayCategory,
  type EverydayInput,
  type EverydayMove,
} from './everyday-move.ts';
import { roleplayMove } from './roleplay-scene.ts';

/**
 * The policy for everyday talk, in one place: a scene the student plays in (started, carried on
 * turn by turn, left when asked), a question about the character's own life, a follow-up on what
 * they just said, a reaction. Anything else is left to the rest of the engine (undefined).
 */

/** After each part of a life line, what "why?", "more" and "what do you mean" get, in order of preference. */
const NEXT: Readonly<Record<'why' | 'more' | 'meaning', Readonly<Record<LifePart, LifePart[]>>>> = {
  why: { says: ['why', 'more'], why: ['more'], more: ['why'], asks: ['why', 'more'] },
  more: { says: ['more', 'why'], why: ['more'], more: [], asks: ['more', 'why'] },
  meaning: { says: ['why', 'more'], why: ['more'], more: ['why'], asks: [] },
};

/**
 * `stayOnTopic`: whether a question to the character that names no topic may stay on the life
 * topic just talked of; the caller says no when the message reads as something else about them
 * ("are you an ai", "what do you think of asahi").
 */
export function everydayMove(
  input: EverydayInput,
  options: { stayOnTopic?: boolean } = {},
): EverydayMove | undefined {
  const turn = readTurn(input);
  const { characterId, seed, read, state, said } = turn;
  const lines = lifeLines()[characterId];

  const scene = roleplayMove(turn);
  if (scene) return scene;

  // A student putting themself down hears warmth before anything else they asked.
  if (putsSelfDown(read)) return pick('self_worth', 'selfWorth', selfWorthLines(characterId), said);

  // "wbu" to "do you play any sports?": the character answers its own question.
  if (turnsItBack(read) && state.lastAsked && state.lastReply) {
    const asked = readMessage(state.lastReply.split(/(?<=[.!?])\s+/).at(-1) ?? '');
    const [topic] = lifeTopicsOf(asked);
    const fresh = topic ? lines.topics[topic].filter((entry) => !said(entry.says)) : [];
    if (topic && fresh.length > 0) {
      const entry = fresh[seedHash(`${seed}|${topic}`) % fresh.length]!;
      return { category: 'follow_up', section: `life.${topic}.says`, parts: [[entry.says]], topic };
    }
  }

  const act = dialogueActOf(read);
  if (act?.kind === 'followup' && state.life) {
    const { topic, entry, part } = state.life;
    // "what do u mean" to the question the character just asked: why it asked.
    if (act.act === 'meaning' && part === 'asks') {
      return pick('follow_up', 'whyAsked', lines.whyAsked, said);
    }
    const entries = lines.topics[topic];
    const current = entries[entry]!;
    for (const next of NEXT[act.act][part]) {
      if (!said(current[next])) {
        return {
          category: 'follow_up',
          section: `life.${topic}.${next}`,
          parts: [[current[next]]],
          topic,
        };
      }
    }
    // This line is told out: its topic's next untold line carries the conversation on.
    const other = entries.find((candidate) => !said(candidate.says));
    if (other) return answer(topic, other, 'follow_up', said);
    return undefined;
  }

  // "ok yeah thats fair" to advice: glad, and curious how it goes.
  const agrees = act?.kind === 'reaction' && act.act === 'agree';
  if ((agrees && state.advised) || (takesAdvice(read) && state.advisedLately)) {
    return pick('reaction', 'adviceTaken', lines.adviceTaken, said);
  }
  if (act?.kind === 'reaction') {
    // A "yeah" to a question is an answer, and a bare "lol ok" a nudge to go on: the rest of the
    // engine takes both.
    if ((state.lastAsked && act.act === 'agree') || acknowledges(read)) return undefined;
    const parts = [lines.reactions[act.act].filter((line) => !said(line))];
    if (parts[0]!.length === 0) parts[0] = [...lines.reactions[act.act]];
    const life = state.life && lines.topics[state.life.topic][state.life.entry];
    // "ok wait question" is invited, nothing asked over it.
    const asksBack = act.act !== 'invite' && !state.lastAsked;
    if (life && state.life?.part !== 'asks' && !said(life.asks) && asksBack) {
      parts.push([life.asks]);
    }
    return { category: 'reaction', section: `reactions.${act.act}`, parts };
  }

  const [topic, second] = lifeTopicsOf(read);
  // "whats ur rank then", "do u miss it" right after a line about their games or their hometown:
  // a question to the character that names no topic stays on the one just talked of.
  if (!topic && options.stayOnTopic !== false && state.life && asksTheCharacter(read)) {
    return onTopic(lines, state.life, said);
  }
  if (!topic) return undefined;
  const freshOf = (about: LifeTopic) => lines.topics[about].filter((entry) => !said(entry.says));
  const fresh = closest(freshOf(topic), read);
  if (fresh.length > 0) {
    const first = answer(
      topic,
      fresh[seedHash(`${seed}|${topic}`) % fresh.length]!,
      'life_talk',
      said,
    );
    // Two questions at once ("whats ur fav class and do u have a roommate"): both answered, one
    // question asked back at the end.
    const other = second === undefined ? [] : freshOf(second);
    if (other.length === 0) return first;
    const next = other[seedHash(`${seed}|${second}`) % other.length]!;
    const asks = said(next.asks) ? [] : [[next.asks]];
    return { ...first, parts: [first.parts[0]!, [next.says], ...asks] };
  }
  const more = lines.topics[topic].find((entry) => !said(entry.more));
  return more
    ? { category: 'life_talk', section: `life.${topic}.more`, parts: [[more.more]], topic }
    : undefined;
}

/**
 * A dark joke about something small ("my phone is at 2% and so is my will to live lol", "kill me
 * now"), asked only where the crisis check found no risk and nothing to ask about, and not right
 * after care: met as the joke it is, and the real thing under it asked after. A joke that names a
 * trouble ("this orgo exam is killing me") is that trouble, heard; one that asks something is
 * answered.
 */
export function dramaticMove(input: EverydayInput): EverydayMove | undefined {
  const { characterId, read, said } = readTurn(input);
  if (!saysCue('dramatic', read) || asksSomething(read) || adviceTopicOf(read)) return undefined;
  return pick('reaction', 'dramatic', lifeLines()[characterId].dramatic, said);
}

/**
 * More of the life topic the character just talked of: the rest of the line said (its "more",
 * then its "why"), then the topic's next untold line.
 */
function onTopic(
  lines: ReturnType<typeof lifeLines>[CharacterId],
  life: NonNullable<DialogueState['life']>,
  said: (text: string) => boolean,
): EverydayMove | undefined {
  const { topic } = life;
  const current = lines.topics[topic][life.entry]!;
  for (const part of ['more', 'why'] as const) {
    if (!said(current[part])) {
      return {
        category: 'life_talk',
        section: `life.${topic}.${part}`,
        parts: [[current[part]]],
        topic,
      };
    }
  }
  const other = lines.topics[topic].find((candidate) => !said(candidate.says));
  return other ? answer(topic, other, 'life_talk', said) : undefined;
}

/** Words too common to tell one line of a topic from another. */
const COMMON = new Set(
  'what whats when where which with your youre that this there they them then have like about just really would could should than from been into some much very even ever more most also only does doing going want'.split(
    ' ',
  ),
);

/** Words that ask the same thing: "what do u study" is "what's your major". */
const SAME: Readonly<Record<string, string>> = {
  major: 'study',
  majoring: 'study',
  majors: 'study',
  degree: 'study',
  studying: 'study',
  studies: 'study',
};

/** A message's or line's telling words, cut to five letters: "studying" and "study" meet. */
function tellingWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? [])
    .filter((word) => word.length >= 4 && !COMMON.has(word))
    .map((word) => SAME[word] ?? word.slice(0, 5));
}

/**
 * Of a topic's entries, the ones that share most telling words with the message ("what do u
 * study" the entry about studying, "what do u wanna do after college" the one about after it);
 * all of them when none shares a word.
 */
function closest(entries: readonly LifeEntry[], read: ReadMessage): LifeEntry[] {
  const asked = new Set(tellingWords(read.text));
  const scored = entries.map((entry) => ({
    entry,
    shared: new Set(tellingWords(`${entry.says} ${entry.asks}`).filter((word) => asked.has(word)))
      .size,
  }));
  const best = Math.max(0, ...scored.map(({ shared }) => shared));
  return scored.filter(({ shared }) => shared === best).map(({ entry }) => entry);
}

function answer(
  topic: LifeTopic,
  entry: LifeEntry,
  category: EverydayCategory,
  said: (text: string) => boolean,
): EverydayMove {
  const parts = [[entry.says]];
  if (!said(entry.asks)) parts.push([entry.asks]);
  return { category, section: `life.${topic}.says`, parts, topic };
}
