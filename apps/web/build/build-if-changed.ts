// `npm start` runs this before the server: the web app is built only when what it is built from
// changed since the last build (or there is none). A start with nothing changed goes straight to
// the server.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Written into dist/ after a successful build: the fingerprint of the inputs it was built from. */
export const STAMP_FILE = '.build-inputs';

/** What the build reads, relative to the repository root: folders are read whole. */
export const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

/** Tests are not part of the app. */
const skipped = (file: string) => /\.test\.tsx?$/.test(file);

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
    .filter((file) => !skipped(file));
}

/** A fingerprint of every input's path and content. */
export function inputsFingerprint(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  const files = inputs.flatMap((entry) => filesUnder(root, entry)).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Runs `build` unless `dist` holds a build (its `output` file) stamped with the current inputs;
 * stamps it after. Returns whether it built. The server's bundle uses it too
 * (apps/server/build/bundle.ts).
 */
export function buildIfChanged(options: {
  root: string;
  dist: string;
  build: () => void;
  inputs?: readonly string[];
  /** The file, in `dist`, a finished build has written. */
  output?: string;
}): boolean {
  const stamp = path.join(options.dist, STAMP_FILE);
  const fingerprint = inputsFingerprint(options.root, options.inputs);
  const built = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : undefined;
  if (
    built === fingerprint &&
    fs.existsSync(path.join(options.dist, options.output ?? 'index.html'))
  ) {
    return false;
  }
  options.build();
  fs.writeFileSync(stamp, `${fingerprint}\n`);
  return true;
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  const built = buildIfChanged({
    root,
    dist: path.join(root, 'apps', 'web', 'dist'),
    build: () => execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }),
  });
  if (!built) process.stdout.write('web app unchanged since the last build: not rebuilt\n');
}
