import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import {
  freePort,
  repoRoot,
  startServerProcess,
  waitUntilHealthy,
} from '../../server/test/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    shotsDir: string;
  }
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
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
  const server = startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LOG_LEVEL: 'warn',
    ...JSON.parse(process.env.E2E_SERVER_ENV ?? '{}'),
  });
  await waitUntilHealthy(server.healthUrl, server, 180_000);

  project.provide('baseUrl', server.baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('shotsDir', shotsDir);

  return async () => {
    await server.stop();
    await smtp.close();
    fs.rmSync(work, { recursive: true, force: true });
    if (process.env.E2E_SERVER_LOG) console.warn(server.output());
  };
}
