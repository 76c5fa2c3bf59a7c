import type { LifeTopic } from '../content/life-lines.ts';
import type { TurnInput, TurnReading } from '../track/dialogue-state.ts';

/**
 * What an everyday move says, and how one line is picked from its alternatives: shared by the
 * everyday talk (`everyday-talk.ts`) and the roleplay scene (`roleplay-scene.ts`).
 */

export type EverydayCategory = 'life_talk' | 'follow_up' | 'reaction' | 'roleplay' | 'self_worth';

export interface EverydayMove {
  category: EverydayCategory;
  /** Names the content the reply comes from, for tracing and the evaluation. */
  section: string;
  /** What to say, in order: each part is one line, or alternatives to choose one from. */
  parts: string[][];
  topic?: LifeTopic;
}

/** One of `lines`, not said yet in this conversation when there is one. */
export function pick(
  category: EverydayCategory,
  section: string,
  lines: readonly string[],
  said: (text: string) => boolean,
): EverydayMove {
  const fresh = lines.filter((line) => !said(line));
  return { category, section, parts: [fresh.length > 0 ? fresh : [...lines]] };
}

/** A turn as given, or already read (`readTurn`): what the everyday moves decide from. */
export type EverydayInput = TurnInput | TurnReading;
