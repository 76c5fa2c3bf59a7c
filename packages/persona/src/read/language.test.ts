import { expect, test } from 'vitest';
import { cachedTrainedWeights, classifierFrom } from '../understand/classifier.ts';
import { analyse, languageOf } from './language.ts';

// The words the server's classifier knows (compose.ts's offlineClassifier, from the sources).
const { knows } = classifierFrom(cachedTrainedWeights());
const languageOfMessage = (text: string) => languageOf(analyse(text), knows);

test('chat English, slang and the saga’s names included, is English', () => {
  for (const text of [
    'lol ngl that chapter slapped',
    'idk tbh',
    'dunno man',
    'wyd rn',
    'hmm okay',
    'kai is so cool omg',
    'can u help me with my essay',
    'Yūrei',
  ]) {
    expect(languageOfMessage(text), text).toBe('en');
  }
});

test('a message in another language is not English, in any script', () => {
  expect(languageOfMessage('hola que tal')).toBe('es');
  expect(languageOfMessage('ich habe heute keine lust')).toBe('de');
  expect(languageOfMessage('привет как дела')).toBe('ru');
  for (const text of [
    'tum kaise ho',
    'apa kabar teman',
    '你好，你今天怎么样',
    '안녕하세요 잘 지내세요',
  ]) {
    expect(languageOfMessage(text), text).not.toBe('en');
  }
});
