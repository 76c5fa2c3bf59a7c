// Page load in headless Chromium (Debian's /usr/bin/chromium via playwright-core): JavaScript
// shipped before the first paint of /login and /chat (raw and gzip), Largest Contentful Paint, and
// on /chat the time until the newest 50 messages are on screen.
//   npm run bench:page -- --runs 5
// Quick run: npm run bench:page -- --runs 1 --web-dist apps/web/dist
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { parseBenchArgs } from './lib/cli.ts';
import { createSeededDatabase, dbKinds, seedChatMessages, seedStudents } from './lib/database.ts';
import { finishReport, log, repoRoot, round, startCpuMeter } from './lib/report.ts';
import { startTuning, type RunningServer } from './lib/server.ts';

const values = parseBenchArgs(import.meta.url, {
  runs: '5',
  db: 'pglite',
  'web-dist': undefined,
  messages: '80',
});

const JS_BUDGET_GZIP = 170 * 1024;
const LCP_BUDGET_MS = 1000;
const messageCount = Number(values.messages);

/** Builds the web app into a private folder so a build by someone else cannot race this run. */
function buildWeb(): { dir: string; temporary: boolean } {
  if (values['web-dist']) return { dir: path.resolve(values['web-dist']), temporary: false };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-bench-web-'));
  log('building the web app');
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      dir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: path.join(repoRoot, 'apps', 'web'), stdio: 'inherit' },
  );
  return { dir, temporary: true };
}

interface PageRun {
  page: string;
  firstPaintMs: number;
  fcpMs: number;
  lcpMs: number;
  /** /chat: when the oldest and the newest of the last 50 messages were both in the DOM. */
  last50Ms?: number;
  jsBeforePaint: { url: string; bytes: number; gzipBytes: number }[];
  jsBytes: number;
  jsGzipBytes: number;
  emojiPickerBeforePaint: boolean;
}

/** The browser globals the in-page probes use (this file is type-checked without the DOM lib). */
interface BrowserGlobals {
  __bench: { lcp: number; messagesAt: number };
  document: { body: { textContent: string | null } | null };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: object): void;
  };
  PerformanceObserver: new (
    callback: (list: { getEntries(): { startTime: number }[] }) => void,
  ) => { observe(options: object): void };
  performance: {
    now(): number;
    getEntriesByType(type: string): { name: string; startTime: number; initiatorType?: string }[];
  };
}

/** Runs in the page before any script: paint, LCP and message-render probes. */
const probeScript = (markers: string[]) => {
  const page = globalThis as unknown as BrowserGlobals;
  const perf = { lcp: 0, messagesAt: 0 };
  page.__bench = perf;
  new page.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  if (markers.length > 0) {
    const check = () => {
      if (perf.messagesAt) return;
      const text = page.document.body?.textContent ?? '';
      if (markers.every((marker) => text.includes(marker))) {
        perf.messagesAt = page.performance.now();
      }
    };
    new page.MutationObserver(check).observe(page.document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }
};

async function measure(
  browser: Browser,
  server: RunningServer,
  pagePath: string,
  cookie: string | undefined,
): Promise<PageRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([
      { name: name ?? 'token', value: value ?? '', url: server.baseUrl, httpOnly: true },
    ]);
  }
  const bodies = new Map<string, Buffer>();
  context.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .body()
      .then((body) => bodies.set(response.url(), body))
      .catch(() => undefined);
  });
  const page = await context.newPage();
  const markers =
    pagePath === '/chat'
      ? [`Seeded message number ${messageCount - 49}`, `Seeded message number ${messageCount}`]
      : [];
  await page.addInitScript(probeScript, markers);
  await page.goto(`${server.baseUrl}${pagePath}`, { waitUntil: 'load' });
  if (pagePath === '/chat') {
    await page.waitForFunction(
      () => (globalThis as unknown as BrowserGlobals).__bench.messagesAt > 0,
      undefined,
      { timeout: 20_000 },
    );
  } else {
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 20_000 });
  }
  // Largest Contentful Paint is reported again for each larger paint: read it once the page has
  // had time to finish painting (a measurement window, not a wait for something to happen).
  await page.waitForTimeout(1500);
  const timing = await page.evaluate(() => {
    const page = globalThis as unknown as BrowserGlobals;
    const paints = page.performance.getEntriesByType('paint');
    const firstPaint = paints.find((entry) => entry.name === 'first-paint')?.startTime ?? 0;
    const fcp = paints.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? 0;
    const scripts = page.performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType !== 'fetch')
      .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
    const bench = page.__bench;
    return { firstPaint, fcp, scripts, lcp: bench.lcp, messagesAt: bench.messagesAt };
  });
  await context.close();
  const paintAt = timing.fcp || timing.firstPaint;
  const jsBeforePaint = timing.scripts
    .filter((script) => script.startTime <= paintAt)
    .map((script) => {
      const body = bodies.get(script.url) ?? Buffer.alloc(0);
      return {
        url: new URL(script.url).pathname,
        bytes: body.length,
        gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
      };
    });
  return {
    page: pagePath,
    firstPaintMs: round(timing.firstPaint),
    fcpMs: round(timing.fcp),
    lcpMs: round(timing.lcp),
    ...(pagePath === '/chat' ? { last50Ms: round(timing.messagesAt) } : {}),
    jsBeforePaint,
    jsBytes: jsBeforePaint.reduce((sum, script) => sum + script.bytes, 0),
    jsGzipBytes: jsBeforePaint.reduce((sum, script) => sum + script.gzipBytes, 0),
    emojiPickerBeforePaint: jsBeforePaint.some((script) => /emoji/i.test(script.url)),
  };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

const cpu = startCpuMeter();
const web = buildWeb();
const [kind] = dbKinds(values.db);
if (!kind) throw new Error('--db: name one database');
const { database, seeded: viewer } = await createSeededDatabase(kind, async (db) => {
  const users = await seedStudents(db, 10, 1);
  await seedChatMessages(db, users.slice(1), messageCount);
  return users[0];
});
let server: RunningServer | undefined;
let browser: Browser | undefined;
const runs: PageRun[] = [];
try {
  server = await startTuning({ ...database.env, WEB_DIST: web.dir });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  for (let i = 0; i < Number(values.runs); i++) {
    runs.push(await measure(browser, server, '/login', undefined));
    runs.push(await measure(browser, server, '/chat', viewer?.cookie));
    log(`run ${i + 1}: login LCP ${runs.at(-2)?.lcpMs} ms, chat LCP ${runs.at(-1)?.lcpMs} ms`);
  }
} finally {
  await browser?.close();
  await server?.stop();
  await database.dispose();
  if (web.temporary) fs.rmSync(web.dir, { recursive: true, force: true });
}
const generatorCpu = cpu.stop();

const summary = ['/login', '/chat'].map((pagePath) => {
  const mine = runs.filter((run) => run.page === pagePath);
  const last = mine.at(-1);
  return {
    page: pagePath,
    runs: mine.length,
    'JS before paint (KB)': round((last?.jsBytes ?? 0) / 1024),
    'gzip (KB)': round((last?.jsGzipBytes ?? 0) / 1024),
    files: last?.jsBeforePaint.length ?? 0,
    'FCP ms': median(mine.map((run) => run.fcpMs)),
    'LCP ms': median(mine.map((run) => run.lcpMs)),
    'last 50 msgs ms': pagePath === '/chat' ? median(mine.map((run) => run.last50Ms ?? 0)) : '',
    'emoji picker early': last?.emojiPickerBeforePaint ?? false,
  };
});
const verdicts = summary.flatMap((row) => {
  const last = runs.filter((run) => run.page === row.page).at(-1);
  return [
    {
      check: `${row.page}: JS before first paint <= 170 KB gzip`,
      value: `${row['gzip (KB)']} KB`,
      pass: (last?.jsGzipBytes ?? Infinity) <= JS_BUDGET_GZIP && !row['emoji picker early'],
    },
    {
      check: `${row.page}: LCP <= 1 s`,
      value: `${row['LCP ms']} ms`,
      pass: row['LCP ms'] <= LCP_BUDGET_MS,
    },
  ];
});
finishReport(
  'page',
  {
    options: { runs: Number(values.runs), db: values.db, messages: messageCount },
    generatorCpu,
    summary,
    verdicts,
    runs,
  },
  [
    { title: 'Page load (median of runs; gzip -9 of each script body)', rows: summary },
    {
      title: 'Scripts before first paint of /chat',
      rows: (runs.filter((run) => run.page === '/chat').at(-1)?.jsBeforePaint ?? []).map(
        (script) => ({
          script: script.url,
          KB: round(script.bytes / 1024),
          'gzip KB': round(script.gzipBytes / 1024),
        }),
      ),
    },
    { title: 'Targets', rows: verdicts },
    {
      title: `Bench process CPU ${Math.round(generatorCpu.share * 100)}% (Chromium runs in its own processes)`,
    },
  ],
);
