import { lifeLines } from '../content/life-lines.ts';
import { asksSomething } from '../read/read-message.ts';
import { readTurn, type TurnInput, type TurnReading } from '../track/dialogue-state.ts';
import {
  adviceTopicInTalk,
  asksForAdvice,
  complains,
  troubleToldIn,
} from '../understand/advice-topic.ts';
import { dialogueActOf, takesAdvice } from '../understand/dialogue-acts.ts';
import { putsSelfDown } from '../understand/self-worth.ts';
import { seedHash } from './seed-hash.ts';

/**
 * While a student vents ("ugh my roommate keeps eating my food" … "like she just takes it lol" …
 * "and she never says sorry"), each new thing they tell is taken in and they are let go on: a
 * listening line, never a guess at what else the words might mean (the comic, a spoiler, the
 * character's day). "idk what to do" with no problem advice is written for asks what would help.
 * A question, a follow-up on the last line, a put-down of themself, or a problem with advice of
 * its own goes on to the rest of the engine.
 */

export type ListeningInput = (TurnInput | TurnReading) & {
  /**
   * Whether the character's last reply took in a feeling or a problem (a feeling line, a
   * listening line, advice, care): what the student says next goes on with it.
   */
  venting: boolean;
};

export interface ListeningMove {
  section: 'listening.hear' | 'listening.stuck';
  text: string;
}

/** "you", "u", "ur": a question with one of them in it asks the character something. */
const TO_CHARACTER = /^(you|u|ur|your|youre|yours|ya|yall|yourself)$/;
/** "like its 10pm??", "right??", "thats not even late?!": exclaimed, not asked. */
const ASKS_NO_ONE =
  /^(?!\s*(what|why|how|when|where|who|which|should|do|does|did|can|could|would|will|is|are|was|were)\b).*\?\?|!\?|\?!/i;

export function listeningMove(input: ListeningInput): ListeningMove | undefined {
  if (!input.venting) return undefined;
  const { characterId, conversation, seed, read, state, said } = readTurn(input);
  // "like its 10pm thats not even late??" asks no one: a question mark in a vent is still the vent.
  const asksCharacter =
    asksSomething(read) &&
    (!ASKS_NO_ONE.test(read.original) ||
      read.clauses.some((clause) => clause.words.some((word) => TO_CHARACTER.test(word.text))));
  if (read.clauses.length === 0 || asksCharacter || putsSelfDown(read)) return undefined;
  const act = dialogueActOf(read);
  if (act?.kind === 'followup') return undefined;
  // "lmaooo thats genius", "aww ur sweet": laughing or warmed, not telling more of a trouble.
  if (act?.kind === 'reaction' && (act.act === 'laugh' || act.act === 'warm')) return undefined;
  // "ok yeah thats fair" after advice takes the advice: no more listening to do.
  if (act?.act === 'agree' && state.advised) return undefined;
  // "she sits next to me in chem" right after advice on asking her out: a detail for the advice,
  // told plainly, not more of a trouble to listen to.
  if (state.advised && !complains(read) && troubleToldIn(read) === undefined) return undefined;
  // "ok ill try talking to her", a few listening lines after the advice: it is taken.
  if (takesAdvice(read) && state.advisedLately) return undefined;
  const studentTurns = conversation.filter((turn) => turn.role === 'user').map((t) => t.content);
  const stuck = asksForAdvice(read);
  if (stuck && adviceTopicInTalk(studentTurns) !== undefined) return undefined;
  const section = stuck ? 'listening.stuck' : 'listening.hear';
  const lines = lifeLines()[characterId].listening[stuck ? 'stuck' : 'hear'];
  const fresh = lines.filter((line) => !said(line));
  if (fresh.length === 0) return undefined;
  return { section, text: fresh[seedHash(seed) % fresh.length]! };
}
