import { characterCards, STORY_LORE, type CharacterCard } from '@tuning/shared/characters/cards';
import { CHARACTERS, isCharacterId, type CharacterId } from '@tuning/shared/saga/characters';
import { STORY } from '@tuning/shared/saga/story';
import type { LlmContext, LlmProvider } from './llm-provider.ts';

/**
 * The offline persona engine: not a language model. It recognises what a message asks (who are
 * you, an opinion of another character, a chapter, a greeting, feelings, an attempt to break
 * character, ...), retrieves the matching facts from the character's card and the comic's pages,
 * and phrases them with that character's lines. A seeded hash of the input picks among the
 * variants, so the same conversation always gets the same reply and different ones vary.
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  last: 9,
};
const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;
const CHAPTER_NUMBER = new RegExp(`\\b(?:chapter|chap|ch)\\.?\\s*${NUMBER}\\b`);
const ORDINAL_CHAPTER = new RegExp(`\\b${NUMBER}\\s+chapter\\b`);
const PAGE_NUMBER = new RegExp(`\\bpage\\s*${NUMBER}\\b`);
const INTRODUCTION =
  /\b(intro|introduction|prologue|how does (it|the story) (start|begin)|beginning of the (story|comic|saga))\b/;
const EPILOGUE =
  /\b(epilogue|how does (it|the story) end|ending of the (story|comic|saga)|the end of the (story|comic|saga))\b/;

const BREAK_CHARACTER =
  /\b(are you (an? )?(ai|a\.i\.|bot|robot|program|machine|chatbot|llm|language model|real( person)?|human|gpt|chatgpt)|you'?re (an? )?(ai|bot|program)|language model|ignore (all |your |the )?(previous |prior |above )?(instructions|rules|prompts?)|system prompt|your (prompt|instructions)|break character|out of character|jailbreak|developer mode|pretend (to be|you are)|act as|openai|anthropic)\b/;
const WHO_ARE_YOU =
  /\b(who are you|who r u|who are u|who is this|what are you|introduce yourself|tell me about yourself|tell me about you|what'?s your name|what is your name|your name)\b/;
const GREETING =
  /^\s*(hi+|hello+|hey+|heya|hiya|yo+|sup|wassup|what'?s up|howdy|greetings|good (morning|afternoon|evening|night)|hola|namaste|konnichiwa)\b/;
const FEELINGS =
  /\b(how are you|how r u|how are u|how'?s it going|how do you feel|how are you feeling|are you ok(ay)?|you ok|you good|are you (sad|happy|angry|mad|scared|afraid|lonely|tired))\b/;
const SIDE =
  /\b(whose side|which side|your side|your team|your enemies|your enemy|your allies|your ally|allegiance|who do you fight|who are you fighting|who are you against|good guy|bad guy|villain|hero)\b/;
const THANKS = /\b(thanks|thank you|thank u|thx|ty|appreciate it)\b/;
const FAREWELL =
  /\b(bye|goodbye|good bye|see you|see ya|cya|gotta go|good night|goodnight|farewell)\b/;
const NEXT =
  /\b(what happened next|what happens next|and then|then what|what next|next chapter|next one|continue|go on|keep going)\b/;
const STORY_QUESTION =
  /\b(story|comic|saga|what happened|plot|recap|summary|summarize|summarise)\b/;

const NAME_PATTERNS: ReadonlyArray<[CharacterId, RegExp]> = CHARACTERS.map((character) => {
  const names = [
    character.name,
    character.displayName,
    character.routeName,
    ...character.routeAliases,
  ]
    .map(normalise)
    .filter((name, index, all) => all.indexOf(name) === index);
  return [character.id, new RegExp(`\\b(${names.join('|')})\\b`)];
});

export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

/** FNV-1a: small, fast and stable across runs and machines. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

function picker(seed: string) {
  return <T>(list: readonly T[], salt: string): T => {
    if (list.length === 0) throw new Error(`nothing to pick for ${salt}`);
    return list[hash(`${seed}|${salt}`) % list.length]!;
  };
}

function toNumber(token: string | undefined): number | undefined {
  if (!token) return undefined;
  return /^\d+$/.test(token) ? Number(token) : NUMBER_WORDS[token];
}

/** The page (0 = Introduction … 10 = Epilogue) a message asks about, or 'none-such'. */
export function detectPage(text: string): number | 'none-such' | undefined {
  const chapter = toNumber(CHAPTER_NUMBER.exec(text)?.[1] ?? ORDINAL_CHAPTER.exec(text)?.[1]);
  if (chapter !== undefined) {
    return chapter >= 1 && chapter <= STORY.length - 2 ? chapter : 'none-such';
  }
  const page = toNumber(PAGE_NUMBER.exec(text)?.[1]);
  if (page !== undefined) return page >= 1 && page <= STORY.length ? page - 1 : 'none-such';
  if (INTRODUCTION.test(text)) return 0;
  if (EPILOGUE.test(text)) return STORY.length - 1;
  return undefined;
}

export function mentionedCharacters(text: string): CharacterId[] {
  return NAME_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([id]) => id);
}

function topicWord(text: string): string | undefined {
  const words = text.match(/[\p{L}\p{N}'-]{4,24}/gu) ?? [];
  return [...words].sort((a, b) => b.length - a.length)[0];
}

/** Composes one reply from the card: the engine's whole "thinking". */
export function composeReply(
  card: CharacterCard,
  message: string,
  turnCount = 0,
  previousReply = '',
): string {
  const text = normalise(message);
  const pick = picker(`${card.id}|${text.trim()}|${turnCount}`);
  const voice = card.voice;
  const parts: string[] = [];
  // Never ask back the question the last reply already asked.
  const fresh = voice.questionsBack.filter((question) => !previousReply.includes(question));
  const ask = () => parts.push(pick(fresh.length > 0 ? fresh : voice.questionsBack, 'question'));
  const lastPage = STORY.findLastIndex((page) => previousReply.includes(`"${page.title}"`));

  if (BREAK_CHARACTER.test(text)) {
    parts.push(pick(voice.refusals, 'refusal'));
    if (hash(`${text}|q`) % 2 === 0) ask();
    return parts.join(' ');
  }

  const greeted = GREETING.test(text);
  const rest = text.replace(GREETING, '').replace(/^[\s,!.]+/, '');
  if (greeted) parts.push(pick(voice.greetings, 'greeting'));
  const subject = greeted ? rest : text;

  const page = detectPage(subject);
  const mentioned = mentionedCharacters(subject);
  const others = mentioned.filter((id) => id !== card.id);
  const aboutSelf =
    /\b(think|opinion|feel) (of|about) yourself\b/.test(subject) ||
    (mentioned.includes(card.id) && /\b(think|opinion|feel|about)\b/.test(subject));

  if (page === 'none-such') {
    parts.push(
      withLead(
        pick(voice.interjections, 'lead'),
        "There's no such chapter. The story has an Introduction, Chapters 1 to 9 and an Epilogue.",
      ),
    );
    ask();
  } else if (page !== undefined) {
    parts.push(retellPage(card, page, pick));
  } else if (lastPage !== -1 && NEXT.test(subject)) {
    if (lastPage + 1 < STORY.length) {
      parts.push(retellPage(card, lastPage + 1, pick));
    } else {
      parts.push(
        withLead(
          pick(voice.interjections, 'lead'),
          'That was the Epilogue. The story stops there, but the rivalry is far from over.',
        ),
      );
      ask();
    }
  } else if (WHO_ARE_YOU.test(subject)) {
    parts.push(pick(voice.selfIntro, 'self'));
    const character = CHARACTERS.find((entry) => entry.id === card.id);
    if (character) parts.push(`(${character.persona})`);
    ask();
  } else if (others.length > 0) {
    for (const other of others.slice(0, 2)) {
      parts.push(pick(voice.opinions[other], `opinion-${other}`));
    }
    if (others.length === 1) ask();
  } else if (aboutSelf) {
    parts.push(pick(voice.opinions[card.id], 'self-view'));
    ask();
  } else if (SIDE.test(subject)) {
    parts.push(pick(voice.sides, 'side'));
    ask();
  } else if (FEELINGS.test(subject)) {
    parts.push(pick(voice.feelings, 'feeling'));
    ask();
  } else if (THANKS.test(subject)) {
    parts.push(pick(voice.thanks, 'thanks'));
    ask();
  } else if (FAREWELL.test(subject)) {
    parts.push(pick(voice.farewells, 'farewell'));
  } else {
    const topic = STORY_LORE.find((entry) =>
      entry.keys.some((key) => new RegExp(`\\b${escape(normalise(key))}\\b`).test(subject)),
    );
    if (topic?.page !== undefined) {
      parts.push(retellPage(card, topic.page - 1, pick));
    } else if (STORY_QUESTION.test(subject)) {
      parts.push(retellPage(card, hash(subject) % STORY.length, pick));
      parts.push(`Ask me about any chapter, from the Introduction to the Epilogue.`);
    } else if (!greeted || rest.trim().length > 0) {
      const word = topicWord(message);
      parts.push(
        word
          ? `${pick(voice.interjections, 'lead')} "${word}"? ${pick(voice.deflections, 'deflect')}`
          : pick(voice.deflections, 'deflect'),
      );
      const other = pick(
        CHARACTERS.filter((entry) => entry.id !== card.id),
        'hook',
      );
      parts.push(pick(voice.opinions[other.id], `hook-${other.id}`));
      ask();
    } else {
      ask();
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** "Dude," + "There's..." reads "Dude, there's..."; "Hm." + "There's..." keeps the capital. */
function withLead(lead: string, sentence: string): string {
  return lead.endsWith(',')
    ? `${lead} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`
    : `${lead} ${sentence}`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function retellPage(
  card: CharacterCard,
  index: number,
  pick: <T>(list: readonly T[], salt: string) => T,
): string {
  const page = STORY[index]!;
  const lead = pick(card.voice.chapterLeads, `chapter-lead-${index}`).replace(
    '{title}',
    page.title,
  );
  const label = page.label === page.title ? '' : `${page.label}. `;
  return `${lead} ${label}${page.summary} ${pick(card.voice.chapterReactions, `reaction-${index}`)}`;
}

function lastContent(context: LlmContext, role: 'user' | 'assistant'): string {
  return context.messages.findLast((message) => message.role === role)?.content ?? '';
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export function createOfflinePersonaEngine(options: { wordDelayMs?: number } = {}): LlmProvider {
  const wordDelayMs = options.wordDelayMs ?? 0;
  const replyTo = (context: LlmContext): string => {
    if (!isCharacterId(context.characterId)) throw new Error('unknown character');
    const card = characterCards[context.characterId];
    return composeReply(
      card,
      lastContent(context, 'user'),
      context.messages.length - 1,
      lastContent(context, 'assistant'),
    );
  };
  return {
    name: 'offline-persona-engine',
    async reply(context) {
      return replyTo(context);
    },
    async *stream(context, signal) {
      const words = replyTo(context).match(/\S+\s*/g) ?? [];
      for (const word of words) {
        if (signal.aborted) return;
        yield word;
        await sleep(wordDelayMs, signal);
      }
    },
  };
}
