import { expect, test } from 'vitest';
import { readMessage } from '../read/read-message.ts';
import { asksForCrisisNumbers, crisisNumbers } from './crisis-numbers.ts';

test.each([
  ['whats the number again', false],
  ['can u just give me the hotline', true],
  ['i dont know the numbers here', false],
  ['what number do i text', false],
  ['whats the suicide hotline', true],
])('"%s" asks for the numbers after care (out of care too: %s)', (message, outOfCare) => {
  expect(asksForCrisisNumbers(readMessage(message), true)).toBe(true);
  // Out of care, only words that name a crisis line count: "the number" alone could be anyone's.
  expect(asksForCrisisNumbers(readMessage(message), false)).toBe(outOfCare);
});

test.each([
  'what do i even say when someone picks up at 988',
  'whats ur number lol',
  'how many pages is chapter 2',
  'my jersey number is 12',
])('"%s" asks for no numbers', (message) => {
  expect(asksForCrisisNumbers(readMessage(message), true)).toBe(false);
});

test('a named country gets its own line first, and where to find the rest', () => {
  const text = crisisNumbers(readMessage('i dont know the numbers here, im in london'));
  expect(text).toContain('Samaritans free on 116 123');
  expect(text).toContain('findahelpline.com');
  expect(text.indexOf('116 123')).toBeLessThan(text.indexOf('988'));
});
