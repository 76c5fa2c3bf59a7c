import { expect, test } from 'vitest';
import { CRISIS_RESOURCES } from '@tuning/shared/characters/intro';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import aftercareCues from '../../content/aftercare-cues.json' with { type: 'json' };
import { aftercareLines } from '../content/aftercare-lines.ts';
import {
  aftercareCuesSchema,
  aftercareMove,
  asksForHelpAfterCare,
  safetyQuestion,
} from './aftercare.ts';

const user = (content: string) => ({ role: 'user' as const, content });
const character = (content: string) => ({ role: 'assistant' as const, content });

test('the aftercare files are valid, the same shape for all five', () => {
  expect(aftercareCuesSchema.safeParse(aftercareCues).success).toBe(true);
  for (const id of CHARACTER_IDS) expect(aftercareLines()[id].ask.length).toBeGreaterThan(2);
});

test.each(CHARACTER_IDS)('%s asks whether the student is safe', (id) => {
  expect(aftercareLines()[id].ask).toContain(safetyQuestion(id, 'seed'));
});

const care = `I'm worried about you. ${CRISIS_RESOURCES} Are you safe right now?`;

test.each([
  'im ok now, really',
  'its just a thought sometimes, im not planning anything',
  'please dont make it a big deal',
  'ok thanks for talking',
])('"%s" after care is met calmly, the door left open', (message) => {
  const move = aftercareMove({
    characterId: 'asahi',
    conversation: [user('i want to die'), character(care), user(message)],
    seed: 's',
  });
  expect(move?.section).toBe('aftercare.eased');
});

test.each(['idk', 'everything is just heavy', 'no one gets it'])(
  '"%s" after care is met by staying with them',
  (message) => {
    const move = aftercareMove({
      characterId: 'kazeo',
      conversation: [user('i want to die'), character(care), user(message)],
      seed: 's',
    });
    expect(move?.section).toBe('aftercare.stay');
  },
);

test('a question after care is answered as itself', () => {
  const conversation = [user('i want to die'), character(care), user('are you even real?')];
  expect(aftercareMove({ characterId: 'kaizetsu', conversation, seed: 's' })).toBeUndefined();
});

test('without care just before, there is no aftercare', () => {
  const conversation = [user('hey'), character('Hi!'), user('im ok')];
  expect(aftercareMove({ characterId: 'tyson', conversation, seed: 's' })).toBeUndefined();
});

test('a second turn after care gets a line not said yet', () => {
  const lines = aftercareLines().yurei.stay;
  const conversation = [user('i want to die'), character(`${care} ${lines[0]}`), user('idk')];
  const move = aftercareMove({ characterId: 'yurei', conversation, seed: 'x' });
  expect(move?.text).not.toBe(lines[0]);
});

test('a few turns after care, asking what to do or whom to call gets the care again', () => {
  const talk = [
    user('i dont think i want to be here anymore'),
    character(care),
    user('idk'),
    character('I’m still here.'),
    user('ok'),
    character('Take your time.'),
  ];
  for (const message of [
    'ok but what do i do tonight',
    'who would i even call',
    'i need help rn',
  ]) {
    expect(asksForHelpAfterCare([...talk, user(message)]), message).toBe(true);
  }
  // Not after care, or not asking: nothing.
  expect(asksForHelpAfterCare([user('hey'), character('Hi!'), user('what do i do tonight')])).toBe(
    false,
  );
  expect(asksForHelpAfterCare([...talk, user('ok thanks, i will')])).toBe(false);
});
