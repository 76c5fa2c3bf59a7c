import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { NAV_ENTRIES } from '../lib/route-access.ts';

const web = path.resolve(import.meta.dirname, '../..');

test('the first-paint frame draws the masthead on exactly the navigation bar’s screens', () => {
  const script = fs.readFileSync(path.join(web, 'public/theme-init.js'), 'utf8');
  const listed = /var NAV_SCREENS = (\[[^\]]*\]);/.exec(script)?.[1];
  expect(listed).toBeDefined();
  expect(JSON.parse(listed!.replaceAll("'", '"'))).toEqual(NAV_ENTRIES.map((entry) => entry.to));
});

test('index.html paints the app frame before any script module runs', () => {
  const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="module"/.exec(html)?.[1] ?? '';
  expect(root).toContain('class="boot"');
  expect(root).toContain('class="boot__bar"');
  expect(root).toContain('class="boot__spin"');
});
