import MiniSearch from 'minisearch';
import { pageText, STORY } from '@tuning/shared/saga/story';
import { asksSomething, readMessage, type ReadMessage } from '../read/read-message.ts';
import { readStoryQuestion, storyTermsOf } from '../understand/story-words.ts';

/**
 * Stage *decide*, for a question about the comic ("who cut the cables??", "how did u find the
 * form", "do u feel bad about it"): the character answers with the one of their own story lines
 * that best matches it, from the pages the student has read. A question whose words belong only
 * to pages not yet read is held back; anything else about the comic is answered from what was
 * read, never refused as a spoiler.
 */

/** One of a character's own lines about the comic, as compose knows it. */
export interface StoryLine {
  text: string;
  /** The first reader page (1–11) the line may be said at. */
  from: number;
  /** The page (0–10) the line tells, when it tells one. */
  tells?: number;
  /** Where the line comes from in the character's bank (`pages.3.retell`, `opinions.tyson`). */
  section: string;
}

export interface StoryIndex {
  lines: readonly StoryLine[];
  search: MiniSearch<{ id: number; text: string; lore: string }>;
}

const PAGE_LORE = STORY.map((page) => storyTermsOf(pageText(page)).join(' '));

const pageSearch = (() => {
  const search = new MiniSearch<{ id: number; lore: string }>({
    fields: ['lore'],
    storeFields: [],
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term || null,
  });
  search.addAll(PAGE_LORE.map((lore, id) => ({ id, lore })));
  return search;
})();

/** The pages whose words hold each term: a term only unread pages hold reveals one of them. */
const TERM_PAGES = (() => {
  const pages = new Map<string, number[]>();
  PAGE_LORE.forEach((lore, page) => {
    for (const term of new Set(lore.split(' ')))
      pages.set(term, [...(pages.get(term) ?? []), page]);
  });
  return pages;
})();

/** An index of a character's story lines, each searched by its words and its page's words. */
export function createStoryIndex(lines: readonly StoryLine[]): StoryIndex {
  const search = new MiniSearch<{ id: number; text: string; lore: string }>({
    fields: ['text', 'lore'],
    storeFields: [],
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term || null,
    searchOptions: { boost: { text: 3, lore: 1 } },
  });
  search.addAll(
    lines.map((line, id) => ({
      id,
      text: storyTermsOf(line.text).join(' '),
      lore: line.tells === undefined ? '' : PAGE_LORE[line.tells]!,
    })),
  );
  return { lines, search };
}

export type StoryAnswer =
  | { kind: 'line'; line: StoryLine }
  /** The question is about a page the student has not read (0–10). */
  | { kind: 'ahead'; page: number };

export interface StoryAnswerInput {
  read: ReadMessage;
  /** The student's message before this one: a "do u feel bad about it" borrows its words. */
  previous?: string;
  /** Whether the character's last reply told the story: a pronoun question goes on with it. */
  afterStory: boolean;
  /** The page (0–10) the character told of in the last few replies, if any. */
  recentPage?: number;
  /** Reader pages read (1–11). */
  furthest: number;
  index: StoryIndex;
  /** Whether a line was said already in this conversation. */
  said: (text: string) => boolean;
  /** A page the message names ("in ch3"), 0–10. */
  namedPage?: number;
  /** The message was read as asking what happens next, or how it ends. */
  asksWhatsNext?: boolean;
}

/** "what happens after the static", "how does it end": the story goes on, it is not answered. */
const NEXT = /\b(next|after|afterwards|then|end|ends|ending|later|finally)\b/;

/** A score a line's match must reach to count as an answer (MiniSearch's BM25+ scale). */
const ANSWER_SCORE = 4;
const FAVOURITE = /\b(fav|fave|favou?rite|best|worst|saddest|funniest)\b/;

/** How near the best match a feeling line must score to come before it. */
const FELT_SHARE = 0.4;
const REFERS_BACK = /^(he|him|his|she|her|they|them|it|that|this|those|there)$/;
/**
 * "do u feel bad about it", "any regrets", "why did u do it", "was it worth it": how the
 * character felt and why, not what happened.
 */
const ASKS_FEELING =
  /\b(feel|feels|felt|feeling|regret|regrets|regretted|guilty|guilt|sorry|proud|ashamed|bad about|scared|afraid|mad|angry|sad|hurt|why did (you|u)|why would (you|u)|worth it|mean it|meant it|bother(ed)? (you|u)|(your|ur) idea|do it again|what were (you|u) thinking)\b/;

/** The story line that answers `input.read`, or undefined when the message is not about the comic. */
export function storyAnswer(input: StoryAnswerInput): StoryAnswer | undefined {
  const question = readStoryQuestion(input.read);
  // "do u feel bad about it?" right after a page: a question about what was just told.
  const refersBack =
    input.afterStory &&
    asksSomething(input.read) &&
    input.read.clauses.some((clause) => clause.words.some((word) => REFERS_BACK.test(word.text)));
  if (input.asksWhatsNext && (question.storyTerms.length === 0 || NEXT.test(input.read.text))) {
    return undefined;
  }
  // "do u feel bad about it" a reply or two after a page: how they felt about that page.
  const pointsBack = input.read.clauses.some((clause) =>
    clause.words.some((word) => REFERS_BACK.test(word.text)),
  );
  if (
    input.recentPage !== undefined &&
    asksSomething(input.read) &&
    pointsBack &&
    question.storyTerms.length === 0 &&
    question.names.length === 0 &&
    ASKS_FEELING.test(input.read.text)
  ) {
    const felt = input.index.lines.find(
      (entry) =>
        entry.tells === input.recentPage &&
        entry.section.endsWith('.feeling') &&
        entry.from <= input.furthest &&
        !input.said(entry.text),
    );
    if (felt) return { kind: 'line', line: felt };
  }
  const about = question.storyTerms.length > 0 || question.saysStory;
  if (!about && !refersBack) return undefined;
  let terms = [...question.terms];
  /** The terms a matching line must share: the comic's own words, names, or words borrowed. */
  const carrying = new Set([...question.storyTerms, ...question.names]);
  if (refersBack && input.previous && question.storyTerms.length === 0) {
    const earlier = readStoryQuestion(readMessage(input.previous));
    terms = [...terms, ...earlier.terms];
    for (const term of [...earlier.storyTerms, ...earlier.names]) carrying.add(term);
  }
  if (terms.length === 0) return undefined;

  // A term that only unread pages hold ("plaque" before Chapter 4) asks about what is ahead.
  const read = (page: number) => page < input.furthest;
  const ahead = question.storyTerms.find((term) => {
    const pages = TERM_PAGES.get(term);
    return pages !== undefined && pages.every((page) => !read(page));
  });
  if (ahead !== undefined) {
    return { kind: 'ahead', page: Math.min(...TERM_PAGES.get(ahead)!) };
  }

  const query = terms.join(' ');
  const readPages = pageSearch
    .search(query, { combineWith: 'OR' })
    .filter((result) => read(result.id as number));
  const bestPage = input.namedPage ?? (readPages[0]?.id as number | undefined);
  const found = input.index.search.search(query, { combineWith: 'OR' });
  // "do u regret erasing yurei": of the lines that answer about an event of the comic, how the
  // character felt comes first, when it answers nearly as well. "how do u feel about kai" asks
  // for a take on a person, not on an event: left as found.
  const top = found[0]?.score ?? 0;
  const felt = (result: (typeof found)[number]) =>
    result.score >= top * FELT_SHARE &&
    input.index.lines[result.id as number]!.section.endsWith('.feeling');
  const results =
    ASKS_FEELING.test(input.read.text) && question.storyTerms.length > 0
      ? [...found.filter(felt), ...found.filter((result) => !felt(result))]
      : found;
  for (const result of results) {
    const line = input.index.lines[result.id as number]!;
    if (line.from > input.furthest || input.said(line.text)) continue;
    if (input.namedPage !== undefined && line.tells !== input.namedPage) continue;
    const onBestPage = bestPage !== undefined && line.tells === bestPage;
    // The line itself must say what the question is about, or tell the page it is about.
    const says = Object.entries(result.match).some(
      ([term, fields]) => carrying.has(term) && fields.includes('text'),
    );
    if (!says && !(onBestPage && result.queryTerms.some((term) => carrying.has(term)))) continue;
    if (result.score >= ANSWER_SCORE || (onBestPage && result.score >= ANSWER_SCORE / 2)) {
      return { kind: 'line', line };
    }
  }
  // "whats ur favourite part of the story": how the character felt about a page read.
  if (carrying.size === 0 && question.saysStory && FAVOURITE.test(input.read.text)) {
    const felt = input.index.lines.filter(
      (entry) =>
        entry.section.endsWith('.feeling') &&
        entry.from <= input.furthest &&
        !input.said(entry.text),
    );
    const latest = felt.findLast((entry) => entry.tells === Math.max(0, input.furthest - 1));
    const line = latest ?? felt.at(-1);
    if (line) return { kind: 'line', line };
  }
  // Nothing the character said matches well: what they said of the page the question is about.
  if (bestPage !== undefined && (about || refersBack)) {
    const line = input.index.lines.find(
      (entry) =>
        entry.tells === bestPage &&
        entry.section.endsWith('.retell') &&
        entry.from <= input.furthest &&
        !input.said(entry.text),
    );
    if (line) return { kind: 'line', line };
  }
  return undefined;
}
