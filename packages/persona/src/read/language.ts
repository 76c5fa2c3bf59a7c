import { createRequire } from 'node:module';
import type * as Tinyld from 'tinyld';
import type WinkNLP from 'wink-nlp';
import type { CustomEntityExample } from 'wink-nlp';
import { CHARACTERS, type CharacterId } from '@tuning/shared/saga/characters';
import { STORY } from '@tuning/shared/saga/story';

/**
 * The offline engine's reading of a message, done by wink-nlp (tokens, lemmas, parts of speech,
 * negation, sentiment, sentence boundaries, and custom entities for the saga's names, its pages
 * and what students say of themselves) and tinyld (the language of a message that is not English).
 */

// Both language tools load with the first message read, not at start: a server that is only
// chatting never holds them (docs/benchmarks.md, idle memory). wink's English model holds ~15 MB
// and loads in ~0.1 s; tinyld's language profiles hold ~45 MB and load in a few hundred
// milliseconds, with the first message that is not plainly English.
const require = createRequire(import.meta.url);
let tinyld: typeof Tinyld | undefined;
function detectAll(text: string) {
  tinyld ??= require('tinyld') as typeof Tinyld;
  return tinyld.detectAll(text);
}

type Nlp = ReturnType<typeof WinkNLP>;
let pipeline: Nlp | undefined;

/** wink's English model, shared by every reader of it (the moods of a model's replies too). */
export function englishModel(): Parameters<typeof WinkNLP>[0] {
  return require('wink-eng-lite-web-model') as Parameters<typeof WinkNLP>[0];
}

/** The offline engine's wink pipeline, with the saga's entities learned, built on first use. */
function english(): Nlp {
  if (!pipeline) {
    const winkNLP = require('wink-nlp') as typeof WinkNLP;
    pipeline = winkNLP(englishModel(), ['sbd', 'negation', 'sentiment', 'pos', 'cer']);
    pipeline.learnCustomEntities([
      ...characterEntities(),
      ...pageEntities(),
      ...Object.entries(FACT_ANCHORS).map(([kind, patterns]) => ({
        name: `fact-${kind}`,
        patterns: [...patterns],
      })),
    ]);
  }
  return pipeline;
}

/** Strips accents and curly quotes so "Yūrei" and "Yurei", "I’m" and "I'm" read the same. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019`\u00b4]/g, "'") // ‘ ’ ` ´
    .replace(/[\u201c\u201d]/g, '"'); // “ ”
}

const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
] as const;
const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
] as const;

/** The reader pages by their spoken names: `page-0` is the Introduction … `page-10` the Epilogue. */
function pageEntities(): CustomEntityExample[] {
  const examples: CustomEntityExample[] = [
    { name: 'page-0', patterns: ['introduction', 'the intro', 'prologue'] },
    { name: 'page-10', patterns: ['epilogue', 'the last page', 'last page'] },
  ];
  for (let chapter = 1; chapter <= 9; chapter += 1) {
    const spoken = [String(chapter), NUMBER_WORDS[chapter - 1]!];
    const patterns = spoken.flatMap((n) => [`chapter ${n}`, `ch ${n}`, `chap ${n}`, `part ${n}`]);
    patterns.push(`${ORDINALS[chapter - 1]} chapter`, `chapter ${ORDINALS[chapter - 1]}`);
    examples.push({ name: `page-${chapter}`, patterns });
  }
  for (let page = 1; page <= STORY.length; page += 1) {
    for (const n of [String(page), NUMBER_WORDS[page - 1]!]) {
      examples.push({ name: `page-${page - 1}`, patterns: [`page ${n}`] });
    }
  }
  // Numbers past the story: "chapter 12" is a question about a chapter that does not exist.
  examples.push({
    name: 'page-none',
    patterns: ['chapter [CARDINAL|NUM]', 'page [CARDINAL|NUM]'],
  });
  return examples;
}

function characterEntities(): CustomEntityExample[] {
  return CHARACTERS.map((character) => {
    const names = new Set(
      [character.name, character.displayName, character.routeName, ...character.routeAliases].map(
        (name) => fold(name).toLowerCase(),
      ),
    );
    return { name: `character-${character.id}`, patterns: [...names] };
  });
}

/**
 * Where a student tells something about themselves: an anchor ("my name is", "i study", "i go to",
 * "i love") followed by the slot, one to three words of the parts of speech a value can have.
 * wink keeps the longest match, so "i study computer science" takes both words.
 */
const SLOTS = [
  '[X|VERB|PROPN|NOUN|ADJ]',
  '[X|VERB|PROPN|NOUN|ADJ] [X|VERB|PROPN|NOUN]',
  '[X|PROPN|NOUN|ADJ] [X|PROPN|NOUN|ADJ] [X|PROPN|NOUN]',
];
const I_AM = ["i'm", 'im', 'i am'];
const withSlots = (anchors: readonly string[]) =>
  anchors.flatMap((anchor) => SLOTS.map((slot) => `${anchor} ${slot}`));
export const FACT_ANCHORS = {
  name: [
    'my name is [X|PROPN|NOUN|ADJ]',
    "my name 's [X|PROPN|NOUN|ADJ]",
    'call me [X|PROPN|NOUN|ADJ]',
    'i go by [X|PROPN|NOUN|ADJ]',
    ...I_AM.map((anchor) => `${anchor} [PROPN]`),
  ],
  major: [
    ...withSlots([
      'i study',
      ...I_AM.map((anchor) => `${anchor} studying`),
      'i major in',
      ...I_AM.map((anchor) => `${anchor} majoring in`),
      'my major is',
      "my major 's",
    ]),
    // "i'm a biology major", "im a cs major": the value comes before the anchor's last word.
    ...I_AM.flatMap((anchor) => [`${anchor} a`, `${anchor} an`]).flatMap((anchor) =>
      SLOTS.map((slot) => `${anchor} ${slot} major`),
    ),
  ],
  college: withSlots([
    'i go to',
    'i attend',
    'i study at',
    'i transferred to',
    ...I_AM.flatMap((anchor) => [
      `${anchor} at`,
      `${anchor} a student at`,
      `${anchor} studying at`,
    ]),
    'my college is',
    'my school is',
    'my university is',
    '[freshman|sophomore|junior|senior|student] at',
  ]),
  like: withSlots([
    'i love',
    'i like',
    'i enjoy',
    'i adore',
    ...I_AM.map((anchor) => `${anchor} into`),
    'my favorite thing is',
    'my favourite thing is',
    'i really love',
    'i really like',
  ]),
  dislike: withSlots([
    'i hate',
    'i dislike',
    'i despise',
    "i do n't like",
    "i don't like",
    'i do not like',
    "i ca n't stand",
    "i can't stand",
    'i really hate',
  ]),
} as const;

/** The words anchors are made of: what is left of a match once they are dropped is the value. */
export const ANCHOR_WORDS = new Set(
  Object.values(FACT_ANCHORS)
    .flat()
    .flatMap((pattern) =>
      // Literal words count, inside brackets too ("[junior|senior] at"); part-of-speech tags do not.
      pattern
        .replace(/\[([^\]]*)\]/g, (_, inner: string) => inner.replace(/\|/g, ' '))
        .split(/\s+/),
    )
    .filter((word) => word.length > 0 && word === word.toLowerCase()),
);

export interface Token {
  /** As typed (accents folded). */
  value: string;
  /** Lower-case, accents folded. */
  normal: string;
  lemma: string;
  pos: string;
  negated: boolean;
  stopWord: boolean;
  type: string;
}

export interface Analysis {
  /** The message as typed. */
  text: string;
  /** Accent-folded. */
  folded: string;
  tokens: Token[];
  sentences: string[];
  /** wink's sentiment, −1 … 1. */
  sentiment: number;
  /** Words (not punctuation, emoji or symbols). */
  wordCount: number;
  /** Characters named, in order of first mention. */
  characters: CharacterId[];
  /** Pages named (0 = Introduction … 10 = Epilogue); 'none-such' for a page past the story. */
  pages: Array<number | 'none-such'>;
  /** What the message says about the student: the kind and the words of each statement. */
  factSpans: Array<{ kind: 'name' | 'major' | 'college' | 'like' | 'dislike'; tokens: Token[] }>;
  question: boolean;
}

const WH_WORDS = new Set(['what', 'who', 'why', 'how', 'when', 'where', 'which', 'whose']);
const QUESTION_STARTS = new Set([
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'can',
  'could',
  'will',
  'would',
  'should',
  'have',
  'has',
  'am',
]);
/** Chat spellings that open a question as the words above do ("whats ur major", "r u real"). */
const CHAT_QUESTION_STARTS = new Set(['whats', 'wat', 'wut', 'whos', 'hows', 'wheres', 'r']);

/**
 * Whether a message opens the way a question does, with or without its question mark: a
 * question word, a verb that asks ("do you…", "is it…"), their chat spellings, or "tell me".
 */
export function opensAsQuestion(analysis: Analysis): boolean {
  const words = analysis.tokens.filter((token) => token.type === 'word');
  const first = words[0]?.normal ?? '';
  return (
    WH_WORDS.has(first) ||
    QUESTION_STARTS.has(first) ||
    CHAT_QUESTION_STARTS.has(first) ||
    (first === 'tell' && words[1]?.normal === 'me')
  );
}

/**
 * 'en', or the language detected for a message that is clearly not English. `knownWord` says
 * whether the classifier learned a word (an English hint). Only replies ask: reading the
 * classifier's own examples or a model prompt's names never loads tinyld.
 */
/** English chat shorthand no dictionary knows ("dunno man" is not Italian). */
const CHAT_SLANG = new Set([
  'idk',
  'dunno',
  'tbh',
  'ngl',
  'imo',
  'btw',
  'lol',
  'lmao',
  'omg',
  'fr',
  'rn',
  'nvm',
  'ikr',
  'smh',
  'gonna',
  'wanna',
  'kinda',
  'sorta',
  'jk',
  'ily',
  'ilysm',
  'wdym',
  'omw',
  'hbu',
  'wbu',
  'wyd',
  'hmu',
  'tysm',
  'ty',
  'np',
  'lmk',
  'tbf',
  'istg',
  'ong',
  'bruh',
  'lowkey',
  'highkey',
  'ur',
  'u',
  'pls',
  'plz',
  'ppl',
  'bc',
  'cuz',
]);

export function languageOf(analysis: Analysis, knownWord: (word: string) => boolean): string {
  const { folded: text, tokens } = analysis;
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 'en';
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length;
  if (latin / letters.length < 0.5) {
    return detectAll(text)[0]?.lang ?? 'other';
  }
  // The saga's names are no language's words.
  const words = tokens.filter(
    (token) =>
      token.type === 'word' && !/^(tyson|yurei|asahi|kaizetsu|kai|kazeo)$/.test(token.normal),
  );
  if (words.length < 2) return 'en';
  const englishWords = words.filter(
    (token) => knownWord(token.lemma) || CHAT_SLANG.has(token.normal),
  ).length;
  // English chat is full of English stop words and of words the classifier has seen.
  const stop = words.filter((token) => token.stopWord).length;
  if (stop / words.length >= 0.2 || englishWords / words.length >= 0.5) return 'en';
  const best = detectAll(text)[0];
  // No English stop word and hardly a word English chat uses: another language, even when the
  // detector is unsure which one ("hola como estas", "tum kaise ho").
  if (stop === 0 && englishWords / words.length < 0.34 && best && best.lang !== 'en') {
    return best.lang;
  }
  return best && best.lang !== 'en' && best.accuracy >= 0.5 ? best.lang : 'en';
}

/** Reads one message. */
export function analyse(text: string): Analysis {
  const folded = fold(text);
  const nlp = english();
  const its = nlp.its;
  const doc = nlp.readDoc(folded);
  const normals = doc.tokens().out(its.normal) as string[];
  const values = doc.tokens().out(its.value) as string[];
  const lemmas = doc.tokens().out(its.lemma as never) as unknown as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  const negation = doc.tokens().out(its.negationFlag) as boolean[];
  const stop = doc.tokens().out(its.stopWordFlag) as boolean[];
  const types = doc.tokens().out(its.type) as string[];
  const tokens: Token[] = normals.map((normal, index) => ({
    value: values[index] ?? normal,
    normal,
    lemma: (lemmas[index] ?? normal).toLowerCase(),
    pos: pos[index] ?? 'X',
    negated: negation[index] ?? false,
    stopWord: stop[index] ?? false,
    type: types[index] ?? 'word',
  }));

  const characters: CharacterId[] = [];
  const pages: Array<number | 'none-such'> = [];
  const factSpans: Analysis['factSpans'] = [];
  const details = doc.customEntities().out(its.detail) as Array<{ type: string }>;
  const spans = doc.customEntities().out(its.span) as Array<[number, number]>;
  details.forEach((entity, index) => {
    if (entity.type.startsWith('fact-')) {
      const [start, end] = spans[index]!;
      factSpans.push({
        kind: entity.type.slice('fact-'.length) as Analysis['factSpans'][number]['kind'],
        tokens: tokens.slice(start, end + 1),
      });
    } else if (entity.type.startsWith('character-')) {
      const id = entity.type.slice('character-'.length) as CharacterId;
      if (!characters.includes(id)) characters.push(id);
    } else if (entity.type === 'page-none') {
      pages.push('none-such');
    } else if (entity.type.startsWith('page-')) {
      pages.push(Number(entity.type.slice('page-'.length)));
    }
  });
  // "chapter 3" is both a page and a chapter number past nothing: keep the real page.
  const realPages = pages.filter((page) => page !== 'none-such');
  const words = tokens.filter((token) => token.type === 'word');
  const first = words[0]?.normal ?? '';
  const question =
    /\?\s*\S{0,3}\s*$/.test(text) ||
    WH_WORDS.has(first) ||
    (QUESTION_STARTS.has(first) && words.length > 2);
  return {
    text,
    folded,
    tokens,
    sentences: doc.sentences().out() as string[],
    sentiment: doc.out(its.sentiment) as number,
    wordCount: words.length,
    characters,
    pages: realPages.length > 0 ? realPages : pages,
    factSpans,
    question,
  };
}

/** Sentences of a text, as wink splits them: what "no sentence said twice" counts. */
export function splitSentences(text: string): string[] {
  return (english().readDoc(fold(text)).sentences().out() as string[]).map((sentence) =>
    sentence.trim(),
  );
}
