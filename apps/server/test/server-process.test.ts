import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  freePort,
  startServerProcess,
  waitForOutput,
  waitUntilHealthy,
  type ServerProcess,
} from './server-process.ts';
import { startFakeOpenAi } from './fake-openai.ts';
import { signUpOverHttp } from './fixtures.ts';

// Whole-process behaviour of `npm start` on the embedded default (PGlite); run once, in the
// PGlite project.
const onPglite = process.env.TEST_DB !== 'postgres';

describe.runIf(onPglite)('the server process', () => {
  let dataDir: string;
  let first: ServerProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-process-'));
    first = startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitUntilHealthy(first.healthUrl, first);
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
    // A request whose body is still arriving when the signal lands.
    const request = http.request(`${first.baseUrl}/api/no-such-route`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '2' },
    });
    const status = new Promise<number>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
    });
    request.write('{');
    await waitForOutput(first, '/api/no-such-route');
    first.child.kill('SIGTERM');
    await waitForOutput(first, 'shutting down');
    request.end('}');
    expect(await status).toBe(404);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');

    // A lock left by a killed process names a dead pid: the next start takes it over.
    fs.writeFileSync(path.join(dataDir, 'db.lock'), '999999');
    first = startServerProcess({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitUntilHealthy(first.healthUrl, first);
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

describe.runIf(onPglite)('finding 5: SIGTERM with a character stream in flight', () => {
  test('the stream ends marked as cut, idle connections close, and the process exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-sigterm-'));
    const model = await startFakeOpenAi();
    // One token, then the model goes quiet with the connection open: a reply in progress.
    model.script({ kind: 'stream', chunks: ['The booth ', 'is quiet.'], stallAfter: 1 });
    const server = startServerProcess({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: 'fake',
      LLM_TIMEOUT_MS: '120000',
    });
    try {
      await waitUntilHealthy(server.healthUrl, server);
      const signup = await signUpOverHttp(server.baseUrl, {
        phoneOrEmail: 'sigterm.test@gmail.com',
        fullName: 'Sig Term',
        userName: 'sigterm',
      });
      expect(signup.status).toBe(201);
      const cookie = signup.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      // An idle keep-alive connection, left open in fetch's pool.
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);

      const body = await new Promise<string>((resolve, reject) => {
        const request = http.request(
          `${server.baseUrl}/api/tyson-response/stream`,
          { method: 'POST', headers: { 'content-type': 'application/json', cookie } },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (piece: string) => {
              text += piece;
              if (text.includes('event: token') && server.child.exitCode === null) {
                server.child.kill('SIGTERM');
              }
            });
            response.on('end', () => resolve(text));
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ message: 'hey tyson', conversationHistory: [] }));
      });
      expect(body).toContain('event: error');
      expect(body).toContain('"code":"TRUNCATED"');
      expect(body).not.toContain('event: done');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('stopped');
    } finally {
      await server.stop('SIGKILL');
      await model.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
