import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { BUNDLED_PACKAGES, bundleServer, SERVER_BUILD_INPUTS } from './bundle.ts';

const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-bundle-'));
afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));
const metafile = bundleServer(outdir);

test('every file the bundle is made of is an input its rebuild watches', () => {
  const files = Object.keys(metafile.inputs);
  expect(files).toContain('apps/server/src/server.ts');
  expect(files.some((file) => file.startsWith('packages/shared/src/'))).toBe(true);
  // A bundled package changes only with package-lock.json, which is an input.
  expect(SERVER_BUILD_INPUTS).toContain('package-lock.json');
  const fromPackages = files.filter((file) => file.startsWith('node_modules/'));
  const packages = new Set(fromPackages.map((file) => file.split('/').slice(1, 3).join('/')));
  for (const name of packages) {
    expect([...BUNDLED_PACKAGES].some((bundled) => name.startsWith(bundled))).toBe(true);
  }
  const unwatched = files.filter(
    (file) =>
      !file.startsWith('node_modules/') &&
      !SERVER_BUILD_INPUTS.some((input) => file === input || file.startsWith(`${input}/`)),
  );
  expect(unwatched).toEqual([]);
});

test('packages stay outside, and the ones loaded on first use are not loaded at start', () => {
  const entry = Object.entries(metafile.outputs).find(([file]) => file.endsWith('/server.js'));
  expect(entry).toBeDefined();
  const atStart = entry![1].imports.filter((imported) => imported.kind === 'import-statement');
  const packages = atStart.filter((imported) => imported.external).map((imported) => imported.path);
  expect(packages).toContain('fastify');
  // Bundled: the shared code, and the packages whose many small files slowed every start.
  expect(packages).not.toContain('@tuning/shared/saga/characters');
  expect(packages.filter((name) => /^(zod|drizzle-orm)(\/|$)/.test(name))).toEqual([]);
  for (const lazy of ['openai', 'nodemailer', 'sharp', 'tinyld']) {
    expect(packages, lazy).not.toContain(lazy);
  }
});

test('the bundle carries the classifier trained from its sources, not training at start', () => {
  const server = fs.readFileSync(path.join(outdir, 'server.js'), 'utf8');
  expect(server).not.toContain('__TUNING_TRAINED_CLASSIFIER__');
  expect(server).toMatch(/PRETRAINED = true \? JSON\.parse\(`\{"weights":/);
});
