import { expect, test } from 'vitest';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import data from '../../content/pep-talks.json' with { type: 'json' };
import { pepTalkMove } from './pep-talk.ts';

const user = (content: string) => ({ role: 'user' as const, content });
const talkFor = (characterId: (typeof CHARACTER_IDS)[number], message: string) =>
  pepTalkMove({ characterId, conversation: [user(message)], seed: 's' });

test.each(CHARACTER_IDS)('%s gives a pep talk for the thing named', (id) => {
  const move = talkFor(id, 'can u hype me up before my chem midterm');
  expect(move?.text).toContain('your chem midterm');
  const templates = data.lines[id].map((line) => line.replaceAll('{event}', 'your chem midterm'));
  expect(templates.map((line) => line.charAt(0).toUpperCase() + line.slice(1))).toContain(
    move?.text,
  );
});

test('"wish me luck" and "i need motivation" ask for one; "good luck on ur show" does not', () => {
  expect(talkFor('asahi', 'wish me luck on my audition!!')?.text).toContain('your audition');
  expect(talkFor('asahi', 'i need motivation lol')?.section).toBe('pepTalk');
  expect(talkFor('asahi', 'good luck on ur show tonight')).toBeUndefined();
});
