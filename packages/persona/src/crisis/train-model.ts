import type { ReadMessage } from '../read/read-message.ts';
import { riskFeatures } from './risk-features.ts';
import type { CrisisModel } from './risk-model.ts';

/**
 * Logistic regression for the crisis model, by AdaGrad with a little L2, over binary features.
 * Risk and everyday examples weigh the same in all whatever their counts; the order of examples
 * is shuffled by a fixed seed, so the same examples always give the same weights.
 */

const EPOCHS = 40;
const RATE = 0.3;
const L2 = 1e-4;

function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type TrainedWeights = Pick<CrisisModel, 'bias' | 'weights'>;

/** A message to learn from, and the kind of risk the lexicon read in it, if any. */
export interface TrainingExample {
  read: ReadMessage;
  lexicon?: string;
}

export function trainRiskModel(
  risk: readonly TrainingExample[],
  everyday: readonly TrainingExample[],
): TrainedWeights {
  const examples = [
    ...risk.map((example) => ({ features: riskFeatures(example.read, example.lexicon), label: 1 })),
    ...everyday.map((example) => ({
      features: riskFeatures(example.read, example.lexicon),
      label: 0,
    })),
  ];
  const classWeight = [
    examples.length / (2 * everyday.length),
    examples.length / (2 * risk.length),
  ];
  const weights = new Map<string, number>();
  const squares = new Map<string, number>();
  let bias = 0;
  let biasSquares = 1e-8;
  const random = mulberry32(20261128);
  const order = examples.map((_, index) => index);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let index = order.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    for (const at of order) {
      const { features, label } = examples[at]!;
      let sum = bias;
      for (const feature of features) sum += weights.get(feature) ?? 0;
      const gradient = (1 / (1 + Math.exp(-sum)) - label) * classWeight[label]!;
      biasSquares += gradient * gradient;
      bias -= (RATE * gradient) / Math.sqrt(biasSquares);
      for (const feature of features) {
        const weight = weights.get(feature) ?? 0;
        const step = gradient + L2 * weight;
        const squared = (squares.get(feature) ?? 1e-8) + step * step;
        squares.set(feature, squared);
        weights.set(feature, weight - (RATE * step) / Math.sqrt(squared));
      }
    }
  }
  const kept = [...weights]
    .filter(([, weight]) => Math.abs(weight) >= 0.01)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([feature, weight]) => [feature, Math.round(weight * 1000) / 1000] as const);
  return { bias: Math.round(bias * 1000) / 1000, weights: Object.fromEntries(kept) };
}

/** The lowest threshold at which at most `share` of `everyday` reach it, within [0.5, 0.99]. */
export function thresholdFor(scores: readonly number[], share: number): number {
  const sorted = [...scores].sort((a, b) => b - a);
  const above = sorted[Math.floor(sorted.length * share)] ?? 0;
  return Math.min(0.99, Math.max(0.5, Math.round((above + 0.0005) * 1000) / 1000));
}
