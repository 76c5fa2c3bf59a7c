import { useEffect, useId, useState } from 'react';
import {
  readThemePreference,
  saveThemePreference,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from './theme.ts';
import './theme-toggle.css';

const LABELS: Record<ThemePreference, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

/**
 * The theme switch: System (follow the device), Light or Dark, as one group of radio buttons
 * (arrow keys move between them). The choice is stored and applied at once; a change made in
 * another tab shows here too.
 */
export function ThemeToggle() {
  const name = useId();
  const [preference, setPreference] = useState<ThemePreference>(readThemePreference);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) {
        setPreference(readThemePreference());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  function choose(next: ThemePreference) {
    setPreference(next);
    saveThemePreference(next);
  }

  return (
    <fieldset className="theme-toggle">
      <legend className="theme-toggle__legend">Theme</legend>
      <div className="theme-toggle__options">
        {THEME_PREFERENCES.map((option) => (
          <label key={option} className="theme-toggle__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={preference === option}
              onChange={() => choose(option)}
            />
            <span>{LABELS[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
