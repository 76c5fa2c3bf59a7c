import { z } from 'zod';
import data from '../../content/intent-examples.json' with { type: 'json' };
import { INTENTS, type Intent } from './intent-labels.ts';
import { keyedObject } from '../content/keyed-object.ts';

const examples = z.array(z.string().trim().min(1)).min(5);

/** `content/intent-examples.json`: examples for every intent label, and only for those. */
export const intentExamplesSchema = z.strictObject({
  about: z.string(),
  examples: keyedObject(INTENTS, examples),
});

let parsed: Readonly<Record<Intent, readonly string[]>> | undefined;

/** The intent classifier's labelled examples, checked on first use. */
export function intentExamples(): Readonly<Record<Intent, readonly string[]>> {
  parsed ??= intentExamplesSchema.parse(data).examples;
  return parsed;
}
