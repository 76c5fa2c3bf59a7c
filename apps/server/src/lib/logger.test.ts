import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { appPerTest, type TestApp } from '../../test/test-app.ts';
import { createOutboxTransport } from '../mail/mail-transport.ts';
import { createLogger, redactUrl } from './logger.ts';
import { call } from '../../test/http.ts';

const open = appPerTest();

/** A logger whose lines the test can read. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => lines.join('') };
}

/** The test's app, logging to a captured logger. */
async function openWithLog() {
  const { logger, text } = capturedLogger();
  return { t: await open({ logger }), text };
}

/** Runs `query`, which must fail, and logs its error as the app's error handler does. */
async function logFailedQuery(t: TestApp, query: SQL): Promise<void> {
  const error = await t.database.db.execute(query).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  t.app.log.error({ err: error }, 'query failed');
}

test('redactUrl masks secret query parameters and leaves the rest', () => {
  expect(redactUrl('/api/confirm-email?token=abc123')).toBe('/api/confirm-email?token=[redacted]');
  expect(redactUrl('/reset-password?x=1&token=abc&password=hunter2')).toBe(
    '/reset-password?x=1&token=[redacted]&password=[redacted]',
  );
  expect(redactUrl('/api/chat/history?before=5')).toBe('/api/chat/history?before=5');
  expect(redactUrl('/plain')).toBe('/plain');
});

test('finding 3: request logs hold no live token and no cookie', async () => {
  const { t, text } = await openWithLog();
  const secret = 'Sup3rSecretToken_abcdefghijklmnopqrstuvwxyz0123';
  await call(t.app, 'GET', `/reset-password?token=${secret}`);
  await call(t.app, 'POST', `/api/confirm-email?token=${secret}`, {
    cookie: `token=${secret}`,
    body: { token: secret },
  });
  const log = text();
  expect(log).toContain('token=[redacted]');
  expect(log).not.toContain(secret);
});

test('finding 3: a failed query is logged without its parameters', async () => {
  const { t, text } = await openWithLog();
  const email = 'private.person@gmail.com';
  await logFailedQuery(t, sql`select * from no_such_table where email = ${email}`);
  const log = text();
  expect(log).toContain('no_such_table');
  expect(log).not.toContain(email);
});

test('finding 3: any token or password query parameter is masked, whatever its exact name', () => {
  expect(
    redactUrl('/callback?access_token=a1&refresh_token=b2&newPassword=c3&resetToken=d4&page=2'),
  ).toBe(
    '/callback?access_token=[redacted]&refresh_token=[redacted]&newPassword=[redacted]&resetToken=[redacted]&page=2',
  );
  expect(redactUrl('/x?API_KEY=e5&client_secret=f6')).toBe(
    '/x?API_KEY=[redacted]&client_secret=[redacted]',
  );
});

test('finding 3: no parameter of a failed query reaches the log, even inside a stack or a cause', async () => {
  const { t, text } = await openWithLog();
  // Chat text can look like a stack line; PostgreSQL repeats a value it cannot cast.
  const chatText = 'see you\n    at noon, private.person@gmail.com';
  await logFailedQuery(t, sql`select * from no_such_table where body = ${chatText}`);
  await logFailedQuery(t, sql`select ${'secret-birthday-0506'}::integer`);
  const log = text();
  expect(log).toContain('no_such_table');
  expect(log).toContain('invalid input syntax for type integer');
  expect(log).not.toContain('private.person');
  expect(log).not.toContain('secret-birthday');
});

test('finding 3: the outbox logs an email link only in development mode', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tuning-outbox-'));
  try {
    const link = 'http://tuning.test/reset-password?token=LiveToken123';
    const message = { to: 'a@gmail.com', subject: 'Reset', text: link, html: link, link };
    for (const logLinks of [false, true]) {
      const { logger, text } = capturedLogger();
      await createOutboxTransport(dir, 'Tuning <no-reply@tuning.test>', logger, {
        logLinks,
      }).send(message);
      expect(text()).toContain('email written to outbox');
      expect(text().includes('LiveToken123')).toBe(logLinks);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
