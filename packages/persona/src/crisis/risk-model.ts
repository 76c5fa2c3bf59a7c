import { z } from 'zod';
import saved from '../../content/crisis-model.json' with { type: 'json' };
import type { ReadMessage } from '../read/read-message.ts';
import { riskFeatures } from './risk-features.ts';

/**
 * The crisis check's second reader: a logistic model over the words and concepts of a message
 * (src/crisis/risk-features.ts), trained by `npm run train:crisis` on the training split of
 * `sets/crisis/` and saved to `content/crisis-model.json`. The lexicon finds the phrasings it was
 * written for and says why; the model reads the ones nobody wrote down ("been wanting to not wake
 * up", "everyone would be fine without me around tbh"). Its threshold is chosen on the dev split
 * so that at most 1 % of everyday messages pass it.
 */

export const crisisModelSchema = z.strictObject({
  about: z.string(),
  /** A hash of what it was trained from: the training split, the concepts and the features. */
  trainedOn: z.string().regex(/^[0-9a-f]{16}$/),
  bias: z.number(),
  threshold: z.number().min(0).max(1),
  weights: z.record(z.string(), z.number()),
});
export type CrisisModel = z.infer<typeof crisisModelSchema>;

let model: CrisisModel | undefined;

/** The saved model, checked on first use. */
export function crisisModel(): CrisisModel {
  model ??= crisisModelSchema.parse(saved);
  return model;
}

/** The model's probability that a message needs crisis care. */
export function riskProbability(
  read: ReadMessage,
  using: CrisisModel = crisisModel(),
  lexicon?: string,
): number {
  let sum = using.bias;
  for (const feature of riskFeatures(read, lexicon)) sum += using.weights[feature] ?? 0;
  return 1 / (1 + Math.exp(-sum));
}
