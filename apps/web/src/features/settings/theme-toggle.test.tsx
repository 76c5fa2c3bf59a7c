import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { THEME_STORAGE_KEY, type ThemePreference } from './theme.ts';
import { ThemeToggle } from './theme-toggle.tsx';

/** A system colour scheme the test can flip, as matchMedia reports it. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = () => query as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

const theme = () => document.documentElement.dataset.theme;
const meta = () => document.querySelector('meta[name="theme-color"]')!.getAttribute('content');

beforeEach(() => {
  const tag = document.createElement('meta');
  tag.name = 'theme-color';
  tag.content = '#ffd23f';
  document.head.append(tag);
});

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-theme-preference');
  document.head.querySelector('meta[name="theme-color"]')?.remove();
});

test('System is chosen by default; Dark and Light apply at once and are stored, System forgets', async () => {
  fakeSystem(false);
  const user = userEvent.setup();
  render(<ThemeToggle />);
  expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();

  await user.click(screen.getByRole('radio', { name: 'Dark' }));
  expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(theme()).toBe('dark');
  expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  expect(meta()).toBe('#15141b');

  await user.click(screen.getByRole('radio', { name: 'Light' }));
  expect(theme()).toBe('light');
  expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  expect(meta()).toBe('#ffd23f');

  await user.click(screen.getByRole('radio', { name: 'System' }));
  expect(theme()).toBe('light');
  expect(document.documentElement.dataset.themePreference).toBe('system');
  expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
});

test('System follows a dark system; arrow keys move between the choices', async () => {
  fakeSystem(true);
  const user = userEvent.setup();
  render(<ThemeToggle />);
  await user.click(screen.getByRole('radio', { name: 'Light' }));
  expect(theme()).toBe('light');
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  expect(theme()).toBe('dark');
});

test('the stored choice shows as chosen, and a choice made in another tab shows here', () => {
  fakeSystem(false);
  window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  render(<ThemeToggle />);
  expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  act(() => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
  });
  expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
});

/** public/theme-init.js, run as the browser runs it before first paint. */
function runInitScript() {
  const source = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../public/theme-init.js'),
    'utf8',
  );
  new Function(source)();
}

test.each([
  ['system', false, 'light'],
  ['system', true, 'dark'],
  ['light', true, 'light'],
  ['dark', false, 'dark'],
] as const)(
  'before first paint, a stored %s with a dark system %s gives %s, as the toggle does',
  async (stored: ThemePreference, systemDark, expected) => {
    fakeSystem(systemDark);
    if (stored !== 'system') window.localStorage.setItem(THEME_STORAGE_KEY, stored);
    runInitScript();
    expect(theme()).toBe(expected);
    expect(meta()).toBe(expected === 'dark' ? '#15141b' : '#ffd23f');

    // The toggle, choosing the same again, lands on the same theme.
    const user = userEvent.setup();
    render(<ThemeToggle />);
    const label = { system: 'System', light: 'Light', dark: 'Dark' }[stored];
    expect(screen.getByRole('radio', { name: label })).toBeChecked();
    document.documentElement.removeAttribute('data-theme');
    await user.click(screen.getByRole('radio', { name: label === 'Dark' ? 'Light' : 'Dark' }));
    await user.click(screen.getByRole('radio', { name: label }));
    expect(theme()).toBe(expected);
  },
);

test('the script before first paint keeps following the system while System is chosen', () => {
  const system = fakeSystem(false);
  runInitScript();
  expect(theme()).toBe('light');
  system.set(true);
  expect(theme()).toBe('dark');
  window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
  system.set(true);
  expect(theme()).toBe('light');
});
