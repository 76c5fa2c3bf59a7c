/**
 * Renders the app icons (public/icons/*.png) from icons/app-icon.svg with Debian's Chromium, so
 * the hand-lettered "T" is drawn in Bangers, the app's own display face. Run after changing the
 * SVG and commit the PNGs: `node apps/web/build/icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const webRoot = path.join(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(webRoot, 'icons/app-icon.svg'), 'utf8');
const font = fs.readFileSync(
  path.join(webRoot, '../../node_modules/@fontsource/bangers/files/bangers-latin-400-normal.woff2'),
);
const outDir = path.join(webRoot, 'public/icons');

/** Every size the manifest and iOS ask for; `maskable` keeps the art in the 80 % safe zone. */
const ICONS = [
  { file: 'icon-192.png', size: 192, inset: 0 },
  { file: 'icon-512.png', size: 512, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.1 },
  { file: 'apple-touch-icon.png', size: 180, inset: 0 },
];

function page(size: number, inset: number): string {
  const art = size * (1 - 2 * inset);
  return `<!doctype html><html><head><style>
    @font-face { font-family: Bangers; src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2'); }
    html, body { margin: 0; width: ${size}px; height: ${size}px; background: #ffd23f; overflow: hidden; }
    svg { position: absolute; overflow: visible; left: ${size * inset}px; top: ${size * inset}px; width: ${art}px; height: ${art}px; }
  </style></head><body>${svg}</body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const { file, size, inset } of ICONS) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } });
    await tab.setContent(page(size, inset));
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    await tab.screenshot({ path: path.join(outDir, file), omitBackground: false });
    await tab.close();
    process.stdout.write(`wrote public/icons/${file}\n`);
  }
} finally {
  await browser.close();
}
