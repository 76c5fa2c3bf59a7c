import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { buildIfChanged } from './build-if-changed.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A repository with one source folder and a build that writes dist/index.html. */
function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-build-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'src', 'deep'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src', 'main.ts'), 'export const a = 1;\n');
  fs.writeFileSync(path.join(root, 'src', 'deep', 'b.ts'), 'export const b = 2;\n');
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>\n');
  const dist = path.join(root, 'dist');
  let builds = 0;
  const start = () =>
    buildIfChanged({
      root,
      dist,
      inputs: ['src', 'index.html', 'missing.json'],
      build: () => {
        builds += 1;
        fs.mkdirSync(dist, { recursive: true });
        fs.writeFileSync(path.join(dist, 'index.html'), `build ${builds}`);
      },
    });
  return { root, dist, start, builds: () => builds };
}

test('the first start builds; a second with nothing changed does not', () => {
  const p = project();
  expect(p.start()).toBe(true);
  expect(p.start()).toBe(false);
  expect(p.builds()).toBe(1);
});

test('a changed, added or removed source file rebuilds; a changed test file does not', () => {
  const p = project();
  p.start();
  fs.writeFileSync(path.join(p.root, 'src', 'deep', 'b.ts'), 'export const b = 3;\n');
  expect(p.start()).toBe(true);
  fs.writeFileSync(path.join(p.root, 'src', 'c.ts'), 'export const c = 1;\n');
  expect(p.start()).toBe(true);
  fs.rmSync(path.join(p.root, 'src', 'c.ts'));
  expect(p.start()).toBe(true);
  fs.writeFileSync(path.join(p.root, 'src', 'main.test.ts'), 'test\n');
  expect(p.start()).toBe(false);
  expect(p.builds()).toBe(4);
});

test('a build removed by hand, or one that failed, is built again', () => {
  const p = project();
  p.start();
  fs.rmSync(path.join(p.dist, 'index.html'));
  expect(p.start()).toBe(true);

  fs.writeFileSync(path.join(p.root, 'index.html'), '<!doctype html><title>x</title>\n');
  const failing = () =>
    buildIfChanged({
      root: p.root,
      dist: p.dist,
      inputs: ['src', 'index.html'],
      build: () => {
        throw new Error('vite failed');
      },
    });
  expect(failing).toThrow('vite failed');
  // The old stamp no longer matches the inputs, so the next start builds.
  expect(p.start()).toBe(true);
});
