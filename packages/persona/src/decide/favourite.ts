import { z } from 'zod';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import data from '../../content/favourites.json' with { type: 'json' };
import { keyedObject } from '../content/keyed-object.ts';
import { readTurn, type TurnInput, type TurnReading } from '../track/dialogue-state.ts';
import { lifeTopicsOf } from '../understand/life-topic.ts';
import { readStoryQuestion } from '../understand/story-words.ts';
import { readMessage } from '../read/read-message.ts';
import { seedHash } from './seed-hash.ts';

/**
 * "whats ur fav planet", "ur favourite colour?": each character's own favourite, for the common
 * things its life topics don't cover; for anything else, a stance in its voice that names the
 * thing and asks the student's back. Never a line about another favourite. Lines in
 * `content/favourites.json`.
 */

const answer = z.string().min(2).max(240);
export const favouritesSchema = z.strictObject({
  about: z.string(),
  things: z.record(z.string().regex(/^[a-z ]+$/), keyedObject(CHARACTER_IDS, answer)),
  stances: keyedObject(CHARACTER_IDS, z.array(answer.includes('{thing}')).min(2)),
});

let parsed: z.infer<typeof favouritesSchema> | undefined;
function favourites() {
  parsed ??= favouritesSchema.parse(data);
  return parsed;
}

const FAV = '(?:fav|fave|favs|faves|favorite|favourite|favorites|favourites)';
const ASKS = [
  new RegExp(
    `\\b(?:what|whats|wat|wats|which)(?: is| are|s)? (?:ur|your|youre|ure) (?:all time |absolute |most )?${FAV} (.+)$`,
  ),
  new RegExp(`\\b(?:do|got|have) (?:u|you) (?:have |got )?(?:a |any )?${FAV} (.+)$`),
  new RegExp(`^(?:and |ok |so |wait |lol )*(?:ur|your) ${FAV} (.+)$`),
];
/** Where the thing ends: "planet and why" is "planet". */
const ENDS =
  /\s(?:and|or|tho|though|lol|lmao|rn|then|to|of|in|on|at|for|ever|right now|these days|btw)\b.*$/;
/** Favourites of the comic itself. */
const STORY_THINGS =
  /^(part|parts|chapter|page|scene|moment|character|characters|tuner|arc|line|panel)\b/;

const SAME: Readonly<Record<string, string>> = {
  colour: 'color',
  class: 'subject',
  classes: 'subject',
  'zodiac sign': 'sign',
  'star sign': 'sign',
  'coding language': 'programming language',
  film: 'movie',
  films: 'movie',
  flowers: 'flower',
};

export interface FavouriteMove {
  section: 'favourite.thing' | 'favourite.stance';
  text: string;
}

export function favouriteMove(input: TurnInput | TurnReading): FavouriteMove | undefined {
  const { characterId, seed, read, said } = readTurn(input);
  const asked = ASKS.map((pattern) => pattern.exec(read.text)).find((found) => found !== null);
  // "whats ur fav part of the comic", "fav character": the story's to answer.
  const story = readStoryQuestion(read);
  if (asked && (story.saysStory || story.names.length > 0 || STORY_THINGS.test(asked[1]!))) {
    return undefined;
  }
  const raw = asked?.[1]?.replace(ENDS, '').trim();
  if (!raw || raw.split(' ').length > 2) return undefined;
  const thing = SAME[raw] ?? SAME[raw.replace(/s$/, '')] ?? raw;
  const { things, stances } = favourites();
  const known = things[thing] ?? things[thing.replace(/s$/, '')];
  if (known) {
    const line = known[characterId];
    return said(line) ? undefined : { section: 'favourite.thing', text: line };
  }
  // A favourite the life topics answer ("fav food", "favourite show") is theirs.
  if (lifeTopicsOf(readMessage(`what is your favorite ${thing}?`)).length > 0) return undefined;
  const lines = stances[characterId].map((line) => fill(line, thing));
  const fresh = lines.filter((line) => !said(line));
  const from = fresh.length > 0 ? fresh : lines;
  return { section: 'favourite.stance', text: from[seedHash(`${seed}|fav`) % from.length]! };
}

function fill(template: string, thing: string): string {
  return template
    .replace(/^\{thing\}/, thing.charAt(0).toUpperCase() + thing.slice(1))
    .replaceAll('{thing}', thing);
}
