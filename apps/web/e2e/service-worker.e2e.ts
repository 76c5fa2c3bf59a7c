import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@tuning/shared/messages';
import {
  precacheManifest,
  readBuiltFiles,
  WORKER_FILE,
  workerSource,
} from '../build/service-worker.ts';
import { baseUrl, launchBrowser, newContext, PHONE, screenshot } from './browser.ts';
import { signUp } from './helpers.ts';
import { startReleaseServer, type ReleaseServer } from './release-server.ts';

const DIST = path.resolve(import.meta.dirname, '../dist');
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 20_000 });

let browser: Browser;
let work: string;
const servers: ReleaseServer[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-sw-e2e-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The build as `npm run build` left it, without the precompressed copies (served plain here). */
function copyRelease(name: string): string {
  const dir = path.join(work, name);
  fs.cpSync(DIST, dir, {
    recursive: true,
    filter: (source) => !/\.(?:br|gz)$/.test(source),
  });
  return dir;
}

/**
 * The next release made from `from`, as a rebuild after a code change gives it: every hashed
 * file under a new name (references rewritten), index.html marked, and its own sw.js. The old
 * names are gone from it, as after a deploy.
 */
function nextRelease(from: string, name: string): string {
  const dir = path.join(work, name);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const renames = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(from, 'assets'))) {
    const ext = path.extname(file);
    renames.set(file, `${file.slice(0, -ext.length)}-next${ext}`);
  }
  const rewrite = (text: string) => {
    let out = text;
    for (const [old, next] of renames) out = out.split(old).join(next);
    return out;
  };
  for (const [file, body] of readBuiltFiles(from)) {
    if (file === WORKER_FILE) continue;
    const target = file.startsWith('assets/')
      ? `assets/${renames.get(file.slice('assets/'.length))}`
      : file;
    const isText = /\.(?:html|js|css|webmanifest|svg)$/.test(file);
    let content: Buffer | string = isText ? rewrite(body.toString('utf8')) : body;
    if (file === 'index.html') {
      content = String(content).replace(
        '<head>',
        '<head><meta name="tuning-release" content="next" />',
      );
    }
    fs.mkdirSync(path.dirname(path.join(dir, target)), { recursive: true });
    fs.writeFileSync(path.join(dir, target), content);
  }
  const oldWorker = fs.readFileSync(path.join(from, WORKER_FILE), 'utf8');
  const code = oldWorker.slice(oldWorker.indexOf('\n') + 1);
  fs.writeFileSync(
    path.join(dir, WORKER_FILE),
    workerSource(precacheManifest(readBuiltFiles(dir)), code),
  );
  return dir;
}

async function serve(root: string): Promise<ReleaseServer> {
  const server = await startReleaseServer(root, baseUrl());
  servers.push(server);
  return server;
}

/** The page is served by the installed worker (the release is cached whole). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const banner = (page: Page) => page.getByText(messages.offlineBanner);
const krak = (page: Page) => page.getByText(messages.unexpectedError);

/** What a page reports while the server is away: failed requests and their console echoes. */
const OUTAGE = [/request failed: /, /console error: /, /page error: .*fetch/i];

test('the installed shell opens offline, with the offline banner, and comes back', async () => {
  const server = await serve(copyRelease('offline'));
  const { context, page, allowProblems } = await newContext(browser, PHONE, {
    baseURL: server.origin,
  });
  allowProblems(...OUTAGE);
  await signUp(context);
  await page.goto('/home');
  await controlled(page);

  // The manifest and its icons are there for the browser's install.
  const manifest = (await (await context.request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string }[];
  };
  for (const icon of manifest.icons) {
    expect((await context.request.get(icon.src)).headers()['content-type']).toBe('image/png');
  }

  // The server is out of reach: every screen opens from the installed release.
  server.setDown(true);
  await page.reload();
  await poll(() => banner(page).isVisible()).toBe(true);
  await poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  expect(await krak(page).count()).toBe(0);
  // Still signed in: no answer is not "signed out".
  expect(new URL(page.url()).pathname).toBe('/home');
  await screenshot(page, 'service-worker-offline-shell');

  server.setDown(false);
  await poll(() => banner(page).isVisible()).toBe(false);
});

for (const worker of ['installed', 'not installed yet'] as const) {
  test(`an outage on a screen never opened shows the offline banner and recovers (worker ${worker})`, async () => {
    const server = await serve(copyRelease(`outage-${worker.replaceAll(' ', '-')}`));
    const { context, page, allowProblems } = await newContext(browser, PHONE, {
      baseURL: server.origin,
      serviceWorkers: worker === 'installed' ? 'allow' : 'block',
    });
    allowProblems(...OUTAGE);
    await signUp(context, 'Outage Olly');
    await page.goto('/home');
    if (worker === 'installed') await controlled(page);
    await poll(() => page.getByRole('link', { name: 'Socialize', exact: true }).isVisible()).toBe(
      true,
    );

    // Marks this page load: a reload (the fallback without a worker) would drop it.
    await page.evaluate(() => Object.assign(window, { tuningSameLoad: true }));
    server.setDown(true);
    await page.getByRole('link', { name: 'Socialize', exact: true }).click();
    await poll(() => banner(page).isVisible()).toBe(true);
    expect(await krak(page).count()).toBe(0);
    await screenshot(page, `service-worker-outage-${worker.replaceAll(' ', '-')}`);

    server.setDown(false);
    await poll(() => banner(page).isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/socialize');
    await poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    expect(await krak(page).count()).toBe(0);
    expect(await page.getByText(messages.networkError).count()).toBe(0);
    // With the release installed the screen's code came from it: no reload was needed.
    const sameLoad = await page.evaluate(() => 'tuningSameLoad' in window);
    expect(sameLoad).toBe(worker === 'installed');
  });
}

test('a new release is announced, the old one keeps working whole, and Reload moves to the new', async () => {
  const first = copyRelease('first');
  const server = await serve(first);
  const { context, page } = await newContext(browser, PHONE, { baseURL: server.origin });
  await signUp(context, 'Release Rae');
  await page.goto('/home');
  await controlled(page);

  // The deploy: the old release's files are gone from the server.
  server.root = nextRelease(first, 'next');
  expect(
    (
      await context.request.get(`/assets/${fs.readdirSync(path.join(first, 'assets'))[0]}`)
    ).status(),
  ).toBe(404);

  // The open page still runs the old release whole: a screen it never opened loads from it.
  await page.getByRole('link', { name: 'Socialize', exact: true }).click();
  await poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
  expect(await krak(page).count()).toBe(0);
  expect(await page.getByText(messages.networkError).count()).toBe(0);
  expect(await banner(page).count()).toBe(0);

  // The browser finds the new worker; it installs and waits, and the student is told.
  await page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
  );
  const reload = page.getByRole('button', { name: messages.updateReload });
  await poll(() => page.getByText(messages.updateReady).isVisible()).toBe(true);
  expect(await page.locator('meta[name="tuning-release"]').count()).toBe(0);
  await screenshot(page, 'service-worker-update-ready');

  await Promise.all([page.waitForEvent('load'), reload.click()]);
  await poll(() => page.locator('meta[name="tuning-release"]').count()).toBe(1);
  expect(new URL(page.url()).pathname).toBe('/socialize');
  await poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
  // Every script and stylesheet the page runs is the new release's: nothing half-loaded.
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/') && /\.(?:js|css)$/.test(pathname)),
  );
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((pathname) => !pathname.includes('-next.'))).toEqual([]);
  expect(await page.getByText(messages.updateReady).count()).toBe(0);
});
