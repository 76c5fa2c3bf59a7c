import { expect, test } from 'vitest';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { talk } from '../../../test/talk-offline.ts';

test.each(CHARACTER_IDS)('%s says an introduction back whole, each thing once', async (id) => {
  const [, intro, summary] = await talk(id, [
    'heyyy',
    'ok so quick intro: im marisol, sophomore, studying architecture, from el paso',
    'what do u know about me so far',
  ]);
  for (const part of ['Marisol', 'second year', 'architecture', 'El Paso'])
    expect(intro).toContain(part);
  expect(summary).toContain('architecture');
});

test('a detail that is also a like is said once', async () => {
  const [, intro] = await talk('asahi', [
    'hi',
    'im a junior, i play club soccer and i have a dog named pretzel',
  ]);
  expect(intro).toContain('club soccer');
  expect(intro!.match(/club soccer/g)).toHaveLength(1);
  expect(intro).toContain('Pretzel');
});

test('a hometown keeps its describing words lowercase; a college ends before what is done there', async () => {
  const [, hometown, college] = await talk('kazeo', [
    'hi',
    'im from a small town near spokane',
    'i go to lakeside cc doing gen eds before transferring',
  ]);
  expect(hometown).toContain('small town near Spokane');
  expect(college).toContain('Lakeside CC');
  expect(college).not.toMatch(/gen eds/i);
});
