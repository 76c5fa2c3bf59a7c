import { expect, test } from 'vitest';
import { CHARACTER_IDS, type CharacterId } from '@tuning/shared/saga/characters';
import data from '../../content/favourites.json' with { type: 'json' };
import { favouriteMove } from './favourite.ts';

const user = (content: string) => ({ role: 'user' as const, content });
const askFor = (characterId: CharacterId, message: string) =>
  favouriteMove({ characterId, conversation: [user(message)], seed: 's' });

test.each(CHARACTER_IDS)('%s has a favourite planet and colour of its own', (id) => {
  expect(askFor(id, 'whats ur fav planet')?.text).toBe(data.things.planet[id]);
  expect(askFor(id, 'ur favourite colour?')?.text).toBe(data.things.color[id]);
  expect(askFor(id, 'do u have a fav zodiac sign lol')?.text).toBe(data.things.sign[id]);
});

test.each(CHARACTER_IDS)('%s names a favourite it has no answer for, and asks back', (id) => {
  const move = askFor(id, 'whats ur favorite dinosaur and why');
  expect(move?.section).toBe('favourite.stance');
  expect(move?.text.toLowerCase()).toContain('dinosaur');
  expect(move?.text).toMatch(/\?$/);
});

test('favourites of the comic and of life topics are answered elsewhere', () => {
  for (const message of [
    'whats ur favorite part of the comic',
    'whats ur fav character',
    'whats ur fav food',
    'whats ur favorite show',
    'i love my fav hoodie',
  ]) {
    expect(askFor('asahi', message), message).toBeUndefined();
  }
});
