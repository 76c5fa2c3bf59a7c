import { z } from 'zod';
import data from '../../content/story-words.json' with { type: 'json' };
import { foldText, type ReadMessage } from '../read/read-message.ts';

const word = z.string().regex(/^[\p{L}\p{N}]+$/u, 'folded single words only');

/** `content/story-words.json`. */
export const storyWordsSchema = z.strictObject({
  about: z.string(),
  storyTerms: z.array(word).min(1),
  everydayTerms: z.array(word),
  phrases: z.record(z.string().regex(/^[\p{L}\p{N}]+( [\p{L}\p{N}]+)+$/u), word),
  same: z.record(word, word),
  names: z.record(word, word),
  storyWords: z.array(word).min(1),
  ignore: z.array(word).min(1),
});

interface Vocabulary {
  phrases: ReadonlyMap<string, string>;
  same: ReadonlyMap<string, string>;
  names: ReadonlyMap<string, string>;
  storyWords: ReadonlySet<string>;
  ignore: ReadonlySet<string>;
  /** The comic's own words ("transmitter", "plaque", "wager"), as terms. */
  storyTerms: ReadonlySet<string>;
  /** Words of the comic that are everyday words too ("laptop", "radio"), as typed and stemmed. */
  everyday: ReadonlySet<string>;
}

/** Words that ask what happened or what someone did: a question about the story, with its terms. */
const NARRATIVE = new Set(['happened', 'happen', 'happens', 'did', 'why']);
/** A question told in the past ("who cut the cables", "her name wasnt on the trophy?"). */
const PAST =
  /^(was|wasnt|were|werent|had|took|stole|cut|broke|said|told|left|went|ran|gave|made|found|lost|won|hid|put|sent|wrote|knew|saw|\w{3,}ed)$/;
const QUESTION_START = /^(who|what|whats|where|when|which|how|why|did|was|were|is|are|do|does)$/;

let vocabulary: Vocabulary | undefined;

/** "cables" → "cable", "chased" → "chas", "stories" → "story": one form for a word and its kin. */
function stem(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 5 && term.endsWith('ing')) return undouble(term.slice(0, -3));
  if (term.length > 4 && term.endsWith('ed')) return undouble(term.slice(0, -2));
  if (term.length > 4 && term.endsWith('es') && /(ss|sh|ch|x)es$/.test(term))
    return term.slice(0, -2);
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  return term;
}

/** "runn" → "run", "stopp" → "stop": the consonant an ending doubled. */
function undouble(term: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(term) && !/(ll|ss|zz)$/.test(term)
    ? term.slice(0, -1)
    : term;
}

/** "ch3", "pg2", "chapter9": a page named by number, which says the message is about the comic. */
const PAGE_NUMBER = /^(ch|chap|chapter|pg|page|ep|part)\d+$/;

function rawWords(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

function load(): Vocabulary {
  if (vocabulary) return vocabulary;
  const parsed = storyWordsSchema.parse(data);
  const base = {
    phrases: new Map(Object.entries(parsed.phrases)),
    same: new Map(Object.entries(parsed.same)),
    names: new Map(Object.entries(parsed.names)),
    storyWords: new Set(parsed.storyWords),
    ignore: new Set(parsed.ignore),
  };
  const storyTerms = new Set(termsWith(base, parsed.storyTerms));
  for (const term of base.same.values()) storyTerms.add(stem(term));
  const everyday = new Set(parsed.everydayTerms.flatMap((word) => [word, stem(word)]));
  vocabulary = { ...base, storyTerms, everyday };
  return vocabulary;
}

function termsWith(
  words: Pick<Vocabulary, 'phrases' | 'same' | 'names' | 'ignore' | 'storyWords'>,
  raw: readonly string[],
): string[] {
  const out: string[] = [];
  let joined = ` ${raw.join(' ')} `;
  for (const [phrase, term] of words.phrases)
    joined = joined.replaceAll(` ${phrase} `, ` ${term} `);
  for (const word of joined.split(' ').filter(Boolean)) {
    if (words.ignore.has(word) || words.storyWords.has(word) || PAGE_NUMBER.test(word)) continue;
    const named = words.names.get(word);
    if (named) {
      out.push(named);
      continue;
    }
    const same = words.same.get(word) ?? words.same.get(stem(word));
    out.push(stem(same ?? word));
  }
  return out;
}

/** The terms of `text` a question about the comic is matched on: names, stems, synonyms. */
export function storyTermsOf(text: string): string[] {
  return termsWith(load(), rawWords(text));
}

export interface StoryQuestion {
  /** The message's terms, as `storyTermsOf` gives them. */
  terms: readonly string[];
  /** The characters the message names ("ty", "ghost girl", "kai"). */
  names: readonly string[];
  /** Terms of the comic itself ("transmitter", "plaque", "outrun"), names aside. */
  storyTerms: readonly string[];
  /** "chapter", "page", "comic", "story": the message says it is about the comic. */
  saysStory: boolean;
}

/** A number, in digits or words: "10", "ten", "five". */
const COUNT =
  /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|few|couple)$/;
/** What a count of pages is of: "a 10 page paper", "the essay is 5 pages". */
const WRITTEN =
  /^(paper|papers|essay|essays|report|reports|doc|document|assignment|limit|min|max|minimum|maximum|single|double|long)$/;

/**
 * Whether the story word at `at` counts the student's own pages ("a 10 page paper", "5 pages
 * double spaced", "page limit"): school work, not the comic.
 */
function countsPages(raw: readonly string[], at: number): boolean {
  if (!/^pages?$/.test(raw[at]!)) return false;
  return COUNT.test(raw[at - 1] ?? '') || WRITTEN.test(raw[at + 1] ?? '');
}

/** How much of `read` is about the comic. */
export function readStoryQuestion(read: ReadMessage): StoryQuestion {
  const words = load();
  const raw = read.clauses.flatMap((clause) =>
    clause.words.filter((entry) => !entry.decoration).map((entry) => entry.text),
  );
  const terms = termsWith(words, raw);
  const names = [...new Set(raw.map((entry) => words.names.get(entry)).filter(Boolean))];
  const saysStory = raw.some(
    (entry, at) =>
      (words.storyWords.has(entry) && !countsPages(raw, at)) || PAGE_NUMBER.test(entry),
  );
  const storyTerms = terms.filter((term) => words.storyTerms.has(term) && !names.includes(term));
  // "can u help me recover my laptop files" is not about Yūrei's laptop: an everyday word of the
  // comic counts only beside a name, a story word, a word only the comic uses, or "what happened".
  const everyday = new Set(
    termsWith(
      words,
      raw.filter((entry) => words.everyday.has(entry) || words.everyday.has(stem(entry))),
    ),
  );
  const corroborated =
    names.length > 0 ||
    saysStory ||
    storyTerms.some((term) => !everyday.has(term)) ||
    raw.some((entry) => NARRATIVE.has(entry)) ||
    ((read.original.includes('?') || QUESTION_START.test(raw[0] ?? '')) &&
      raw.some((entry) => PAST.test(entry)));
  return {
    terms,
    names: names as string[],
    storyTerms: corroborated ? storyTerms : [],
    saysStory,
  };
}
