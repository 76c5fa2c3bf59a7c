import { describe, expect, test } from 'vitest';
import { CHARACTER_IDS, CHARACTERS } from '@tuning/shared/saga/characters';
import { bankEntries, personaEntries, sentenceKey, sentencesOf } from '../line-index.ts';
import { FALSE_CLAIMS, SPOILER_MARKERS } from './canon.ts';
import { CHARACTER_LINES, lineText } from './index.ts';

/**
 * The content of `@tuning/persona` (life lines, reactions, asking back, scenes, self-worth) is
 * authored text as the banks are, and said beside them: the same editor's rules hold. None of it
 * carries a page, so none of it may reveal one.
 */
describe.each(CHARACTER_IDS)('%s’s persona content', (id) => {
  const character = CHARACTERS.find((entry) => entry.id === id)!;
  const entries = personaEntries(id).map(({ section, line }) => ({
    section,
    text: lineText(line),
  }));

  test('reveals no page past the Introduction and says nothing the comic contradicts', () => {
    for (const { section, text } of entries) {
      for (const [marker, page] of SPOILER_MARKERS) {
        if (page > 1) expect(marker.test(text), `${section}: ${text}`).toBe(false);
      }
      for (const claim of FALSE_CLAIMS) expect(claim.test(text), `${section}: ${text}`).toBe(false);
    }
  });

  test('is in the first person: the character never narrates itself', () => {
    const names = [character.name, character.displayName, ...character.routeAliases];
    const narrated = new RegExp(
      `(^|[.!?]\\s+)(${names.join('|')})\\s+(is|was|does|did|has|had|says|said|thinks|feels|wants)\\b`,
    );
    for (const { section, text } of entries) {
      expect(narrated.test(text), `${section}: ${text}`).toBe(false);
    }
  });

  test('no sentence of three words or more twice, here or in the bank', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    const all = [
      ...bankEntries(CHARACTER_LINES[id]).map(({ section, line }) => ({
        section,
        text: lineText(line),
      })),
      ...entries,
    ];
    for (const { section, text } of all) {
      for (const sentence of sentencesOf(text)) {
        if (sentence.split(/\s+/).length < 3) continue;
        const key = sentenceKey(sentence);
        if (seen.has(key) && seen.get(key) !== section)
          twice.push(`${section} / ${seen.get(key)}: ${sentence}`);
        else seen.set(key, section);
      }
    }
    expect(twice).toEqual([]);
  });
});
