import { expect, test } from 'vitest';
import { CHARACTER_IDS, type CharacterId } from '@tuning/shared/saga/characters';
import data from '../../content/task-help.json' with { type: 'json' };
import { taskHelpMove } from './task-help.ts';

const user = (content: string) => ({ role: 'user' as const, content });
const helpFor = (characterId: CharacterId, message: string, name?: string) =>
  taskHelpMove({ characterId, conversation: [user(message)], seed: 's', ...(name && { name }) });

test.each(CHARACTER_IDS)('%s helps start a thing asked to be made, naming it', (id) => {
  const move = helpFor(id, 'can u make me a gym routine for leg day lol');
  expect(move?.section).toBe('taskHelp.start');
  expect(move?.text.toLowerCase()).toContain('a gym routine');
  expect(move?.text).not.toContain('leg day lol');
});

test.each(CHARACTER_IDS)('%s thinks up names for a plant, and nicknames from a name', (id) => {
  const plant = helpFor(id, 'what should i name my plant');
  expect(plant?.section).toBe('taskHelp.names');
  expect(data.nicknames.plant.filter((name) => plant!.text.includes(name))).toHaveLength(3);
  const nickname = helpFor(id, 'give me a nickname', 'dana');
  expect(nickname?.text).toMatch(/Dana|\bD\b|D-Train/);
});

test('tips, texts, quizzes, study plans and pep talks are other moves', () => {
  for (const message of [
    'can you give me some tips for sleeping',
    'can u write me a text to my roommate',
    'could you make me a quiz on bio',
    'can u make me a study plan for chem',
    'give me a pep talk',
    'can u give me a hug',
    'i made a playlist',
    'can you write my essay on the french revolution',
  ]) {
    expect(helpFor('kazeo', message), message).toBeUndefined();
  }
});
