import { expect, test } from 'vitest';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { lifeLines } from '@tuning/persona/content/life-lines';
import { CHARACTER_LINES } from '../../llm/offline/lines/index.ts';
import { talk } from '../../../test/talk-offline.ts';

test.each(CHARACTER_IDS)('%s: a goodbye with a hard feeling in it is met warmly', async (id) => {
  const [, reply] = await talk(id, ['heyyy', 'ok gonna go sob in the dining hall lol bye']);
  expect(lifeLines()[id].hardGoodbye).toContain(reply);
});

test.each(CHARACTER_IDS)('%s: "brb" after a question is a pause, not its answer', async (id) => {
  const [, reply] = await talk(id, ['hiii', 'brb gotta switch my laundry']);
  expect(lifeLines()[id].brb).toContain(reply);
});

test('"thanks for listening" is no question about music', async () => {
  const [, reply] = await talk('tyson', ['yo', 'thanks for listening fr, talk tmrw?']);
  const music = lifeLines().tyson.topics.music.flatMap((entry) => [entry.says, entry.more]);
  expect(music.some((line) => reply!.includes(line))).toBe(false);
});

test.each(CHARACTER_IDS)('%s: "ok thx gnight" is thanked and let go', async (id) => {
  const [, reply] = await talk(id, ['any tips for studying', 'ok thx gnight']);
  const farewells = CHARACTER_LINES[id].farewells.map((line) =>
    typeof line === 'string' ? line : line.text,
  );
  expect(farewells.some((line) => reply!.includes(line))).toBe(true);
});
