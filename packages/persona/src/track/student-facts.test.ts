import { expect, test } from 'vitest';
import data from '../../content/student-facts.json' with { type: 'json' };
import { studentFactsIn, studentFactsSchema } from './student-facts.ts';

test('the student facts file is valid', () => {
  expect(studentFactsSchema.safeParse(data).success).toBe(true);
});

const facts = (message: string) =>
  Object.fromEntries(studentFactsIn(message).map((fact) => [fact.kind, fact.value]));

test.each([
  ['my name is jordan btw', { name: 'jordan' }],
  ['call me dani', { name: 'dani' }],
  ['second year, studying chemistry', { year: 'second year', major: 'chemistry' }],
  [
    'im a junior majoring in civil engineering lol',
    { year: 'third year', major: 'civil engineering' },
  ],
  ['i study comp sci at ohio state', { major: 'comp sci', college: 'ohio state' }],
  ['i go to lakeside cc doing gen eds before transferring', { college: 'lakeside cc' }],
  ['im pre med unfortunately', { major: 'pre med' }],
  ['i switched my major to psych last week', { major: 'psych' }],
  [
    'sophomore, double majoring in econ and poli sci',
    { year: 'second year', major: 'econ and poli sci' },
  ],
  ['majoring in bio and i work at the lab', { major: 'bio' }],
  ['freshman here, undeclared', { year: 'first year' }],
  ['im from ohio originally', { hometown: 'ohio' }],
  ['i grew up in a tiny town in vermont', { hometown: 'tiny town in vermont' }],
  ['born and raised in chicago', { hometown: 'chicago' }],
  ['i have a cat named miso', { pet: 'cat named miso' }],
  ['my dog is called biscuit', { pet: 'dog named biscuit' }],
  ['my fav band is the 1975 just so u know', { like: 'the 1975' }],
  ['my favorite food has to be ramen', { like: 'ramen' }],
  ['im obsessed with taylor swift', { like: 'taylor swift' }],
  ['i cant stand cilantro', { dislike: 'cilantro' }],
  ['i go to umich', { college: 'umich' }],
  ['nursing major here', { major: 'nursing' }],
  ["i'm in the engineering program", { major: 'engineering' }],
  ['originally from texas but live in ohio now', { hometown: 'texas' }],
  ['we have a bunny named clover', { pet: 'bunny named clover' }],
  ['fave color is green', { like: 'green' }],
  ['big fan of the 1975 btw', { like: 'the 1975' }],
  ['hey im sam, nice to meet u', { name: 'sam' }],
  ["name's jordan", { name: 'jordan' }],
  [
    'im a sophomore studying marine bio unfortunately',
    { year: 'second year', major: 'marine bio' },
  ],
  ['i grew up outside of denver lol', { hometown: 'denver' }],
  ['im from seattle fyi', { hometown: 'seattle' }],
  ['im from a little beach town in the south', { hometown: 'little beach town' }],
  ['i like playing chess while i listen to podcasts', { like: 'playing chess' }],
  ['i like talking to strangers', { like: 'talking to strangers' }],
  ['i play drums in the jazz ensemble', { like: 'drums' }],
  ['my hamsters name is nugget', { pet: 'hamster named nugget' }],
])('"%s" tells %o', (message, expected) => {
  expect(facts(message)).toMatchObject(expected);
});

test.each([
  'do you remember what i study?',
  'what is my name',
  'i am so tired',
  'i am at home',
  'i have a question',
  'i love that',
  'where are you from',
  'i live in the east dorms',
  'im running for student council',
  'im doing all the work on this project',
  'i am doing fine',
])('"%s" tells nothing worth keeping', (message) => {
  expect(studentFactsIn(message)).toEqual([]);
});

test('"im a senior btw" is a year, not a name; a pet’s name is not the student’s', () => {
  expect(studentFactsIn('im a senior btw')).toEqual([{ kind: 'year', value: 'final year' }]);
  expect(studentFactsIn('my roommates name is kayla and shes kinda chaotic')).toEqual([]);
  expect(studentFactsIn('my name is dani and my moms name is ana')).toEqual([
    { kind: 'name', value: 'dani' },
  ]);
  // A word doing something is no name; the major is still read.
  expect(studentFactsIn('im doing bio btw')).toEqual([{ kind: 'major', value: 'bio' }]);
  expect(studentFactsIn('this is taking forever btw')).toEqual([]);
  expect(studentFactsIn('this is ming btw')).toEqual([{ kind: 'name', value: 'ming' }]);
  expect(studentFactsIn('i have a crush on someone in my lab and idk what to do')).toEqual([]);
  expect(studentFactsIn('my cats name is toast')).toEqual([
    { kind: 'pet', value: 'cat named toast' },
  ]);
});

test.each(['should i go to the party tonight or study', 'i go to the gym most mornings'])(
  '"%s" names no college',
  (message) => {
    expect(facts(message).college).toBeUndefined();
  },
);
