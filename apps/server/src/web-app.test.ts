import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { appPerTest, type TestApp } from '../test/test-app.ts';
import { pickEncoding } from './web-app.ts';
import { call } from '../test/http.ts';

const open = appPerTest();
let webDist: string | undefined;
afterEach(() => {
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  webDist = undefined;
});

const INDEX = '<!doctype html><html><head><title>Tuning</title></head><body></body></html>';
const SCRIPT = 'export const greeting = "hello";\n'.repeat(200);
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** A built web app as the build leaves it: text files with .br and .gz siblings. */
function writeWebDist(options: { compressed: boolean }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const files = { 'index.html': INDEX, 'assets/app-abc123.js': SCRIPT };
  for (const [name, body] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), body);
    if (!options.compressed) continue;
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body));
  }
  // Too small to gain from compression: the build writes no siblings.
  fs.writeFileSync(path.join(dir, 'favicon.svg'), ICON);
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.__TUNING_PRECACHE__={};\n');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Tuning"}');
  return dir;
}

async function startApp(options = { compressed: true }): Promise<TestApp> {
  webDist = writeWebDist(options);
  const testApp = await open({ env: { WEB_DIST: webDist } });
  return testApp;
}

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

/** A GET of `url` from a browser that accepts `accept` (undefined: says nothing). */
function getAccepting(app: FastifyInstance, url: string, accept: string | undefined) {
  return call(app, 'GET', url, {
    headers: accept === undefined ? {} : { 'accept-encoding': accept },
  });
}

/** `url` asked with `accept` comes as `encoding` (undefined: as it is), with Vary and these. */
async function expectNegotiated(
  app: FastifyInstance,
  url: string,
  accept: string | undefined,
  encoding: string | undefined,
  expected: { type: string; cache: string; body: string },
) {
  const response = await getAccepting(app, url, accept);
  expect(response.statusCode, String(accept)).toBe(200);
  expect(response.headers['content-encoding'], String(accept)).toBe(encoding);
  expect(response.headers.vary).toBe('accept-encoding');
  expect(response.headers['content-type']).toBe(expected.type);
  expect(response.headers['cache-control']).toBe(expected.cache);
  expect(decode(encoding, response.rawPayload)).toBe(expected.body);
}

test('hashed assets go out as brotli, gzip or as they are, by Accept-Encoding, with Vary and the year-long cache', async () => {
  const { app } = await startApp();
  const cases = [
    { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
    { accept: 'gzip, deflate', encoding: 'gzip' },
    { accept: 'br;q=0.5, gzip', encoding: 'gzip' },
    { accept: 'identity', encoding: undefined },
    { accept: undefined, encoding: undefined },
  ];
  for (const { accept, encoding } of cases) {
    await expectNegotiated(app, '/assets/app-abc123.js', accept, encoding, {
      type: 'application/javascript; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
      body: SCRIPT,
    });
  }
});

test('a file without compressed copies is sent as it is, still with Vary; the copies are not URLs', async () => {
  const { app } = await startApp();
  const icon = await getAccepting(app, '/favicon.svg', 'br, gzip');
  expect(icon.statusCode).toBe(200);
  expect(icon.headers['content-encoding']).toBeUndefined();
  expect(icon.headers.vary).toBe('accept-encoding');
  expect(icon.headers['cache-control']).toBe('public, max-age=300');
  expect(icon.body).toBe(ICON);

  const copy = await call(app, 'GET', '/assets/app-abc123.js.br');
  expect(copy.statusCode).toBe(404);
});

test('the service worker and the manifest are always asked anew (no-cache), the manifest as JSON', async () => {
  const { app } = await startApp();
  const worker = await call(app, 'GET', '/sw.js');
  expect(worker.statusCode).toBe(200);
  expect(worker.headers['cache-control']).toBe('no-cache');
  expect(worker.headers['content-type']).toBe('application/javascript; charset=utf-8');
  const manifest = await call(app, 'GET', '/manifest.webmanifest');
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
});

test('index.html for client routes is compressed when accepted, no-cache either way', async () => {
  const { app } = await startApp();
  for (const { accept, encoding } of [
    { accept: 'gzip, deflate, br', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
    { accept: 'br;q=0, gzip;q=0', encoding: undefined },
    { accept: undefined, encoding: undefined },
  ]) {
    await expectNegotiated(app, '/chat?x=1', accept, encoding, {
      type: 'text/html; charset=utf-8',
      cache: 'no-cache',
      body: INDEX,
    });
  }
  // API and asset misses stay JSON 404s.
  const api = await getAccepting(app, '/api/nothing', 'br');
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
});

test('a build without compressed copies serves index.html as it is, without Vary', async () => {
  const { app } = await startApp({ compressed: false });
  const response = await getAccepting(app, '/login', 'br, gzip');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.headers.vary).toBeUndefined();
  expect(response.body).toBe(INDEX);
});

test('pickEncoding follows q-values, the order given on ties, and *', () => {
  const both = ['br', 'gzip'] as const;
  expect(pickEncoding('gzip, br', both)).toBe('br');
  expect(pickEncoding('br;q=0.8, gzip;q=0.9', both)).toBe('gzip');
  expect(pickEncoding('GZIP', both)).toBe('gzip');
  expect(pickEncoding('*', both)).toBe('br');
  expect(pickEncoding('br;q=0, *', both)).toBe('gzip');
  expect(pickEncoding('deflate, identity', both)).toBeUndefined();
  expect(pickEncoding('br;q=0, gzip;q=0', both)).toBeUndefined();
  expect(pickEncoding('', both)).toBeUndefined();
  expect(pickEncoding(undefined, both)).toBeUndefined();
  expect(pickEncoding('br', ['gzip'])).toBeUndefined();
});
