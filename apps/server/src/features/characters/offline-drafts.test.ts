import { describe, expect, test } from 'vitest';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { draftLines } from '@tuning/persona/decide/draft';
import { talk } from '../../../test/talk-offline.ts';

/** The draft itself: the paragraph between the character's line and their offer. */
function draftOf(reply: string): string {
  const parts = reply.split('\n\n');
  expect(parts).toHaveLength(3);
  return parts[1]!;
}

describe('words to send, written when asked, and again another way', () => {
  test.each(CHARACTER_IDS)('%s writes the text, then shorter, then softer', async (id) => {
    const [first, shorter, softer] = await talk(id, [
      'can u write me a text to send my suitemate about the trash, its been sitting there for days',
      'make it shorter lol',
      'less passive aggressive pls',
    ]);
    const voice = draftLines().voices[id];
    expect(voice.intro.some((line) => first!.startsWith(line))).toBe(true);
    expect(draftOf(first!)).toContain('the trash');
    expect(voice.revised.some((line) => shorter!.startsWith(line))).toBe(true);
    expect(draftOf(shorter!).length).toBeLessThan(draftOf(first!).length);
    expect(draftOf(softer!)).not.toBe(draftOf(first!));
    expect(draftOf(softer!)).toContain('the trash');
  });

  test('an email to a professor is signed with the student name and greets them formally', async () => {
    const [reply] = await talk(
      'asahi',
      ['help me word an email to my professor asking for an extension on the problem set'],
      { profile: { fullName: 'Priya Natarajan', collegeName: 'Lakeview' } },
    );
    const email = draftOf(reply!);
    expect(email).toMatch(/^Hi Professor \[last name\],/);
    expect(email).toContain('the problem set');
    expect(email).toMatch(/Priya$/);
  });

  test('"what should i text him" writes for the trouble told just before', async () => {
    const [, reply] = await talk('kazeo', [
      'my lab partner hasnt done any of the project and its due friday',
      'what should i text him',
    ]);
    expect(draftOf(reply!)).toMatch(/work|part|project/);
  });

  test('a revision asked with no draft before it is not a draft', async () => {
    const [reply] = await talk('tyson', ['make it shorter lol']);
    expect(reply!.split('\n\n')).toHaveLength(1);
  });
});

describe('a study plan, laid out when asked, and lighter when asked', () => {
  test.each(CHARACTER_IDS)(
    '%s plans the days for what was named, then a lighter one',
    async (id) => {
      const [plan, lighter] = await talk(id, [
        'can u make me a study plan, i have 3 finals next week: anatomy, stats and french',
        'thats way too much lol, less intense pls',
      ]);
      const voice = draftLines().voices[id];
      expect(voice.plan.some((line) => plan!.startsWith(line))).toBe(true);
      const days = draftOf(plan!).split('\n');
      expect(days[0]).toMatch(/^Day 1: anatomy/);
      for (const item of ['anatomy', 'stats', 'french']) expect(draftOf(plan!)).toContain(item);
      expect(days.at(-1)).toMatch(/^3 blocks a day/);
      expect(draftOf(lighter!).split('\n').at(-1)).toMatch(/^2 blocks a day/);
    },
  );
});

test('a plan keeps to the days the student works and uses the day they are free', async () => {
  const [plan] = await talk('asahi', [
    'can u make me a study plan for next week, stats and econ. i have practice tues and thurs and saturday im free',
  ]);
  const days = draftOf(plan!).split('\n');
  expect(days.find((day) => day.startsWith('Tue:'))).toMatch(/^Tue: busy, so one block only/);
  expect(days.find((day) => day.startsWith('Thu:'))).toMatch(/^Thu: busy, so one block only/);
  expect(days.find((day) => day.startsWith('Sat:'))).toMatch(/4 blocks, you're free/);
});
