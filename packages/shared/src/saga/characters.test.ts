import { expect, test } from 'vitest';
import {
  CHARACTERS,
  CHARACTER_IDS,
  characterPath,
  findCharacterByRouteName,
  getCharacter,
} from './characters.ts';

test('the roster holds the five characters of product.md, Kaizetsu shown as Kai', () => {
  expect(CHARACTERS.map((c) => c.id)).toEqual([...CHARACTER_IDS]);
  expect(CHARACTERS.map((c) => c.displayName)).toEqual(['Tyson', 'Yūrei', 'Asahi', 'Kai', 'Kazeo']);
  expect(CHARACTERS.map(characterPath)).toEqual([
    '/saga/Tyson',
    '/saga/Yūrei',
    '/saga/Asahi',
    '/saga/Kaizetsu',
    '/saga/Kazeo',
  ]);
});

test('the sides follow product.md §8', () => {
  const tuners = CHARACTERS.filter((c) => c.side === 'tuners').map((c) => c.id);
  const stat = CHARACTERS.filter((c) => c.side === 'static').map((c) => c.id);
  expect(tuners).toEqual(['tyson', 'asahi', 'kazeo']);
  expect(stat).toEqual(['yurei', 'kaizetsu']);
});

test('each character has a persona line with gender, age and traits, and a view of every other', () => {
  for (const character of CHARACTERS) {
    expect(character.persona).toMatch(/^(Male|Female), \d{2} · .+/);
    for (const other of CHARACTER_IDS)
      expect(character.relationships[other].length).toBeGreaterThan(10);
  }
});

test('route names resolve with or without the macron, encoded or not', () => {
  expect(findCharacterByRouteName('Yūrei')?.id).toBe('yurei');
  expect(findCharacterByRouteName('Yurei')?.id).toBe('yurei');
  expect(findCharacterByRouteName(encodeURIComponent('Yūrei'))?.id).toBe('yurei');
  expect(findCharacterByRouteName('Kaizetsu')?.id).toBe('kaizetsu');
  expect(findCharacterByRouteName('Nobody')).toBeUndefined();
  expect(findCharacterByRouteName('%E0%A4%A')).toBeUndefined();
  expect(getCharacter('kaizetsu').displayName).toBe('Kai');
});
