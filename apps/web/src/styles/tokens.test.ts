import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const css = fs.readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');

/** The hex colour tokens one rule declares. */
function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, `${selector} in tokens.css`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/--([a-z0-9-]+):\s*(#[0-9a-f]{6})\b/gi)].map(([, name, hex]) => [
      name!,
      hex!,
    ]),
  );
}

const light = tokensOf(':root');
const dark = { ...light, ...tokensOf(":root[data-theme='dark']") };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** Every text colour the CSS sets on every background it sets it on (WCAG AA: 4.5:1). */
const TEXT_PAIRS: [text: string, background: string][] = [
  ...[
    'paper',
    'surface',
    'yellow',
    'yellow-soft',
    'red-soft',
    'blue-soft',
    'green-soft',
    'purple-soft',
    'error-soft',
  ].map((background) => ['ink', background] as [string, string]),
  ...['paper', 'surface', 'yellow', 'yellow-soft', 'blue-soft', 'red-soft'].map(
    (background) => ['ink-soft', background] as [string, string],
  ),
  ...['red', 'red-strong', 'blue', 'blue-strong', 'green', 'purple'].map(
    (fill) => ['white', fill] as [string, string],
  ),
  ['yellow', 'ink'],
  ['surface', 'ink'],
  ['red-text', 'paper'],
  ['red-text', 'surface'],
  ['red-text', 'yellow-soft'],
  ['link', 'paper'],
  ['link', 'surface'],
  ['link', 'yellow-soft'],
  ['link-hover', 'paper'],
  ['error', 'paper'],
  ['error', 'surface'],
  ['error', 'red-soft'],
  ['error', 'error-soft'],
  ['disabled-ink', 'disabled-bg'],
  ['comic-ink', 'comic-paper'],
  ['comic-ink', 'comic-yellow'],
  ['comic-ink', 'comic-yellow-soft'],
  ['comic-ink-soft', 'comic-paper'],
];

test.each([
  ['light', light],
  ['dark', dark],
] as const)('every text colour pair reads at WCAG AA in the %s theme', (_, theme) => {
  const below = TEXT_PAIRS.filter(([text, background]) => {
    expect(theme[text], `--${text}`).toBeDefined();
    expect(theme[background], `--${background}`).toBeDefined();
    return contrast(theme[text]!, theme[background]!) < 4.5;
  }).map(([text, background]) => `${text} on ${background}`);
  expect(below).toEqual([]);
});

test('the focus ring and the outlines stand out from what they surround (3:1) in both themes', () => {
  for (const theme of [light, dark]) {
    expect(contrast(theme.focus!, theme.surface!)).toBeGreaterThanOrEqual(3);
    expect(contrast(theme.line!, theme.surface!)).toBeGreaterThanOrEqual(3);
    expect(contrast(theme.line!, theme.paper!)).toBeGreaterThanOrEqual(3);
  }
});

test('the dark theme changes the text and the surfaces, not only some of them', () => {
  for (const name of ['ink', 'ink-soft', 'paper', 'surface', 'line', 'yellow', 'link', 'error']) {
    expect(dark[name], `--${name}`).not.toBe(light[name]);
  }
});

test('no stylesheet but tokens.css writes a colour itself: every colour is a token', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const sheets = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css') && !file.endsWith('tokens.css'));
  expect(sheets.length).toBeGreaterThan(5);
  const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
  const offenders = sheets.flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .map((line, index) => ({ line: line.replace(/\/\*.*?\*\//g, ''), index }))
      .filter(({ line }) => literal.test(line))
      .map(({ index }) => `${file}:${index + 1}`),
  );
  expect(offenders).toEqual([]);
});
