import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';

// The language tools (@tuning/persona/read/language) load with the first message the server reads,
// never at start: a server that is only chatting never holds them (docs/benchmarks.md, idle memory).

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
    const { analyse } = await import('@tuning/persona/read/language');
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
