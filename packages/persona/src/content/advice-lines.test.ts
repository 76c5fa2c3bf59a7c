import { expect, test } from 'vitest';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { ADVICE_TOPICS, adviceLines, adviceLinesSchema, type AdviceTopic } from './advice-lines.ts';
import topicsData from '../../content/advice-topics.json' with { type: 'json' };
import tyson from '../../content/advice/tyson.json' with { type: 'json' };

test('all five advice files have two pieces of advice on every topic, each with its follow-ups', () => {
  const lines = adviceLines();
  for (const id of CHARACTER_IDS) {
    expect(lines[id].character).toBe(id);
    for (const topic of ADVICE_TOPICS) {
      const general = lines[id].topics[topic].filter((entry) => entry.case === undefined);
      expect(general.length).toBeGreaterThanOrEqual(2);
      for (const entry of lines[id].topics[topic]) {
        const parts = Object.keys(entry).filter((key) => key !== 'case');
        expect(parts.sort()).toEqual(['says', 'whatIf', 'why']);
      }
    }
  }
});

test('every case of a topic has advice of its own in all five files, and no advice an unknown case', () => {
  const lines = adviceLines();
  for (const id of CHARACTER_IDS) {
    for (const [topic, named] of Object.entries(topicsData.cases)) {
      const entries = lines[id].topics[topic as AdviceTopic];
      for (const name of Object.keys(named)) {
        expect(
          entries.some((entry) => entry.case === name),
          `${id} ${topic} ${name}`,
        ).toBe(true);
      }
    }
  }
  const ghosts = {
    case: 'ghosts',
    says: 'Leave the ghosts a polite note on the door.',
    why: 'Ghosts read notes, everybody knows that.',
    whatIf: 'Then try a louder note, in capitals.',
  };
  const unknown = { ...tyson.topics, roommate: [...tyson.topics.roommate, ghosts] };
  expect(adviceLinesSchema.safeParse({ ...tyson, topics: unknown }).success).toBe(false);
  const known = {
    ...tyson.topics,
    roommate: [...tyson.topics.roommate, { ...ghosts, case: 'noise' }],
  };
  expect(adviceLinesSchema.safeParse({ ...tyson, topics: known }).success).toBe(true);
  const withoutCase = {
    ...tyson.topics,
    roommate: tyson.topics.roommate.filter((entry) => !('case' in entry) || entry.case !== 'noise'),
  };
  expect(adviceLinesSchema.safeParse({ ...tyson, topics: withoutCase }).success).toBe(false);
});

test('the schema refuses a missing topic, a line said twice, markdown and an unknown part', () => {
  const { roommate: _roommate, ...withoutRoommate } = tyson.topics;
  expect(adviceLinesSchema.safeParse({ ...tyson, topics: withoutRoommate }).success).toBe(false);
  const first = tyson.topics.roommate[0]!;
  const twice = { ...first, whatIf: first.says };
  const repeated = { ...tyson.topics, roommate: [twice, tyson.topics.roommate[1]] };
  expect(adviceLinesSchema.safeParse({ ...tyson, topics: repeated }).success).toBe(false);
  const bold = { ...tyson.topics, sleep: [{ ...first, says: '**Sleep** more.' }, first] };
  expect(adviceLinesSchema.safeParse({ ...tyson, topics: bold }).success).toBe(false);
  const extra = { ...tyson.topics, money: [{ ...first, more: 'And more.' }, first] };
  expect(adviceLinesSchema.safeParse({ ...tyson, topics: extra }).success).toBe(false);
  expect(adviceLinesSchema.safeParse(tyson).success).toBe(true);
});
