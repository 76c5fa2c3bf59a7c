import { adviceLines } from '../content/advice-lines.ts';
import { asksSomething } from '../read/read-message.ts';
import { readTurn, type TurnInput, type TurnReading } from '../track/dialogue-state.ts';
import { asksForAdvice, troubleToldIn } from '../understand/advice-topic.ts';
import { putsSelfDown } from '../understand/self-worth.ts';
import { seedHash } from './seed-hash.ts';

/**
 * A trouble told, not asked about ("my roommate keeps eating my food", "my grandma passed away
 * last week", "didnt get the internship"): the character shows it understood this trouble and
 * asks one thing that lets the student go on (`hear.<topic>` in `content/advice/<id>.json`).
 * Advice waits until it is asked for; a question to the character goes on to the rest of the
 * engine.
 */

export interface HearMove {
  section: `hear.${string}`;
  text: string;
}

/** "you", "u", "ur": a question with one of them in it asks the character something. */
const TO_CHARACTER = /^(you|u|ur|your|youre|yours|ya|yall|yourself)$/;

export function hearTroubleMove(input: TurnInput | TurnReading): HearMove | undefined {
  const { characterId, seed, read, said } = readTurn(input);
  // Advice asked for is given; "i feel worthless" beside the trouble hears warmth first.
  if (asksForAdvice(read) || putsSelfDown(read)) return undefined;
  // "my roommate keeps eating my food, like what is wrong with her??" still tells; "my roommate
  // keeps eating my food, did u ever have that" asks the character.
  const toCharacter = read.clauses.some((clause) =>
    clause.words.some((word) => TO_CHARACTER.test(word.text)),
  );
  if (toCharacter && asksSomething(read)) return undefined;
  const topic = troubleToldIn(read);
  if (!topic) return undefined;
  const fresh = adviceLines()[characterId].hear[topic].filter((line) => !said(line));
  if (fresh.length === 0) return undefined;
  return { section: `hear.${topic}`, text: fresh[seedHash(`${seed}|${topic}`) % fresh.length]! };
}
