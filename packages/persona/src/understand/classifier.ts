import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import winkPerceptron from 'wink-perceptron';
import { analyse, type Analysis } from '../read/language.ts';
import { intentExamples } from './intent-examples.ts';
import { INTENTS, type Intent } from './intent-labels.ts';

/**
 * The intent classifier: wink-perceptron (a multi-class averaged perceptron) trained on the
 * labelled examples of content/intent-examples.json, over features wink-nlp reads from each message:
 * lemmas, lemma pairs, the first word, negation, sentiment, person, and whether a character or a
 * page is named (names themselves are masked, so "what do you think of Kai" teaches the pattern,
 * not the name). Training order is fixed, so every process learns the same weights: the bundled
 * server is built with them (apps/server/build/bundle.ts); from the sources they are trained once
 * and kept (`cachedTrainedWeights`).
 */

type Features = Record<string, number>;

/** The features of one analysed message. */
export function features(analysis: Analysis): Features {
  const out: Features = { bias: 1 };
  const words = analysis.tokens.filter((token) => token.type !== 'punctuation');
  const lemmas = words.map((token) => {
    if (token.type === 'number' || token.pos === 'NUM') return '#num';
    return token.lemma;
  });
  // Names of the saga's characters and pages are masked: the intent is in the words around them.
  const masked = lemmas.map((lemma) =>
    /^(tyson|yurei|asahi|kaizetsu|kai|kazeo)$/.test(lemma) ? '#char' : lemma,
  );
  masked.forEach((lemma, index) => {
    out[`w:${lemma}`] = 1;
    // A word's start generalises over spellings and forms ("stressed", "stressing", "stresss").
    if (lemma.length > 5 && !lemma.startsWith('#')) out[`p:${lemma.slice(0, 5)}`] = 1;
    if (index > 0) out[`b:${masked[index - 1]}_${lemma}`] = 1;
  });
  if (masked[0]) out[`first:${masked[0]}`] = 1;
  if (masked.length > 1) out[`first2:${masked[0]}_${masked[1]}`] = 1;
  if (analysis.question) out.question = 1;
  if (analysis.tokens.some((token) => token.negated)) out.negated = 1;
  if (analysis.sentiment <= -0.25) out['sentiment:negative'] = 1;
  if (analysis.sentiment >= 0.25) out['sentiment:positive'] = 1;
  if (analysis.characters.length > 0) out.character = 1;
  if (analysis.pages.length > 0) out.page = 1;
  if (lemmas.some((lemma) => lemma === 'i' || lemma === 'my' || lemma === 'me'))
    out['person:1'] = 1;
  if (lemmas.some((lemma) => lemma === 'you' || lemma === 'your')) out['person:2'] = 1;
  out[`length:${Math.min(analysis.wordCount, 12) >> 2}`] = 1;
  return out;
}

/** A seeded shuffle (mulberry32), so the training order is the same on every machine. */
function seededShuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

export interface Classification {
  intent: Intent;
  /** The winning score minus the runner-up's: small means unsure. */
  margin: number;
  /** The three best intents with their scores. */
  ranked: Array<{ intent: Intent; score: number }>;
}

export interface IntentClassifier {
  classify(analysis: Analysis): Classification;
  /** Whether a lemma occurred in the training examples. */
  knows(lemma: string): boolean;
}

/** What training learns: the averaged weights and biases, and every lemma the examples hold. */
export interface TrainedWeights {
  weights: Record<string, Record<string, number>>;
  biases: Record<string, number>;
  vocabulary: string[];
}

/**
 * How the examples are learned: in ORDERS seeded orders of PASSES passes each, the averaged
 * weights of each order averaged again. One order's perceptron depends on that order, and an
 * example added anywhere reshuffles it: the evaluation battery's intents moved by up to 3 points
 * from one order to the next (94.2–97.3 %), and a clear "i'm feeling really lonely tonight" went
 * to happy in most orders. Averaged over five to ten orders, every group of orders tried scored
 * 96–98 % (docs/characters.md).
 */
const ORDERS = 10;
const PASSES = 6;

/** Trains on `examples` (defaults to the authored set): the same weights on every machine. */
export function trainWeights(
  examples: Readonly<Record<Intent, readonly string[]>> = intentExamples(),
): TrainedWeights {
  const data: Array<[Features, { label: string }]> = [];
  const vocabulary = new Set<string>();
  for (const intent of INTENTS) {
    for (const text of examples[intent] ?? []) {
      const analysis = analyse(text);
      for (const token of analysis.tokens) vocabulary.add(token.lemma);
      data.push([features(analysis), { label: intent }]);
    }
  }
  const weights: TrainedWeights['weights'] = {};
  const biases: TrainedWeights['biases'] = {};
  for (let order = 0; order < ORDERS; order += 1) {
    const perceptron = winkPerceptron();
    perceptron.defineConfig({ shuffleData: false, maxIterations: 1 });
    // The library shuffles with Math.random; shuffling here with a fixed seed keeps it repeatable.
    const ordered: typeof data = [];
    for (let pass = 0; pass < PASSES; pass += 1) {
      ordered.push(...seededShuffle([...data], 20261124 + order * 1000 + pass));
    }
    perceptron.learn(ordered);
    // The averaged weights, read back to score every intent (predict() gives only the winner).
    const [learned, learnedBiases] = JSON.parse(perceptron.exportJSON()) as [
      TrainedWeights['weights'],
      TrainedWeights['biases'],
    ];
    for (const [feature, row] of Object.entries(learned)) {
      const sum = (weights[feature] ??= {});
      for (const [label, weight] of Object.entries(row)) {
        sum[label] = (sum[label] ?? 0) + weight / ORDERS;
      }
    }
    for (const [label, bias] of Object.entries(learnedBiases)) {
      biases[label] = (biases[label] ?? 0) + bias / ORDERS;
    }
  }
  return { weights, biases, vocabulary: [...vocabulary] };
}

/** What training reads, from this file's folder: a change to any of them is another classifier. */
const TRAINING_SOURCES = [
  'classifier.ts',
  '../read/language.ts',
  '../../content/intent-examples.json',
  'intent-labels.ts',
  '../../../shared/src/saga/characters.ts',
  '../../../shared/src/saga/story.ts',
];
const TRAINING_PACKAGES = ['wink-nlp', 'wink-eng-lite-web-model', 'wink-perceptron'];

/**
 * From the sources: the weights trained from them, kept in the system's temporary folder under a
 * fingerprint of every file and package training reads. Every test process and `npm run dev`
 * after the first reads them (~20 ms) instead of training again (~2.7 s of one core). The bundle
 * carries its own (apps/server/build/bundle.ts) and never comes here.
 */
export function cachedTrainedWeights(cacheDir = os.tmpdir()): TrainedWeights {
  const require = createRequire(import.meta.url);
  const hash = createHash('sha256');
  for (const source of TRAINING_SOURCES) {
    hash.update(fs.readFileSync(new URL(source, import.meta.url)));
  }
  for (const name of TRAINING_PACKAGES) {
    hash.update(`${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
  }
  const file = path.join(cacheDir, `tuning-classifier-${hash.digest('hex').slice(0, 24)}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as TrainedWeights;
  } catch {
    // Not trained yet from these sources (or a torn file): train, then share it.
  }
  const weights = trainWeights();
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(weights));
  fs.renameSync(partial, file);
  return weights;
}

/** The classifier of weights trained before (by `trainWeights`, here or when bundling). */
export function classifierFrom(trained: TrainedWeights): IntentClassifier {
  const { weights, biases } = trained;
  const vocabulary = new Set(trained.vocabulary);
  return {
    knows: (lemma) => vocabulary.has(lemma),
    classify(analysis) {
      const scores = new Map<string, number>();
      for (const [feature, value] of Object.entries(features(analysis))) {
        const row = weights[feature];
        if (!row || !value) continue;
        for (const [label, weight] of Object.entries(row)) {
          scores.set(label, (scores.get(label) ?? 0) + weight * value);
        }
      }
      const ranked = INTENTS.map((intent) => ({
        intent,
        score: (scores.get(intent) ?? 0) + (biases[intent] ?? 0),
      })).sort((a, b) => b.score - a.score);
      return {
        intent: ranked[0]!.intent,
        margin: ranked[0]!.score - (ranked[1]?.score ?? 0),
        ranked: ranked.slice(0, 3),
      };
    },
  };
}
