import { expect, test } from 'vitest';
import { precacheManifest } from './service-worker.ts';

test('a release installs its shell and assets, not the emoji font nor copies and maps', () => {
  const files = new Map<string, string>(
    [
      'index.html',
      'sw.js',
      'assets/index-abc.js',
      'assets/index-abc.js.br',
      'assets/index-abc.js.map',
      'assets/bangers-latin-400-normal-x.woff2',
      'assets/bangers-latin-400-normal-x.woff',
      'assets/emoji-3-D2R0RMtP.woff2',
    ].map((name) => [name, name]),
  );
  expect(precacheManifest(files).entries.map((entry) => entry.url)).toEqual([
    '/assets/bangers-latin-400-normal-x.woff2',
    '/assets/index-abc.js',
    '/index.html',
  ]);
});
