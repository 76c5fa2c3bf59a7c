import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

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

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A context whose page fails the test on any console error or request to another origin. */
export async function newContext(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const problems: string[] = [];
  const origin = new URL(baseUrl()).origin;
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.push(`request to another origin: ${url}`);
    }
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
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

/** Waits for the newest email to `to` that arrived through the test's SMTP server. */
export async function waitForMail(
  to: string,
  subjectIncludes: string,
  timeoutMs = 15_000,
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
    if (mails[0]) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No email to ${to} with subject containing "${subjectIncludes}"`);
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`No link in: ${text}`);
  return match[0];
}
