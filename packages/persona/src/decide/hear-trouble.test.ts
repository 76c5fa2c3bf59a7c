import { expect, test } from 'vitest';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { adviceLines } from '../content/advice-lines.ts';
import { hearTroubleMove } from './hear-trouble.ts';

const user = (content: string) => ({ role: 'user' as const, content });
const character = (content: string) => ({ role: 'assistant' as const, content });

const hear = (message: string, characterId: (typeof CHARACTER_IDS)[number] = 'asahi') =>
  hearTroubleMove({ characterId, conversation: [user(message)], seed: 's' });

test.each([
  ['ugh my roomie leaves dishes in the sink for like a week', 'roommate'],
  ['my uncle passed away yesterday', 'grief'],
  ['twisted my knee at practice and it still hurts', 'health'],
  ['my manager keeps putting me on closing shifts', 'work'],
  ['got rejected from the honors program', 'rejection'],
  ['my dad keeps texting me about my gpa', 'family'],
  ['my friend has been ignoring my texts all week, like what did i do', 'friendConflict'],
])('"%s" is heard as %s trouble, with a question that lets them go on', (message, topic) => {
  for (const id of CHARACTER_IDS) {
    const move = hear(message, id);
    expect(move?.section).toBe(`hear.${topic}`);
    expect(adviceLines()[id].hear[topic as 'roommate']).toContain(move?.text);
    expect(move?.text).toMatch(/\?$/);
  }
});

test.each([
  // Asked for advice: the advice comes, not a question back.
  'my roommate keeps eating my food, what do i do',
  // A question for the character.
  'my roommate snores so loud, did u ever have a roommate like that?',
  // Good news, and plain talk.
  'my roommate is the sweetest person ever',
  'my grandma is visiting this weekend',
  // A student putting themself down hears warmth first.
  'failed my midterm, im so stupid',
])('"%s" is not a trouble to hear', (message) => {
  expect(hear(message)).toBeUndefined();
});

test('a topic already heard gets its next line, never the same one twice', () => {
  const first = hear('my professor embarrassed me in front of the class')!;
  const second = hearTroubleMove({
    characterId: 'asahi',
    conversation: [
      user('my professor embarrassed me in front of the class'),
      character(first.text),
      user('and now my professor keeps ignoring my emails'),
    ],
    seed: 's',
  });
  expect(second?.section).toBe('hear.professor');
  expect(second?.text).not.toBe(first.text);
});
