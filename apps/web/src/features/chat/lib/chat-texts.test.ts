import { expect, test } from 'vitest';
import type { PersonRef } from '@tuning/shared/chat-extras';
import { reactionLabel, reactorNames } from './chat-texts.ts';

const person = (name: string): PersonRef => ({
  userId: `u-${name}`,
  username: name.toLowerCase(),
  fullName: name,
});
const reaction = (names: string[], count = names.length) => ({
  emoji: '👍',
  count,
  users: names.map(person),
});

test('who reacted: up to three named, the user first as "you", then "and N others"', () => {
  expect(reactorNames(reaction(['Ann']), undefined)).toBe('Ann');
  expect(reactorNames(reaction(['Ann', 'Ben']), 'u-Ben')).toBe('you and Ann');
  expect(reactorNames(reaction(['Ann', 'Ben', 'Cy']), undefined)).toBe('Ann, Ben and Cy');
  expect(reactorNames(reaction(['Ann', 'Ben', 'Cy', 'Dee', 'Eve']), undefined)).toBe(
    'Ann, Ben and 3 others',
  );
  // The server names the first 25; the count is exact.
  expect(reactorNames(reaction(['Ann', 'Ben'], 3), undefined)).toBe('Ann, Ben and 1 other');
  expect(reactorNames({ emoji: '👍', count: 2, users: [] }, undefined)).toBe('2 people');
  expect(
    reactorNames({ ...reaction(['Ann']), users: [{ ...person('x'), fullName: '' }] }, undefined),
  ).toBe('@x');
});

test("a chip's name says the emoji, the count and who", () => {
  expect(reactionLabel(reaction(['Ann', 'Ben']), 'u-Ann')).toBe('👍 2, reacted by you and Ben');
});
