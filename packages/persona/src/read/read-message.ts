import { chatWords } from './chat-words.ts';

/**
 * Stage one, *read*: a chat message as the later stages see it. Students write "im sooo done lol",
 * "i dont wanna", "kms", "Yūrei", "I’m": folded, their letter runs shortened, their chat spellings
 * expanded from `content/chat-words.json`, laughter and filler marked as decoration (kept, but
 * never what a clause means), and cut into clauses at sentence ends, commas and "but".
 */

export interface Word {
  /** The word as read: folded, runs shortened, a chat spelling replaced by what it stands for. */
  text: string;
  /** Laughter, filler or an emoji: colour, not meaning. */
  decoration: boolean;
}

export interface Clause {
  words: readonly Word[];
  /** The clause's meaningful words joined by single spaces ("i am going to kill myself"). */
  text: string;
}

export interface ReadMessage {
  original: string;
  clauses: readonly Clause[];
  /** Every meaningful word of the message, joined by single spaces. */
  text: string;
  /** "lol", "lmao", "😂", "💀": the student is laughing somewhere in the message. */
  laughing: boolean;
}

const ZERO_WIDTH = /[\u200b-\u200f\u2060\ufeff\u00ad]/g;
const EMOJI = /\p{Extended_Pictographic}/u;
/** Words, numbers with letters ("2nite", "b4"), "w/", and single emoji. */
const TOKEN = /[\p{L}\p{N}]+(?:\/[\p{L}]*)?|\p{Extended_Pictographic}|[.!?;,\n]/gu;
const BREAK = /^[.!?;,\n]$/;

/** Lowercase, accents and compatibility forms folded, apostrophes and zero-width marks dropped. */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(ZERO_WIDTH, '')
    .replace(/['\u2018\u2019`\u00b4\u02bc]/g, '')
    .toLowerCase();
}

/** "soooo" → "soo", "killlll" → "kill": three or more of a letter become two. */
export function shortenRuns(word: string): string {
  return word.replace(/(\p{L})\1{2,}/gu, '$1$1');
}

function expandWord(word: string): string {
  const words = chatWords();
  return (
    words.expansions.get(word) ?? words.expansions.get(word.replace(/(\p{L})\1/gu, '$1')) ?? word
  );
}

function expandPhrases(text: string): string {
  let out = ` ${text} `;
  for (const [phrase, meaning] of chatWords().phrases) {
    out = out.replaceAll(` ${phrase} `, ` ${meaning} `);
  }
  return out.trim();
}

/** Laughter however it is stretched: "lol", "lmaooo", "hahah", "lmfaoo", "hehehe". */
const LAUGH_RUN = /^(a?ha){2,}h?$|^l+o+l+$|^l+m+f?a+o+$|^(he){2,}$/;

function isLaughter(token: string): boolean {
  return chatWords().laughter.has(token) || LAUGH_RUN.test(token);
}

function toWords(tokens: readonly string[]): Word[] {
  const { decorations, decorationPhrases } = chatWords();
  const expanded = expandPhrases(tokens.map((token) => expandWord(token)).join(' '));
  const words = expanded
    .split(' ')
    .filter(Boolean)
    .map((text) => ({
      text,
      decoration: decorations.has(text) || isLaughter(text) || EMOJI.test(text),
    }));
  // "be honest", "real talk", "not gonna lie": phrases that only colour the message.
  for (const phrase of decorationPhrases) {
    const parts = expandPhrases(phrase.split(' ').map(expandWord).join(' ')).split(' ');
    for (let start = 0; start + parts.length <= words.length; start++) {
      if (parts.every((part, offset) => words[start + offset]!.text === part)) {
        for (let offset = 0; offset < parts.length; offset++)
          words[start + offset]!.decoration = true;
      }
    }
  }
  return words;
}

function clauseOf(words: Word[]): Clause {
  return {
    words,
    text: words
      .filter((word) => !word.decoration)
      .map((word) => word.text)
      .join(' '),
  };
}

export function readMessage(message: string): ReadMessage {
  const tokens = (foldText(message).match(TOKEN) ?? []).map(shortenRuns);
  const clauses: Clause[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) {
      const words = toWords(current);
      // "but" opens a new clause: "im fine but i want to disappear" holds two thoughts.
      let start = 0;
      words.forEach((word, index) => {
        if (word.text === 'but' && index > start) {
          clauses.push(clauseOf(words.slice(start, index)));
          start = index;
        }
      });
      clauses.push(clauseOf(words.slice(start)));
    }
    current = [];
  };
  for (const token of tokens) {
    if (BREAK.test(token)) close();
    else current.push(token);
  }
  close();
  const kept = clauses.filter((clause) => clause.words.length > 0);
  return {
    original: message,
    clauses: kept,
    text: kept
      .map((clause) => clause.text)
      .filter(Boolean)
      .join(' '),
    laughing: tokens.some(isLaughter),
  };
}

/**
 * The message as typed, less its decoration ("lol", "ngl", "to be honest", "💀"): what a word
 * model should weigh. Punctuation and case stay; a message that is only decoration stays whole.
 */
export function withoutDecoration(message: string): string {
  const { decorations, decorationPhrases } = chatWords();
  let out = message;
  for (const phrase of decorationPhrases) {
    out = out.replace(
      new RegExp(`(^|[^\\p{L}])${phrase.replace(/ /g, '\\s+')}(?=$|[^\\p{L}])`, 'giu'),
      '$1',
    );
  }
  out = out.replace(/[\p{L}\p{N}'’]+|\p{Extended_Pictographic}/gu, (token) => {
    const folded = shortenRuns(foldText(token));
    return isLaughter(folded) || decorations.has(folded) || EMOJI.test(token) ? '' : token;
  });
  const tidy = out
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/^[\s,.!]+/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return /[\p{L}\p{N}]/u.test(tidy) ? tidy : message;
}

const OPENER =
  /^(ok|okay|so|but|and|wait|um|uh|hey|yo|also|well|oh|hmm|alright|anyway|anyways|like)$/;
const TELLING_WH = /^(what|how|when|where|who)$/;
const SUBJECT = /^(i|she|he|they|we|im)$/;
const QUESTION_WORD =
  /^(who|what|whats|why|how|when|where|which|did|do|does|was|were|is|are|am|would|could|can|will|should|shall)$/;

/**
 * Whether a message asks something: a question mark, or a question word opening a clause
 * (`firstClause`: the first clause only, for a message read as an answer, "no. do u even care").
 */
export function asksSomething(read: ReadMessage, options: { firstClause?: boolean } = {}): boolean {
  const clauses = options.firstClause ? read.clauses.slice(0, 1) : read.clauses;
  return (
    read.original.includes('?') ||
    clauses.some((clause) => {
      // "lol ok what r u working on": laughter, filler and openers come before the question.
      const words = clause.words.filter((word) => !word.decoration);
      const at = words.findIndex((word) => !OPENER.test(word.text));
      const first = words[at]?.text ?? '';
      // "when i say something she just says shes busy" tells: a question puts a verb after its
      // question word ("when do i", "where is she"), not the one it is about.
      const tells = TELLING_WH.test(first) && SUBJECT.test(words[at + 1]?.text ?? '');
      return QUESTION_WORD.test(first) && !tells;
    })
  );
}
