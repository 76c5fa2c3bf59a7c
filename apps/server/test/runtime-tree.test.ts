import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { bundleServer } from '../build/bundle.ts';
import { signUpOverHttp } from './fixtures.ts';
import {
  freePort,
  repoRoot,
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from './server-process.ts';

/**
 * The runtime stage of deploy/Dockerfile, built the same way: the package manifests, `npm ci
 * --omit=dev --workspace @tuning/server`, then only what runs: the bundle (apps/server/build/
 * bundle.ts), the migrations, the sources a new data folder is created by, and the operator's
 * command-line scripts. The server must start from it and serve a sign-up: a package the server
 * imports without declaring it (or declares only as a devDependency) is missing here and fails
 * this test. PGlite project only.
 */
const onPglite = process.env.TEST_DB !== 'postgres';

const MANIFESTS = [
  'package.json',
  'package-lock.json',
  'packages/shared/package.json',
  'packages/persona/package.json',
  'apps/server/package.json',
  'apps/web/package.json',
];
const SOURCES = [
  'packages/shared/src',
  'packages/persona/src',
  'packages/persona/content',
  'apps/server/src',
  'apps/server/scripts',
  'apps/server/drizzle',
];

function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}:\n${output}`)),
    );
  });
}

describe.runIf(onPglite)('the production runtime tree', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-runtime-'));
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('installs with --omit=dev and serves health and a sign-up', async () => {
    for (const file of MANIFESTS) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.copyFileSync(path.join(repoRoot, file), path.join(root, file));
    }
    await run(
      'npm',
      ['ci', '--omit=dev', '--workspace', '@tuning/server', '--no-audit', '--no-fund'],
      root,
    );
    for (const dir of SOURCES) {
      fs.cpSync(path.join(repoRoot, dir), path.join(root, dir), { recursive: true });
    }
    bundleServer(path.join(root, 'apps', 'server', 'dist'));
    // Nothing from the development tree is reachable: no root devDependency was installed.
    expect(fs.existsSync(path.join(root, 'node_modules', 'vitest'))).toBe(false);

    const port = await freePort();
    const dataDir = path.join(root, 'data');
    server = startServerProcess(
      { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      // Only what a production host has: nothing of this test process's environment.
      {
        entry: 'apps/server/dist/server.js',
        cwd: root,
        baseEnv: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir() },
      },
    );
    await waitUntilHealthy(server.healthUrl, server);
    const signup = await signUpOverHttp(server.baseUrl, {
      phoneOrEmail: 'runtime.tree@gmail.com',
      fullName: 'Runtime Tree',
      userName: 'runtime_tree',
    });
    expect(signup.status, server.output()).toBe(201);
    expect(await server.stop()).toBe(0);
  }, 240_000);
});
