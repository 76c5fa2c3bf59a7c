import { expect, test } from 'vitest';
import { answerIn, askedDetailIn, askedOfStudent, toldDetailsIn } from './told-details.ts';

const said = (message: string) => toldDetailsIn(message).map((detail) => detail.said);

test.each([
  ["also my sister's name is maya", ["your sister's name is Maya"]],
  ['maya is my sisters name lol', ["your sister's name is Maya"]],
  ['jake is my bf', ["your boyfriend's name is Jake"]],
  ['im a junior, majoring in econ and minoring in film', ['your minor is film']],
  ['film is my minor btw', ['your minor is film']],
  ['i work at the campus bookstore lol', ['you work at the campus bookstore']],
  ['i work at the campus bookstore like 15 hrs a week', ['you work at the campus bookstore']],
  ['i work as a barista at blue bottle', ['you work as a barista at blue bottle']],
  [
    'i work the front desk at the gym on weekends',
    ['you work the front desk at the gym on weekends'],
  ],
  ['i work nights at a pizza place', ['you work nights at a pizza place']],
  [
    'im on the volleyball team, i play setter',
    ["you're on the volleyball team", 'you play setter'],
  ],
  ["i'm allergic to peanuts btw", ["you're allergic to peanuts"]],
  ['i live in chicago lol', ['you live in Chicago']],
  ['i live off campus w my cousin rn', ['you live off campus']],
  ['i live on campus in the honors dorm', ['you live on campus']],
  ['my roomies name is kayla and shes chill', ["your roommate's name is Kayla"]],
  ['my little brother is called theo', ["your brother's name is Theo"]],
  ['my advisor is dr patel', ['your advisor is Dr Patel']],
  ['im 19', ["you're 19"]],
])('"%s" tells %j', (message, expected) => {
  expect(said(message)).toEqual(expected);
});

test.each([
  'my roommate is so annoying',
  'my head is killing me',
  'my little brother is 12',
  'i have a twin sister named priya',
  'this is my first time here',
  'whats my minor',
  'do u remember my sisters name',
])('"%s" tells no detail', (message) => {
  expect(toldDetailsIn(message)).toEqual([]);
});

test.each([
  ['whats my minor', 'minor'],
  ['what position do i play', 'position'],
  ['do u remember my sisters name', 'sister name'],
  ['where do i work again', 'work'],
  ["what's my cat called", 'cat name'],
  ['what do you know about my cat', 'cat'],
  ['what am i allergic to', 'allergic'],
  ['whos my bf', 'boyfriend'],
  ['where am i from', 'hometown'],
  ['wait what did i say my majors were', 'major'],
  ['what did i tell you i study', 'major'],
])('"%s" asks of %s', (message, key) => {
  expect(askedDetailIn(message)?.key).toBe(key);
});

test.each(['whats my name', 'what should i do', 'whats my problem lol', 'how are you'])(
  '"%s" asks no detail',
  (message) => {
    expect(askedDetailIn(message)).toBeUndefined();
  },
);

test('a short answer to what the character asked is its value; a yes, an idk or a question is none', () => {
  expect(askedOfStudent('Nice! What position do you play?')?.key).toBe('position');
  expect(askedOfStudent('Ohio? No wait. Where are you from?')?.key).toBe('hometown');
  expect(answerIn('setter')).toBe('setter');
  expect(answerIn('i didnt tell u actually lol. its setter')).toBe('setter');
  expect(answerIn('ohio lol')).toBe('ohio');
  for (const none of ['yeah', 'idk', 'no idea lol', 'why do u ask?', 'what do you mean']) {
    expect(answerIn(none), none).toBeUndefined();
  }
});

test('a walk-on for a team and an event run are kept as told', () => {
  expect(toldDetailsIn('im a walk-on for the soccer team')).toEqual([
    { key: 'team', value: 'soccer team', said: "you're on the soccer team" },
  ]);
  expect(toldDetailsIn('i actually run the 800 for my school btw')).toEqual([
    { key: 'event', value: 'run the 800', said: 'you run the 800' },
  ]);
  expect(toldDetailsIn('i run late every day lol')).toEqual([]);
});
