import type { FactKind } from './lines/types.ts';
import { detectCrisis } from '@tuning/persona/crisis/detect-crisis';
import {
  recallWordsFor,
  studentFactsIn,
  type StudentFact,
} from '@tuning/persona/track/student-facts';
import {
  answerIn,
  askedDetailIn,
  askedOfStudent,
  detailAnswering,
  detailMatches,
  toldDetailsIn,
  type AskedDetail,
  type ToldDetail,
} from '@tuning/persona/track/told-details';
import { analyse, ANCHOR_WORDS, type Analysis, type Token } from '@tuning/persona/read/language';

/**
 * What a student has told a character about themselves, read from the whole conversation (not
 * just the turns a prompt budget keeps), plus what their profile already says. The newest
 * statement of a fact wins; likes, dislikes and things that happened are kept as lists.
 */

export interface Fact {
  kind: FactKind;
  value: string;
  /** Index of the user turn that said it; -1 for the profile. */
  turn: number;
  /** A detail's key ("minor", "sister name", "position"): what it is of. */
  key?: string;
  /** A detail as said back: "your minor is film", "you play setter". */
  said?: string;
}

export interface UserMemory {
  name?: Fact;
  major?: Fact;
  college?: Fact;
  year?: Fact;
  hometown?: Fact;
  pet?: Fact;
  likes: Fact[];
  dislikes: Fact[];
  events: Fact[];
  /** Anything else told ("my minor is film", "i play setter"), by key; the newest of a key wins. */
  details?: Fact[];
}

export interface UserProfile {
  fullName?: string | null;
  collegeName?: string | null;
}

const YEAR_WORDS: Readonly<Record<string, string>> = {
  freshman: 'first year',
  freshmen: 'first year',
  sophomore: 'second year',
  junior: 'third year',
  senior: 'final year',
  first: 'first year',
  second: 'second year',
  third: 'third year',
  fourth: 'fourth year',
  final: 'final year',
  last: 'final year',
};

/** First words of a question that asks rather than tells ("do you remember…", "what do I…"). */
const ASKING_STARTS = new Set([
  'what',
  'which',
  'who',
  'how',
  'do',
  'does',
  'did',
  'can',
  'could',
  'remember',
]);

/** Values that are not what the anchor was after ("i'm at home", "i love it"). */
const NOT_VALUES = new Set([
  'it',
  'that',
  'this',
  'you',
  'them',
  'him',
  'her',
  'home',
  'work',
  'bed',
  'class',
  'school',
  'college',
  'the',
  'a',
  'so',
  'really',
  'just',
  'not',
  'sure',
  'here',
  'there',
  'fine',
  'good',
  'okay',
  'ok',
  'tired',
  'sad',
  'happy',
  'bored',
  'sorry',
  'lonely',
  'stressed',
  'back',
  'done',
  'gonna',
  'going',
]);

const COLLEGE_WORDS = /\b(university|college|state|institute|tech|polytechnic|academy|school of)\b/;

/** "i failed my exam" → "you failed your exam": the student's words, said back to them. */
const SECOND_PERSON: Readonly<Record<string, string>> = {
  i: 'you',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  was: 'were',
  you: 'me',
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
};

export function toSecondPerson(text: string): string {
  let previous = '';
  return text.replace(/[A-Za-z']+/g, (word) => {
    const lower = word.toLowerCase();
    let swapped = SECOND_PERSON[lower];
    // "was" becomes "were" only after "I"; "you was" would be wrong the other way round.
    if ((lower === 'was' || lower === 'am') && previous !== 'i') swapped = undefined;
    previous = lower;
    return swapped ?? word;
  });
}

/** The words as the student typed them, capitalised when they typed them all in lower case. */
function asTyped(tokens: readonly Token[]): string {
  const typed = tokens.map((token) => token.value).join(' ');
  return typed === typed.toLowerCase()
    ? typed.replace(/(^|\s)\p{L}/gu, (start) => start.toUpperCase())
    : typed;
}

/** The value of a statement: the words of the match once the anchor's own words are dropped. */
function slotValue(tokens: readonly Token[]): Token[] {
  let start = 0;
  while (start < tokens.length && ANCHOR_WORDS.has(tokens[start]!.normal)) start += 1;
  return tokens.slice(start).filter((token) => token.type === 'word');
}

const NOT_NAME_POS = /^(VERB|AUX|ADJ|ADV|ADP|DET|PRON|PART|SCONJ|CCONJ|NUM)$/;

function fromSpan(kind: Analysis['factSpans'][number]['kind'], tokens: readonly Token[]) {
  const slot = slotValue(tokens);
  if (slot.length === 0 || slot.every((token) => NOT_VALUES.has(token.normal))) return undefined;
  if (NOT_VALUES.has(slot[0]!.normal)) return undefined;
  const words = slot.map((token) => token.normal).join(' ');
  switch (kind) {
    case 'name': {
      const name = slot[0]!.normal;
      if (!/^\p{L}[\p{L}'-]{0,23}$/u.test(name)) return undefined;
      // "im doing bio btw", "im so tired btw": a verb, an adjective or a small word is no name.
      if (NOT_NAME_POS.test(slot[0]!.pos)) return undefined;
      return asTyped(slot.slice(0, 1));
    }
    case 'college': {
      const proper = slot.some((token) => token.pos === 'PROPN');
      if (!proper && !COLLEGE_WORDS.test(words)) return undefined;
      return asTyped(slot);
    }
    case 'major': {
      // "i'm a biology major": the anchor's last word comes after the value.
      const value = slot.at(-1)?.normal === 'major' ? slot.slice(0, -1) : slot;
      return value.some(
        (token) => token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'X',
      )
        ? value.map((token) => token.normal).join(' ')
        : undefined;
    }
    default:
      return words;
  }
}

function yearIn(analysis: Analysis): string | undefined {
  const words = analysis.tokens.filter((token) => token.type === 'word').map((t) => t.normal);
  const selfIntro = words.some((word) => ['i', "i'm", 'im', 'am', 'my'].includes(word));
  if (!selfIntro) return undefined;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const next = words[index + 1];
    if (['freshman', 'sophomore', 'junior', 'senior'].includes(word)) {
      // "a junior", "i'm a senior": not "junior year was hard" about someone else.
      if (['a', "i'm", 'im', 'am'].includes(words[index - 1] ?? '')) return YEAR_WORDS[word];
    }
    if (YEAR_WORDS[word] && (next === 'year' || next === 'yr') && index > 0) {
      const before = words.slice(Math.max(0, index - 3), index);
      if (before.includes('my') || before.includes('a') || before.includes('in')) {
        return YEAR_WORDS[word];
      }
    }
  }
  return undefined;
}

const EVENT_SKIP_VERBS = new Set([
  'think',
  'know',
  'guess',
  'mean',
  'wonder',
  'want',
  'need',
  'hope',
  'like',
  'love',
  'hate',
  'remember',
  'say',
  'tell',
  'ask',
  'see',
  'read',
  'agree',
]);

/** An action between asterisks, as a roleplay scene is written. */
const PLAYED = /(^|\s)\*[^*\n]+\*/u;

/**
 * Something that happened to the student, said in the first person: "I failed my exam", "my
 * roommate moved out", "biology is killing me". Turned to the second person for callbacks.
 */
function eventIn(analysis: Analysis): string | undefined {
  if (analysis.question || analysis.characters.length > 0 || analysis.pages.length > 0) {
    return undefined;
  }
  // "*steps out of the spaceship* i come in peace" is played in a scene; nothing happened.
  if (PLAYED.test(analysis.text)) return undefined;
  for (const sentence of analysis.sentences) {
    const inner = analyse(sentence);
    const words = inner.tokens.filter((token) => token.type === 'word');
    if (words.length < 3 || words.length > 18) continue;
    const firstPerson = words.some((token) =>
      ['i', 'my', 'me', "i'm", 'im'].includes(token.normal),
    );
    const verbs = words.filter((token) => token.pos === 'VERB');
    const hasNoun = words.some((token) => token.pos === 'NOUN' || token.pos === 'PROPN');
    if (!firstPerson || verbs.length === 0 || !hasNoun) continue;
    // "write my essay for me" asks for something; it is not something that happened.
    if (words[0]!.pos === 'VERB' || words[0]!.pos === 'AUX') continue;
    if (verbs.every((token) => EVENT_SKIP_VERBS.has(token.lemma))) continue;
    if (inner.factSpans.length > 0) continue;
    const clause = sentence
      .replace(
        /^((and|but|so|also|well|ok|okay|anyway|btw|lol|ugh|honestly|tbh|oh|wait|plus|like)[,\s]+)+/i,
        '',
      )
      // "running for class rep, any advice": the ask is not part of what happened.
      .replace(
        /[,\s]+(any (advice|tips|ideas|thoughts)|what (do|should|would) (i|you)|idk what|help me|pls|please|thoughts\b).*$/i,
        '',
      )
      .replace(/[\s.!?\u2026,;:]+$/u, '') // … too
      .replace(/\s+(lol|lmao|haha|fr|tbh|ngl)$/i, '');
    const said = toSecondPerson(clause);
    return said.charAt(0).toLowerCase() + said.slice(1);
  }
  return undefined;
}

/** Short words in college names that are names, not acronyms. */
const SHORT_NAMES = new Set([
  'ohio',
  'iowa',
  'utah',
  'penn',
  'rice',
  'yale',
  'duke',
  'reed',
  'elon',
  'kent',
  'drew',
  'bard',
  'ball',
  'ole',
  'miss',
  'new',
  'san',
  'los',
  'st',
  'mt',
]);

const capitalised = (text: string) => text.replace(/(^|\s)\p{L}/gu, (start) => start.toUpperCase());

/** A value of `@tuning/persona` (folded, lowercase) as a reply should show it. */
/** Words that describe a place rather than name it: "a small town near", "outside of". */
const PLACE_WORDS = new Set(
  (
    'a an the small big tiny little town city village suburb suburbs area near outside of in by ' +
    'around north south east west northern southern eastern western rural farm coast island ' +
    'county state country part side hour hours from'
  ).split(' '),
);

function shown(fact: StudentFact): string {
  switch (fact.kind) {
    case 'college': {
      // "ucla", "nyu", "uc davis": a short college name, or a short word in one, is an acronym;
      // "ohio state", "penn", "yale" are words.
      const words = fact.value.split(' ');
      return words
        .map((word, index) => {
          if (/^(of|the|at|and|for|in)$/.test(word)) return index === 0 ? capitalised(word) : word;
          const acronym = word.length <= 3 || (words.length === 1 && word.length === 4);
          return acronym && !SHORT_NAMES.has(word) ? word.toUpperCase() : capitalised(word);
        })
        .join(' ');
    }
    case 'name':
      return capitalised(fact.value);
    case 'hometown':
      // "a small town near boise": the town's name capitalised, the words around it not.
      return fact.value
        .split(' ')
        .map((word) => (PLACE_WORDS.has(word) ? word : capitalised(word)))
        .join(' ');
    case 'pet':
      return fact.value.replace(/\b(named|called) (\p{L})/u, (_, word: string, first: string) => {
        return `${word} ${first.toUpperCase()}`;
      });
    default:
      return fact.value;
  }
}

/**
 * What the message says about the student in the forms `@tuning/persona` knows ("second year,
 * studying chemistry", "im from ohio originally", "i have a cat named miso").
 */
function studentFacts(text: string, turn: number): Fact[] {
  return studentFactsIn(text).map((fact) => ({ kind: fact.kind, value: shown(fact), turn }));
}

/** The facts one message states, in the order they appear. */
export function factsIn(analysis: Analysis, turn: number): Fact[] {
  // The common forms first; wink's anchors add the kinds those did not find.
  const out: Fact[] = studentFacts(analysis.text, turn);
  const found = new Set(out.map((fact) => fact.kind));
  // "do you remember what i love doing?" asks about a like; it does not state one.
  const asksOnly =
    analysis.question &&
    analysis.sentences.length < 2 &&
    ASKING_STARTS.has(analysis.tokens.find((token) => token.type === 'word')?.normal ?? '');
  for (const span of analysis.factSpans) {
    if (asksOnly && (span.kind === 'like' || span.kind === 'dislike')) continue;
    if (found.has(span.kind)) continue;
    const value = fromSpan(span.kind, span.tokens);
    if (value) out.push({ kind: span.kind, value, turn });
  }
  const year = found.has('year') ? undefined : yearIn(analysis);
  if (year) out.push({ kind: 'year', value: year, turn });
  // "i like u more than kai": a word for someone in the chat is not a like.
  const kept = out.filter(
    (fact) => !((fact.kind === 'like' || fact.kind === 'dislike') && NOT_A_THING.test(fact.value)),
  );
  out.splice(0, out.length, ...kept);
  if (out.length === 0) {
    const event = eventIn(analysis);
    if (event) out.push({ kind: 'event', value: event, turn });
  }
  return out;
}

/** Likes that are only a pronoun: said of someone in the chat, not of a thing. */
const NOT_A_THING =
  /^(u|you|ya|yall|y'all|him|her|them|it|that|this|those|these|me|us)( (more|so much|a lot|too|better|most|the most|guys|two|both))?$/i;

const MAX_LIST = 6;

function remember(memory: UserMemory, fact: Fact): void {
  switch (fact.kind) {
    case 'like':
      memory.likes = [...memory.likes.filter((entry) => entry.value !== fact.value), fact];
      memory.dislikes = memory.dislikes.filter((entry) => entry.value !== fact.value);
      memory.likes = memory.likes.slice(-MAX_LIST);
      break;
    case 'dislike':
      memory.dislikes = [...memory.dislikes.filter((entry) => entry.value !== fact.value), fact];
      memory.likes = memory.likes.filter((entry) => entry.value !== fact.value);
      memory.dislikes = memory.dislikes.slice(-MAX_LIST);
      break;
    case 'event':
      memory.events = [...memory.events, fact].slice(-MAX_LIST);
      break;
    default:
      memory[fact.kind] = fact;
  }
}

/** First name and college from the profile: known without being told. */
export function profileMemory(profile: UserProfile | undefined): UserMemory {
  const memory: UserMemory = { likes: [], dislikes: [], events: [] };
  const first = profile?.fullName?.trim().split(/\s+/)[0];
  if (first) memory.name = { kind: 'name', value: first, turn: -1 };
  const college = profile?.collegeName?.trim();
  if (college) memory.college = { kind: 'college', value: college, turn: -1 };
  return memory;
}

/**
 * Everything the student said about themselves across `userTurns` (oldest first), on top of the
 * profile. Each turn is read once per process and remembered, so a long history costs little.
 */
export function extractMemory(
  userTurns: readonly string[],
  profile?: UserProfile,
  read: (text: string) => Analysis = analyse,
): UserMemory {
  const memory = profileMemory(profile);
  userTurns.forEach((text, turn) => {
    // "im on the swim team and i cut again last night": a message that needed care is never
    // kept as a fact, nor said back when the student asks what they told.
    if (toldOfRisk(text)) return;
    for (const fact of cachedFacts(text, read)) remember(memory, { ...fact, turn });
    for (const detail of cachedDetails(text)) rememberDetail(memory, detail, turn);
  });
  return memory;
}

const riskCache = new Map<string, boolean>();

/** Whether the crisis check reads a risk in `text`, each text read once per process. */
function toldOfRisk(text: string): boolean {
  const hit = riskCache.get(text);
  if (hit !== undefined) return hit;
  const risk = detectCrisis(text).risk;
  if (riskCache.size >= FACT_CACHE_LIMIT) riskCache.delete(riskCache.keys().next().value!);
  riskCache.set(text, risk);
  return risk;
}

const MAX_DETAILS = 12;
const detailCache = new Map<string, ToldDetail[]>();

function cachedDetails(text: string): ToldDetail[] {
  const hit = detailCache.get(text);
  if (hit) return hit;
  const details = FIRST_PERSON.test(text) || / is my /i.test(text) ? toldDetailsIn(text) : [];
  if (detailCache.size >= FACT_CACHE_LIMIT) detailCache.delete(detailCache.keys().next().value!);
  detailCache.set(text, details);
  return details;
}

function rememberDetail(memory: UserMemory, detail: ToldDetail, turn: number): void {
  const fact: Fact = {
    kind: 'event',
    value: detail.value,
    key: detail.key,
    said: detail.said,
    turn,
  };
  memory.details = [
    ...(memory.details ?? []).filter((entry) => entry.key !== detail.key),
    fact,
  ].slice(-MAX_DETAILS);
}

/** Kinds kept by name that a character's question may ask by ("where are you from?"). */
const ASKED_KINDS = new Set(['hometown', 'major', 'year', 'name']);

/** "no i said chem", "its chem not bio", "i meant ohio": a correction, and what it corrects. */
const CORRECTION =
  /^(?:(?:no|nah|nope|wrong|not quite|actually|um|uh|lol|haha|wait|omg|bruh)[\s,.!]+)*(?:i said|i meant|i told you|it is|its|it was|nope its|no its)\s+(.+?)(?:\s+not\s+(.+?))?[\s.!]*$/;
const CORRECTION_NOT = /^(?:(?:no|nah|nope|actually|wait)[\s,.!]+)*(.+?)\s+not\s+(.+?)[\s.!]*$/;

/**
 * The memory with what only the whole talk tells: a short answer to a question the character
 * asked ("what position do you play?" then "setter"), or to one it could not answer ("what
 * position do i play" → not told → "its setter"); and a correction ("no i said chem") of the
 * fact the character just said back.
 */
export function rememberTalk(
  memory: UserMemory,
  conversation: readonly { role: string; content: string }[],
): UserMemory {
  const out: UserMemory = { ...memory, details: [...(memory.details ?? [])] };
  let userTurn = -1;
  conversation.forEach((entry, index) => {
    if (entry.role !== 'user') return;
    userTurn += 1;
    const before = conversation[index - 1];
    if (before?.role !== 'assistant') return;
    const message = entry.content;
    if (toldOfRisk(message)) return;
    if (correct(out, message, before.content, userTurn)) return;
    const asked = askedOfStudent(before.content) ?? unansweredAsk(conversation, index);
    if (!asked) return;
    if (toldDetailsIn(message).length > 0) return;
    // "im marisol, sophomore, studying architecture, from el paso" to "what are you studying?":
    // the major is told in so many words; the last clause is no answer.
    if (studentFactsIn(message).some((fact) => fact.kind === asked.key)) return;
    const answer = answerIn(message);
    if (!answer) return;
    if (ASKED_KINDS.has(asked.key)) {
      const facts = studentFactsIn(
        `${asked.key === 'hometown' ? 'i am from' : asked.key === 'name' ? 'my name is' : asked.key === 'year' ? 'i am a' : 'i study'} ${answer}`,
      );
      const fact = facts.find((found) => found.kind === asked.key);
      if (fact) remember(out, { kind: fact.kind, value: shown(fact), turn: userTurn });
      else if (asked.key === 'year' && YEAR_WORDS[answer.split(' ')[0]!]) {
        remember(out, { kind: 'year', value: YEAR_WORDS[answer.split(' ')[0]!]!, turn: userTurn });
      }
      return;
    }
    rememberDetail(out, detailAnswering(asked, answer), userTurn);
  });
  return out;
}

/** A recall question the character said it was not told (its reply names what was asked). */
function unansweredAsk(conversation: readonly { role: string; content: string }[], index: number) {
  const question = conversation[index - 2];
  const reply = conversation[index - 1]!.content.toLowerCase();
  if (question?.role !== 'user') return undefined;
  const asked = askedDetailIn(question.content);
  return asked && reply.includes(asked.label) ? asked : undefined;
}

/** Applies a correction of what the character just said back; true when it was one. */
function correct(memory: UserMemory, message: string, said: string, turn: number): boolean {
  const text = message
    .toLowerCase()
    .replace(/[\u2019']/g, '')
    .replace(/\b(lol|lmao|haha|btw|tho)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const match =
    CORRECTION.exec(text) ??
    (/\bnot\b/.test(text) && text.split(' ').length <= 6 ? CORRECTION_NOT.exec(text) : null);
  if (!match) return false;
  const right = match[1]!.replace(/^(a|an)\s+/, '').trim();
  const wrong = match[2]?.replace(/^(a|an)\s+/, '').trim();
  if (!right || right.split(' ').length > 4 || /\b(i|you|my|your)\b/.test(right)) return false;
  const heard = said.toLowerCase();
  const year = YEAR_WORDS[right];
  // The fact the correction is of: the one named as wrong, or else the one just said back.
  const of = (value: string) =>
    wrong
      ? value.toLowerCase() === wrong || YEAR_WORDS[wrong] === value
      : heard.includes(value.toLowerCase());
  for (const kind of ['major', 'hometown', 'college', 'name', 'year', 'pet'] as const) {
    const fact = memory[kind];
    if (!fact || !of(fact.value)) continue;
    if (kind === 'year' && !year) continue;
    const value =
      kind === 'year' ? year! : kind === 'hometown' || kind === 'name' ? capitalised(right) : right;
    memory[kind] = { ...fact, value, turn };
    return true;
  }
  const detail = memory.details?.findLast((fact) => of(fact.value));
  if (detail) {
    const value = /name$/.test(detail.key ?? '') ? capitalised(right) : right;
    const said = detail.said!.replace(new RegExp(`${escapeRegExp(detail.value)}$`), value);
    memory.details = memory.details!.map((fact) =>
      fact === detail ? { ...fact, value, said, turn } : fact,
    );
    return true;
  }
  return false;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const FACT_CACHE_LIMIT = 5000;
const factCache = new Map<string, Fact[]>();

/** Cheap test first: a message with no first-person word states nothing about the student. */
const FIRST_PERSON = /\b(i|i'm|im|my|me|call me)\b/i;

function cachedFacts(text: string, read: (text: string) => Analysis): Fact[] {
  const hit = factCache.get(text);
  if (hit) return hit;
  // Without a first-person word only the common forms can tell something ("second year,
  // studying chemistry"), and they need no language model.
  const facts = FIRST_PERSON.test(text) ? factsIn(read(text), 0) : studentFacts(text, 0);
  if (factCache.size >= FACT_CACHE_LIMIT) factCache.delete(factCache.keys().next().value!);
  factCache.set(text, facts);
  return facts;
}

/** The memory as lines for a model's prompt: always there, whatever the history trimming keeps. */
export function describeMemory(memory: UserMemory): string[] {
  const lines: string[] = [];
  const source = (fact: Fact) => (fact.turn < 0 ? ' (from their profile)' : '');
  if (memory.name) lines.push(`Their name is ${memory.name.value}${source(memory.name)}.`);
  if (memory.college) lines.push(`They go to ${memory.college.value}${source(memory.college)}.`);
  if (memory.major) lines.push(`They study ${memory.major.value}.`);
  if (memory.year) lines.push(`They are in their ${memory.year.value}.`);
  if (memory.hometown) lines.push(`They are from ${memory.hometown.value}.`);
  if (memory.pet) lines.push(`They have a ${memory.pet.value}.`);
  if (memory.likes.length > 0) {
    lines.push(`They like ${memory.likes.map((fact) => fact.value).join(', ')}.`);
  }
  if (memory.dislikes.length > 0) {
    lines.push(`They dislike ${memory.dislikes.map((fact) => fact.value).join(', ')}.`);
  }
  for (const event of memory.events) lines.push(`They told you: ${event.value}.`);
  return lines;
}

/**
 * Words a recall question or a statement shares without naming anything ("what", "my", "do"); a
 * name asked for is someone's ("my roommates name is kayla" does not tell the student's own).
 */
const NOT_TELLING = new Set(
  (
    'what whats where when which who whos how old do does did i im am is are was were my me mine ' +
    'you u your ur remember recall know again tell told said say the a an of to in at on with w ' +
    'for about quiz time ok okay so lol and but just kinda really like so very that this it its ' +
    'be been have has had can could would will gonna wanna got get name names called'
  ).split(' '),
);

/** A word's telling part: cut to five letters, so "works" and "working" meet "work". */
function tellingStems(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  return new Set(
    words
      .map((word) => word.replace(/'/g, ''))
      .filter((word) => word.length > 1 && !NOT_TELLING.has(word))
      .map((word) => word.slice(0, 5)),
  );
}

/**
 * Of what the student said about themself before (`earlier`, oldest first), the sentence a recall
 * question names by a word of its own, in the second person: "where do i work" after "i work at
 * the campus bookstore" is "you work at the campus bookstore". The latest wins a tie.
 */
const ASKED_SENTENCE =
  /^(?:(?:ok|okay|so|and|but|wait|lol|hey|um|hmm|oh)[\s,]+)*(?:what|whats|what's|where|when|which|who|whos|how|do|does|did|can|could|is|am|are|remember)\b/i;

export function toldStatement(question: string, earlier: readonly string[]): string | undefined {
  const words = tellingStems(question);
  if (words.size === 0) return undefined;
  // "where do i work" is told by "i shelve books at the library" as much as by "i work at…".
  const asked = new Set(
    [...(question.toLowerCase().match(/[a-z]+/g) ?? [])].flatMap((word) =>
      recallWordsFor(word).flatMap((same) => [...tellingStems(same)]),
    ),
  );
  let best: { sentence: string; shared: number } | undefined;
  for (const turn of earlier) {
    if (turn.includes('?') || toldOfRisk(turn)) continue;
    for (const sentence of turn.split(/(?<=[.!])\s+|\s*,\s*(?=(?:and |but )?(?:i|im|my)\b)/i)) {
      if (!FIRST_PERSON.test(sentence)) continue;
      // "what position do i play" asked without a "?" is a question, never something told.
      // "ok pop quiz, what year am i": a clause of it asks, so it tells nothing.
      if (sentence.split(/,\s*/).some((part) => ASKED_SENTENCE.test(part.trim()))) continue;
      const stems = tellingStems(sentence);
      const shared = [...asked].filter((stem) => stems.has(stem)).length;
      if (shared > 0 && shared >= (best?.shared ?? 0)) best = { sentence, shared };
    }
  }
  if (!best) return undefined;
  const told = best.sentence
    .replace(/^(?:(?:so|and|but|ok|okay|oh|also|btw|lol|well)\b[\s,]*)+/i, '')
    .replace(/[.!\s]+$/, '');
  return toSecondPerson(told);
}

/** A fact said back in the second person: "you study econ", "your minor is film". */
export function saidOf(fact: Fact): string {
  if (fact.said) return fact.said;
  switch (fact.kind) {
    case 'name':
      return `you're ${fact.value}`;
    case 'major':
      // "you're undeclared", "you're pre med": not a subject studied.
      return /^(undeclared|undecided|pre |pre-|premed|prelaw)/.test(fact.value)
        ? `you're ${fact.value}`
        : `you study ${fact.value}`;
    case 'college':
      return `you go to ${fact.value}`;
    case 'year':
      return `you're in your ${fact.value}`;
    case 'hometown':
      return `you're from ${fact.value}`;
    case 'pet':
      return `you have a ${fact.value}`;
    case 'like':
      return `you like ${fact.value}`;
    case 'dislike':
      return `you can't stand ${fact.value}`;
    default:
      return fact.value;
  }
}

const KEPT_KINDS = ['name', 'year', 'major', 'college', 'hometown', 'pet'] as const;

/**
 * What `after` (the memory with the whole talk read, `rememberTalk`) holds from user turn `turn`
 * that `before` does not: an answer or a correction told just now, said back in the second person.
 */
export function toldAt(before: UserMemory, after: UserMemory, turn: number): string | undefined {
  for (const kind of KEPT_KINDS) {
    const fact = after[kind];
    if (fact && fact.turn === turn && fact !== before[kind]) return saidOf(fact);
  }
  const detail = after.details?.find(
    (fact) => fact.turn === turn && !(before.details ?? []).includes(fact),
  );
  return detail ? saidOf(detail) : undefined;
}

/**
 * Everything `memory` holds from user turn `turn`, in one sentence in the second person ("you're
 * Priya, you're in your third year, you study cs and you're from Houston"): an introduction said
 * back whole. Undefined when the turn told fewer than two things.
 */
/**
 * Details that say something the kept facts do not: "my dogs name is waffles" is kept as a pet
 * ("dog named Waffles") and as a detail ("your dog's name is Waffles"); it is said once.
 */
function newDetails(facts: readonly Fact[], details: readonly Fact[]): Fact[] {
  const told = facts.map((fact) => fact.value.toLowerCase());
  return details.filter(
    (detail) => !told.some((value) => value.includes(detail.value.toLowerCase())),
  );
}

export function allToldAt(memory: UserMemory, turn: number): string | undefined {
  const facts: Fact[] = [];
  for (const kind of KEPT_KINDS) {
    const fact = memory[kind];
    if (fact && fact.turn === turn) facts.push(fact);
  }
  const at = (list: readonly Fact[] | undefined) =>
    (list ?? []).filter((fact) => fact.turn === turn);
  facts.push(...newDetails(facts, at(memory.details)));
  // "i play club volleyball" is a detail and a like: said once.
  const likes = at(memory.likes).filter(
    (like) => !facts.some((fact) => saidOf(fact).includes(like.value)),
  );
  const parts = [...new Set([...facts, ...likes].slice(0, 5).map(saidOf))];
  if (parts.length < 2) return undefined;
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The facts and details `memory` holds from user turn `turn`, said back in the second person
 * ("you study chem", "your roommate's name is Kayla"): a thing told beside something else, taken
 * in before the reply to the rest. Likes and events are left to the reply itself.
 */
export function toldInTurn(memory: UserMemory, turn: number): string | undefined {
  const facts: Fact[] = KEPT_KINDS.flatMap((kind) => {
    const fact = memory[kind];
    return fact && fact.turn === turn ? [fact] : [];
  });
  facts.push(
    ...newDetails(
      facts,
      (memory.details ?? []).filter((fact) => fact.turn === turn),
    ),
  );
  const parts = [...new Set(facts.slice(0, 3).map(saidOf))];
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The detail that answers `asked` best; the newest wins a tie. */
export function detailFor(memory: UserMemory, asked: AskedDetail): Fact | undefined {
  let best: { fact: Fact; score: number } | undefined;
  for (const fact of memory.details ?? []) {
    const score = detailMatches(asked, {
      key: fact.key ?? '',
      value: fact.value,
      said: fact.said ?? '',
    });
    if (score > 0 && score >= (best?.score ?? 0)) best = { fact, score };
  }
  return best?.fact;
}

/**
 * A few things told, in one sentence in the second person, for "what do you know about me":
 * "you're Sam, you're in your third year, you study econ, your minor is film and you're from
 * Ohio". Undefined when nothing was told in the chat (a profile name alone is no summary).
 */
export function summaryOf(memory: UserMemory): string | undefined {
  const facts: Fact[] = [];
  for (const kind of KEPT_KINDS) {
    const fact = memory[kind];
    // The profile's college is known, not told.
    if (fact && !(kind === 'college' && fact.turn < 0)) facts.push(fact);
  }
  const told = [...facts.filter((fact) => fact.turn >= 0)];
  const details = (memory.details ?? []).slice(-3);
  const newest = memory.likes.at(-1);
  // A like already said as a detail ("you play club volleyball") is not said twice.
  const like =
    newest && ![...facts, ...details].some((fact) => saidOf(fact).includes(newest.value))
      ? newest
      : undefined;
  const parts = [...facts, ...details, ...(like ? [like] : [])].slice(0, 6).map(saidOf);
  if (told.length + details.length + (like ? 1 : 0) === 0) return undefined;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
