import { describe, expect, test } from 'vitest';
import { CHARACTER_IDS, CHARACTERS } from '@tuning/shared/saga/characters';
import { STORY } from '@tuning/shared/saga/story';
import { FALSE_CLAIMS, SPOILER_MARKERS } from './canon.ts';
import { CHARACTER_LINES } from './index.ts';
import {
  FACT_KINDS,
  FEELINGS,
  LINE_PLACEHOLDERS,
  type CharacterLines,
  type Line,
} from './types.ts';

/**
 * The line banks are authored text, so these tests are the editor: enough lines for every kind
 * of turn, first person, no sentence twice, only known placeholders, every spoiler tagged with
 * the page that reveals it, and nothing the comic contradicts.
 */

const text = (line: Line) => (typeof line === 'string' ? line : line.text);
const pageOf = (line: Line) => (typeof line === 'string' ? 1 : line.page);

/** Minimum lines per section (pages are checked on their own). */
const MINIMUM: Partial<Record<keyof CharacterLines, number>> = {
  greetings: 12,
  namedGreetings: 8,
  farewells: 10,
  thanks: 10,
  identity: 10,
  howAreYou: 12,
  doingNow: 12,
  likes: 12,
  dislikes: 10,
  side: 8,
  storyOverview: 6,
  storyEnd: 8,
  spoilerGuard: 6,
  spoilerInsist: 4,
  recallUnknown: 5,
  callbacks: 12,
  advice: 16,
  jokes: 12,
  laughs: 8,
  compliments: 8,
  insults: 10,
  offTopic: 12,
  homework: 8,
  aiHonest: 6,
  injection: 8,
  otherLanguage: 6,
  shortReplies: 12,
  crisisLead: 4,
  questions: 20,
  notUnderstood: 12,
  romance: 6,
  campus: 10,
  answers: 8,
  agreement: 8,
  disagreement: 6,
  unsure: 6,
};

const SELF_NARRATION_VERBS =
  'is|was|does|did|has|had|says|said|will|would|can|thinks|thought|feels|felt|wants|goes|went|runs|ran|laughs|smiles|sighs|nods|shrugs|grins';

function sentences(line: string): string[] {
  return line
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 3);
}

function allLines(bank: CharacterLines): Array<[string, Line]> {
  const out: Array<[string, Line]> = [];
  for (const [section, value] of Object.entries(bank)) {
    if (Array.isArray(value)) {
      if (section === 'pages') {
        (value as CharacterLines['pages']).forEach((page, index) => {
          for (const line of page.retell) out.push([`pages[${index}].retell`, line]);
          for (const line of page.feeling) out.push([`pages[${index}].feeling`, line]);
        });
      } else {
        for (const line of value as Line[]) out.push([section, line]);
      }
    } else {
      for (const [key, lines] of Object.entries(value as Record<string, Line[]>)) {
        for (const line of lines) out.push([`${section}.${key}`, line]);
      }
    }
  }
  return out;
}

for (const id of CHARACTER_IDS) {
  const character = CHARACTERS.find((entry) => entry.id === id)!;
  const bank = CHARACTER_LINES[id];
  describe(`${character.displayName}'s lines`, () => {
    const lines = allLines(bank);

    test('about 500 lines, every section filled', () => {
      expect(lines.length).toBeGreaterThanOrEqual(480);
      for (const [section, minimum] of Object.entries(MINIMUM)) {
        const value = bank[section as keyof CharacterLines] as Line[];
        expect(value.length, section).toBeGreaterThanOrEqual(minimum);
      }
      for (const other of CHARACTER_IDS) {
        expect(bank.opinions[other].length, `opinions.${other}`).toBeGreaterThanOrEqual(
          other === id ? 8 : 12,
        );
      }
      for (const feeling of FEELINGS) {
        expect(bank.feelings[feeling].length, feeling).toBeGreaterThanOrEqual(10);
      }
      for (const kind of FACT_KINDS) {
        expect(bank.factAcks[kind].length, `factAcks.${kind}`).toBeGreaterThanOrEqual(5);
        expect(bank.recall[kind].length, `recall.${kind}`).toBeGreaterThanOrEqual(4);
      }
      expect(bank.pages).toHaveLength(STORY.length);
      bank.pages.forEach((page, index) => {
        expect(page.retell.length, `pages[${index}].retell`).toBeGreaterThanOrEqual(2);
        expect(page.feeling.length, `pages[${index}].feeling`).toBeGreaterThanOrEqual(3);
      });
    });

    test('no sentence of three words or more appears twice', () => {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const [section, line] of lines) {
        for (const sentence of sentences(text(line))) {
          const key = sentence.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '');
          if (seen.has(key)) twice.push(`${section} / ${seen.get(key)}: ${sentence}`);
          else seen.set(key, section);
        }
      }
      expect(twice).toEqual([]);
    });

    test('only known placeholders, and every section has the ones it needs', () => {
      for (const [section, line] of lines) {
        for (const [, name] of text(line).matchAll(/\{(\w+)\}/g)) {
          expect(LINE_PLACEHOLDERS, `${section}: ${text(line)}`).toContain(name);
        }
        expect(text(line), section).not.toMatch(/\{\{|\}\}|undefined|TODO|\[object/);
      }
      for (const line of bank.namedGreetings) expect(text(line)).toContain('{name}');
      for (const line of bank.spoilerGuard) expect(text(line)).toContain('{page}');
      for (const kind of FACT_KINDS) {
        for (const line of [...bank.factAcks[kind], ...bank.recall[kind]]) {
          expect(text(line), kind).toContain(`{${kind}}`);
        }
      }
      for (const line of bank.callbacks) {
        expect(text(line)).toMatch(/\{(event|major|like|dislike|name|college|year)\}/);
      }
      // Placeholders belong where the engine fills them.
      const filled = new Set(['namedGreetings', 'spoilerGuard', 'factAcks', 'recall', 'callbacks']);
      for (const [section, line] of lines) {
        if (!filled.has(section.split('.')[0]!)) expect(text(line), section).not.toMatch(/\{/);
      }
    });

    test('first person: never narrates itself by name, never reads out its stat line', () => {
      const names = [character.name, character.displayName, ...character.routeAliases];
      const own = new RegExp(
        `(^|[.!?]\\s+|,\\s*)(${names.join('|')})\\s+(${SELF_NARRATION_VERBS})\\b`,
      );
      for (const [section, line] of lines) {
        expect(text(line), section).not.toMatch(own);
        expect(text(line), section).not.toContain(character.persona);
        expect(text(line), section).not.toMatch(/\((Male|Female), \d+/);
        expect(text(line).length, section).toBeLessThanOrEqual(480);
        expect(text(line), section).not.toMatch(/[*_#`]/);
      }
    });

    test('every spoiler is tagged with the page that reveals it', () => {
      const untagged: string[] = [];
      for (const [section, line] of lines) {
        const page = pageOf(line);
        expect(Number.isInteger(page) && page >= 1 && page <= STORY.length, section).toBe(true);
        for (const [marker, needs] of SPOILER_MARKERS) {
          if (marker.test(text(line)) && page < needs) {
            untagged.push(`${section} (page ${page}, needs ${needs}): ${text(line)}`);
          }
        }
      }
      expect(untagged).toEqual([]);
      // Retellings reveal their own page.
      bank.pages.forEach((page, index) => {
        for (const line of page.retell) expect(pageOf(line)).toBeGreaterThanOrEqual(index + 1);
      });
    });

    test('a spoiler-free choice in every everyday section', () => {
      const everyday: (keyof CharacterLines)[] = [
        'greetings',
        'identity',
        'howAreYou',
        'doingNow',
        'likes',
        'dislikes',
        'side',
        'storyOverview',
        'questions',
        'notUnderstood',
      ];
      for (const section of everyday) {
        const free = (bank[section] as Line[]).filter((line) => pageOf(line) === 1).length;
        expect(free, section).toBeGreaterThanOrEqual(3);
      }
      for (const feeling of FEELINGS) {
        expect(
          bank.feelings[feeling].filter((line) => pageOf(line) === 1).length,
        ).toBeGreaterThanOrEqual(5);
      }
    });

    test('nothing the comic contradicts', () => {
      for (const [section, line] of lines) {
        for (const claim of FALSE_CLAIMS) expect(text(line), section).not.toMatch(claim);
      }
    });
  });
}
