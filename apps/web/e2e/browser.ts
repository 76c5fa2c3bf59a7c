import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

/** Debian's Chromium, never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}

/**
 * One browser for the test file's tests: launched before the first, closed after the last. Call it
 * at the top of the file; the function it returns gives the browser inside a test.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched before the first test');
    return browser;
  };
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export interface Session {
  context: BrowserContext;
  page: Page;
  /**
   * Problems this test provokes on purpose (a route answered with 500, the network cut): the ones
   * matching one of these do not fail it.
   */
  allowProblems(...patterns: RegExp[]): void;
}

interface OpenSession extends Session {
  problems: string[];
  allowed: RegExp[];
}

/** The sessions the running test opened: `endSessions` checks and closes them. */
const openSessions = new Set<OpenSession>();

/**
 * Chromium repeats every failed load on the console ("Failed to load resource: the server responded
 * with a status of 401"): the response and requestfailed listeners judge those instead, and a 4xx
 * is an answer the app reads (signed out, wrong password), not a failure.
 */
const NETWORK_ECHO = /^Failed to load resource: /;

/**
 * A browser context with one page, for one test. Every page in it is watched: a console error, an
 * uncaught exception, a failed request (one the app or a navigation cancelled aside), a response of
 * 500 or more and a request to another origin each fail the test when it ends (`endSessions`),
 * unless the test declared it with `allowProblems`.
 */
export async function newContext(
  browser: Browser,
  viewport = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<Session> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), ...options });
  const problems: string[] = [];
  const allowed: RegExp[] = [];
  const origin = new URL(options.baseURL ?? baseUrl()).origin;
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.push(`request to another origin: ${url}`);
    }
  });
  context.on('console', (message) => {
    if (message.type() !== 'error' || NETWORK_ECHO.test(message.text())) return;
    const at = message.location().url;
    problems.push(`console error: ${message.text()}${at ? ` (at ${at})` : ''}`);
  });
  context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  context.on('response', (response) => {
    if (response.status() < 500) return;
    problems.push(`${response.status()} for ${response.request().method()} ${response.url()}`);
  });
  const page = await context.newPage();
  const session: OpenSession = {
    context,
    page,
    problems,
    allowed,
    allowProblems: (...patterns) => allowed.push(...patterns),
  };
  openSessions.add(session);
  return session;
}

/**
 * After each test (setup.ts): closes what the test left open, and fails it with every problem its
 * pages reported that it did not allow.
 */
export async function endSessions(): Promise<void> {
  const sessions = [...openSessions];
  openSessions.clear();
  const unexpected = sessions.flatMap((session) =>
    session.problems.filter((problem) => !session.allowed.some((pattern) => pattern.test(problem))),
  );
  await Promise.all(sessions.map((session) => session.context.close()));
  if (unexpected.length > 0) {
    throw new Error(`The browser reported problems:\n  ${unexpected.join('\n  ')}`);
  }
}

/** Writes a screenshot a person can look at: shots/e2e/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = inject('shotsDir');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

export interface SentMail {
  to: string;
  subject: string;
  /** The decoded message (quoted-printable soft breaks and escapes undone). */
  text: string;
}

function decodeMail(record: { to: string; raw: string }): SentMail {
  const [head = '', ...body] = record.raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
  const text = body
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { to: record.to, subject, text };
}

/**
 * The newest email to `to` whose subject includes `subjectIncludes`, from the test's SMTP server,
 * once there is one and `match` accepts it.
 */
export async function waitForMail(
  to: string,
  subjectIncludes: string,
  {
    match = () => true,
    timeoutMs = 15_000,
  }: { match?: (mail: SentMail) => boolean; timeoutMs?: number } = {},
): Promise<SentMail> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = fs
      .readdirSync(dir)
      .sort()
      .reverse()
      .map((file) => decodeMail(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))))
      .filter(
        (mail) =>
          mail.to.toLowerCase().includes(to.toLowerCase()) &&
          mail.subject.includes(subjectIncludes),
      );
    if (mails[0] && match(mails[0])) return mails[0];
    // The SMTP server writes each message as a file: look again until it is there.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No email to ${to} with subject containing "${subjectIncludes}"`);
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`No link in: ${text}`);
  return match[0];
}
