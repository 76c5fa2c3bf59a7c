import crypto from 'node:crypto';
import fs from 'node:fs';

/**
 * What the crisis model is trained from: the training and dev splits, everyday chat (`sets/crisis/chat.json`),
 * the concepts, the feature code and the chat spellings that reading expands. The saved model records this hash, and a test fails
 * when it no longer matches, so a change to any of these files comes with `npm run train:crisis`.
 */
const INPUTS = [
  '../../sets/crisis/train.json',
  '../../sets/crisis/dev.json',
  '../../content/crisis-concepts.json',
  './risk-features.ts',
  './train-model.ts',
  '../../content/chat-words.json',
  '../../sets/crisis/chat.json',
];

export function trainingHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS) hash.update(fs.readFileSync(new URL(file, import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}
