import { expect, test } from 'vitest';
import { repairTypos } from './repair-typos.ts';

const vocabulary = new Set(['i', 'wish', 'was', 'dead', 'kill', 'myself', 'die', 'alive', 'want']);
vocabulary.add('ending').add('thinking').add('about').add('cliff').add('suicide').add('beating');

test.each([
  ['i wanna d i e', 'i wanna die'],
  ['k i l l m y s e l f', 'kill myself'],
  ['honestly iwishiwasdead lately', 'honestly i wish i was dead lately'],
  ['i dont wanna be alvie', 'i dont wanna be alive'],
  ['i wnat to', 'i want to'],
  ['i wnat to dei', 'i want to die'],
  ['cant stop thinkign about endng it', 'cant stop thinking about ending it'],
  ['so allive', 'so alive'],
])('"%s" reads "%s"', (typed, repaired) => {
  expect(repairTypos(typed, vocabulary)).toBe(repaired);
});

test.each([
  'coach made us run suicides at practice',
  'i keep jumping off cliffs in that game',
  'a b c',
  'that is so dumb',
  'my roommate keeps eating my food',
  'my lab partner is great',
  'i saw the way out',
])('"%s" is left as typed', (typed) => {
  expect(repairTypos(typed, vocabulary)).toBe(typed);
});
