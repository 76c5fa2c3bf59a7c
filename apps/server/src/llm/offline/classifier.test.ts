import { expect, test } from 'vitest';
import { INTENT_EXAMPLES } from './intent-examples.ts';
import { INTENTS } from './intent-labels.ts';
import { classifierFrom, trainClassifier, trainWeights } from './classifier.ts';
import { analyse } from './language.ts';

test('weights written as JSON (as the bundle carries them) classify exactly as training does', () => {
  const trained = trainClassifier();
  const shipped = classifierFrom(JSON.parse(JSON.stringify(trainWeights())));
  const messages = [
    'hey tyson whats up',
    'i failed my chem exam and i feel awful',
    'what happened in chapter 3?',
    'who is your best friend',
    'idk tbh',
    ...INTENTS.map((intent) => INTENT_EXAMPLES[intent][0]!),
  ];
  for (const message of messages) {
    const analysis = analyse(message);
    expect(shipped.classify(analysis), message).toEqual(trained.classify(analysis));
  }
  for (const lemma of ['exam', 'chapter', 'zzzz']) {
    expect(shipped.knows(lemma)).toBe(trained.knows(lemma));
  }
});
