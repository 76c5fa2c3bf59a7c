import { describe, expect, test } from 'vitest';
import { planRequestIn } from './plan-request.ts';

describe('a plan asked for', () => {
  test('courses and days named are what the plan is made of', () => {
    expect(
      planRequestIn(
        'can u make me a study plan for 4 exams in 6 days: physics, econ, stats and spanish',
      ),
    ).toEqual({
      items: ['physics', 'econ', 'stats', 'spanish'],
      days: 6,
      light: false,
    });
  });

  test('coursework and a day: "tomorrow" is one day', () => {
    expect(
      planRequestIn('help me plan my day tomorrow, i have a lab report and a quiz'),
    ).toMatchObject({
      items: ['the lab report', 'the quiz'],
      days: 1,
    });
  });

  test('what to fit in may be named a turn before', () => {
    expect(
      planRequestIn('ok can u give me a realistic schedule', [
        'i have psych and history finals next week',
      ]),
    ).toMatchObject({ items: ['psych', 'history'], days: 5, light: true });
  });

  test('days the student works are busy, a day they are free is free', () => {
    expect(
      planRequestIn(
        'make me a study plan for next week pls, i have shifts mon and wed nights but sunday im free',
      )?.week,
    ).toEqual({ mon: 'busy', wed: 'busy', sun: 'free' });
    expect(planRequestIn('make me a study plan for chem')?.week).toBeUndefined();
  });

  test.each([
    'what are your plans this weekend',
    'my plan is to sleep all day lol',
    'how do i study for orgo',
    'how do i make a study plan?',
  ])('"%s" asks for none', (message) => {
    expect(planRequestIn(message)).toBeUndefined();
  });
});
