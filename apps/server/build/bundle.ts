// `npm start` runs this before the server: the server's TypeScript, with the shared package, is
// bundled into one JavaScript file, dist/server.js, when what it is built from changed (or there is
// none). Node then runs plain JavaScript: stripping types at start loads a WebAssembly compiler
// that keeps ~18 MB resident for the life of the process (docs/benchmarks.md, idle memory).
// Packages stay outside the bundle, loaded from node_modules as before, but for a few
// (BUNDLED_PACKAGES).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync, type Metafile } from 'esbuild';
import { buildIfChanged } from '../../web/build/build-if-changed.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
export const SERVER_DIST = path.join(root, 'apps', 'server', 'dist');
export const SERVER_BUNDLE = path.join(SERVER_DIST, 'server.js');

/** What the bundle is built from, relative to the repository root (tests are skipped). */
export const SERVER_BUILD_INPUTS = [
  'apps/server/src',
  'apps/server/build',
  'apps/server/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'packages/persona/src',
  'packages/persona/content',
  'packages/persona/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

/**
 * Packages bundled along with the code: ES modules of hundreds of small files each, which Node's
 * loader would look up one by one at every start (2,229 module resolutions, ~1 s of a start on
 * this machine; with these three inside, the server answers ~1 s sooner: docs/benchmarks.md).
 */
export const BUNDLED_PACKAGES = new Set([
  '@tuning/shared',
  '@tuning/persona',
  'drizzle-orm',
  'zod',
  'fastify-type-provider-zod',
]);

/**
 * What Node loads from node_modules: every installed package but the bundled ones, also when a
 * bundled one imports it.
 */
function packagesOutside(): string[] {
  const modules = path.join(root, 'node_modules');
  return fs
    .readdirSync(modules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@')
        ? fs.readdirSync(path.join(modules, name)).map((inner) => `${name}/${inner}`)
        : [name],
    )
    .filter((name) => !BUNDLED_PACKAGES.has(name));
}

/**
 * The offline engine's classifier weights, trained from the sources being bundled (in a child
 * process: the language tools it loads stay out of a start with nothing to bundle). A bundled
 * server reads them from this file beside it instead of training at every start (~0.75 s of CPU).
 */
export const CLASSIFIER_FILE = 'classifier.json';

function trainedClassifier(): string {
  const classifier = pathToFileURL(
    path.join(root, 'packages/persona/src/understand/classifier.ts'),
  );
  return execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { trainWeights } from '${classifier.href}';
       process.stdout.write(JSON.stringify(trainWeights()));`,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
}

/**
 * Bundles src/server.ts into `outdir` (dist/ by default). A module loaded lazily (sharp, tinyld,
 * the OpenAI SDK) stays lazy: dynamic imports become chunks beside server.js, which is also why
 * every chunk sits in the same folder (server-root.ts reads its own folder's parent).
 */
export function bundleServer(outdir = SERVER_DIST): Metafile {
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = buildSync({
    absWorkingDir: root,
    entryPoints: { server: 'apps/server/src/server.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    external: packagesOutside().flatMap((name) => [name, `${name}/*`]),
    // compose.ts reads the file it names, beside the bundle (written below).
    define: { __TUNING_TRAINED_CLASSIFIER__: JSON.stringify(`./${CLASSIFIER_FILE}`) },
    chunkNames: '[name]-[hash]',
    // V8 keeps each script's source text in memory for as long as the process runs, two bytes a
    // character if one of them is not ASCII: without comments and indentation, and all ASCII, the
    // bundle's sources take 1.3 MB instead of 5 MB (names stay, for readable stack traces).
    minifyWhitespace: true,
    charset: 'ascii',
    // NODE_OPTIONS=--enable-source-maps maps stack traces back to the sources.
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  fs.writeFileSync(path.join(outdir, CLASSIFIER_FILE), trainedClassifier());
  return result.metafile;
}

/** Bundles unless dist/ holds a bundle of the current inputs; returns whether it bundled. */
export function bundleIfChanged(): boolean {
  return buildIfChanged({
    root,
    dist: SERVER_DIST,
    inputs: SERVER_BUILD_INPUTS,
    output: 'server.js',
    build: () => void bundleServer(),
  });
}

if (import.meta.main && !bundleIfChanged()) {
  process.stdout.write('server unchanged since the last bundle: not rebuilt\n');
}
