import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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
    // Two modules that import each other load in an order that depends on who is imported first:
    // one sees the other's bindings before they are set. What both need moves to a third module.
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, a .ts or .tsx file imported is not read, and no cycle through it is seen.
      'import-x/extensions': ['.js', '.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    // Packages are not walked: a cycle inside one is not ours to break, and a minified chunk can
    // overflow the parser's stack.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A promise nobody awaits loses its rejection to the process's unhandled-rejection handler,
    // and its work races what follows. Await it; `void` marks work meant to run on its own, whose
    // errors are handled where it is started. Type-aware: each file is read with its tsconfig.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  ...boundaries(),
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

/**
 * Import boundaries (as bulletproof-react draws them), on the import strings themselves:
 * - web: a feature does not import another feature or `app/`; `lib/` and `components/` do not
 *   import features;
 * - server (docs/decisions/0020): `db/` imports no other folder of `src/`; `llm/` does not import
 *   features, `db/`, `realtime/` or `mail/`; `lib/`, `realtime/` and `mail/` do not import
 *   features; no folder imports `app.ts` or `server.ts`, which compose the rest; nothing in `src/`
 *   imports `apps/server/scripts/`, the operator's commands;
 * - persona (docs/decisions/0018): `packages/persona` imports no app; the server imports it.
 */
function boundaries() {
  const restrict = (files, patterns) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  const webFeatures = fs.readdirSync('apps/web/src/features');
  const server = (folders) => folders.map((folder) => `apps/server/src/${folder}/**/*.ts`);
  const noScripts = {
    regex: '^(\\.\\./)+scripts/',
    message: 'src/ does not import scripts/: a script is an entry, like server.ts.',
  };
  const noComposition = {
    regex: '(^|/)(app|server)(\\.ts)?$',
    message:
      'No folder of src/ imports app.ts or server.ts: app.ts builds the services and passes them in.',
  };
  return [
    ...webFeatures.map((feature) =>
      restrict(
        [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
        [
          {
            regex: `(^|/)features/(?!${feature}/)|^(\\.\\./)+(${webFeatures
              .filter((other) => other !== feature)
              .join('|')})/`,
            message:
              'A web feature does not import another feature: move what both need to lib/ or components/.',
          },
          {
            regex: '^(\\.\\./)+app/',
            message: 'Features do not import app/: the app composes features, not the other way.',
          },
        ],
      ),
    ),
    restrict(
      ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
      [{ regex: '(^|/)features/', message: 'lib/ and components/ do not import features.' }],
    ),
    restrict(
      ['packages/persona/**/*.ts'],
      [
        {
          regex: '(^|/)apps/|^@tuning/(server|web)(/|$)',
          message:
            'packages/persona imports no app: the server imports the engine, one way (ADR 0018).',
        },
      ],
    ),
    restrict(['apps/server/src/*.ts'], [noScripts]),
    restrict(server(['features']), [noComposition, noScripts]),
    restrict(server(['lib', 'realtime', 'mail']), [
      {
        regex: '^(\\.\\./)+features/',
        message:
          'Infrastructure (lib/, realtime/, mail/) does not import features: pass what it needs in.',
      },
      noComposition,
      noScripts,
    ]),
    restrict(server(['llm']), [
      {
        regex: '^(\\.\\./)+(features|db|realtime|mail)/',
        message:
          'llm/ (model adapters, the offline engine and its content) is handed its context: it does not import features, the database, sockets or mail.',
      },
      noComposition,
      noScripts,
    ]),
    restrict(server(['db']), [
      {
        regex: '^(\\.\\./)+(features|llm|lib|realtime|mail)/',
        message:
          'db/ (schema, client, migrations) is the bottom layer: it imports config.ts and server-root.ts only.',
      },
      noComposition,
      noScripts,
    ]),
  ];
}
