import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser fetches; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(?:html|m?js|css|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` next to each text file under `dir`, at the strongest levels
 * (built once, served many times). A variant that would not be smaller is not written, so the
 * server sends the file as it is.
 */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
    }),
  );
}

/**
 * Precompressed siblings of the built text files, for `@fastify/static`'s `preCompressed` when
 * Tuning serves itself (nginx in `deploy/` compresses on its own). Runs after everything is
 * written, public files included.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tuning:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
