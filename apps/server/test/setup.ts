import { beforeEach, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAvailable: boolean;
  }
}

// Skips every test of the PostgreSQL project when no server answers (never with CI=true:
// the global setup fails instead).
beforeEach((context) => {
  if (process.env.TEST_DB === 'postgres' && !inject('postgresAvailable')) context.skip();
});

// A console.error during a test is a bug: fail the test.
const originalError = console.error;
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  };
});
