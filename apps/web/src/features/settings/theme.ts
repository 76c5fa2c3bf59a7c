/**
 * The colour theme: the user's choice (System, Light or Dark), kept in localStorage, and the theme
 * it resolves to, on <html data-theme>. public/theme-init.js applies the same choice the same way
 * before first paint and keeps following the system; this module changes it from the app.
 */
export const THEME_STORAGE_KEY = 'tuning-theme';

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type Theme = 'light' | 'dark';

/** The browser bar's colour per theme: the masthead's yellow, or the night paper. */
export const THEME_COLOURS: Record<Theme, string> = { light: '#ffd23f', dark: '#15141b' };

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    // Storage refused (a locked-down browser): the system decides.
    return 'system';
  }
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): Theme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

/** Puts `preference` on the document: data-theme, data-theme-preference and the theme-color. */
export function applyThemePreference(preference: ThemePreference): Theme {
  const theme = resolveTheme(preference, systemPrefersDark());
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.setAttribute('data-theme-preference', preference);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[theme]);
  return theme;
}

/** Stores the choice (System is stored as no choice) and applies it at once. */
export function saveThemePreference(preference: ThemePreference): Theme {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not stored: it still holds for this page.
  }
  return applyThemePreference(preference);
}
