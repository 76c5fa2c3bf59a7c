import type { ReadMessage } from '../read/read-message.ts';
import { setupWords, type SetupWords } from './roleplay-cue.ts';

/**
 * A scene as the student set it, in their words turned round for the character to say:
 * "lets do a scene where ur a barista and i'm a customer who hates coffee" is `role` "a barista",
 * `partner` "a customer who hates coffee"; "pretend were stuck in an elevator" is `situation`
 * "we're stuck in an elevator"; "ur my professor and im asking for an extension" is `role` "your
 * professor" and `situation` "you're asking for an extension".
 */
export interface SceneSetup {
  role?: string;
  partner?: string;
  situation?: string;
}

/** The longest a role or a situation is taken: longer, it is a story, not a set-up. */
const ROLE_WORDS = 7;
const SITUATION_WORDS = 14;

/** The scene set in a message that starts one; undefined when it names no role and no situation. */
export function sceneSetupOf(read: ReadMessage): SceneSetup | undefined {
  const words = setupWords();
  const text = read.text.split(' ').filter(Boolean);
  const setup: SceneSetup = {};
  let at = 0;
  while (at < text.length) {
    const you = leadAt(text, at, words.you);
    const me = leadAt(text, at, words.me);
    if (you && !setup.role && words.roleStarts.includes(text[at + you]!)) {
      const phrase = runFrom(text, at + you, ROLE_WORDS, words);
      setup.role = turnRound(phrase, words);
      at += you + phrase.length;
    } else if (me && !setup.partner && words.roleStarts.includes(text[at + me]!)) {
      const phrase = runFrom(text, at + me, ROLE_WORDS, words);
      setup.partner = turnRound(phrase, words);
      at += me + phrase.length;
    } else if (!setup.situation && leadAt(text, at, words.situation)) {
      const phrase = runFrom(text, at, SITUATION_WORDS, words, true);
      setup.situation = turnRound(phrase, words);
      at += phrase.length;
    } else {
      at += 1;
    }
  }
  return setup.role || setup.partner || setup.situation ? setup : undefined;
}

/** How many words a lead from `leads` takes at `at` ("you are" two), or 0. */
function leadAt(text: readonly string[], at: number, leads: readonly string[]): number {
  const found = leads
    .map((lead) => lead.split(' '))
    .filter((lead) => lead.every((word, index) => text[at + index] === word))
    .sort((a, b) => b.length - a.length)[0];
  return found?.length ?? 0;
}

/**
 * The words from `at` to an end word or the next role, at most `max`. A situation runs on over
 * "and" ("were pirates and our ship is sinking"); a role stops there.
 */
function runFrom(
  text: readonly string[],
  at: number,
  max: number,
  words: SetupWords,
  overAnd = false,
): string[] {
  const phrase: string[] = [];
  for (let index = at; index < text.length && phrase.length < max; index += 1) {
    const word = text[index]!;
    const next = text[index + 1] ?? '';
    const nextRole =
      word === 'and' &&
      (leadAt(text, index + 1, words.you) > 0 || leadAt(text, index + 1, words.me) > 0) &&
      words.roleStarts.includes(
        text[
          index +
            1 +
            Math.max(leadAt(text, index + 1, words.you), leadAt(text, index + 1, words.me))
        ] ?? '',
      );
    if (index > at && words.ends.includes(word) && !(overAnd && word === 'and' && !nextRole)) break;
    if (index > at && phrase.length > 0 && nextRole) break;
    phrase.push(word);
    if (!next) break;
  }
  return phrase;
}

/** Words after which "you" is the one doing something ("you just found", "you caught"). */
const SUBJECT_NEXT = new Set([
  'just',
  'were',
  'have',
  'had',
  'did',
  'can',
  'will',
  'would',
  'should',
  'could',
  'know',
  'want',
  'need',
  'saw',
  'said',
  'caught',
  'hired',
  'met',
  'love',
  'hate',
]);
const startsClause = (next: string | undefined) =>
  next !== undefined && (SUBJECT_NEXT.has(next) || (next.length > 3 && next.endsWith('ed')));

/** The student's words as the character says them back: "my" is "your", "your about to" "I'm about to". */
function turnRound(phrase: readonly string[], words: SetupWords): string {
  return phrase
    .map((word, index) => {
      // "we are in the hall at night ur about to give a speech": the role starts a clause.
      if (word === 'your' && words.youreBefore.includes(phrase[index + 1] ?? '')) {
        return index > 0 ? "and I'm" : "I'm";
      }
      if (word === 'you' && phrase[index + 1] === 'are') return 'I';
      if (word === 'are' && phrase[index - 1] === 'you') return 'am';
      if (word === 'were' && phrase[index - 1] === 'you') return 'was';
      // "a stowaway you just found": "you" before a verb is who does it, "I", not "me".
      if (word === 'you' && startsClause(phrase[index + 1])) return 'I';
      return words.swap[word] ?? word;
    })
    .join(' ')
    .replace(/\bI am\b/g, "I'm")
    .replace(/\byou are\b/g, "you're")
    .replace(/\bwe are\b/g, "we're");
}
