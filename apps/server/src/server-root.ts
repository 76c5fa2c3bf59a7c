import path from 'node:path';

/**
 * The server package's folder (apps/server), whether this file runs from `src/` or bundled into
 * `dist/server.js` (build/bundle.ts): both sit one level below it. Paths to files that ship
 * beside the code (migrations, the web app) start here, never at a module's own folder.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
