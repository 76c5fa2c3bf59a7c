import { expect, test } from 'vitest';
import { extractMemory, toldStatement } from './memory.ts';

test('what happened is kept without the ask that came with it', () => {
  const memory = extractMemory(['my lab partner ghosted me before the demo, any advice']);
  expect(memory.events.at(-1)?.value).toBe('your lab partner ghosted you before the demo');
  const plain = extractMemory(['my roommate moved out last week']);
  expect(plain.events.at(-1)?.value).toBe('your roommate moved out last week');
});

test('a college is written as it is spelt: acronyms in capitals, names as names', () => {
  const college = (message: string) => extractMemory([message]).college?.value;
  expect(college('im a junior studying nursing at ohio state')).toBe('Ohio State');
  expect(college('i go to ucla')).toBe('UCLA');
  expect(college('i go to uc davis')).toBe('UC Davis');
  expect(college('i go to university of iowa')).toBe('University of Iowa');
  expect(college('i go to penn')).toBe('Penn');
});

test('"i like u more than kai" tells no like; "i love pizza" does', () => {
  expect(extractMemory(['i like u more than kai lol']).likes).toEqual([]);
  expect(extractMemory(['i really like you']).likes).toEqual([]);
  expect(extractMemory(['i love pizza']).likes.map((fact) => fact.value)).toEqual(['pizza']);
});

test('a recall question finds the sentence that told it by a word of its own, said back as "you"', () => {
  const earlier = [
    'hey whats up',
    'ok so i work at the pizza place near campus',
    'and i row for the club team, mornings are brutal',
    'my older sister is in med school',
    'do u like rowing?',
  ];
  expect(toldStatement('where do i work again', earlier)).toBe(
    'you work at the pizza place near campus',
  );
  // "sport" is told by "team" (student-facts.json recallSame).
  expect(toldStatement('what sport do i do', earlier)).toBe(
    'you row for the club team, mornings are brutal',
  );
  expect(toldStatement('wait what club am i in', earlier)).toBe(
    'you row for the club team, mornings are brutal',
  );
  expect(toldStatement('whats my sister doing', earlier)).toBe(
    'your older sister is in med school',
  );
  // Nothing told of it, or only asked: nothing to say back.
  expect(toldStatement('whats my fav color', earlier)).toBeUndefined();
  expect(toldStatement('do i like rowing', ['do u like rowing?'])).toBeUndefined();
});

test('a recall question finds a statement that tells the same thing by other words', () => {
  const earlier = [
    'hey',
    'i shelve books at the library on weekdays',
    'on saturdays i go bouldering',
  ];
  expect(toldStatement('where do i work again', earlier)).toBe(
    'you shelve books at the library on weekdays',
  );
  expect(toldStatement('what do i do on weekends', earlier)).toBe('on saturdays you go bouldering');
});
