import { expect, test } from 'vitest';
import { CHARACTER_IDS, CHARACTERS } from '@tuning/shared/saga/characters';
import { STORY } from '@tuning/shared/saga/story';
import { characterCards, findCharacterCard } from './cards.ts';
import {
  CHARACTER_FAILURE_LINES,
  CHARACTER_MISSING_RESPONSE,
} from '@tuning/shared/characters/chat';
import { CHARACTER_INTROS } from '@tuning/shared/characters/intro';

test('there is one card per roster character, with the roster names', () => {
  expect(Object.keys(characterCards).sort()).toEqual([...CHARACTER_IDS].sort());
  for (const character of CHARACTERS) {
    const card = characterCards[character.id];
    expect(card.name).toBe(character.name);
    expect(card.displayName).toBe(character.displayName);
    expect(card.description).toContain(character.description);
    expect(card.personality).toContain(character.persona);
    expect(card.scenario).toContain(character.allegiance);
    expect(card.first_mes).toBe(CHARACTER_INTROS[character.id].greeting);
    // Example dialogue is the character's own speech bubbles from the comic.
    const bubbles = STORY.flatMap((page) => page.panels.flatMap((panel) => panel.bubbles));
    const own = bubbles.filter((bubble) => bubble.speaker === character.id);
    expect(own.length).toBeGreaterThan(3);
    for (const bubble of own) {
      expect(card.mes_example).toContain(`${character.displayName}: ${bubble.text}`);
    }
  }
  expect(characterCards.kaizetsu.displayName).toBe('Kai');
  expect(findCharacterCard('yurei')?.name).toBe('Yūrei');
  expect(findCharacterCard('toString')).toBeUndefined();
});

test("every card's lore retells the comic's 11 pages word for word", () => {
  for (const card of Object.values(characterCards)) {
    const pages = card.lore.filter((entry) => entry.page !== undefined);
    expect(pages).toHaveLength(11);
    STORY.forEach((page, index) => {
      const entry = pages.find((candidate) => candidate.page === index + 1);
      expect(entry?.content).toContain(page.summary);
      expect(entry?.keys).toContain(page.title);
    });
    expect(pages.find((entry) => entry.page === 4)?.keys).toContain('chapter three');
    const about = card.lore.filter((entry) => entry.about && entry.about !== card.id);
    expect(about.map((entry) => entry.about).sort()).toEqual(
      CHARACTER_IDS.filter((id) => id !== card.id).sort(),
    );
  }
});

test('after the Epilogue Kai is the former council president, on every card', () => {
  for (const card of Object.values(characterCards)) {
    const text = [
      card.description,
      card.personality,
      card.scenario,
      ...card.lore.filter((entry) => !entry.page).map((entry) => entry.content),
    ].join(' ');
    expect(text).not.toMatch(
      /\b(is|as) (the )?student-council president|^Student-council president/i,
    );
  }
  expect(characterCards.kaizetsu.description).toMatch(/lost the council/);
  expect(characterCards.kaizetsu.description).toMatch(/former student-council president/);
});

test('product.md §8 lines: the Tuners fight Kaizetsu, Kai and Yūrei fight Tyson', () => {
  for (const character of CHARACTERS) {
    const line = CHARACTER_FAILURE_LINES[character.id];
    expect(line).toContain(character.side === 'tuners' ? 'Kaizetsu' : 'Tyson');
  }
  expect(CHARACTER_MISSING_RESPONSE.asahi).toBe("Hmm, that's interesting. Let me think...");
  expect(CHARACTER_MISSING_RESPONSE.kaizetsu).toBe(
    "Heh, that's an interesting one... Let me think!",
  );
});
