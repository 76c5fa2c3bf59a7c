import { expect, test } from 'vitest';
import { EXPRESSIONS } from '@tuning/shared/saga/acting';
import { moodOfText } from './reply-mood.ts';

test('a model’s reply is read for its mood: sentiment, a gasp, a vow, a question turned over', () => {
  expect(moodOfText('That is wonderful news, congrats!')).toBe('happy');
  expect(moodOfText('Yo, dude!')).toBe('happy');
  expect(moodOfText("I'm so sorry, that sounds really hard.")).toBe('sad');
  expect(moodOfText('I hate what Kai did. How dare he!')).toBe('angry');
  expect(moodOfText('Whoa, no way! Is that true?')).toBe('surprised');
  expect(moodOfText("Let's do this together. We'll make it.")).toBe('determined');
  expect(moodOfText('Hmm, I wonder about that.')).toBe('thinking');
  expect(moodOfText('Naturally. Predictable, as always.')).toBe('smug');
  expect(moodOfText('The bell was loud.')).toBe('neutral');
  expect(moodOfText('   ')).toBe('neutral');
});

test('whatever the text, the mood is one of the comic’s expressions', () => {
  for (const text of ['', '?!', 'no', '😀😀', 'a'.repeat(4000), 'Je suis content.']) {
    expect(EXPRESSIONS).toContain(moodOfText(text));
  }
});
