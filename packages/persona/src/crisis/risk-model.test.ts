import { describe, expect, test } from 'vitest';
import { readMessage } from '../read/read-message.ts';
import { crisisModel, riskProbability } from './risk-model.ts';
import { trainingHash } from './training-hash.ts';

describe('the crisis model', () => {
  test('was trained from the sets, concepts and features as they are now', () => {
    expect(crisisModel().trainedOn, 'run `npm run train:crisis` and commit the model').toBe(
      trainingHash(),
    );
  });

  test('keeps its threshold where care stays rare on everyday talk', () => {
    expect(crisisModel().threshold).toBeGreaterThanOrEqual(0.5);
  });

  test('weighs a death wish said of oneself far above the same words said of a game', () => {
    const probability = (message: string) => riskProbability(readMessage(message));
    expect(probability('honestly i just want to stop existing')).toBeGreaterThan(
      probability('this boss fight keeps killing me lol'),
    );
    expect(probability('i have been thinking about ending my life')).toBeGreaterThan(
      crisisModel().threshold,
    );
    expect(probability('my phone is dying and i need a charger')).toBeLessThan(
      crisisModel().threshold,
    );
  });
});
