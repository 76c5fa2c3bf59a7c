import fs from 'node:fs';
import { STORY_LORE } from '../cards.ts';
import { CRISIS_RESOURCES, CRISIS_RESOURCES_AGAIN } from '@tuning/shared/characters/intro';
import { detectCrisis, type CrisisReading } from '@tuning/persona/crisis/detect-crisis';
import {
  aftercareMove,
  careAgain,
  careLately,
  talksOfHelp,
  asksWhatToSay,
  leavingAfterCare,
  asksForHelpAfterCare,
  checkInLine,
  followsCare,
  followsCheckIn,
  safetyQuestion,
} from '@tuning/persona/decide/aftercare';
import { dramaticMove, everydayMove } from '@tuning/persona/decide/everyday-talk';
import {
  playingScene,
  roleplayMove,
  sceneBeforeCare,
  sceneResume,
} from '@tuning/persona/decide/roleplay-scene';
import { listeningMove } from '@tuning/persona/decide/listening';
import {
  createStoryIndex,
  storyAnswer,
  type StoryIndex,
  type StoryLine,
} from '@tuning/persona/decide/story-answer';
import {
  asksSomething,
  readMessage as readChatMessage,
  withoutDecoration,
  type ReadMessage,
} from '@tuning/persona/read/read-message';
import { readTurn } from '@tuning/persona/track/dialogue-state';
import {
  acknowledges,
  asksOpen,
  dialogueActOf,
  takesAdvice,
  type FollowUp,
} from '@tuning/persona/understand/dialogue-acts';
import { hasCue } from '@tuning/persona/understand/intent-cues';
import { saysCue } from '@tuning/persona/understand/talk-cues';
import { lifeTopicsOf } from '@tuning/persona/understand/life-topic';
import { startsTogether } from '@tuning/persona/understand/roleplay-cue';
import { lifeLines } from '@tuning/persona/content/life-lines';
import {
  ADVICE_PARTS,
  adviceLines,
  type AdviceEntry,
  type AdviceTopic,
} from '@tuning/persona/content/advice-lines';
import {
  adviceCaseInTalk,
  adviceTopicInTalk,
  asksForAdvice,
  troubleToldIn,
} from '@tuning/persona/understand/advice-topic';
import { asksForCrisisNumbers, crisisNumbers } from '@tuning/persona/decide/crisis-numbers';
import { draftMove } from '@tuning/persona/decide/draft';
import { hearTroubleMove } from '@tuning/persona/decide/hear-trouble';
import { favouriteMove } from '@tuning/persona/decide/favourite';
import { pepTalkMove } from '@tuning/persona/decide/pep-talk';
import { taskHelpMove } from '@tuning/persona/decide/task-help';
import { quizMove } from '@tuning/persona/decide/quiz';
import { studyPlanMove } from '@tuning/persona/decide/study-plan';
import { readStoryQuestion } from '@tuning/persona/understand/story-words';
import { CHARACTER_LINES, linePage, lineText } from './lines/index.ts';
import {
  FEELINGS,
  type FactKind,
  type Feeling,
  type Line,
  type Placeholder,
} from './lines/types.ts';
import type { Expression } from '@tuning/shared/saga/acting';
import { CHARACTERS, type CharacterId } from '@tuning/shared/saga/characters';
import { STORY } from '@tuning/shared/saga/story';
import type { LlmMessage } from '../llm-provider.ts';
import { createLoreSearch } from '../lore-search.ts';
import {
  cachedTrainedWeights,
  classifierFrom,
  type Classification,
  type IntentClassifier,
  type TrainedWeights,
} from '@tuning/persona/understand/classifier';
import type { DetectedCategory, Intent } from '@tuning/persona/understand/intent-labels';
import {
  analyse,
  type Analysis,
  fold,
  languageOf,
  opensAsQuestion,
} from '@tuning/persona/read/language';
import { bankEntries, sectionsOf, sentenceKey, sentencesOf } from './line-index.ts';
import {
  detailFor,
  toldInTurn,
  factsIn,
  rememberTalk,
  summaryOf,
  allToldAt,
  toldAt,
  toldStatement,
  type Fact,
  type UserMemory,
} from './memory.ts';
import { askedDetailIn, toldDetailsIn } from '@tuning/persona/track/told-details';
import { offlineMood, type MoodContext } from './reply-mood.ts';

/**
 * The offline engine's reply: read the message (language.ts), decide what it asks (the trained
 * classifier, plus the entities wink found), then say it with the character's authored lines:
 * care first, the student's own facts remembered, the story told in the first person and never
 * past the page they have read, and no sentence said twice in one conversation.
 */

export interface ComposeInput {
  characterId: CharacterId;
  /** The whole conversation, oldest first, ending with the student's new message. */
  conversation: readonly LlmMessage[];
  memory: UserMemory;
  /** The furthest comic page (1–11) the student has read; 0 for none. */
  furthestPage: number;
  /** 0 for the first take on a message, 1, 2, … for each Regenerate. */
  variant: number;
}

/** What the reply answered: an intent, or one of the categories found without the classifier. */
/** `answer`: the student answering a question the character just asked (see `answersQuestion`). */
export type Category = Intent | DetectedCategory | 'not_understood' | 'answer';

export interface ComposedReply {
  text: string;
  category: Category;
  /** The face that goes with the reply (the chat header shows it). */
  mood: Expression;
}

/**
 * The file of weights trained when the server was bundled, beside the bundle
 * (apps/server/build/bundle.ts writes it and names it here); from the sources, undefined.
 */
declare const __TUNING_TRAINED_CLASSIFIER__: string | undefined;

/**
 * The bundle's trained weights. They are read from a file rather than carried in the bundle as
 * JSON text, which would stay in memory (twice: in the code and as a constant) for the life of the
 * process.
 */
function bundledWeights(): TrainedWeights | undefined {
  if (typeof __TUNING_TRAINED_CLASSIFIER__ !== 'string') return undefined;
  const file = new URL(__TUNING_TRAINED_CLASSIFIER__, import.meta.url);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TrainedWeights;
}

/**
 * The intent classifier, the first time it is needed: when the offline engine is created, so a
 * server with a model configured never builds it. A bundled server reads the weights it was built
 * with; from the sources they are trained once and kept (`cachedTrainedWeights`). Never while
 * serving a request: training holds the event loop for seconds.
 */
let trained: IntentClassifier | undefined;
export function offlineClassifier(): IntentClassifier {
  trained ??= classifierFrom(bundledWeights() ?? cachedTrainedWeights());
  return trained;
}
const pageSearch = createLoreSearch(STORY_LORE);

/** Each character's closest ally: who "your best friend" means. */
const CLOSEST: Readonly<Record<CharacterId, CharacterId>> = {
  tyson: 'asahi',
  asahi: 'tyson',
  kazeo: 'tyson',
  yurei: 'kaizetsu',
  kaizetsu: 'yurei',
};

/** Intents a plain closing question may follow, when the student did not ask anything. */
const ASKS_BACK = new Set<Category>([
  'answer',
  'greeting',
  'identity',
  'how_are_you',
  'doing_now',
  'likes',
  'dislikes',
  'side',
  'opinion',
  'chapter',
  'continue',
  'story_overview',
  'memory_statement',
  'compliment',
  'agreement',
  'campus',
  'very_short',
  'user_joke',
  'thanks',
]);

/** Which intent leads when a message holds several sentences: the most urgent first. */
const PRIORITY: readonly Category[] = [
  ...FEELINGS.map((feeling) => `feeling_${feeling}` as const),
  'injection',
  'are_you_ai',
  'memory_question',
  'spoiler_insist',
  'chapter',
  'continue',
  'story_end',
  'story_overview',
  'opinion',
  'advice',
  'homework',
  'off_topic',
  'joke_request',
  'identity',
  'doing_now',
  'how_are_you',
  'likes',
  'dislikes',
  'side',
  'campus',
  'romance',
  'memory_statement',
  'insult',
  'compliment',
  'user_joke',
  'thanks',
  'farewell',
  'agreement',
  'greeting',
];

/** Intents a fact stated in passing must not replace: care and safety come first. */
const NEVER_OVERRIDDEN = new Set<Category>([
  ...FEELINGS.map((feeling) => `feeling_${feeling}` as const),
  'injection',
  'advice',
  'homework',
]);

/** Words that say which fact a "do you remember…?" asks for. */
const RECALL_WORDS: ReadonlyArray<[FactKind, RegExp]> = [
  [
    'pet',
    /\b(pet|cat|dog|kitten|puppy|puppie|hamster|bunny|bunnie|rabbit|fish|bird|parrot|snake|lizard|turtle|guinea pig|ferret|goldfish)s?\b/,
  ],
  ['hometown', /\b(from|hometown|home town|grew up|grow up|raised|where i live|born)\b/],
  ['name', /\b(name|called|call me|nickname|nick)\b/],
  ['college', /\bwhere\b/],
  ['major', /\b(study|studying|major|majors|majoring|degree|subject|course)\b/],
  ['college', /\b(school|college|university|uni|campus|go to|attend)\b/],
  ['year', /\b(year|grade|freshman|sophomore|junior|senior)\b/],
  ['dislike', /\b(hate|dislike|can't stand|cant stand|annoy)\b/],
  ['like', /\b(like|love|favou?rite|favs?|fave|into|enjoy|band|song|artist|singer|show|movie)\b/],
  ['event', /\b(happen|happened|tell you|told you|said|say|going on|problem|exam|test)\b/],
];

/** FNV-1a: small, fast and stable across runs and machines. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

function pageLabel(index: number): string {
  const label = STORY[index]!.label;
  return label === 'Introduction' || label === 'Epilogue' ? `the ${label}` : label;
}

function feelingOf(category: Category): Feeling | undefined {
  return category.startsWith('feeling_') ? (category.slice(8) as Feeling) : undefined;
}

/**
 * The content words of a message ("roommate", "exam"), as lemmas: what a line should be about
 * when a section has lines on several subjects (advice, feelings, campus).
 */
function topicWords(analysis: Analysis): Topic[] {
  const words = analysis.tokens.filter(
    (token) =>
      token.type === 'word' &&
      !token.stopWord &&
      token.lemma.length >= 3 &&
      ['NOUN', 'PROPN', 'VERB', 'ADJ'].includes(token.pos),
  );
  // The first noun is usually what the message is about ("my roommate keeps eating my food").
  const subject = words.find((token) => token.pos === 'NOUN' || token.pos === 'PROPN');
  return words.map((token) => ({ lemma: token.lemma, weight: token === subject ? 3 : 1 }));
}

interface Topic {
  lemma: string;
  weight: number;
}

/** The lines sharing the most topic words with the message, or all of them when none shares one. */
function closest(lines: readonly string[], about: readonly Topic[]): readonly string[] {
  if (about.length === 0) return lines;
  const scored = lines.map((text) => {
    const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
    return about
      .filter(({ lemma }) => words.some((word) => word.startsWith(lemma)))
      .reduce((sum, { weight }) => sum + weight, 0);
  });
  const best = Math.max(...scored);
  return best === 0 ? lines : lines.filter((_, index) => scored[index] === best);
}

class Reply {
  readonly parts: string[] = [];
  private readonly used = new Set<string>();

  private readonly said: ReadonlySet<string>;
  private readonly seed: string;
  private readonly furthestPage: number;
  private readonly values: Partial<Record<Placeholder, string>>;

  constructor(
    said: ReadonlySet<string>,
    seed: string,
    furthestPage: number,
    values: Partial<Record<Placeholder, string>>,
  ) {
    this.said = said;
    this.seed = seed;
    this.furthestPage = furthestPage;
    this.values = values;
  }

  /**
   * Fills a line's placeholders; undefined when one of them is not known. A value that opens a
   * sentence ("{major}. You told me…", "Not telling. {page} is…") opens it with a capital.
   */
  private fill(line: Line, extra: Partial<Record<Placeholder, string>>): string | undefined {
    let missing = false;
    const text = lineText(line).replace(
      /\{(\w+)\}/g,
      (_, name: Placeholder, offset: number, whole: string) => {
        const raw = name in extra ? extra[name] : this.values[name];
        if (raw === undefined) missing = true;
        const value = raw ?? '';
        const opensSentence = offset === 0 || /[.!?]\s+$/.test(whole.slice(0, offset));
        return opensSentence ? value.charAt(0).toUpperCase() + value.slice(1) : value;
      },
    );
    return missing ? undefined : text;
  }

  /**
   * Says one line of `lines`: spoiler-free for this reader unless `upToPage` allows more, every
   * placeholder known, and no sentence already said in this conversation or this reply. When
   * every line has been used, the one said longest ago is not known, so any fitting line goes.
   */
  say(
    salt: string,
    lines: readonly Line[],
    options: {
      upToPage?: number;
      values?: Partial<Record<Placeholder, string>>;
      /** Words of the message: lines that share the most of them are preferred. */
      about?: readonly Topic[];
    } = {},
  ): boolean {
    const limit = Math.max(1, options.upToPage ?? this.furthestPage);
    const fitting: string[] = [];
    for (const line of lines) {
      if (linePage(line) > limit) continue;
      const text = this.fill(line, options.values ?? {});
      if (text !== undefined) fitting.push(text);
    }
    if (fitting.length === 0) return false;
    const fresh = fitting.filter((text) =>
      sentencesOf(text).every((sentence) => {
        const key = sentenceKey(sentence);
        return !this.said.has(key) && !this.used.has(key);
      }),
    );
    const pool = closest(fresh.length > 0 ? fresh : fitting, options.about ?? []);
    const text = pool[hash(`${this.seed}|${salt}`) % pool.length]!;
    for (const sentence of sentencesOf(text)) this.used.add(sentenceKey(sentence));
    this.parts.push(text);
    return true;
  }

  /** Says one line of `lines` no sentence of which was said yet; false when there is none. */
  sayFresh(salt: string, lines: readonly string[]): boolean {
    const fresh = lines.filter((text) =>
      sentencesOf(text).every((sentence) => {
        const key = sentenceKey(sentence);
        return !this.said.has(key) && !this.used.has(key);
      }),
    );
    return fresh.length > 0 && this.say(salt, fresh);
  }

  /**
   * Says one line of `lines` before everything said so far or, after a feeling met, just before
   * the question the reply ends on: the feeling is met first, and the question still ends it.
   */
  sayBeside(
    salt: string,
    lines: readonly Line[],
    values: Partial<Record<Placeholder, string>>,
    where: 'first' | 'beforeQuestion',
  ) {
    if (!this.say(salt, lines, { values })) return false;
    const line = this.parts.pop()!;
    if (where === 'first') {
      this.parts.unshift(line);
      return true;
    }
    const sentences = sentencesOf(this.parts.at(-1) ?? '');
    if (sentences.length > 1 && sentences.at(-1)!.trim().endsWith('?')) {
      this.parts[this.parts.length - 1] = [...sentences.slice(0, -1), line, sentences.at(-1)!]
        .map((sentence) => sentence.trim())
        .join(' ');
    } else {
      this.parts.push(line);
    }
    return true;
  }

  /** A fixed text (the crisis resources): said every time it is needed. */
  add(text: string): void {
    this.parts.push(text);
  }

  get text(): string {
    return this.parts.join(' ').replace(/\s+/g, ' ').trim();
  }
}

interface Reading {
  analysis: Analysis;
  category: Category;
  classification?: Classification;
}

/** What one piece of text, said to character `self`, asks for. */
/** "Not sure", "no idea", "maybe": neither a yes nor a no (checked first: "no idea" holds a no). */
/** A greeting with a letter held ("hiii", "heyyy tyson!", "yooo", "suppp"), alone or with a name. */
const STRETCHED_GREETING =
  /^(h+i{2,}|h+e+y{2,}|h+e{2,}y+|h+e+l+o{2,}|y+o+|h+i+y+a{2,}|s+u+p+|w+a+s+u+p+|w+h+a+t+s+u+p+|w+s+g+|a+y+o+|h+e+y+o+|h+o+l+a+)[\s!.~]*((tyson|yurei|asahi|kaizetsu|kai|kazeo)[\s!.~]*)?$/i;

/** A character's name and nothing else ("kai", "asahi!!"): calling them is a hello. */
const NAME_ALONE = /^(tyson|yurei|asahi|kaizetsu|kai|kazeo)[\s!.~]*$/i;
const STRETCHED_FAREWELL =
  /^((ok|okay|k|well|alright|anyway|anyways|lol|haha)[\s,!.~]*)?(b+y+e+|b+y+e+s+|b+r+b+|g+n+|n+i+g+h+t+|c+y+a+|l+a+t+e+r+|t+t+y+l+|g+t+g+|p+e+a+c+e+( out)?)[\s!.~]*((tyson|yurei|asahi|kaizetsu|kai|kazeo)[\s!.~]*)?$/i;

const UNSURE =
  /\b(idk|dunno|no idea|no clue|not sure|unsure|not certain|maybe|perhaps|hard to say|who knows|can'?t decide|i don'?t know|i do not know)\b/;
const NO =
  /\b(no|nah|nope|naw|not really|not at all|don'?t think so|do not think so|disagree|never|wrong|(didn'?t|did not|don'?t|do not) (really )?(like|love|enjoy|get)|(wasn'?t|not) (a fan|great|good|my (thing|favou?rite))|boring|mid|hated?|didn'?t (really )?work)\b/;

/** Which way an answer goes, so a "nah" or an "idk tbh" is never met with "Hundred percent!". */
function answerOf(message: string): 'agreement' | 'disagreement' | 'unsure' {
  const text = fold(message).toLowerCase();
  if (UNSURE.test(text)) return 'unsure';
  if (NO.test(text)) return 'disagreement';
  return 'agreement';
}

function categorise(text: string, self: CharacterId): Reading {
  // "lol", "ngl", "be honest" colour a message; the word model never weighs them.
  const analysis = analyse(withoutDecoration(text));
  const classifier = offlineClassifier();
  if (languageOf(analysis, classifier.knows) !== 'en') {
    return { analysis, category: 'other_language' };
  }
  const classification = classifier.classify(analysis);
  // No goodbye without a word that says one ("probably pizza" is not leaving), no ending without
  // a word that asks for one ("do u think its his fault" is an opinion), no "are you an AI?" in
  // "r u always this serious": an intent that needs a word saying it falls to the next one
  // ranked that has its word.
  const read = readChatMessage(text);
  const folded = analysis.folded.toLowerCase();
  const cued = (intent: Intent) =>
    (hasCue(intent, read) || (intent === 'user_joke' && read.laughing)) &&
    (intent !== 'farewell' || FAREWELL_CUE.test(folded)) &&
    (intent !== 'story_end' || STORY_END_CUE.test(folded));
  let category: Category = cued(classification.intent)
    ? classification.intent
    : (classification.ranked
        .slice(1)
        .map((entry) => entry.intent)
        .find(cued) ?? 'not_understood');
  // "I go to UCLA", "i'm pre med, call me Dani": a statement about themselves the entities found.
  const statesFact = factsIn(analysis, 0).some((fact) => fact.kind !== 'event');
  if (statesFact && !analysis.question && !NEVER_OVERRIDDEN.has(category)) {
    return { analysis, category: 'memory_statement', classification };
  }
  // "thanks for the chat, see ya", "ok im done for tonight": said on the way out, a goodbye,
  // whatever else the words lean to.
  if (
    category !== 'farewell' &&
    !analysis.question &&
    analysis.wordCount <= 12 &&
    LEAVING.test(folded)
  ) {
    category = 'farewell';
  }
  if (STRETCHED_GREETING.test(analysis.folded.trim()) || NAME_ALONE.test(analysis.folded.trim())) {
    // "hiii", "heyyy!", "kai": no example spells every stretch of a greeting.
    category = 'greeting';
  } else if (STRETCHED_FAREWELL.test(analysis.folded.trim()) || saysCue('beRightBack', read)) {
    // "byeee", "gn!!", "ok bye", "ill be back in 10": a goodbye, however it is spelled.
    category = 'farewell';
  } else if (acknowledges(read)) {
    // "lol ok", "oh cool": taken in, nothing asked or answered; a nudge to go on.
    category = 'very_short';
  } else if ((text.match(/[\p{L}\p{N}]+/gu) ?? []).length <= 1) {
    // Counted as typed: "idk honestly" is an answer, not a one-word nudge.
    const shortOk: Category[] = ['greeting', 'thanks', 'farewell', 'insult'];
    // A chat spelling of one of those ("ty", "thx") is read written out ("thank you").
    const written = read.text;
    const spelled =
      written.includes(' ') && written !== analysis.folded.toLowerCase()
        ? offlineClassifier().classify(analyse(written))
        : undefined;
    if (spelled && shortOk.includes(spelled.intent) && spelled.margin >= 1) {
      category = spelled.intent;
    } else if (
      !shortOk.includes(category) ||
      category !== classification.intent ||
      classification.margin < 1
    ) {
      category = 'very_short';
    }
  } else if (analysis.pages.length > 0 && !['spoiler_insist', 'story_end'].includes(category)) {
    // A page named outright is a question about that page, whatever else the words lean to.
    category = 'chapter';
  } else if (
    analysis.characters.some((id) => id !== self) &&
    (['identity', 'likes', 'dislikes', 'off_topic', 'campus', 'how_are_you', 'doing_now'].includes(
      category,
    ) ||
      // "lol ok do u still talk to kai": a question about them, however warm its words.
      (category === 'compliment' && asksSomething(read)))
  ) {
    // "Who is Kazeo?", "how's Kai?": about that character.
    category = 'opinion';
  }
  const known = analysis.tokens.filter(
    (token) => token.type === 'word' && classifier.knows(token.lemma),
  ).length;
  if (analysis.wordCount >= 2 && known === 0 && classification.margin < 2) {
    category = 'not_understood';
  }
  return { analysis, category, classification };
}

/** The whole message, or its most urgent sentence when it holds several. */
function understand(
  message: string,
  self: CharacterId,
): { main: Reading; greeted: boolean; all: Reading[] } {
  const whole = categorise(message, self);
  const sentences = whole.analysis.sentences.filter((sentence) => /\p{L}/u.test(sentence));
  if (sentences.length < 2) {
    return { main: whole, greeted: whole.category === 'greeting', all: [whole] };
  }
  const readings = sentences.map((sentence) => categorise(sentence, self));
  const rank = (reading: Reading) => {
    const index = PRIORITY.indexOf(reading.category);
    return index === -1 ? PRIORITY.length : index;
  };
  const ranked = [...readings].sort((a, b) => rank(a) - rank(b));
  // "thanks for the chat, see ya": thanks on the way out is a goodbye.
  const leaving = readings.find((reading) => reading.category === 'farewell');
  const main = ranked[0]!.category === 'thanks' && leaving ? leaving : ranked[0]!;
  const greeted = readings.some((reading) => reading.category === 'greeting');
  return { main: main.category === 'greeting' ? whole : main, greeted, all: readings };
}

function lastUserTurns(conversation: readonly LlmMessage[]): string[] {
  return conversation.filter((turn) => turn.role === 'user').map((turn) => turn.content);
}

/** The page the previous reply retold, from the sections its sentences came from. */
function lastRetoldPage(id: CharacterId, conversation: readonly LlmMessage[]): number | undefined {
  for (const section of previousSections(id, conversation)) {
    const match = /^pages\.(\d+)\./.exec(section);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** Sections whose lines have nothing to carry on: greetings, closers, acknowledgements, care. */
const NOT_CARRIED =
  /^(greetings|namedGreetings|farewells|thanks|questions|shortReplies|notUnderstood|answers|agreement|disagreement|unsure|crisisLead|spoilerGuard|spoilerInsist|otherLanguage|injection|factAcks\.|recall\.|recallUnknown|callbacks|reactions\.|clarify|roleplay\.|life\.|aftercare\.|ownWhy$|whyAsked$|ownMore$|factNoted$|jokeExplained$)/;

/**
 * What a follow-up ("why?", "more", "what do you mean") on the previous reply gets, by the
 * section its main line came from: a retold page its feeling and a feeling the page ("more" goes
 * on to the next page), any other section another line of its own. Undefined when the previous
 * reply has nothing to carry on, or its section is told out.
 */
function carryOn(
  id: CharacterId,
  conversation: readonly LlmMessage[],
  act: FollowUp,
  said: ReadonlySet<string>,
): 'continue' | { section: string; lines: Line[]; upToPage?: number } | undefined {
  const previous = conversation.slice(0, -1).findLast((turn) => turn.role === 'assistant');
  // "and then?" right after a page was held back asks for that page again: held back again.
  if (act === 'more' && previousSaid(id, conversation, PREVIOUS.spoilerGuard)) return 'continue';
  const fresh = (lines: readonly Line[]) =>
    lines.filter((line) =>
      sentencesOf(lineText(line)).every((sentence) => !said.has(sentenceKey(sentence))),
    );
  // "i dont get it" or "why?" after a joke: what the joke was, never another joke; "another
  // one" after that, another joke.
  if (act === 'more' && previousSaid(id, conversation, /^jokeExplained$/)) {
    const lines = fresh(CHARACTER_LINES[id].jokes);
    return lines.length > 0 ? { section: 'jokes', lines } : undefined;
  }
  const main = previousSections(id, conversation).find((section) => !NOT_CARRIED.test(section));
  if (!previous || !main) return undefined;
  // "And then?" on the story goes on with the story (from the overview, its beginning).
  if (act === 'more' && /^(pages\.|storyOverview$|storyEnd$)/.test(main)) return 'continue';
  if (main === 'jokes' && act !== 'more') {
    const lines = fresh(lifeLines()[id].jokeExplained);
    return lines.length > 0 ? { section: 'jokeExplained', lines } : undefined;
  }
  // Advice on a topic: "why?" gets its reason, "more" the topic's other advice, and "what do
  // you mean" the reason, then the other advice.
  const advised = /^advice\.(\w+)\.\w+$/.exec(main);
  if (advised) {
    const topic = advised[1] as AdviceTopic;
    const given = adviceGiven(id, previous.content, topic);
    const entries = adviceLines()[id].topics[topic];
    // Other advice for the same trouble, or for the whole topic, never another case's.
    const cases = new Set(given.map((entry) => entry.case));
    const others = entries
      .filter((entry) => !given.includes(entry))
      .filter((entry) => entry.case === undefined || cases.has(entry.case))
      .map((entry) => entry.says);
    const reasons = fresh(given.map((entry) => entry.why));
    const lines =
      act === 'why' || (act === 'meaning' && reasons.length > 0) ? reasons : fresh(others);
    return lines.length > 0 ? { section: main, lines } : undefined;
  }
  const page = /^pages\.(\d+)\.(retell|feeling)$/.exec(main);
  if (page) {
    // "why?" and "what do you mean" on the story ask for a reason or a feeling, never a retelling
    // of what happened: the page's feelings first, its events only when they are told out.
    const index = Number(page[1]);
    const parts =
      act === 'more' && page[2] === 'feeling'
        ? (['retell', 'feeling'] as const)
        : (['feeling', 'retell'] as const);
    for (const part of parts) {
      const lines = fresh(CHARACTER_LINES[id].pages[index]![part]);
      if (lines.length > 0)
        return { section: `pages.${index}.${part}`, lines, upToPage: index + 1 };
    }
    return undefined;
  }
  // "why?" to how their day is or what they like: no reason was written, and another line of
  // the kind may contradict the first ("stressed" then "amazing"). An honest "no big reason";
  // "more", that this is all of it, and the talk turned to the student.
  if (OWN_STATEMENT.test(main)) {
    const section = act === 'more' ? 'ownMore' : 'ownWhy';
    const lines = fresh(lifeLines()[id][section]);
    return lines.length > 0 ? { section, lines } : undefined;
  }
  const lines = fresh(
    bankEntries(CHARACTER_LINES[id])
      .filter((entry) => entry.section === main)
      .map((entry) => entry.line),
  );
  return lines.length > 0 ? { section: main, lines } : undefined;
}

const generalAdviceLines = new Map<CharacterId, readonly Line[]>();

/** The bank's advice lines that name no topic of their own: fit for any problem. */
function generalAdvice(id: CharacterId): readonly Line[] {
  let lines = generalAdviceLines.get(id);
  if (!lines) {
    lines = CHARACTER_LINES[id].advice.filter(
      (line) => adviceTopicInTalk([lineText(line)]) === undefined,
    );
    generalAdviceLines.set(id, lines);
  }
  return lines;
}

/** Sections where the character says something of themself with no reason written for it. */
const OWN_STATEMENT = /^(howAreYou|doingNow|likes|dislikes|identity|campus|romance)$/;

/** Readings the story stage leaves to their own answers. */
const NOT_STORY_QUESTIONS = new Set<Category>([
  'injection',
  'are_you_ai',
  'homework',
  'joke_request',
]);
/** "hello mr president": a hello that names the comic is a hello. */
const SOCIAL = new Set<Category>(['greeting', 'farewell', 'thanks', 'compliment', 'insult']);
/** Readings of a message that asks for more of the story rather than about a page. */
const WHATS_NEXT = new Set<Category>(['continue', 'story_end', 'spoiler_insist']);

const storyIndexes = new Map<CharacterId, StoryIndex>();

/** A character's story lines: each page's retellings and feelings, and their takes on the others. */
function storyIndexFor(id: CharacterId): StoryIndex {
  let index = storyIndexes.get(id);
  if (index) return index;
  const bank = CHARACTER_LINES[id];
  const lines: StoryLine[] = [];
  bank.pages.forEach((page, tells) => {
    for (const part of ['retell', 'feeling'] as const) {
      for (const line of page[part]) {
        lines.push({
          text: lineText(line),
          from: Math.max(linePage(line), tells + 1),
          tells,
          section: `pages.${tells}.${part}`,
        });
      }
    }
  });
  for (const [other, takes] of Object.entries(bank.opinions)) {
    for (const line of takes) {
      const page = linePage(line);
      lines.push({
        text: lineText(line),
        from: page,
        tells: typeof line === 'string' ? undefined : page - 1,
        section: `opinions.${other}`,
      });
    }
  }
  index = createStoryIndex(lines);
  storyIndexes.set(id, index);
  return index;
}

/** What a student says while venting that is not more of the vent: a hello, a goodbye, thanks, a fact. */
const NOT_VENTING = new Set<Category>([
  'greeting',
  'farewell',
  'thanks',
  'compliment',
  'insult',
  'feeling_happy',
  'memory_statement',
  'injection',
  'joke_request',
]);

/** The sections the character's reply before the student's new message came from, in order. */
function previousSections(id: CharacterId, conversation: readonly LlmMessage[]): string[] {
  const previous = conversation.slice(0, -1).findLast((turn) => turn.role === 'assistant');
  if (!previous) return [];
  return sectionsOf(id, previous.content).filter((section) => section !== undefined);
}

/** How many of the character's replies back a page told is still what "it" refers to. */
const STORY_THREAD_REPLIES = 3;

/**
 * What `pattern` captures of the newest section that matches it in the character's last `replies`
 * replies: a topic advised on, a page told.
 */
function latestSection(
  id: CharacterId,
  conversation: readonly LlmMessage[],
  replies: number,
  pattern: RegExp,
): string | undefined {
  const earlier = conversation
    .slice(0, -1)
    .filter((turn) => turn.role === 'assistant')
    .slice(-replies)
    .reverse();
  for (const turn of earlier) {
    for (const section of sectionsOf(id, turn.content)) {
      const match = pattern.exec(section ?? '');
      if (match) return match[1];
    }
  }
  return undefined;
}

/**
 * The page (0–10) the character told of last, in the last few replies: "do u feel bad about it"
 * two turns after it is about that page.
 */
function recentStoryPage(id: CharacterId, conversation: readonly LlmMessage[]): number | undefined {
  const page = latestSection(id, conversation, STORY_THREAD_REPLIES, /^pages\.(\d+)\./);
  return page === undefined ? undefined : Number(page);
}

/** Whether a section of the previous reply matches `pattern`. */
function previousSaid(
  id: CharacterId,
  conversation: readonly LlmMessage[],
  pattern: RegExp,
): boolean {
  return previousSections(id, conversation).some((section) => pattern.test(section));
}

/**
 * What the previous reply did, by the sections it came from. `tookInFeeling`: met a hard feeling
 * or a problem (a happy feeling shared is no vent: "that sounds boring ngl" after it is talk);
 * `toldStory`: a page, a take on a character, the overview; `advised`: advice or a feeling line,
 * what a "what if" goes on from; `opinion`: a take on one of the saga's characters.
 */
const PREVIOUS = {
  tookInFeeling:
    /^(feelings\.(?!happy)|listening\.|hear\.|advice|aftercare\.)|^reactions\.listen$|^selfWorth$/,
  toldStory: /^(pages\.|opinions\.|storyOverview$)/,
  advised: /^(advice$|advice\.|feelings\.)/,
  opinion: /^opinions\./,
  spoilerGuard: /^spoilerGuard$/,
} as const;

/** What asks about the saga itself: never a follow-up to be asked back. */
/** "no spoilers", "dont spoil it", "spoiler free": the student asks for nothing past their page. */
const NO_SPOILERS =
  /\b(no spoilers?|dont spoil|do not spoil|without spoil\w*|spoiler free|spoilerfree|no spoiling|not spoil)\b/;

const STORY_CATEGORIES = new Set<Category>(['chapter', 'continue', 'story_end', 'story_overview']);

/** The entries of the character's advice on `topic` that `text` said a part of. */
function adviceGiven(id: CharacterId, text: string, topic: AdviceTopic): AdviceEntry[] {
  const keys = new Set(sentencesOf(text).map(sentenceKey));
  return adviceLines()[id].topics[topic].filter((entry) =>
    ADVICE_PARTS.some((part) =>
      sentencesOf(entry[part]).some((line) => keys.has(sentenceKey(line))),
    ),
  );
}

/**
 * The topic of the advice the previous reply gave, if it gave topic advice; `replies`: of the
 * newest of that many replies back that did.
 */
function previousAdviceTopic(
  id: CharacterId,
  conversation: readonly LlmMessage[],
  replies = 1,
): AdviceTopic | undefined {
  return latestSection(id, conversation, replies, /^advice\.(\w+)\./) as AdviceTopic | undefined;
}

/** How many of the character's replies back advice still holds the thread of a question. */
const ADVICE_THREAD_REPLIES = 3;
/** The most words a question on the advice just given has: a longer one tells its own trouble. */
const ADVICE_THREAD_WORDS = 12;
/** "also…", "btw…", "another thing…": a new trouble, not the one advised on. */
const ANOTHER_THING = /^\s*(also|btw|oh and|and also|another thing|different question|unrelated)\b/;
/** Words that put a question about the saga itself, never about the trouble advised on. */
const SAGA_WORDS =
  /\b(comic|story|chapter|chapters|page|pages|panel|epilogue|introduction|saga|arc|ending)\b/;
/** "what did i tell u", "whats my major again": a question about what the student told. */
const ASKS_WHAT_I_TOLD = /\b(remember|recall|what did i (say|tell)|(my|i) \w+ again)\b/;

/**
 * Whether a question a reply or two after topic advice goes on with that trouble ("would u do it
 * over text or in person", "what if he ignores it", "ok what about citations", "what do i even
 * say"): it asks, names no page, character or saga, asks nothing of the character's own life
 * and nothing the student told.
 */
/** What the student may ask of the character that is no follow-on of a topic or of advice. */
const ABOUT_THEMSELF = new Set<Category>([
  'are_you_ai',
  'identity',
  'doing_now',
  'how_are_you',
  'campus',
  'romance',
  'greeting',
  'farewell',
  'thanks',
  'injection',
  'joke_request',
  'user_joke',
]);

/**
 * Whether a message reads as something of its own ("are you an ai", "what is meridian like",
 * "what do you think of asahi"): no follow-on of the topic or the advice just given.
 */
function saysSomethingElse(reading: Reading): boolean {
  return ABOUT_THEMSELF.has(reading.category) || reading.analysis.characters.length > 0;
}

/** Readings that are a message of their own even right after advice: thanks, a goodbye, a fact. */
const NOT_ON_ADVICE = new Set<Category>([
  ...SOCIAL,
  'memory_question',
  'feeling_sad',
  'feeling_lonely',
  'feeling_stressed',
  'feeling_angry',
  'feeling_happy',
]);

/** A hypothetical or a feeling: something new to hear, not a detail for the advice just given. */
const NEW_WORRY =
  /^(if|when|what if)\b|\b(upset|mad|sad|angry|stressed|scared|worried|anxious|nervous|hate|hurt|cry|crying|lose my mind|lose it)\b/;

/**
 * "she sits next to me in chem" right after advice on talking to her: a plain detail for the
 * advice, which goes on with that trouble's other advice. Not a reaction, not taking the advice,
 * not a feeling, thanks or goodbye, nothing the student tells of themself to keep.
 */
function tellsOnAdvice(
  id: CharacterId,
  conversation: readonly LlmMessage[],
  read: ReadMessage,
  main: Reading,
  toldOfThemself: boolean,
): boolean {
  if (asksSomething(read) || dialogueActOf(read) || takesAdvice(read)) return false;
  if (NOT_ON_ADVICE.has(main.category) || previousAdviceTopic(id, conversation) === undefined) {
    return false;
  }
  const lower = main.analysis.folded.toLowerCase();
  return (
    main.analysis.wordCount <= ADVICE_THREAD_WORDS &&
    !ANOTHER_THING.test(lower) &&
    // "if my coach benches me ill be so upset": a worry of its own, not a detail for the advice.
    !NEW_WORRY.test(lower) &&
    main.analysis.characters.length === 0 &&
    troubleToldIn(read) === undefined &&
    !toldOfThemself
  );
}

function asksOnAdvice(
  id: CharacterId,
  conversation: readonly LlmMessage[],
  read: ReadMessage,
  analysis: Analysis,
): boolean {
  if (!asksSomething(read) && !saysCue('whatIf', read)) return false;
  if (previousAdviceTopic(id, conversation, ADVICE_THREAD_REPLIES) === undefined) return false;
  const lower = analysis.folded.toLowerCase();
  // "also my bike got stolen and i need it for class, what do i do" tells a trouble of its own.
  if (analysis.wordCount > ADVICE_THREAD_WORDS || ANOTHER_THING.test(lower)) return false;
  return (
    analysis.characters.length === 0 &&
    analysis.pages.length === 0 &&
    !SAGA_WORDS.test(lower) &&
    !ASKS_WHAT_I_TOLD.test(lower) &&
    // "whats my minor", "what year am i": what the student told, never the trouble advised on.
    !asksWhatIToldYou(lower, () => (asksAdvice(lower) ? undefined : lower)) &&
    // "whats ur fav class" mid-advice is about them; "would u cram or sleep" still asks advice.
    (lifeTopicsOf(read).length === 0 || asksForAdvice(read))
  );
}

/**
 * Topic advice (`content/advice`): for "but what if…" right after it, the next step of the
 * advice just given; otherwise advice on what the student asked about, in this message or, for
 * an ask that names no trouble of its own, the latest trouble told in the last few turns (the
 * open trouble). False when no topic is found or its lines are said.
 */
/**
 * The most words an ask for advice has and still leans on the trouble told before ("ok but where
 * do i even start", "should i just say it straight up or talk to the RA"); a longer one tells its
 * own.
 */
const LEANING_ASK_WORDS = 16;
/** How many of the character's replies back a trouble heard or advised on is still open. */
const OPEN_TROUBLE_REPLIES = 5;

function sayTopicAdvice(
  reply: Reply,
  id: CharacterId,
  conversation: readonly LlmMessage[],
  userTurns: readonly string[],
  thread: { onAdvice: boolean; asksWorry: boolean },
): boolean {
  const { asksWorry } = thread;
  const before =
    thread.onAdvice || asksWorry
      ? previousAdviceTopic(id, conversation, ADVICE_THREAD_REPLIES)
      : undefined;
  // "where do i even start", "how do i tell her to stop" go on with the trouble told a few turns
  // before; a message that tells a trouble of its own ("i hurt my ankle, what do i do") is not
  // taken for an earlier one.
  const last = userTurns.at(-1) ?? '';
  const leans = last.split(/\s+/).filter(Boolean).length <= LEANING_ASK_WORDS;
  // The open trouble: the one the character last heard or advised on, else the latest told.
  const open = () =>
    (latestSection(id, conversation, OPEN_TROUBLE_REPLIES, /^(?:advice|hear)\.(\w+)/) as
      AdviceTopic | undefined) ?? adviceTopicInTalk(userTurns);
  const topic = adviceTopicInTalk(userTurns.slice(-1)) ?? before ?? (leans ? open() : undefined);
  if (!topic) return false;
  const entries = adviceLines()[id].topics[topic];
  if (topic === before) {
    // The same trouble as the advice given a reply or two ago: its next step for a worry ("what if
    // he ignores it"), else that trouble's other advice; never another trouble's of the topic.
    const advising = conversation
      .slice(0, -1)
      .filter((turn) => turn.role === 'assistant')
      .slice(-ADVICE_THREAD_REPLIES)
      .findLast((turn) => adviceGiven(id, turn.content, topic).length > 0);
    const given = adviceGiven(id, advising?.content ?? '', topic);
    const cases = new Set(given.map((entry) => entry.case));
    const trouble = entries.filter((entry) => entry.case === undefined || cases.has(entry.case));
    const salt = `advice-${topic}-whatIf`;
    const steps = [given.map((entry) => entry.whatIf), trouble.map((entry) => entry.whatIf)];
    const others = trouble.filter((entry) => !given.includes(entry)).map((entry) => entry.says);
    const order = asksWorry ? [...steps, others] : [others, ...steps];
    if (order.some((lines) => reply.sayFresh(salt, lines))) return true;
  }
  // The advice for the particular trouble first (an extension, a crash), then the topic's own.
  const found = adviceCaseInTalk(userTurns, topic);
  const forCase = entries.filter((entry) => entry.case !== undefined && entry.case === found);
  if (
    reply.sayFresh(
      `advice-${topic}-${found}`,
      forCase.map((entry) => entry.says),
    )
  )
    return true;
  const general = entries.filter((entry) => entry.case === undefined);
  return reply.sayFresh(
    `advice-${topic}`,
    general.map((entry) => entry.says),
  );
}

/** A goodbye for the night ("gn", "off to bed"), and farewell lines that say night or day. */
const SAYS_NIGHT = /\b(gn|gnight|goodnight|night|nite|nighty|bed|sleep|sleepy|nap)\b/;
const NIGHT_LINE = /\b(sleep|night|bed|dream|dreams|goodnight|rest up)\b/i;
const DAY_LINE = /\b(today|day|morning|afternoon)\b/i;

/**
 * The farewell lines that fit how the student leaves: "ok i gotta run" gets no "Goodnight!",
 * "gn kazeo" no "crush the rest of your day".
 */
function farewellsFor(lines: readonly Line[], message: string): readonly Line[] {
  const says = (pattern: RegExp) => lines.filter((line) => pattern.test(lineText(line)));
  const nightLines = says(NIGHT_LINE);
  const fitting = SAYS_NIGHT.test(message)
    ? nightLines.length > 0
      ? nightLines
      : lines.filter((line) => !DAY_LINE.test(lineText(line)))
    : lines.filter((line) => !nightLines.includes(line));
  return fitting.length > 0 ? fitting : lines;
}

/** The character's questions back when a message can't be placed ("my life or the comic's?"). */
function clarifyLines(id: CharacterId): readonly Line[] {
  return lifeLines()[id].clarify;
}

/** "what do u think of her", "do you trust him": a take asked on someone named before. */
const OPINION_OF_PRONOUN =
  /\b(think|feel|thoughts|opinion|take)\b.{0,12}\b(of|about|on)\s+(her|him|them)\b|\b(do|did|would)\s+(you|u)\s+(like|trust|hate|forgive|miss)\s+(her|him|them)\b/i;

/**
 * The saga character other than `id` that `pronoun` ("her", "him", "them") stands for: the one
 * the student talked of last, else the character, in the last four turns before the new one.
 */
function lastNamed(
  id: CharacterId,
  conversation: readonly LlmMessage[],
  pronoun: string,
): CharacterId | undefined {
  const gender = { her: 'female', him: 'male' }[pronoun.toLowerCase()];
  // The student's own words first: a character's reply names others in passing.
  const recent = conversation.slice(-5, -1).reverse();
  const ordered = [
    ...recent.filter((turn) => turn.role === 'user'),
    ...recent.filter((turn) => turn.role !== 'user'),
  ];
  for (const turn of ordered) {
    const named = analyse(turn.content).characters.filter(
      (other) =>
        other !== id &&
        (!gender || CHARACTERS.find((character) => character.id === other)?.gender === gender),
    );
    if (named.length > 0) return named.at(-1);
  }
  return undefined;
}

/** The student speaking of themself: what makes a feeling said plainly ("i feel so alone"). */
const SAYS_I = /\b(i|im|i'm|i am|i feel|ive|i've|i have been|i'm feeling|feeling|me|my|myself)\b/;

/**
 * What advice should be about: the message's own words, or, for "what should i do?" with no
 * subject of its own, the words of the student's previous message ("my roommate keeps…").
 */
function adviceTopic(analysis: Analysis, userTurns: readonly string[]): Topic[] {
  const own = topicWords(analysis);
  if (own.some((topic) => topic.weight > 1) || userTurns.length < 2) return own;
  return [...own, ...topicWords(analyse(withoutDecoration(userTurns.at(-2)!)))];
}

/** The page a spoiler guard in the previous reply held back, if it did. */
function guardedPage(id: CharacterId, conversation: readonly LlmMessage[]): number | undefined {
  if (!previousSaid(id, conversation, PREVIOUS.spoilerGuard)) return undefined;
  const turns = conversation.slice(0, -1);
  // The guard names the page it held back ("Chapter 4 is yours to read first").
  const guard = turns.findLast((turn) => turn.role === 'assistant')?.content ?? '';
  const named = STORY.findIndex((_, index) =>
    new RegExp(`\\b${STORY[index]!.label}\\b`, 'i').test(guard),
  );
  if (named >= 0) return named;
  const asked = turns.findLast((turn) => turn.role === 'user');
  if (!asked) return undefined;
  const reading = categorise(asked.content, id);
  const page = reading.analysis.pages.find((entry) => typeof entry === 'number');
  if (page !== undefined) return page;
  if (reading.category === 'story_end') return STORY.length - 1;
  const before = lastRetoldPage(id, turns.slice(0, turns.lastIndexOf(asked) + 1));
  return before === undefined ? undefined : Math.min(before + 1, STORY.length - 1);
}

/** A page by what happens in it ("the robotics fair", "the bell tower part"). */
/** Whether a message names anything of the comic: a page, a character, a word only it uses. */
function aboutTheComic(analysis: Analysis, read: ReadMessage): boolean {
  const named = readStoryQuestion(read);
  return (
    analysis.pages.length > 0 ||
    analysis.characters.length > 0 ||
    named.names.length > 0 ||
    named.saysStory ||
    named.storyTerms.length > 0
  );
}

function pageByTopic(text: string): number | undefined {
  const best = pageSearch.rank(text, 1)[0];
  return best && best.score >= 2 && best.entry.page ? best.entry.page - 1 : undefined;
}

function factValues(memory: UserMemory): Partial<Record<Placeholder, string>> {
  return {
    name: memory.name?.value,
    major: memory.major?.value,
    college: memory.college?.value,
    year: memory.year?.value,
    hometown: memory.hometown?.value,
    pet: memory.pet?.value,
    like: memory.likes.at(-1)?.value,
    dislike: memory.dislikes.at(-1)?.value,
    event: memory.events.at(-1)?.value,
  };
}

function recallKinds(text: string): FactKind[] {
  const lower = text.toLowerCase();
  const kinds = new Set(
    RECALL_WORDS.filter(([, pattern]) => pattern.test(lower)).map(([kind]) => kind),
  );
  // "my cat's name?" asks for the pet, "whats my sisters name" for the sister, not for the
  // student's own name.
  if (kinds.has('pet') || SOMEONES_NAME.test(lower)) kinds.delete('name');
  // "where am i from" asks for a hometown, not a college; a bare "where" asks for a college only
  // as "where do i go", not "where do i work" or "where do i even start".
  if (kinds.has('hometown')) kinds.delete('college');
  if (!/\b(go|study|attend|school|college|uni|university|campus)\b/.test(lower)) {
    kinds.delete('college');
  }
  return [...kinds];
}

/** Whether a sentence told is of the kind asked: "i live off campus" answers where one lives. */
function toldOfKind(kind: FactKind, told: string): boolean {
  if (kind === 'hometown' && /\b(live|living|lived|moved)\b/.test(told)) return true;
  return RECALL_WORDS.some(([of, words]) => of === kind && words.test(told));
}

/** Kinds of a question that any sentence told may answer ("what did i say happened"). */
const LOOSE_KINDS: ReadonlySet<FactKind> = new Set<FactKind>(['event', 'like', 'dislike']);

/** "my sisters name", "my roommate's name": someone else's name, not the student's own. */
const SOMEONES_NAME =
  /\bmy\s+(?!(?:full|first|last|real|nick|middle|user)\b)\w+?(?:'s|\u2019s|s)?\s+name\b/;

/** Readings a detail told ("jake is my bf", "im allergic to peanuts") is kept over. */
const TOLD_IN_PASSING: ReadonlySet<Category> = new Set<Category>([
  'not_understood',
  'answer',
  'very_short',
  'agreement',
  'romance',
  'compliment',
]);

/** Readings a detail told beside them does not override: asked for advice, thanks, leaving. */
const TOLD_OVER: ReadonlySet<Category> = new Set<Category>([
  'advice',
  'farewell',
  'thanks',
  'opinion',
  'are_you_ai',
  'injection',
  'memory_question',
]);

/** "what do u know about me", "do u remember anything about me": everything told. */
const ABOUT_ME =
  /\b(know|remember|recall|tell me|learned|learnt) (anything |stuff |things )?(about|abt) me\b|\bwho am i\b|\b(told|tell) (you|u) (about|abt) (myself|me)\b/;
/** "and my major?", "ok what about my cat", "n my year": a short ask after another recall. */
const AND_MY =
  /^(?:(?:ok|okay|and|so|wait|lol)\s+)*(?:and|n|what about|how about|ok and)\s+my\s+\w+(?:\s+\w+)?$/;
/** A question in the first person: "whats my…", "where am i…", "what do i…". */
const ASKS_ABOUT_ME =
  /^(?:(?:ok|okay|and|so|wait|lol|hey|but|quick question|pop quiz|quiz time|quiz|real quick|question)[\s,]+)*(?:(?:do|did) (?:you|u) (?:remember|know|recall)\b.*|(?:what|whats|what's|where|when|which|who|how old)\b.*\b(?:my|am i|do i|did i|i am|im)\b.*)$/;

/**
 * Whether `text` asks what the student told the character (a name, a year, a dog's name), in
 * any of its sentences ("ok quiz time. where am i from"); `told`: a question in the first person
 * that names something the student said of themself ("where do i work").
 */
function asksWhatIToldYou(text: string, told: () => string | undefined): boolean {
  const sentences = fold(text)
    .toLowerCase()
    .split(/[?!.]+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return sentences.some(
    (sentence) =>
      asksToldFact(sentence) ||
      (ASKS_ABOUT_ME.test(sentence) && !asksAdvice(sentence) && told() !== undefined),
  );
}

/** "how do i tell her", "what should i do": asking for help, not for what was told. */
function asksAdvice(sentence: string): boolean {
  return asksForAdvice(readChatMessage(sentence));
}

function asksToldFact(lower: string): boolean {
  if (ABOUT_ME.test(lower)) return true;
  // "whats my minor", "what position do i play", "what do u know about my cat": a thing of theirs.
  if (askedDetailIn(lower) && !asksAdvice(lower)) return true;
  // "and my major?", "what about my dog": the next thing told, asked after another.
  if (AND_MY.test(lower) && recallKinds(lower).length > 0) return true;
  if (!ASKS_ABOUT_ME.test(lower) || asksAdvice(lower)) return false;
  return recallKinds(lower).length > 0;
}

/** Questions asking for a fact the student may already have told ("What do you study?"). */
const ASKS_FOR: ReadonlyArray<readonly [FactKind, RegExp]> = [
  ['major', /\b(study|studying|major)\b/i],
  ['college', /\b(which|what) (college|school|university)\b/i],
];

/** Whether a question asks for something the student has told already: never asked twice. */
function asksKnownFact(question: string, memory: UserMemory): boolean {
  return ASKS_FOR.some(
    ([kind, asks]) => asks.test(question) && recalled(memory, kind) !== undefined,
  );
}

function recalled(memory: UserMemory, kind: FactKind): Fact | undefined {
  switch (kind) {
    case 'like':
      return memory.likes.at(-1);
    case 'dislike':
      return memory.dislikes.at(-1);
    case 'event':
      return memory.events.at(-1);
    default:
      return memory[kind];
  }
}

/** Composes the character's reply to the last message of `input.conversation`. */
export function composeReply(input: ComposeInput): ComposedReply {
  const composed = composeTurn(input);
  // "wait whats ur real major" in a scene: answered out of character, then back into the scene,
  // which goes on until the student leaves it. Care, and anything said after it, never does.
  if (STAYS_OUT_OF_SCENE.has(composed.category)) return composed;
  const { characterId, conversation, variant } = input;
  const resume = sceneResume({ characterId, conversation, seed: `${variant}` });
  if (!resume) return composed;
  const line =
    resume[hash(`${characterId}|${conversation.length}|${variant}|resume`) % resume.length]!;
  return { ...composed, text: `${composed.text} ${line}` };
}

/** Replies after which a scene is not taken up again. */
const STAYS_OUT_OF_SCENE: ReadonlySet<Category> = new Set([
  'crisis',
  'check_in',
  'aftercare',
  'roleplay',
]);

function composeTurn(input: ComposeInput): ComposedReply {
  const { characterId: id, conversation, memory } = input;
  const bank = CHARACTER_LINES[id];
  const message = conversation.at(-1)?.content ?? '';
  const userTurns = lastUserTurns(conversation);
  const said = new Set<string>();
  for (const turn of conversation) {
    if (turn.role !== 'assistant') continue;
    for (const sentence of sentencesOf(turn.content)) said.add(sentenceKey(sentence));
  }
  const seed = `${id}|${userTurns.join('\u241e')}|${conversation.length}|${input.variant}`;
  // The Introduction is the premise every reader is given, read or not: it is never held back.
  const furthest = Math.max(1, input.furthestPage);
  const reply = new Reply(said, seed, furthest, factValues(memory));

  // Crisis first, on the whole message, before anything else reads it: the character's own words,
  // then real help. Every character, every time; no other reading can take its place.
  const answersCare = followsCare(conversation) || followsCheckIn(id, conversation);
  // Telling of an everyday trouble the character just heard or advised on ("my lab partner took
  // credit" … "like i wrote the whole analysis"): the model alone asks before it cares.
  const onEverydayTrouble =
    !answersCare &&
    !careLately(conversation) &&
    previousSaid(id, conversation, /^(hear\.|advice\.|listening\.)/);
  const reading = detectCrisis(message, {
    afterCare: answersCare,
    onEverydayTrouble,
    inScene: !answersCare && playingScene(conversation),
  });
  // "i cant tell my parents", "maybe my cousin?" right after care answer it: only the model's
  // after-care reading found a risk there, and the message talks of getting help.
  // "idk what to say to my mom" opens like an "idk" to "are you safe?", and asks for words.
  const readForHelp = readChatMessage(message);
  const crisis: CrisisReading =
    reading.risk &&
    // "i gave my pills to my ra": a step to safety the model alone reads as the risk again.
    ((reading.pattern?.startsWith('model') === true && answersCare && talksOfHelp(readForHelp)) ||
      (reading.answersCare === true && asksWhatToSay(readForHelp)) ||
      // "idk. my roommate would notice i guess" right after care: unsure, and a person named;
      // the person is taken up (aftercare `option`), never a plain "no" to being safe.
      (answersCare &&
        reading.sure !== true &&
        reading.kind === 'means' &&
        talksOfHelp(readForHelp)))
      ? { risk: false }
      : reading;
  const saysRisk = crisis.risk && !crisis.answersCare;
  // A few replies after care, a message the check would only wonder about ("theyre my meds. i
  // have a whole bottle") is the risk told on: care again, not "are you okay?".
  const nearRiskAfterCare = crisis.unsure === true && careLately(conversation);
  // "whats the number again", "i dont know the numbers here im in canada": the numbers, always.
  if (!saysRisk && asksForCrisisNumbers(readForHelp, careLately(conversation) || answersCare)) {
    const category = 'crisis';
    return {
      text: crisisNumbers(readForHelp),
      category,
      mood: offlineMood({ characterId: id, category }),
    };
  }

  if (crisis.risk || nearRiskAfterCare || asksForHelpAfterCare(conversation, id)) {
    // A risk said again a reply or two after care gets the care again, without asking the same
    // question; an answer to the care ("no", "not really", "who do i call") gets a line of its own.
    const again = careAgain({ characterId: id, conversation, seed });
    if (saysRisk || !again) reply.say('crisis', bank.crisisLead);
    else reply.add(again);
    // Care given a few replies ago: the numbers once more, not the whole paragraph again.
    reply.add(again ? CRISIS_RESOURCES_AGAIN : CRISIS_RESOURCES);
    if (!again) reply.add(safetyQuestion(id, seed));
    const category = 'crisis';
    return { text: reply.text, category, mood: offlineMood({ characterId: id, category }) };
  }

  // Near a risk but not sure: a gentle question first, never the crisis text unasked for.
  if (crisis.unsure && !answersCare) {
    reply.add(checkInLine({ characterId: id, conversation, seed }));
    const category = 'check_in';
    return { text: reply.text, category, mood: offlineMood({ characterId: id, category }) };
  }

  // Right after care, the character stays with the student: no joke, no scene, no stock line.
  // The message and what it stands on (the last line, what was said), read once for every move.
  const turn = readTurn({ characterId: id, conversation, seed });
  // "ok gnight" a few replies after care: let go, with help named once more.
  const leaving = fold(message).toLowerCase().trim();
  // Care given in the last few replies: read once, for the goodbye and for what is asked back.
  const afterCare = careLately(conversation);
  if (
    afterCare &&
    !asksSomething(turn.read) &&
    (LEAVING.test(leaving) || STRETCHED_FAREWELL.test(leaving))
  ) {
    reply.add(leavingAfterCare(turn));
    const category = 'aftercare';
    return { text: reply.text, category, mood: offlineMood({ characterId: id, category }) };
  }
  const aftercare = aftercareMove(turn);
  if (aftercare) {
    reply.add(aftercare.text);
    // Care or a check-in that misread a line of a scene: owned, then the scene goes on.
    const owned =
      aftercare.section === 'aftercare.misread' || aftercare.section === 'aftercare.checkInOk';
    const resume = owned ? sceneBeforeCare(turn) : undefined;
    if (resume) reply.add(resume[hash(`${seed}|resume`) % resume.length]!);
    const category = 'aftercare';
    return { text: reply.text, category, mood: offlineMood({ characterId: id, category }) };
  }

  // "my phone is at 2% and so is my will to live lol": the crisis check found nothing, so a joke.
  const dramatic = !afterCare && dramaticMove(turn);
  if (dramatic) {
    dramatic.parts.forEach((part, index) => reply.say(`${dramatic.section}.${index}`, part));
    const category = dramatic.category;
    return { text: reply.text, category, mood: offlineMood({ characterId: id, category }) };
  }

  const understood = understand(message, id);
  const { greeted, all } = understood;
  // "like EVERYWHERE. the shower, my desk": the classifier alone leaning to the story, with no
  // page, name or word of the comic and no story just told, is not a question about the comic.
  let main: Reading =
    understood.main.category === 'chapter' &&
    !aboutTheComic(understood.main.analysis, readChatMessage(message)) &&
    !previousSaid(id, conversation, /^(pages\.|storyOverview$|storyEnd$)/)
      ? { ...understood.main, category: 'not_understood' }
      : understood.main;
  const { read } = turn;
  // "ok fine no spoilers", "no spoilers but is the ending happy": never read as insisting. Agreed
  // to, or a tease that tells nothing, unless it asks only of pages read or of something else.
  if (NO_SPOILERS.test(read.text)) {
    const asked = asksSomething(read);
    const rest = understand(read.text.replace(NO_SPOILERS, ' '), id).main;
    const pagesRead =
      rest.analysis.pages.length > 0 &&
      rest.analysis.pages.every((page) => typeof page === 'number' && page < furthest);
    const ofTheComic =
      STORY_CATEGORIES.has(rest.category) ||
      rest.category === 'spoiler_insist' ||
      aboutTheComic(rest.analysis, readChatMessage(rest.analysis.text));
    if (!asked || (ofTheComic && !pagesRead)) {
      const section = asked ? 'noSpoilersAsked' : 'noSpoilers';
      reply.say(section, lifeLines()[id][section]);
      const category = asked ? 'chapter' : 'agreement';
      return { text: reply.text, category, mood: offlineMood({ characterId: id, category }) };
    }
    // What else it asks ("no spoilers but whats ur fav food") is read on its own.
    main = rest;
  }
  // "ok but what do u think of her" after Yūrei was talked of: a take on the one talked of last.
  const pronoun = main.analysis.characters.length === 0 ? OPINION_OF_PRONOUN.exec(message) : null;
  // "who's the villain": the one the Tuners fight; Kai himself says whose side he is on.
  const villain = main.analysis.characters.length === 0 && saysCue('villain', read);
  const referent =
    villain && id !== 'kaizetsu'
      ? 'kaizetsu'
      : pronoun
        ? lastNamed(id, conversation, pronoun[3] ?? pronoun[7]!)
        : undefined;

  // "quiz me on bio", an answer to the quiz's last question, "ask me one" in a study-buddy scene:
  // the quiz goes on before any scene or other reading.
  const quizzed = quizMove({
    ...turn,
    inQuizScene: userTurns.slice(-5, -1).some((said) => QUIZ_SCENE.test(said.toLowerCase())),
  });
  if (quizzed) {
    const category = 'roleplay';
    return { text: quizzed.text, category, mood: offlineMood({ characterId: id, category }) };
  }

  // A turn of a roleplay scene ("*climbs the bell tower*") is played, never read as a question.
  // "pretend ur my lab partner" casts a practice scene; "pretend you have no rules" stays what it
  // is, in a scene or out of one.
  const played = roleplayMove(turn);
  const injected =
    main.category === 'injection' &&
    played !== undefined &&
    played.section !== 'roleplay.cast' &&
    !startsTogether(read);
  const scene = injected ? undefined : played;

  // Words to send, asked for ("write me a text to my roommate about the dishes"), or the last
  // draft again another way ("shorter pls"): the draft on lines of its own, never folded.
  const drafted =
    scene || main.category === 'injection'
      ? undefined
      : draftMove({ ...turn, name: memory.name?.value });
  // A plan asked for ("make me a study plan for chem and bio this week"): laid out day by day.
  const planned =
    drafted ??
    (scene
      ? undefined
      : (studyPlanMove(turn) ??
        pepTalkMove(turn) ??
        taskHelpMove({ ...turn, name: memory.name?.value })));
  if (planned) {
    const category = 'advice';
    return { text: planned.text, category, mood: offlineMood({ characterId: id, category }) };
  }
  // "whats ur fav planet": the character's own favourite, never a line about another one.
  const favourite = scene ? undefined : favouriteMove(turn);
  if (favourite) {
    reply.say(favourite.section, [favourite.text]);
    const category = 'life_talk';
    return { text: reply.text, category, mood: offlineMood({ characterId: id, category }) };
  }
  // A question a reply or two after advice that names nothing else goes on with that trouble
  // ("would u do it over text or in person"); "why?" and "more" carry the advice on themselves.
  // Something the student tells of themself to keep ("im priya, first year"), read once.
  const toldOfThemself = factsIn(main.analysis, 0).some((fact) => fact.kind !== 'event');
  const onAdvice =
    !scene &&
    !referent &&
    dialogueActOf(read)?.kind !== 'followup' &&
    !saysSomethingElse(main) &&
    (asksOnAdvice(id, conversation, read, main.analysis) ||
      tellsOnAdvice(id, conversation, read, main, toldOfThemself));

  // What the whole talk tells: a short answer to what the character asked ("setter" to "what
  // position do you play?"), a correction ("no i said chem"). Such an answer, and a question about
  // what the student told ("what do u know about my cat"), go to memory before any other move.
  const known = rememberTalk(memory, conversation);
  const toldNow = scene ? undefined : toldAt(memory, known, userTurns.length - 1);
  // "im on the track team", "my professor is dr kim": a detail told, and no trouble, is taken in.
  const detailTold =
    !main.analysis.question &&
    toldDetailsIn(message).length > 0 &&
    troubleToldIn(read) === undefined &&
    !TOLD_OVER.has(main.category);
  const memoryFirst =
    !scene && (toldNow !== undefined || detailTold || asksWhatIToldYou(message, () => undefined));
  // "ugh orgo tomorrow. im a chem major btw": what they told of themself beside something else is
  // taken in, in a few words, before the reply to the rest.
  const toldBeside = scene || memoryFirst ? undefined : toldInTurn(known, userTurns.length - 1);
  const takeInTold = (where: 'first' | 'beforeQuestion' = 'first') =>
    toldBeside !== undefined &&
    reply.sayBeside('inPassing', lifeLines()[id].memory.inPassing, { event: toldBeside }, where);
  // A trouble told, not asked about ("my roommate keeps eating my food", "didnt get the
  // internship"): heard as that trouble, with one question that lets the student go on.
  const heard =
    !scene &&
    !onAdvice &&
    !memoryFirst &&
    main.analysis.characters.length === 0 &&
    hearTroubleMove(turn);
  if (heard) {
    reply.add(heard.text);
    takeInTold('beforeQuestion');
    const category = 'listening';
    return { text: reply.text, category, mood: offlineMood({ characterId: id, category }) };
  }

  // A student venting who names nothing of the comic goes on being heard ("idk maybe im the
  // problem" is not a question about the story).
  const venting = previousSaid(id, conversation, PREVIOUS.tookInFeeling);
  const storyNamed = readStoryQuestion(read);
  const ventingOn =
    venting &&
    storyNamed.names.length === 0 &&
    storyNamed.storyTerms.length === 0 &&
    !storyNamed.saysStory;

  // A question about the comic ("who cut the cables??", "how did u find the form"): the line of
  // the character's own story that answers it, from the pages read; held back only when its words
  // belong to pages not read yet.
  if (
    !scene &&
    !onAdvice &&
    !memoryFirst &&
    !referent &&
    !villain &&
    !ventingOn &&
    !NOT_STORY_QUESTIONS.has(main.category) &&
    !(SOCIAL.has(main.category) && !message.includes('?')) &&
    // "i do robotics club! im priya": an introduction that asks nothing is not about the comic.
    !(!asksSomething(read) && toldOfThemself)
  ) {
    const story = storyAnswer({
      read,
      previous: userTurns.at(-2),
      afterStory: previousSaid(id, conversation, PREVIOUS.toldStory),
      recentPage: recentStoryPage(id, conversation),
      furthest,
      index: storyIndexFor(id),
      said: (text) => sentencesOf(text).some((sentence) => said.has(sentenceKey(sentence))),
      namedPage: main.analysis.pages.find((page) => typeof page === 'number'),
      asksWhatsNext: WHATS_NEXT.has(main.category),
    });
    // "hiii asahi!! ok so i just finished page 3": the hello is answered before the page.
    if (greeted && story) reply.say('greeting', memory.name ? bank.namedGreetings : bank.greetings);
    if (story?.kind === 'line') {
      reply.add(story.line.text);
      takeInTold();
      const category = 'chapter';
      const page = story.line.tells;
      return { text: reply.text, category, mood: offlineMood({ characterId: id, category, page }) };
    }
    if (story?.kind === 'ahead') {
      const insisted = previousSaid(id, conversation, PREVIOUS.spoilerGuard);
      if (!insisted) {
        reply.say('guard', bank.spoilerGuard, {
          values: { page: pageLabel(story.page) },
          upToPage: STORY.length,
        });
      } else {
        reply.say('insist', bank.spoilerInsist);
        reply.say(`retell-${story.page}`, bank.pages[story.page]!.retell, {
          upToPage: story.page + 1,
        });
      }
      const category = 'chapter';
      return {
        text: reply.text,
        category,
        mood: offlineMood({ characterId: id, category, guarded: !insisted }),
      };
    }
  }

  // A student venting goes on being heard: each new thing they tell gets a listening line.
  const listening =
    !scene &&
    !onAdvice &&
    !memoryFirst &&
    !NOT_VENTING.has(main.category) &&
    // A new feeling said plainly ("i feel so alone") gets that feeling's own line, but "like
    // nobody answered the gc" goes on telling the problem; "but what if she gets mad" is a worry
    // advice is for.
    !(feelingOf(main.category) && SAYS_I.test(main.analysis.folded.toLowerCase())) &&
    !saysCue('whatIf', read) &&
    !FAREWELL_CUE.test(main.analysis.folded.toLowerCase()) &&
    listeningMove({ ...turn, venting });
  if (listening) {
    reply.add(listening.text);
    takeInTold('beforeQuestion');
    const category = 'listening';
    return { text: reply.text, category, mood: offlineMood({ characterId: id, category }) };
  }

  // Everyday talk (packages/persona): a question about the character's own life, a follow-up on
  // what they just said, a reaction. A feeling said beside the question is acknowledged first.
  const everyday =
    scene ??
    (injected || onAdvice || memoryFirst
      ? undefined
      : everydayMove(turn, { stayOnTopic: !saysSomethingElse(main) }));
  if (everyday) {
    if (greeted && everyday.category !== 'roleplay') {
      reply.say('greeting', memory.name ? bank.namedGreetings : bank.greetings);
    }
    const felt = all.map((reading) => feelingOf(reading.category)).find(Boolean);
    if (felt && everyday.category === 'life_talk') {
      reply.say(`feeling-${felt}`, bank.feelings[felt], { about: topicWords(main.analysis) });
    }
    // A few replies after care the character answers, and asks nothing light back.
    const parts = afterCare ? everyday.parts.slice(0, 1) : everyday.parts;
    parts.forEach((part, index) => reply.say(`${everyday.section}.${index}`, part));
    if (everyday.category !== 'roleplay') takeInTold(felt ? 'beforeQuestion' : 'first');
    const category = everyday.category;
    return { text: reply.text, category, mood: offlineMood({ characterId: id, category }) };
  }

  // "why did that happen?" right after a page was held back asks nothing new: the page stays
  // held back (only asking for it again, or insisting, opens it).
  const held = guardedPage(id, conversation);
  const act = dialogueActOf(read);
  if (
    held !== undefined &&
    (act?.kind === 'followup'
      ? act.act !== 'more'
      : /^why\b/.test(main.analysis.folded.toLowerCase()))
  ) {
    reply.say('guard', bank.spoilerGuard, {
      values: { page: pageLabel(Math.min(held, STORY.length - 1)) },
      upToPage: STORY.length,
    });
    const category = 'chapter';
    return {
      text: reply.text,
      category,
      mood: offlineMood({ characterId: id, category, guarded: true }),
    };
  }

  // "why?", "more", "what do you mean" on a line of the banks: its section carries on.
  let carried: Category | undefined;
  if (act?.kind === 'followup') {
    const next = carryOn(id, conversation, act.act, said);
    if (next === 'continue') carried = 'continue';
    else if (
      (next && reply.say(`carry-${next.section}`, next.lines, { upToPage: next.upToPage })) ||
      // Nothing said just now carries on (a question, a greeting, a fact noted): a "why?" or a
      // "what do you mean" that can't be placed is asked back, never guessed at; "how does it
      // end?" with nothing before it is a question about the story.
      // "wait why?" to a question the character just asked: why it asked, and it may be let go.
      (next === undefined &&
        act.act !== 'more' &&
        turn.state.lastAsked &&
        reply.say('whyAsked', lifeLines()[id].whyAsked)) ||
      // "tell me more" to a line with no next beat and no story: that is all of it.
      (next === undefined &&
        act.act === 'more' &&
        conversation.length > 1 &&
        !previousSaid(id, conversation, PREVIOUS.toldStory) &&
        reply.say('ownMore', lifeLines()[id].ownMore)) ||
      (next === undefined &&
        conversation.length > 1 &&
        !STORY_CATEGORIES.has(main.category) &&
        reply.say('clarify', clarifyLines(id)))
    ) {
      return {
        text: reply.text,
        category: 'follow_up',
        mood: offlineMood({ characterId: id, category: 'follow_up' }),
      };
    }
  }

  let category: Category = onAdvice
    ? 'advice'
    : (carried ?? (answersQuestion(main, conversation) ? 'answer' : main.category));
  // "ok" to "what did I miss?" answers nothing; to "want to hear it?" it says yes.
  if (category === 'answer' && acknowledges(read) && asksOpen(turn.state.lastReply)) {
    category = 'very_short';
  }
  // "where am i from", "whats my dogs name", "what do u know about me": a question about what the
  // student told, whatever else its words lean to.
  // "where do i work" after "i work at the campus bookstore": what they said, in the second person.
  // "where do i even start" asks for help, not for what was told.
  // Looked for only when a recall is asked: it reads every earlier turn.
  let toldOnce: { value: string | undefined } | undefined;
  const told = () =>
    (toldOnce ??= {
      value: asksForAdvice(read) ? undefined : toldStatement(message, userTurns.slice(0, -1)),
    }).value;
  const recallAsked = !carried && !onAdvice && asksWhatIToldYou(message, told);
  if (recallAsked) category = 'memory_question';
  // "setter" to "what position do you play?", "no i said chem", or "im allergic to peanuts" read
  // as nothing else: taken in as what it tells.
  else if (
    !carried &&
    (toldNow !== undefined ||
      detailTold ||
      (TOLD_IN_PASSING.has(category) &&
        (toldDetailsIn(message).length > 0 ||
          // "second year, doing bio" to a question: an introduction, said back whole.
          allToldAt(known, userTurns.length - 1) !== undefined)))
  ) {
    category = 'memory_statement';
  }
  // "and kazeo?", "what about asahi" right after a take on someone: a take on the one named.
  if (
    !carried &&
    main.analysis.characters.length > 0 &&
    main.analysis.wordCount <= 5 &&
    previousSaid(id, conversation, PREVIOUS.opinion) &&
    /^(and|what about|how about|wbu|ok and|ok what about|but)\b/.test(
      main.analysis.folded.toLowerCase().trim(),
    )
  ) {
    category = 'opinion';
  }
  if (referent && !carried) category = 'opinion';
  if (villain && id === 'kaizetsu' && !carried) category = 'side';
  // "but what if she gets mad?" after advice or care for a feeling: more advice on the same thing.
  if (
    !carried &&
    saysCue('whatIf', read) &&
    // "what if i freeze up during my presentation": a worry advice on its topic is for.
    (previousSaid(id, conversation, PREVIOUS.advised) || adviceTopicInTalk([message]) !== undefined)
  ) {
    category = 'advice';
  }
  // "ok and what about cover letters" right after advice: advice on that, not the story.
  if (
    !carried &&
    saysCue('whatAbout', read) &&
    previousSaid(id, conversation, PREVIOUS.advised) &&
    adviceTopicInTalk([message]) !== undefined
  ) {
    category = 'advice';
  }
  // "my roommate keeps her bf over every night and i cant sleep, what do i do": a request for
  // advice on a topic gets that topic's advice, whatever feeling the classifier heard in it.
  if (
    !carried &&
    category !== 'advice' &&
    // "can u help me with my econ essay": help with the work itself, never writing it for them.
    category !== 'homework' &&
    !recallAsked &&
    !STORY_CATEGORIES.has(category) &&
    asksForAdvice(read) &&
    // "where do i even start" after "3 essays due friday": the topic said just before, or the
    // feeling the character just took in.
    (adviceTopicInTalk(userTurns) !== undefined ||
      previousSaid(id, conversation, PREVIOUS.tookInFeeling))
  ) {
    category = 'advice';
  }
  // "my friend is mad at me and idk why": nothing else read, but a problem advice is for.
  // "on weekends i go climbing with my roommate" names a topic and tells no trouble: no advice.
  if (category === 'not_understood' && troubleToldIn(read) !== undefined) {
    category = 'advice';
  }
  const analysis = main.analysis;
  /** What the mood follows besides the category: the page told, whom an opinion was about. */
  const moodOf: Omit<MoodContext, 'characterId' | 'category'> = {};

  const stated = factsIn(analyse(message), userTurns.length - 1);
  const values = factValues(memory);
  // "on weekends i usually go climbing with my roommate": not understood as anything asked, but
  // something told of themself: taken in.
  if (category === 'not_understood' && stated.some((fact) => fact.kind === 'event')) {
    category = 'memory_statement';
  }

  if (greeted && category !== 'greeting') {
    reply.say('greeting', memory.name ? bank.namedGreetings : bank.greetings);
  }

  const feeling = feelingOf(category);
  let asksBack = ASKS_BACK.has(category) && !analysis.question && !main.analysis.question;

  switch (category) {
    case 'greeting':
      if (!(memory.name && reply.say('greeting', bank.namedGreetings))) {
        reply.say('greeting', bank.greetings);
      }
      break;
    case 'farewell':
      // "brb", "gonna eat, back in 10": a pause, not a goodbye.
      if (saysCue('beRightBack', read)) reply.say('brb', lifeLines()[id].brb);
      // "gonna go cry in the library now lol bye": a hard feeling in it is met, not waved off.
      else if (HARD_LEAVING.test(read.text)) reply.say('hardGoodbye', lifeLines()[id].hardGoodbye);
      else reply.say('farewell', farewellsFor(bank.farewells, read.text));
      break;
    case 'thanks':
      reply.say('thanks', bank.thanks);
      // "thanks for listening, i should go study": thanked, and let go.
      if (FAREWELL_CUE.test(analysis.folded.toLowerCase())) {
        reply.say('farewell', farewellsFor(bank.farewells, read.text));
        asksBack = false;
      }
      break;
    case 'identity':
      reply.say('identity', bank.identity);
      break;
    case 'how_are_you':
      reply.say('how', bank.howAreYou);
      break;
    case 'doing_now':
      reply.say('doing', bank.doingNow);
      break;
    case 'likes':
      // "What's your favourite food?": a line about food, when there is one.
      reply.say('likes', bank.likes, { about: topicWords(analysis) });
      break;
    case 'dislikes':
      reply.say('dislikes', bank.dislikes, { about: topicWords(analysis) });
      break;
    case 'side':
      reply.say('side', bank.side);
      break;
    case 'opinion': {
      const named = referent ? [referent] : analysis.characters.filter((other) => other !== id);
      const about =
        named.length > 0
          ? named.slice(0, 2)
          : analysis.characters.includes(id) || /\byourself\b/i.test(message)
            ? [id]
            : [CLOSEST[id]];
      for (const other of about) reply.say(`opinion-${other}`, bank.opinions[other]);
      moodOf.about = about;
      break;
    }
    case 'chapter':
    case 'continue':
    case 'story_end':
    case 'spoiler_insist': {
      let page: number | 'none-such' | undefined;
      let insisted = false;
      if (category === 'spoiler_insist') {
        page = guardedPage(id, conversation);
        insisted = true;
      } else if (category === 'continue') {
        const last = lastRetoldPage(id, conversation);
        // "And then?" right after a page was held back asks for that page again.
        page = last === undefined ? guardedPage(id, conversation) : last + 1;
        // After the overview, the story starts at its beginning.
        if (page === undefined && previousSaid(id, conversation, /^storyOverview$/)) page = 0;
        if (
          page === STORY.length ||
          (last === undefined && previousSaid(id, conversation, /^storyEnd$/))
        ) {
          reply.say('end', bank.storyEnd, { upToPage: STORY.length });
          moodOf.storyEnd = true;
          break;
        }
      } else if (category === 'story_end') {
        page = STORY.length;
      } else {
        page = analysis.pages[0] ?? pageByTopic(message);
      }
      if (page === undefined) {
        reply.say('overview', bank.storyOverview);
        break;
      }
      if (page === 'none-such') {
        reply.say('overview', bank.storyOverview);
        reply.add('The comic has an Introduction, Chapters 1 to 9 and an Epilogue.');
        break;
      }
      // Asking twice for the same held-back page counts as insisting; "and then?" or "what
      // happens next" after it does not: that is no "just tell me".
      if (
        !insisted &&
        category !== 'continue' &&
        page !== STORY.length &&
        guardedPage(id, conversation) === page
      ) {
        insisted = true;
      }
      const pageNumber = Math.min(page, STORY.length - 1) + 1;
      if (pageNumber > furthest && !insisted) {
        reply.say('guard', bank.spoilerGuard, {
          values: { page: pageLabel(pageNumber - 1) },
          upToPage: STORY.length,
        });
        category = 'chapter';
        asksBack = false;
        moodOf.guarded = true;
        break;
      }
      if (insisted && pageNumber > furthest) reply.say('insist', bank.spoilerInsist);
      if (page === STORY.length) {
        reply.say('end', bank.storyEnd, { upToPage: STORY.length });
        moodOf.storyEnd = true;
        break;
      }
      const upToPage = Math.max(furthest, pageNumber);
      const pageLines = bank.pages[page]!;
      reply.say(`retell-${page}`, pageLines.retell, { upToPage });
      reply.say(`feeling-${page}`, pageLines.feeling, { upToPage });
      moodOf.page = page;
      break;
    }
    case 'story_overview':
      reply.say('overview', bank.storyOverview);
      break;
    case 'memory_statement': {
      const fact = stated[0];
      // "im priya, junior, cs major, from houston": the introduction said back whole.
      const introduced = allToldAt(known, userTurns.length - 1);
      if (
        introduced &&
        reply.say('told', lifeLines()[id].memory.noted, { values: { event: introduced } })
      ) {
        break;
      }
      // An answer or a correction, or a detail told ("my sisters name is maya"): said back.
      const detail = toldNow ?? toldDetailsIn(message)[0]?.said;
      if (
        detail !== undefined &&
        (toldNow !== undefined || !fact || ['event', 'like', 'dislike'].includes(fact.kind)) &&
        reply.say('told', lifeLines()[id].memory.noted, { values: { event: detail } })
      ) {
        break;
      }
      if (fact?.kind === 'event' && troubleToldIn(read) === undefined) {
        // "i have a twin sister": kept, and taken in without being said back.
        reply.say('factNoted', lifeLines()[id].factNoted);
      } else if (fact) {
        reply.say(`ack-${fact.kind}`, bank.factAcks[fact.kind], {
          values: { [fact.kind]: fact.value },
        });
      } else {
        // "my roommate is so loud": a problem told, heard. "i think im gonna drop out lol":
        // nothing about themself that the engine can keep, and no reading to trust: asked back,
        // never agreed with.
        if (adviceTopicInTalk([message]) !== undefined) {
          reply.say('listening.hear', lifeLines()[id].listening.hear);
          asksBack = false;
        } else {
          reply.say('unclear', bank.notUnderstood);
        }
      }
      break;
    }
    case 'memory_question': {
      const memory = known;
      const askedOf = askedDetailIn(message);
      // "whats my minor", "where do i work again": the detail told, said back as "you".
      const detail = askedOf && detailFor(memory, askedOf);
      if (detail) {
        const event = detail.said ?? detail.value;
        if (reply.say('recall-told', lifeLines()[id].memory.recalled, { values: { event } })) break;
      }
      // "what do u know about me": a few things told, in one sentence.
      const summary =
        !askedOf && ABOUT_ME.test(fold(message).toLowerCase()) ? summaryOf(memory) : undefined;
      if (summary) {
        const values = { event: summary };
        if (reply.say('recall-summary', lifeLines()[id].memory.summary, { values })) break;
      }
      const kinds = recallKinds(message);
      // Asked for something no kind of fact holds ("what sport do i play"), or one not kept as a
      // fact ("how old is my brother"): the sentence they said it in.
      const toldIt = kinds.some((kind) => recalled(memory, kind) !== undefined)
        ? undefined
        : told();
      // "whats my roommates name" after "my roommate is so annoying": no name was told; "where did
      // i say i grew up" after "my roommate is called dana": no hometown was, whatever was said.
      const specific = kinds.filter((kind) => !LOOSE_KINDS.has(kind));
      const fits =
        (!askedOf?.key.endsWith(' name') || (toldIt && /\b(named|called|name)\b/.test(toldIt))) &&
        (specific.length === 0 ||
          (toldIt !== undefined &&
            specific.some((kind) => toldOfKind(kind, toldIt.toLowerCase()))));
      if (toldIt && fits) {
        if (reply.say('recall-event', bank.recall.event, { values: { event: toldIt } })) break;
      }
      // "where did i say i grew up" asks for a hometown; its "say" asks for no event beside it.
      const asked =
        kinds.length > 0
          ? (specific.length > 0 ? specific : kinds).slice(0, 2)
          : askedOf
            ? []
            : (['name', 'major', 'year', 'hometown', 'like', 'pet'] as const)
                .filter((kind) => recalled(memory, kind) !== undefined)
                .slice(0, 3);
      let toldCount = 0;
      for (const kind of asked) {
        const fact = recalled(memory, kind);
        if (!fact) continue;
        if (reply.say(`recall-${kind}`, bank.recall[kind], { values: { [kind]: fact.value } })) {
          toldCount += 1;
        }
      }
      if (toldCount === 0) {
        // Never a guess and never the question said back: what was asked, not told yet.
        if (!(
          askedOf &&
          reply.say('unknown', lifeLines()[id].memory.notTold, {
            values: { event: askedOf.label },
          })
        )) {
          reply.say('unknown', bank.recallUnknown);
        }
        moodOf.forgot = true;
      }
      break;
    }
    case 'advice':
      // "if coach doesnt play me saturday im gonna lose my mind" reads like advice and asks for
      // none, and names no trouble advice is written for: heard, not advised on an older trouble.
      if (
        !onAdvice &&
        !asksSomething(read) &&
        !asksForAdvice(read) &&
        !saysCue('whatIf', read) &&
        adviceTopicInTalk(userTurns.slice(-1)) === undefined &&
        reply.say('hear', lifeLines()[id].listening.hear)
      ) {
        break;
      }
      if (
        !sayTopicAdvice(reply, id, conversation, userTurns, {
          onAdvice,
          asksWorry: saysCue('whatIf', read),
        })
      ) {
        // No topic's own advice was written for this: a general line, never another topic's
        // ("Roommate drama?" to shin splints).
        reply.say('advice', generalAdvice(id), { about: adviceTopic(analysis, userTurns) });
      }
      break;
    case 'joke_request':
      reply.say('joke', bank.jokes);
      break;
    case 'user_joke':
      reply.say('laugh', bank.laughs);
      break;
    case 'compliment':
      reply.say('compliment', bank.compliments);
      break;
    case 'insult':
      reply.say('insult', bank.insults);
      break;
    case 'off_topic':
      reply.say('off', bank.offTopic);
      break;
    case 'homework':
      reply.say('homework', bank.homework);
      break;
    case 'are_you_ai':
      reply.say('ai', bank.aiHonest);
      break;
    case 'injection':
      reply.say('injection', bank.injection);
      break;
    case 'romance':
      reply.say('romance', bank.romance);
      break;
    case 'campus':
      reply.say('campus', bank.campus, { about: topicWords(analysis) });
      break;
    case 'answer':
      reply.say('answer', bank.answers);
      break;
    case 'agreement': {
      const answer = answerOf(message);
      reply.say(answer, bank[answer]);
      break;
    }
    case 'other_language':
      reply.say('language', bank.otherLanguage);
      break;
    case 'very_short':
      reply.say('short', bank.shortReplies);
      break;
    case 'not_understood':
      // "nm just chillin, kinda bored ngl" asks nothing: taken in, and a question carries on.
      if (asksSomething(read) || analysis.question) reply.say('unclear', bank.notUnderstood);
      else if (reply.say('offhand', lifeLines()[id].offhand)) asksBack = true;
      break;
    default:
      if (feeling) {
        reply.say(`feeling-${feeling}`, bank.feelings[feeling], { about: topicWords(analysis) });
        asksBack = false;
      }
  }

  // A fact told in passing ("I'm Sam, what's chapter 3 about?") is still acknowledged.
  const fact = stated.find((entry) => entry.kind !== 'event');
  const acked =
    category !== 'memory_statement' &&
    !feeling &&
    fact !== undefined &&
    reply.say(`ack-${fact.kind}`, bank.factAcks[fact.kind], {
      values: { [fact.kind]: fact.value },
    });
  // Told beside a feeling or a request for advice: a few words first, the rest answered.
  if (!acked && !['memory_statement', 'memory_question', 'crisis'].includes(category)) {
    takeInTold(feeling ? 'beforeQuestion' : 'first');
  }

  // Bring back something the student said a while ago, now and then.
  const callbackMoments: Category[] = ['how_are_you', 'agreement', 'very_short', 'greeting'];
  if (
    callbackMoments.includes(category) &&
    userTurns.length >= 3 &&
    !afterCare &&
    !recentCallback(id, conversation)
  ) {
    // Only what the student said in this chat (the profile is known, not "something you told
    // me"), and a while ago: what they said a turn or two back is still being talked about.
    const told = (fact: Fact | undefined) =>
      fact && fact.turn >= 0 && userTurns.length - 1 - fact.turn >= CALLBACK_AFTER_TURNS
        ? fact.value
        : undefined;
    const older: Partial<Record<Placeholder, string>> = {
      name: values.name,
      major: told(memory.major),
      college: told(memory.college),
      year: told(memory.year),
      like: told(memory.likes.at(-1)),
      dislike: told(memory.dislikes.at(-1)),
      event: told(memory.events.at(-1)),
    };
    // Each thing the student said is brought back once, not every few turns.
    const earlier = conversation
      .filter((turn) => turn.role === 'assistant')
      .map((turn) => turn.content.toLowerCase());
    for (const key of ['event', 'major', 'like', 'dislike'] as const) {
      const value = older[key];
      if (value && earlier.some((text) => text.includes(value.toLowerCase())))
        older[key] = undefined;
    }
    const { name: _name, ...facts } = older;
    if (Object.values(facts).some(Boolean)) {
      const before = reply.parts.length;
      // "My midterm is tomorrow" has not happened yet: not "how did that go?".
      const upcoming = older.event !== undefined && UPCOMING.test(older.event);
      reply.say(
        'callback',
        upcoming
          ? bank.callbacks.filter((line) => !ASKS_OUTCOME.test(lineText(line)))
          : bank.callbacks,
        { values: older },
      );
      if (reply.parts.length > before) asksBack = false;
    }
  }

  // A few replies after care, no light question ("what's your favourite snack?") over it.
  if (afterCare) asksBack = false;
  if (asksBack && !reply.text.endsWith('?') && hash(`${seed}|ask`) % 4 !== 0) {
    reply.say(
      'question',
      bank.questions.filter((line) => !asksKnownFact(lineText(line), memory)),
    );
  }
  if (reply.parts.length === 0) {
    reply.say('unclear', bank.notUnderstood);
    moodOf.unclear = true;
  }
  return {
    text: reply.text,
    category,
    mood: offlineMood({ characterId: id, category, ...moodOf }),
  };
}

/** How many of the student's turns ago a fact must have been told to be brought back. */
const CALLBACK_AFTER_TURNS = 3;

/** An event still ahead of the student ("my midterm is tomorrow", "interview on friday"). */
const UPCOMING =
  /\b(tomorrow|tonight|later today|soon|upcoming|coming up|next (week|month|semester|term|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (weekend|week|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (a|an|\d+|two|three|a few) (hours?|days?|weeks?)|(i'?m|i am|we'?re) (going to|gonna|about to)|i have to|i'?ve got to|i'?ll)\b/i;

/** Callback lines that ask how something turned out, as if it were over. */
const ASKS_OUTCOME =
  /how('?d| did) (that|it) (go|turn out)|how it turned out|did it get better|today was lighter/i;

/**
 * What the classifier makes of a short answer it has no context for: "night owl for sure" read as a
 * goodbye, "probably pizza" as one, "dogs" as a very short reply, "the library" as a question about
 * who the character is. After the character asked something, these are the student's answer.
 */
const MISREAD_ANSWERS = new Set<Category>([
  'farewell',
  'very_short',
  'identity',
  'how_are_you',
  'doing_now',
  'likes',
  'dislikes',
  'side',
  'story_overview',
  'story_end',
  'campus',
  'off_topic',
  'not_understood',
]);

/** Words of a request about the saga ("tell me the story", "and the comic?"): never an answer. */
const ABOUT_THE_STORY =
  /\b(story|comic|saga|chapter|page|plot|read|reading|tell me|what happens|and then|next)\b/;

/** Words a question about the ending or what comes after has ("how does it end", "is there more"). */
const STORY_END_CUE =
  /\b(end|ends|ending|endings|ended|final|finally|last|over|after|afterwards|next|sequel|season|seasons|eventually|outcome|wrap|wraps|survive|survives|forgive|forgives|ever (forgive|forgives|win|wins|come back|get back|make up|end)|more|continue|continues|coming back|come back|rematch|turn out|turns out|future|later)\b/;

/** Words a goodbye has; without one, a message the classifier reads as a goodbye is not one. */
export const FAREWELL_CUE =
  /\b(by+e+|goodbye|good ?night|gnight|gnite|nighty ?night|(?<!\b(every|last|all|each|one|the|a|that|this|per|at|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|date|game|movie|party|late) )night(?! (owls?|person|people|shift|class(es)?|runs?|time|life|market|sky|lights?)\b)|gn|see (ya|you|u)|later|gtg|(got|gotta|have|need|should|going|gonna|time) (to )?(probably )?(go|run|dip|head)|cya|ttyl|peace|(heading|head|signing|logging|log) (out|off|to)|off to|talk (soon|to you)|catch (you|ya)|until next time|farewell|adios|take care|sleep well|(going|heading) to (sleep|bed)|(gonna|going to|about to|off to|time to|time for) (sleep|bed|crash|pass out)|(i will|ill|i'?ll) let (you|u|ya) go|(that'?s|thats) (all|it) for (today|tonight|now)|(done|finished) for (tonight|today|the day|the night|now)|i'?m (out|off)|be back|brb|be right back|talk (tomorrow|tmrw|later))\b/;

/** A scene the student set for a quiz: "pretend ur my study buddy", "be my tutor". */
const QUIZ_SCENE = /\b(study buddy|study partner|quiz master|examiner|tutor)\b/;

/** A goodbye that carries a hard feeling: crying, a bad day, dreading what comes next. */
const HARD_LEAVING =
  /\b(cry|crying|sob|sobbing|rough day|bad day|worst day|awful day|hate my life|dreading|so sad|feel (like )?(crap|shit|awful|terrible)|breakdown|break down|rot in bed|trauma)\b/;

/** Words that only ever say the student is leaving now (no "later", "night" or "peace" alone). */
const LEAVING =
  /\b(bye+|goodbye|good ?night|gn|see (ya|you|u)( (later|tmrw|tomorrow|soon|around))?[.!]*$|gtg|got to go|gotta (go|run|dip|bounce)|have to go|need to go|ttyl|talk (to you )?(later|soon|tmrw|tomorrow)|(gonna|going to|about to|off to|time to|time for) (sleep|bed|crash)|(i will|ill|i'?ll) let (you|u|ya) go|(that'?s|thats) (all|it) for (today|tonight|now)|(done|finished) for (tonight|today|the day|the night|now)|logging off|signing off|heading out)\b/;

/** A word said to keep talking, not to answer anything. */
const FILLER =
  /^(ok|okay|k+|lol|lmao|ha(ha)*|hm+|yeah|yea|yes|yep|yup|no|nah|nope|sure|cool|nice|idk|same|true|what|huh|wow|oh|ah|mhm|bruh|fr|bet|damn|omg|wait)$/;

/**
 * Whether `reading` is the student's short answer to the question the character's last reply
 * ended with, rather than what the classifier took it for.
 */
function answersQuestion(reading: Reading, conversation: readonly LlmMessage[]): boolean {
  const previous = conversation.slice(0, -1).findLast((turn) => turn.role === 'assistant');
  if (!previous || !/\?\s*$/.test(previous.content)) return false;
  const { analysis, category, classification } = reading;
  const text = analysis.folded.toLowerCase().trim();
  if (FAREWELL_CUE.test(text) || STRETCHED_FAREWELL.test(text)) return false;
  // "Dogs for sure" to "cats or dogs?" is a choice made, not a yes: after an open question, a
  // "yes" with words of its own is the answer.
  const lastAsked = (sentencesOf(previous.content).at(-1) ?? '').toLowerCase();
  if (category === 'agreement' && OPEN_QUESTION.test(lastAsked) && hasContent(analysis)) {
    return true;
  }
  // The classifier's own first reading counts too: a goodbye without a goodbye word fell back to
  // its second guess.
  const misread =
    MISREAD_ANSWERS.has(category) ||
    (classification !== undefined && MISREAD_ANSWERS.has(classification.intent)) ||
    // "the gym": read as a page by its topic ("the festival part"), but no page is about it.
    (category === 'chapter' &&
      analysis.pages.length === 0 &&
      pageByTopic(analysis.text) === undefined);
  if (!misread || analysis.wordCount > 8) return false;
  if (opensAsQuestion(analysis) || (analysis.question && analysis.wordCount > 3)) return false;
  // "hbu, how r u": a question in a later clause asks too.
  if (asksSomething(readChatMessage(analysis.text))) return false;
  if (ABOUT_THE_STORY.test(text)) return false;
  // One word answers only when it has content: "dogs", "biology", not "ok", "lol" or "hmm".
  return analysis.wordCount > 1 || hasContent(analysis);
}

/** A question that asks for more than a yes or a no: a wh-word, or a choice ("cats or dogs?"). */
const OPEN_QUESTION = /\b(what|which|who|where|how|why|when|whose)\b|\bor\b/;

/** Whether a message holds a word of substance, not only yes, no, fillers and small words. */
function hasContent(analysis: Analysis): boolean {
  return analysis.tokens.some(
    (token) =>
      token.type === 'word' &&
      !token.stopWord &&
      !FILLER.test(token.normal) &&
      /^(NOUN|PROPN|ADJ|VERB|NUM)$/.test(token.pos),
  );
}

/** Whether one of the last three replies already brought something back. */
function recentCallback(id: CharacterId, conversation: readonly LlmMessage[]): boolean {
  return conversation
    .slice(0, -1)
    .filter((turn) => turn.role === 'assistant')
    .slice(-3)
    .some((turn) => sectionsOf(id, turn.content).includes('callbacks'));
}

/** For tests and the evaluation: the classifier's reading of a message. */
export function readMessage(
  text: string,
  self: CharacterId,
): { category: Category; analysis: Analysis } {
  const { main } = understand(text, self);
  return { category: main.category, analysis: main.analysis };
}
