import { expect, test } from 'vitest';
import { readMessage } from '../read/read-message.ts';
import { saysCue } from './talk-cues.ts';

test.each([
  ['beRightBack', 'brb', true],
  ['beRightBack', 'ill be back in 10', true],
  ['beRightBack', 'gonna go eat, back in a few', true],
  ['beRightBack', 'i went back home for the weekend', false],
  ['villain', "who's the bad guy in this", true],
  ['villain', 'which one is the villain', true],
  ['villain', 'who is your best friend', false],
  ['whatIf', 'ok but what if she gets mad', true],
  ['whatAbout', 'ok and what about cover letters', true],
  ['whatAbout', 'what about for the interview', true],
  ['whatAbout', 'i was thinking about cover letters', false],
  ['whatIf', 'i told her. but what if she says no', true],
  ['whatIf', 'i wonder what if means in french', false],
] as const)('%s in "%s": %s', (cue, message, expected) => {
  expect(saysCue(cue, readMessage(message))).toBe(expected);
});
