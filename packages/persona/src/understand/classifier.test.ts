import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { analyse } from '../read/language.ts';
import { cachedTrainedWeights, classifierFrom, trainWeights } from './classifier.ts';
import { intentExamples } from './intent-examples.ts';
import { INTENTS } from './intent-labels.ts';

/** Trained once for the whole file: a training takes ~2.7 s of one core. */
const weights = trainWeights();

test('weights written as JSON (as the bundle carries them) classify exactly as training does', () => {
  const trained = classifierFrom(weights);
  const shipped = classifierFrom(JSON.parse(JSON.stringify(weights)));
  const messages = [
    'hey tyson whats up',
    'i failed my chem exam and i feel awful',
    'what happened in chapter 3?',
    'who is your best friend',
    'idk tbh',
    ...INTENTS.map((intent) => intentExamples()[intent][0]!),
  ];
  for (const message of messages) {
    const analysis = analyse(message);
    expect(shipped.classify(analysis), message).toEqual(trained.classify(analysis));
  }
  for (const lemma of ['exam', 'chapter', 'zzzz']) {
    expect(shipped.knows(lemma)).toBe(trained.knows(lemma));
  }
});

test('from the sources, weights are trained once and then read back, a torn file trained again', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-classifier-cache-'));
  try {
    const trained = cachedTrainedWeights(dir);
    const [file] = fs.readdirSync(dir);
    expect(file).toMatch(/^tuning-classifier-[0-9a-f]{24}\.json$/);
    expect(trained).toEqual(weights);
    // Read back, not trained: a marker written into the kept file comes back.
    const kept = path.join(dir, file!);
    fs.writeFileSync(kept, JSON.stringify({ ...trained, biases: { marker: 1 } }));
    expect(cachedTrainedWeights(dir).biases).toEqual({ marker: 1 });
    fs.writeFileSync(kept, '{"weights": {');
    expect(cachedTrainedWeights(dir)).toEqual(trained);
    expect(fs.readdirSync(dir)).toEqual([file]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // Two trainings of ~3 s each alone; on a busy two-core runner they took 24 s.
}, 120_000);
