import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/** Where the worker's TypeScript lives; `/sw.js` is what the build writes. */
export const WORKER_ENTRY = path.join(import.meta.dirname, '../src/service-worker/sw.ts');
export const WORKER_FILE = 'sw.js';

/** How the built emoji font's files begin (vite.config.ts names them). */
export const EMOJI_FONT_PREFIX = 'emoji-';

/**
 * Not installed: source maps, precompressed copies, WOFF (every browser with a worker takes WOFF2),
 * and the emoji font, whose 2 MB most devices never fetch (their system has colour emoji).
 */
const NOT_PRECACHED = new RegExp(`(?:\\.map|\\.br|\\.gz|\\.woff)$|^assets/${EMOJI_FONT_PREFIX}`);

/** The release the worker installs: every file's URL, and a version that changes with any byte. */
export function precacheManifest(files: ReadonlyMap<string, Uint8Array | string>): {
  version: string;
  entries: { url: string }[];
} {
  const hash = createHash('sha256');
  const urls = [...files.keys()]
    .filter((name) => name !== WORKER_FILE && !NOT_PRECACHED.test(name))
    .sort();
  for (const name of urls) {
    hash.update(name);
    hash.update('\0');
    hash.update(files.get(name) ?? '');
    hash.update('\0');
  }
  return {
    version: hash.digest('hex').slice(0, 16),
    entries: urls.map((name) => ({ url: `/${name}` })),
  };
}

/** The worker script: the release's manifest on its first line, then the compiled worker. */
export function workerSource(manifest: ReturnType<typeof precacheManifest>, code: string): string {
  return `self.__TUNING_PRECACHE__=${JSON.stringify(manifest)};\n${code}`;
}

/** The release in a built directory, read back from disk (tests that make a new release). */
export function readBuiltFiles(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full).split(path.sep).join('/'), fs.readFileSync(full));
  }
  return files;
}

/** Compiles src/service-worker/sw.ts (and what it imports) to one classic script. */
async function compileWorker(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry: WORKER_ENTRY, formats: ['iife'], name: 'tuningServiceWorker' },
      rolldownOptions: { output: { entryFileNames: WORKER_FILE } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((item) => item.type === 'chunk');
    if (chunk?.type === 'chunk') return chunk.code;
  }
  throw new Error('The service worker did not compile to a script');
}

/**
 * `/sw.js` for the production build (ADR 0025): the worker compiled from TypeScript, with the
 * list of every file this build writes (its own output and `public/`) so it can install the
 * release whole. Not in dev: `vite` serves modules that change on every edit, and a worker there
 * would only get in the way of HMR.
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  let outDir = '';
  return {
    name: 'tuning:service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every plugin has added its files (index.html comes late), before precompress runs.
    async writeBundle(_options, bundle) {
      const files = new Map<string, Uint8Array | string>();
      if (publicDir && fs.existsSync(publicDir)) {
        for (const [name, body] of readBuiltFiles(publicDir)) files.set(name, body);
      }
      for (const item of Object.values(bundle)) {
        files.set(item.fileName, item.type === 'chunk' ? item.code : item.source);
      }
      if (!files.has('index.html')) throw new Error('The service worker needs index.html');
      fs.writeFileSync(
        path.join(outDir, WORKER_FILE),
        workerSource(precacheManifest(files), await compileWorker()),
      );
    },
  };
}
