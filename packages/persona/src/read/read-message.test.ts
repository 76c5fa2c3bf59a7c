import { expect, test } from 'vitest';
import { chatWordsSchema } from './chat-words.ts';
import data from '../../content/chat-words.json' with { type: 'json' };
import {
  asksSomething,
  foldText,
  readMessage,
  shortenRuns,
  withoutDecoration,
} from './read-message.ts';

test('the chat words file is valid', () => {
  expect(chatWordsSchema.safeParse(data).success).toBe(true);
});

test('folds case, accents, curly apostrophes and zero-width marks', () => {
  expect(foldText('Yūrei I’m\u200b HERE')).toBe('yurei im here');
});

test('runs of a letter are shortened to two', () => {
  expect(shortenRuns('soooo')).toBe('soo');
  expect(shortenRuns('killlll')).toBe('kill');
});

test('chat spellings are expanded, held letters too', () => {
  expect(readMessage('i dont wanna, kms').text).toBe('i do not want to kill myself');
  expect(readMessage('imma go 2nite').text).toBe('i am going to go tonight');
  expect(readMessage('ctb').text).toBe('kill myself');
});

test('laughter and filler are decoration: kept, marked, out of the meaning', () => {
  const read = readMessage('lol ngl im tired 💀');
  expect(read.text).toBe('i am tired');
  expect(read.laughing).toBe(true);
  expect(read.clauses[0]!.words.filter((word) => word.decoration).map((word) => word.text)).toEqual(
    ['lol', 'ngl', '💀'],
  );
  expect(readMessage('hahaha ok').laughing).toBe(true);
  expect(readMessage('i am tired').laughing).toBe(false);
  // However stretched: "lmaooo what is he like" means "what is he like".
  expect(readMessage('lmaooo what is he like').text).toBe('what is he like');
  expect(readMessage('lmfaooo ok').text).toBe('ok');
  expect(readMessage('hehehe').laughing).toBe(true);
});

test('clauses end at sentence marks and commas, and "but" opens one', () => {
  const read = readMessage('exam went bad. im fine, but i want to disappear');
  expect(read.clauses.map((clause) => clause.text)).toEqual([
    'exam went bad',
    'i am fine',
    'but i want to disappear',
  ]);
});

test('decoration comes off the message as typed, punctuation and case stay', () => {
  expect(withoutDecoration('lol ok but be honest, do u sleep??')).toBe('ok but, do u sleep??');
  expect(withoutDecoration('ngl Tyson that was AMAZING 💀💀')).toBe('Tyson that was AMAZING');
  expect(withoutDecoration('lmaooo')).toBe('lmaooo');
  expect(withoutDecoration('i like lollipops')).toBe('i like lollipops');
});

test('a decoration phrase is decoration too', () => {
  expect(readMessage('be honest do u like ur classes').text).toBe('do you like your classes');
  expect(readMessage('not gonna lie i miss home').text).toBe('i miss home');
});

test.each([
  ['whats ur fav food', true],
  ['hbu, how r u', true],
  ['lol ok what r u working on', true],
  ['so are you real', true],
  ['my roommate is so loud', false],
  ['and she never says sorry', false],
  ['and when i say something she just says shes busy', false],
  ['how i see it shes just lazy', false],
  ['when do i get to meet kai', true],
  ['where is she from', true],
  ['what r u doing', true],
] as const)('"%s" asks something: %s', (message, expected) => {
  expect(asksSomething(readMessage(message))).toBe(expected);
});

test('an answer is read by its first clause only: "no. do u even care" answers', () => {
  expect(asksSomething(readMessage('no. do u even care'), { firstClause: true })).toBe(false);
  expect(asksSomething(readMessage('no. do u even care'))).toBe(true);
});
