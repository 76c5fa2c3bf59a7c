import { expect, test } from 'vitest';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import data from '../../content/self-worth.json' with { type: 'json' };
import { readMessage } from '../read/read-message.ts';
import { putsSelfDown, selfWorthLines, selfWorthSchema } from './self-worth.ts';

test('the self-worth file is valid, with lines for every character', () => {
  expect(selfWorthSchema.safeParse(data).success).toBe(true);
  for (const id of CHARACTER_IDS) expect(selfWorthLines(id).length).toBeGreaterThanOrEqual(3);
});

test.each([
  'i feel so stupid compared to everyone',
  'am i just dumb lol',
  'everyone in my lab is smarter than me',
  'i suck at everything',
  'why am i always so behind',
  'honestly i hate myself sometimes',
])('"%s" is a student putting themself down', (message) => {
  expect(putsSelfDown(readMessage(message))).toBe(true);
});

test.each([
  'that quiz was stupid',
  'my roommate is so dumb lol',
  'is kai a loser in the end',
  'i feel so tired today',
])('"%s" is not', (message) => {
  expect(putsSelfDown(readMessage(message))).toBe(false);
});
