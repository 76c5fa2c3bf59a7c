import { expect, test } from 'vitest';
import { insertMention, mentionAt } from './mention-token.ts';

test('an @ at the start or after a space or punctuation starts a mention; in a word it does not', () => {
  expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
  expect(mentionAt('hi @ad', 6)).toEqual({ start: 3, query: 'ad' });
  expect(mentionAt('(@sam.k', 7)).toEqual({ start: 1, query: 'sam.k' });
  expect(mentionAt('ada@gmail', 9)).toBeUndefined();
  expect(mentionAt('@@ada', 5)).toBeUndefined();
  expect(mentionAt('hi @ada there', 13)).toBeUndefined();
  // Only what is before the caret counts.
  expect(mentionAt('hi @ada there', 7)).toEqual({ start: 3, query: 'ada' });
  expect(mentionAt(`@${'a'.repeat(31)}`, 32)).toBeUndefined();
});

test('a chosen name replaces the token, with a space unless one or punctuation follows', () => {
  for (const [text, token, name, result] of [
    ['hi @ad', { start: 3, query: 'ad' }, 'ada_l', { text: 'hi @ada_l ', caret: 10 }],
    // The caret inside a name: the rest of it goes, and no second space is added.
    ['@be how are you', { start: 0, query: 'b' }, 'ben', { text: '@ben how are you', caret: 5 }],
    // Punctuation after it stays against the name; a word gets its space.
    ['hi @bo, ok', { start: 3, query: 'bo' }, 'bo.lee', { text: 'hi @bo.lee, ok', caret: 10 }],
    ['@😀', { start: 0, query: '' }, 'ben', { text: '@ben 😀', caret: 5 }],
  ] as const) {
    expect(insertMention(text, token, name), text).toEqual(result);
  }
});
