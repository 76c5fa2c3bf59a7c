import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one server, one browser at a time keeps timings stable.
    fileParallelism: false,
  },
});
