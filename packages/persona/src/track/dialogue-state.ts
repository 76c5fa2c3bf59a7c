import type { CharacterId } from '@tuning/shared/saga/characters';
import { ADVICE_PARTS, adviceLines } from '../content/advice-lines.ts';
import { LIFE_TOPICS, lifeLines, type LifeEntry, type LifeTopic } from '../content/life-lines.ts';
import { readMessage, type ReadMessage } from '../read/read-message.ts';

/** One turn of a conversation, as the engine receives it. */
export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

export type LifePart = keyof LifeEntry;

/** Which authored life line the character said last, so "why?" and "more" can continue it. */
export interface LifeState {
  topic: LifeTopic;
  entry: number;
  part: LifePart;
}

/** What the conversation stands on when the student's new message arrives. */
export interface DialogueState {
  /** The character's last reply, if any. */
  lastReply?: string;
  /** Whether that reply ended by asking the student something. */
  lastAsked: boolean;
  /** The last life line in that reply, found by the content it came from (never by wording). */
  life?: LifeState;
  /** Whether that reply gave advice on a topic (`content/advice`). */
  advised: boolean;
  /** Whether one of the last few replies did: "ok ill try talking to her" after listening. */
  advisedLately: boolean;
}

/** How many of the character's last replies "advised lately" looks back over. */
const ADVISED_LATELY_REPLIES = 3;

const PARTS: readonly LifePart[] = ['says', 'why', 'more', 'asks'];

/** Reads the state from `conversation`, which ends with the student's new message. */
export function dialogueState(
  characterId: CharacterId,
  conversation: readonly Turn[],
): DialogueState {
  const replies = conversation
    .slice(0, -1)
    .filter((turn) => turn.role === 'assistant')
    .slice(-ADVISED_LATELY_REPLIES)
    .map((turn) => turn.content);
  const lastReply = replies.at(-1);
  if (lastReply === undefined) return { lastAsked: false, advised: false, advisedLately: false };
  const lines = lifeLines()[characterId];
  let life: LifeState | undefined;
  let latest = -1;
  for (const topic of LIFE_TOPICS) {
    lines.topics[topic].forEach((entry, index) => {
      for (const part of PARTS) {
        const at = lastReply.lastIndexOf(entry[part]);
        if (at > latest) {
          latest = at;
          life = { topic, entry: index, part };
        }
      }
    });
  }
  const advises = (reply: string) =>
    Object.values(adviceLines()[characterId].topics).some((entries) =>
      entries.some((entry) => ADVICE_PARTS.some((part) => reply.includes(entry[part]))),
    );
  const advised = advises(lastReply);
  return {
    lastReply,
    lastAsked: /\?\s*$/.test(lastReply.trim()),
    advised,
    advisedLately: advised || replies.slice(0, -1).some(advises),
    ...(life ? { life } : {}),
  };
}

/** What every decision about a reply starts from. */
export interface TurnInput {
  characterId: CharacterId;
  /** The conversation, ending with the student's new message. */
  conversation: readonly Turn[];
  /** Chooses among fresh alternatives, the same way for the same conversation. */
  seed: string;
}

/** The student's new message and what it stands on, read once for all the decisions of a reply. */
export interface TurnReading extends TurnInput {
  read: ReadMessage;
  state: DialogueState;
  /** Whether the character has said `text` already in this conversation. */
  said: (text: string) => boolean;
}

/** Reads the turn; a turn already read is returned as it is, so no stage reads it twice. */
export function readTurn(input: TurnInput | TurnReading): TurnReading {
  if ('read' in input) return input;
  const { characterId, conversation } = input;
  // Everything the character has said, joined once: a long history is scanned once per reply.
  const saidSoFar = conversation
    .filter((turn) => turn.role === 'assistant')
    .map((turn) => turn.content)
    .join('\n');
  return {
    ...input,
    read: readMessage(conversation.at(-1)?.content ?? ''),
    state: dialogueState(characterId, conversation),
    said: (text) => saidSoFar.includes(text),
  };
}
