import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  freePort,
  startServerProcess,
  waitForHealthy,
  type ServerProcess,
} from './server-process.ts';

// Whole-process behaviour of `npm start` on the embedded default (PGlite); run once, in the
// PGlite project.
const onPglite = process.env.TEST_DB !== 'postgres';

describe.runIf(onPglite)('the server process', () => {
  let dataDir: string;
  let first: ServerProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-process-'));
    first = startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitForHealthy(first);
  }, 90_000);

  afterAll(async () => {
    await first?.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a second start on the same DATA_DIR exits non-zero at once with a clear message', async () => {
    const started = Date.now();
    const second = startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(second.output()).toContain('already in use by another Tuning process');
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
  });

  test('SIGTERM lets an in-flight request finish, then exits 0; a stale lock does not block', async () => {
    const url = new URL(`${first.baseUrl}/api/no-such-route`);
    // A request whose body is still arriving when the signal lands.
    const response = new Promise<number>((resolve, reject) => {
      const request = http.request(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '2' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.write('{');
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => request.end('}'), 300);
      }, 200);
    });
    expect(await response).toBe(404);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');

    // A lock left by a killed process names a dead pid: the next start takes it over.
    fs.writeFileSync(path.join(dataDir, 'db.lock'), '999999');
    first = startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitForHealthy(first);
  }, 90_000);

  test('a bad configuration value stops the process with a message naming the variable', async () => {
    const bad = startServerProcess({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
    const badUrl = startServerProcess({ PORT: '0', DATABASE_URL: 'mysql://x', DATA_DIR: dataDir });
    expect(await badUrl.exited).toBe(1);
    expect(badUrl.output()).toContain('DATABASE_URL');
  });
});
