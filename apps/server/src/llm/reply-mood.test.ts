import { expect, test } from 'vitest';
import { EXPRESSIONS } from '@tuning/shared/saga/acting';
import { moodOfText } from './reply-mood.ts';

// A model’s reply is read for its mood: sentiment, a gasp, a vow, a question turned over.
test.each([
  ['That is wonderful news, congrats!', 'happy'],
  ['Yo, dude!', 'happy'],
  ["I'm so sorry, that sounds really hard.", 'sad'],
  ['I hate what Kai did. How dare he!', 'angry'],
  ['Whoa, no way! Is that true?', 'surprised'],
  ["Let's do this together. We'll make it.", 'determined'],
  ['Hmm, I wonder about that.', 'thinking'],
  ['Naturally. Predictable, as always.', 'smug'],
  ['The bell was loud.', 'neutral'],
  ['   ', 'neutral'],
])('%j reads as %s', (text, mood) => {
  expect(moodOfText(text)).toBe(mood);
});

test('whatever the text, the mood is one of the comic’s expressions', () => {
  for (const text of ['', '?!', 'no', '😀😀', 'a'.repeat(4000), 'Je suis content.']) {
    expect(EXPRESSIONS).toContain(moodOfText(text));
  }
});
