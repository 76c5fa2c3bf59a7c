import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import {
  freePort,
  repoRoot,
  startProcess,
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from '../../server/test/server-process.ts';
import { bundleIfChanged, SERVER_BUNDLE } from '../../server/build/bundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    shotsDir: string;
    /** An account with the moderator role (safety.e2e.ts, which deletes it at its end). */
    moderator: { email: string; password: string };
    /** A second moderator, for tests that may run after safety.e2e.ts has deleted the first. */
    staff: { email: string; password: string };
  }
}

const MODERATOR_PASSWORD = 'mod123!';

/** Signs a new account up over HTTP, details step included; its email. */
async function signUpModerator(baseUrl: string): Promise<string> {
  const suffix = randomBytes(4).toString('hex');
  const email = `moderator.${suffix}@gmail.com`;
  const signup = await fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      phoneOrEmail: email,
      fullName: 'Mo Derator',
      userName: `mod_${suffix}`,
      password: MODERATOR_PASSWORD,
    }),
  });
  if (signup.status !== 201) throw new Error(`Moderator signup: ${signup.status}`);
  const { userId } = (await signup.json()) as { userId: string };
  const cookie = signup.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const details = await fetch(`${baseUrl}/api/signup/userdetails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ dateOfBirth: '2001-02-03', pronouns: 'They/Them', userId }),
  });
  if (!details.ok) throw new Error(`Moderator details: ${details.status}`);
  return email;
}

/** `npm run admin -- grant EMAIL moderator`, as an operator would run it. */
async function grantModerator(email: string, env: Record<string, string>): Promise<void> {
  const cli = startProcess(
    'admin',
    process.execPath,
    ['apps/server/scripts/admin.ts', 'grant', email, 'moderator'],
    { env: { ...process.env, ...env } },
  );
  if ((await cli.exited) !== 0) throw new Error(`npm run admin failed:\n${cli.output()}`);
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
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LOG_LEVEL: 'warn',
    ...JSON.parse(process.env.E2E_SERVER_ENV ?? '{}'),
  };
  // The server as `npm start` runs it: bundled, plain JavaScript.
  bundleIfChanged();
  const start = () => startServerProcess(env, { entry: SERVER_BUNDLE });
  let server: ServerProcess = start();
  await waitUntilHealthy(server.healthUrl, server, 180_000);

  // The moderator: signed up like anyone, then given the role on the command line. PostgreSQL
  // takes the command while the server runs; the embedded database only with the server stopped.
  const moderatorEmail = await signUpModerator(server.baseUrl);
  const staffEmail = await signUpModerator(server.baseUrl);
  if (env.DATABASE_URL) {
    await grantModerator(moderatorEmail, env);
    await grantModerator(staffEmail, env);
  } else {
    await server.stop();
    await grantModerator(moderatorEmail, env);
    await grantModerator(staffEmail, env);
    server = start();
    await waitUntilHealthy(server.healthUrl, server, 180_000);
  }

  project.provide('baseUrl', server.baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('shotsDir', shotsDir);
  project.provide('moderator', { email: moderatorEmail, password: MODERATOR_PASSWORD });
  project.provide('staff', { email: staffEmail, password: MODERATOR_PASSWORD });

  return async () => {
    await server.stop();
    await smtp.close();
    fs.rmSync(work, { recursive: true, force: true });
    if (process.env.E2E_SERVER_LOG) console.warn(server.output());
  };
}
