import { describe, expect, test } from 'vitest';
import { readMessage } from '../read/read-message.ts';
import { riskFeatures, stem } from './risk-features.ts';

const features = (message: string) => riskFeatures(readMessage(message));

describe('riskFeatures', () => {
  test('reads words, word pairs and the concepts they stand for', () => {
    const read = features('i wish i could stop existing');
    expect(read).toEqual(
      expect.arrayContaining(['w:wish', 'b:stop_exist', 'c:wish', 'c:end', 'c:exist']),
    );
  });

  test('keeps the order of concepts inside a clause, within a few words', () => {
    expect(features('i want to die')).toContain('p:wish>death');
    expect(features('i want to die')).not.toContain('p:death>wish');
    // Far apart, or in two clauses, they are two thoughts.
    expect(features('i want to go to the library and study for the exam then die')).not.toContain(
      'p:wish>death',
    );
    expect(features('i want pizza. my phone died')).not.toContain('p:wish>death');
  });

  test('marks a concept a negation stands just before', () => {
    expect(features('i do not want to die')).toContain('n:wish');
    expect(features('i want to die')).not.toContain('n:wish');
  });

  test('reads chat spellings and laughter as reading does', () => {
    expect(features('kms lol')).toEqual(expect.arrayContaining(['c:death', 'c:self', 'x:laugh']));
    expect(features('wanna disappear')).toContain('p:wish>end');
  });

  test('stems lightly', () => {
    expect(['cutting', 'cuts', 'cut'].map(stem)).toEqual(['cut', 'cut', 'cut']);
    expect(['wanted', 'existing', 'pills', 'this'].map(stem)).toEqual([
      'want',
      'exist',
      'pill',
      'this',
    ]);
  });
});
