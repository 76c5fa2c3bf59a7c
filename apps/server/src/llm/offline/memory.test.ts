import { expect, test } from 'vitest';
import { extractMemory } from './memory.ts';

test('what happened is kept without the ask that came with it', () => {
  const memory = extractMemory(['my lab partner ghosted me before the demo, any advice']);
  expect(memory.events.at(-1)?.value).toBe('your lab partner ghosted you before the demo');
  const plain = extractMemory(['my roommate moved out last week']);
  expect(plain.events.at(-1)?.value).toBe('your roommate moved out last week');
});
