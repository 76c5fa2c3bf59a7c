import { z } from 'zod';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import data from '../../content/pep-talks.json' with { type: 'json' };
import { keyedObject } from '../content/keyed-object.ts';
import { readTurn, type TurnInput, type TurnReading } from '../track/dialogue-state.ts';
import { seedHash } from './seed-hash.ts';

/**
 * A pep talk, when asked for ("give me a pep talk before my game", "hype me up i have a
 * presentation in 10 min", "wish me luck on my exam"): the character's own, for the thing named.
 * Lines in `content/pep-talks.json`.
 */

export const pepTalksSchema = z.strictObject({
  about: z.string(),
  lines: keyedObject(
    CHARACTER_IDS,
    z.array(z.string().min(20).max(320).includes('{event}')).min(3),
  ),
});

let parsed: z.infer<typeof pepTalksSchema> | undefined;
function pepTalks() {
  parsed ??= pepTalksSchema.parse(data);
  return parsed;
}

/** "pep talk", "hype me up", "motivate me", "say something motivating", "wish me luck". */
const ASKS =
  /\b(pep talk|hype me( up)?|gas me up|motivate me|(something|anything) (motivating|encouraging|inspiring)|encourage me|(need|want) (some )?(motivation|encouragement|confidence)|wish me luck|(give|send) me (good )?(luck|vibes))\b/;
/** What the talk is for: "my game", "the presentation", "my interview". */
const EVENT =
  /\b(my|the|this|a) ((?:[a-z]+ )?(?:game|match|meet|race|exam|test|midterm|final|finals|quiz|presentation|interview|audition|recital|performance|speech|date|shift|practice|tryout|tryouts|defense|pitch|debate|competition|tournament|show|concert|class|lab))\b/;

export interface PepTalkMove {
  section: 'pepTalk';
  text: string;
}

export function pepTalkMove(input: TurnInput | TurnReading): PepTalkMove | undefined {
  const { characterId, seed, read, said } = readTurn(input);
  if (!ASKS.test(read.text)) return undefined;
  const named = EVENT.exec(read.text);
  const event = named ? `your ${named[2]}` : 'this';
  const lines = pepTalks().lines[characterId];
  const fresh = lines.filter((line) => !said(line.replace('{event}', event)));
  const from = fresh.length > 0 ? fresh : lines;
  const line = from[seedHash(`${seed}|pep`) % from.length]!.replaceAll('{event}', event);
  return { section: 'pepTalk', text: line.charAt(0).toUpperCase() + line.slice(1) };
}
