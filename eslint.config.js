import js from '@eslint/js';
import globals from 'globals';
import nodePlugin from 'eslint-plugin-n';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'shots/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Every package a file imports is declared in the package.json nearest to it (the workspace's
    // own, or the root's for bench/, eval/ and the configs): a runtime tree installed with
    // `npm ci --omit=dev` then has what the server needs.
    files: ['**/*.{js,ts,tsx}'],
    plugins: { n: nodePlugin },
    rules: { 'n/no-extraneous-import': 'error' },
  },
  {
    // Benchmarks and the character evaluation are command-line reports: printing is their job.
    files: ['bench/**/*.ts', 'eval/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
