import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    shotsDir: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A real SMTP server: every message the app sends lands as JSON in `mailDir`. */
async function startSmtp(mailDir: string): Promise<{ port: number; close(): Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
        const record = { to, raw };
        const file = `${String(Date.now()).padStart(15, '0')}-${String(count++).padStart(5, '0')}.json`;
        fs.writeFileSync(path.join(mailDir, file), JSON.stringify(record));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server did not become healthy:\n${log()}`);
}

export default async function setup(project: TestProject) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-e2e-'));
  const dataDir = path.join(work, 'data');
  const mailDir = path.join(work, 'mail');
  const shotsDir = path.join(repoRoot, 'shots', 'e2e');
  fs.mkdirSync(mailDir, { recursive: true });
  fs.mkdirSync(shotsDir, { recursive: true });

  const smtp = await startSmtp(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LOG_LEVEL: 'warn',
      ...JSON.parse(process.env.E2E_SERVER_ENV ?? '{}'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseUrl, child, () => output);

  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('shotsDir', shotsDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await smtp.close();
    fs.rmSync(work, { recursive: true, force: true });
    if (process.env.E2E_SERVER_LOG) console.warn(output);
  };
}
