import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The encodings the web build writes next to each text file (`apps/web/build/precompress.ts`). */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/**
 * The best of `available` for an `Accept-Encoding` header (highest q, then the order given), or
 * undefined for the body as it is. `*` stands for any encoding the header does not name.
 */
export function pickEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!token) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** index.html as built, and its precompressed copies when the build wrote them. */
function readIndex(indexHtml: string): { body: Buffer; encoded: Map<Encoding, Buffer> } {
  const encoded = new Map<Encoding, Buffer>();
  for (const { name, extension } of ENCODINGS) {
    if (fs.existsSync(indexHtml + extension)) {
      encoded.set(name, fs.readFileSync(indexHtml + extension));
    }
  }
  return { body: fs.readFileSync(indexHtml), encoded };
}

/**
 * The built SPA: hashed assets cached for a year, index.html for every client route. Text files
 * go out brotli- or gzip-compressed when the browser takes it (the build precompresses them, so
 * serving costs nothing), with `Vary: Accept-Encoding` either way.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexHtml = path.join(webDist, 'index.html');
  const index = fs.existsSync(indexHtml) ? readIndex(indexHtml) : undefined;
  if (index) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are encodings of their file, not URLs of their own.
      globIgnore: ENCODINGS.map(({ extension }) => `**/*${extension}`),
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        // The service worker and the manifest say which release is current: always asked anew.
        const current = ['sw.js', 'manifest.webmanifest'].includes(path.basename(filePath));
        res.header(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : current
              ? 'no-cache'
              : 'public, max-age=300',
        );
      },
    });
  }
  const indexEncodings = index ? [...index.encoded.keys()] : [];
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) {
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: `No route ${request.method} ${pathname}` });
    }
    if (!index || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    reply.header('cache-control', 'no-cache');
    reply.type('text/html; charset=utf-8');
    if (indexEncodings.length === 0) return reply.send(index.body);
    reply.header('vary', 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding'], indexEncodings);
    if (!encoding) return reply.send(index.body);
    reply.header('content-encoding', encoding);
    return reply.send(index.encoded.get(encoding));
  });
}
