import { expect, test } from 'vitest';
import { compilePattern } from './phrase-pattern.ts';

const finds = (pattern: string, text: string, macros = {}) =>
  compilePattern(pattern, macros).find(text) !== undefined;

test('words match in order, whole words only', () => {
  expect(finds('kill myself', 'i want to kill myself')).toBe(true);
  expect(finds('kill myself', 'myself kill')).toBe(false);
  expect(finds('die', 'diet coke')).toBe(false);
});

test('a held letter still matches, a missing double letter too', () => {
  expect(finds('die', 'i wanna diiiie')).toBe(true);
  expect(finds('kill', 'kil')).toBe(true);
});

test('alternatives, optional words, gaps and prefixes', () => {
  expect(finds('(want|wish) to die', 'i wish to die')).toBe(true);
  expect(finds('i [really|just] want', 'i just want')).toBe(true);
  expect(finds('i [really|just] want', 'i want')).toBe(true);
  expect(finds('i ~2 tired', 'i am so tired')).toBe(true);
  expect(finds('i ~1 tired', 'i am so tired')).toBe(false);
  expect(finds('end* it', 'ending it')).toBe(true);
});

test('"$" holds a pattern to the end of the text', () => {
  expect(finds('i [already] know how $', 'i already know how')).toBe(true);
  expect(finds('i [already] know how $', 'i already know how to cook')).toBe(false);
  expect(finds('^ ok $', 'ok')).toBe(true);
});

test('"^" holds a pattern to the start of the text', () => {
  expect(finds('^ (no|nope)', 'no not really')).toBe(true);
  expect(finds('^ (no|nope)', 'i said no')).toBe(false);
  expect(finds('(no|nope)', 'i said no')).toBe(true);
});

test('macros are spliced in, and nest', () => {
  const macros = { self: 'myself|me', verb: 'hurt|kill {self}' };
  expect(finds('{verb}', 'kill me', macros)).toBe(true);
  expect(() => compilePattern('{nope}', macros)).toThrow(/unknown macro/);
});

test('a malformed pattern throws, naming it', () => {
  expect(() => compilePattern('(a|b')).toThrow(/missing "\)"/);
  expect(() => compilePattern('a)')).toThrow(/unbalanced/);
  expect(() => compilePattern('(a|b)?')).toThrow(/not a word/);
  expect(() => compilePattern('a | b')).toThrow(/outside a group/);
});

test('offsets are in the text itself', () => {
  expect(compilePattern('want to').find('i want to go')).toEqual({ start: 2, end: 9 });
});

test('a pattern can be asked to take every word', () => {
  const why = compilePattern('[wait|but] why [tho]');
  expect(why.matchesAll('wait why')).toBe(true);
  expect(why.matchesAll('why tho')).toBe(true);
  expect(why.matchesAll('why do you like pizza')).toBe(false);
  expect(why.matchesAll('so why')).toBe(false);
});

test('a <value> slot takes up to five words', () => {
  const from = compilePattern('(i am|im) from <value>');
  expect(from.capture('so i am from columbus ohio')).toBe('columbus ohio');
  expect(from.capture('i am from a small town near the lake')).toBe('a small town near the');
  expect(from.capture('you are from where')).toBeUndefined();
});
