import type { CharacterId } from '@tuning/shared/saga/characters';
import { ADVICE_PARTS, adviceLines } from '../content/advice-lines.ts';
import { LIFE_TOPICS, lifeLines, type LifeEntry, type LifeTopic } from '../content/life-lines.ts';

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
}

const PARTS: readonly LifePart[] = ['says', 'why', 'more', 'asks'];

/** Reads the state from `conversation`, which ends with the student's new message. */
export function dialogueState(
  characterId: CharacterId,
  conversation: readonly Turn[],
): DialogueState {
  const lastReply = conversation
    .slice(0, -1)
    .findLast((turn) => turn.role === 'assistant')?.content;
  if (lastReply === undefined) return { lastAsked: false, advised: false };
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
  const advised = Object.values(adviceLines()[characterId].topics).some((entries) =>
    entries.some((entry) => ADVICE_PARTS.some((part) => lastReply.includes(entry[part]))),
  );
  return {
    lastReply,
    lastAsked: /\?\s*$/.test(lastReply.trim()),
    advised,
    ...(life ? { life } : {}),
  };
}
