import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { BUNDLED_PACKAGES, bundleServer, CLASSIFIER_FILE, SERVER_BUILD_INPUTS } from './bundle.ts';

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

/**
 * Loaded on first use: the model's SDK, email, image resizing, wink's English model and language
 * detection (the first message a character reads), each
 * database's driver when that database is opened, the metrics registry when metrics are served.
 */
const LAZY_PACKAGES = [
  'openai',
  'nodemailer',
  'sharp',
  'tinyld',
  'wink-eng-lite-web-model',
  'pg',
  '@electric-sql/pglite',
  'prom-client',
];

test('packages stay outside, and the ones loaded on first use are not loaded at start', () => {
  // What server.js imports statically, and what those chunks import statically in turn.
  const entry = Object.keys(metafile.outputs).find((file) => file.endsWith('/server.js'));
  expect(entry).toBeDefined();
  const loaded = new Set([entry!]);
  const packages: string[] = [];
  for (const file of loaded) {
    for (const imported of metafile.outputs[file]!.imports) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.push(imported.path);
      else loaded.add(imported.path);
    }
  }
  expect(loaded.size).toBeGreaterThan(1);
  expect(packages).toContain('fastify');
  // Bundled: the shared code, and the packages whose many small files slowed every start.
  expect(packages).not.toContain('@tuning/shared/saga/characters');
  expect(packages.filter((name) => /^(zod|drizzle-orm)(\/|$)/.test(name))).toEqual([]);
  for (const lazy of LAZY_PACKAGES) {
    expect(packages, lazy).not.toContain(lazy);
  }
});

test('the bundle reads the classifier trained from its sources, not training at start', () => {
  const server = fs.readFileSync(path.join(outdir, 'server.js'), 'utf8');
  expect(server).not.toContain('__TUNING_TRAINED_CLASSIFIER__');
  expect(server).toContain(`"./${CLASSIFIER_FILE}"`);
  const weights = JSON.parse(fs.readFileSync(path.join(outdir, CLASSIFIER_FILE), 'utf8')) as {
    weights: Record<string, Record<string, number>>;
    vocabulary: string[];
  };
  expect(Object.keys(weights.weights).length).toBeGreaterThan(100);
  expect(weights.vocabulary).toContain('homework');
});

test('every script of the bundle is ASCII: V8 holds its source one byte a character', () => {
  const scripts = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(1);
  for (const file of scripts) {
    const text = fs.readFileSync(path.resolve(file), 'utf8');
    expect(text.match(/[^\t\n\r\x20-\x7e]/g), file).toBeNull();
  }
});
