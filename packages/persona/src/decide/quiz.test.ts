import { describe, expect, test } from 'vitest';
import data from '../../content/quiz.json' with { type: 'json' };
import { quizMove } from './quiz.ts';

const user = (content: string) => ({ role: 'user' as const, content });
const character = (content: string) => ({ role: 'assistant' as const, content });
const questions = Object.values(data.questions).flat();
const find = (ask: string) => questions.find((entry) => entry.ask === ask)!;
/** The question a move ends with. */
const askedIn = (text: string) => questions.find((entry) => text.endsWith(entry.ask));

describe('a quiz, asked for', () => {
  test('"quiz me on econ" asks an econ question in the character voice', () => {
    const move = quizMove({
      characterId: 'asahi',
      conversation: [user('can u quiz me on econ before my midterm')],
      seed: 's',
    });
    expect(move?.section).toBe('quiz.ask');
    expect(data.questions.econ.map((entry) => entry.ask)).toContain(askedIn(move!.text)?.ask);
    expect(data.voices.asahi.start.some((line) => move!.text.startsWith(line))).toBe(true);
  });

  test('"ask me some bio questions" asks; "ask me a question" alone is no quiz', () => {
    const ask = (message: string) =>
      quizMove({ characterId: 'yurei', conversation: [user(message)], seed: 's' });
    expect(ask('ask me some bio questions')?.section).toBe('quiz.ask');
    expect(ask('ask me a question')).toBeUndefined();
  });

  test('"ask me one" asks only in a scene set for it', () => {
    const conversation = [user('ok ask me one')];
    expect(quizMove({ characterId: 'tyson', conversation, seed: 's' })).toBeUndefined();
    expect(
      quizMove({ characterId: 'tyson', conversation, seed: 's', inQuizScene: true })?.section,
    ).toBe('quiz.ask');
  });
});

describe('the answer, checked', () => {
  const asked = find('Which part of the brain is most linked to fear?');
  const after = (answer: string) =>
    quizMove({
      characterId: 'kaizetsu',
      conversation: [user('quiz me on psych'), character(`First: ${asked.ask}`), user(answer)],
      seed: 's',
    });

  test.each(['amygdala', 'the amygdala?', 'its the amygdala right lol'])(
    '"%s" is right',
    (answer) => {
      const move = after(answer);
      expect(move?.section).toBe('quiz.right');
      expect(move?.text).toContain(asked.why);
      expect(askedIn(move!.text)?.ask).not.toBe(asked.ask);
    },
  );

  test('a wrong answer is told the right one, then another question', () => {
    const move = after('hippocampus');
    expect(move?.section).toBe('quiz.wrong');
    expect(move?.text).toContain(asked.why);
    expect(askedIn(move!.text)).toBeDefined();
  });

  test('"idk" and "next" are told the answer without a verdict', () => {
    for (const answer of ['idk', 'next']) {
      const move = after(answer);
      expect(move?.section).toBe('quiz.told');
      expect(move?.text.startsWith(asked.why)).toBe(true);
    }
  });

  test('"wait why" and "ok im done" leave the quiz to the rest of the engine', () => {
    expect(after('wait why')).toBeUndefined();
    expect(after('ok im done lol')).toBeUndefined();
  });
});
