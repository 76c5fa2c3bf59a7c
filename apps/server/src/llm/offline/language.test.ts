import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { offlineClassifier } from './compose.ts';
import { analyse, languageOf } from './language.ts';

const languageOfMessage = (text: string) => languageOf(analyse(text), offlineClassifier().knows);

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

test('training the classifier and reading English do not load the language profiles', () => {
  // In a process of its own: the profiles stay loaded once anything in this one asked.
  const script = `
    import { createRequire } from 'node:module';
    import { readMessage, offlineClassifier } from './apps/server/src/llm/offline/compose.ts';
    const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((k) => k.includes('tinyld'));
    offlineClassifier();
    readMessage('hey tyson, what did you think of chapter 3?', 'tyson');
    const afterEnglish = loaded();
    readMessage('hola que tal', 'tyson');
    console.log(JSON.stringify({ afterEnglish, afterSpanish: loaded() }));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: new URL('../../../../../', import.meta.url),
    encoding: 'utf8',
  });
  expect(JSON.parse(out)).toEqual({ afterEnglish: false, afterSpanish: true });
});

test("the server's code loads wink's English model with the first message it reads", () => {
  // In a process of its own, as the server starts: app.ts and everything it imports.
  const script = `
    import { createRequire } from 'node:module';
    const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((k) => k.includes('wink-eng-lite-web-model'));
    await import('./apps/server/src/app.ts');
    const atStart = loaded();
    const { analyse } = await import('./apps/server/src/llm/offline/language.ts');
    const { factSpans } = analyse("hi! i'm a biology major");
    console.log(JSON.stringify({ atStart, afterMessage: loaded(), facts: factSpans.map((f) => f.kind) }));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: new URL('../../../../../', import.meta.url),
    encoding: 'utf8',
  });
  // The saga's own entities are learned when the model loads: the major is still read.
  expect(JSON.parse(out)).toEqual({ atStart: false, afterMessage: true, facts: ['major'] });
});
