import { expect, test } from 'vitest';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { ADVICE_TOPICS, adviceLines, adviceLinesSchema } from './advice-lines.ts';
import tyson from '../../content/advice/tyson.json' with { type: 'json' };

test('all five advice files have two pieces of advice on every topic, each with its follow-ups', () => {
  const lines = adviceLines();
  for (const id of CHARACTER_IDS) {
    expect(lines[id].character).toBe(id);
    for (const topic of ADVICE_TOPICS) {
      expect(lines[id].topics[topic].length).toBeGreaterThanOrEqual(2);
      for (const entry of lines[id].topics[topic]) {
        expect(Object.keys(entry).sort()).toEqual(['says', 'whatIf', 'why']);
      }
    }
  }
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
