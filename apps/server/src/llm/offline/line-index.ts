import { CHARACTER_LINES, lineText } from './lines/index.ts';
import type { CharacterLines, Line } from './lines/types.ts';
import type { CharacterId } from '@tuning/shared/saga/characters';
import { LIFE_TOPICS, lifeLines, REACTIONS } from '@tuning/persona/content/life-lines';
import { aftercareLines } from '@tuning/persona/content/aftercare-lines';
import { ADVICE_PARTS, ADVICE_TOPICS, adviceLines } from '@tuning/persona/content/advice-lines';
import { roleplayLines } from '@tuning/persona/content/roleplay-lines';
import { selfWorthLines } from '@tuning/persona/understand/self-worth';

/**
 * Which section of a character's bank a sentence comes from: how the engine knows which page it
 * retold last ("and then?"), whether a callback was made lately, and how the evaluation judges
 * whether a reply answered what was asked. The content of `@tuning/persona` is indexed too, as
 * `life.<topic>.<part>`, `advice.<topic>.<part>`, `hear.<topic>`, `reactions.<kind>`, `clarify`, `listening.<part>`, `selfWorth`, `roleplay.<part>` (`roleplay.reactions.<kind>` too) and
 * `aftercare.<part>`.
 */

/** The lines `@tuning/persona` says for a character, with their section paths. */
export function personaEntries(id: CharacterId): Array<{ section: string; line: Line }> {
  const life = lifeLines()[id];
  const scene = roleplayLines()[id];
  const aftercare = aftercareLines()[id];
  const advice = adviceLines()[id];
  return [
    ...LIFE_TOPICS.flatMap((topic) =>
      life.topics[topic].flatMap((entry) =>
        (['says', 'why', 'more', 'asks'] as const).map((part) => ({
          section: `life.${topic}.${part}`,
          line: entry[part],
        })),
      ),
    ),
    ...ADVICE_TOPICS.flatMap((topic) =>
      advice.hear[topic].map((line) => ({ section: `hear.${topic}`, line })),
    ),
    ...ADVICE_TOPICS.flatMap((topic) =>
      advice.topics[topic].flatMap((entry) =>
        ADVICE_PARTS.map((part) => ({ section: `advice.${topic}.${part}`, line: entry[part] })),
      ),
    ),
    ...REACTIONS.flatMap((kind) =>
      life.reactions[kind].map((line) => ({ section: `reactions.${kind}`, line })),
    ),
    ...life.clarify.map((line) => ({ section: 'clarify', line })),
    ...life.adviceTaken.map((line) => ({ section: 'adviceTaken', line })),
    ...life.brb.map((line) => ({ section: 'brb', line })),
    ...life.ownWhy.map((line) => ({ section: 'ownWhy', line })),
    ...life.whyAsked.map((line) => ({ section: 'whyAsked', line })),
    ...life.ownMore.map((line) => ({ section: 'ownMore', line })),
    ...life.factNoted.map((line) => ({ section: 'factNoted', line })),
    ...life.memory.noted.map((line) => ({ section: 'factAcks.told', line })),
    ...life.memory.recalled.map((line) => ({ section: 'recall.told', line })),
    ...life.memory.summary.map((line) => ({ section: 'recall.summary', line })),
    ...life.memory.notTold.map((line) => ({ section: 'recall.notTold', line })),
    ...life.jokeExplained.map((line) => ({ section: 'jokeExplained', line })),
    ...life.dramatic.map((line) => ({ section: 'dramatic', line })),
    ...life.offhand.map((line) => ({ section: 'offhand', line })),
    ...(['hear', 'stuck'] as const).flatMap((part) =>
      life.listening[part].map((line) => ({ section: `listening.${part}`, line })),
    ),
    ...selfWorthLines(id).map((line) => ({ section: 'selfWorth', line })),
    ...(
      ['enter', 'cast', 'beats', 'exit', 'welcome', 'settle', 'about', 'resume'] as const
    ).flatMap((part) => scene[part].map((line) => ({ section: `roleplay.${part}`, line }))),
    ...Object.values(scene.asked)
      .flat()
      .map((line) => ({
        section: 'roleplay.asked',
        line,
      })),
    // A beat that fits any place is a beat.
    ...scene.moves.map((line) => ({ section: 'roleplay.beats', line })),
    ...(['role', 'roles', 'situation'] as const).flatMap((part) =>
      scene.setup[part].map((line) => ({ section: `roleplay.setup.${part}`, line })),
    ),
    ...(['reactions', 'answers'] as const).flatMap((part) =>
      Object.entries(scene[part]).flatMap(([kind, lines]) =>
        lines.map((line) => ({ section: `roleplay.${part}.${kind}`, line })),
      ),
    ),
    ...(
      [
        'ask',
        'stay',
        'brief',
        'eased',
        'again',
        'reached',
        'planned',
        'misread',
        'change',
        'unsure',
        'checkIn',
        'checkInOk',
        'leaving',
        'option',
        'words',
        'wordsTo988',
        'barrier',
      ] as const
    ).flatMap((part) => aftercare[part].map((line) => ({ section: `aftercare.${part}`, line }))),
  ];
}

/** Every line of a bank with its section path: `greetings`, `pages.3.retell`, `feelings.sad`, … */
export function bankEntries(bank: CharacterLines): Array<{ section: string; line: Line }> {
  const out: Array<{ section: string; line: Line }> = [];
  for (const [section, value] of Object.entries(bank) as Array<[string, unknown]>) {
    if (section === 'pages') {
      (value as CharacterLines['pages']).forEach((page, index) => {
        for (const line of page.retell) out.push({ section: `pages.${index}.retell`, line });
        for (const line of page.feeling) out.push({ section: `pages.${index}.feeling`, line });
      });
    } else if (Array.isArray(value)) {
      for (const line of value as Line[]) out.push({ section, line });
    } else {
      for (const [key, lines] of Object.entries(value as Record<string, Line[]>)) {
        for (const line of lines) out.push({ section: `${section}.${key}`, line });
      }
    }
  }
  return out;
}

/** Sentence boundaries as the banks and the repetition rule count them. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?\u2026])\s+/) // … too
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A sentence compared loosely: case, punctuation and spacing ignored. */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface SectionIndex {
  /** Sentence → section; undefined for a short sentence two sections share ("Stop."). */
  exact: Map<string, string | undefined>;
  templates: Array<{ pattern: RegExp; section: string }>;
}

const indexes = new Map<CharacterId, SectionIndex>();

function indexFor(id: CharacterId): SectionIndex {
  let index = indexes.get(id);
  if (index) return index;
  index = { exact: new Map(), templates: [] };
  for (const { section, line } of [...bankEntries(CHARACTER_LINES[id]), ...personaEntries(id)]) {
    for (const sentence of sentencesOf(lineText(line))) {
      if (sentence.includes('{')) {
        // A sentence that is little more than a placeholder ("{name}.") says nothing to trace.
        if (sentenceKey(sentence.replace(/\{\w+\}/g, '')).length < 8) continue;
        const pattern = sentenceKey(sentence.replace(/\{(\w+)\}/g, ' PLACEHOLDER '))
          .split('placeholder')
          .map((part) => escapeRegExp(part.trim()))
          .join('.+?');
        index.templates.push({ pattern: new RegExp(`^${pattern}$`), section });
      } else {
        const key = sentenceKey(sentence);
        index.exact.set(key, index.exact.has(key) ? undefined : section);
      }
    }
  }
  indexes.set(id, index);
  return index;
}

/** The section each sentence of `text` came from (undefined for a sentence not from the bank). */
export function sectionsOf(id: CharacterId, text: string): Array<string | undefined> {
  const index = indexFor(id);
  return sentencesOf(text).map((sentence) => {
    const key = sentenceKey(sentence);
    if (index.exact.has(key)) return index.exact.get(key);
    return index.templates.find((template) => template.pattern.test(key))?.section;
  });
}
