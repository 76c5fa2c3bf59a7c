import { afterEach } from 'vitest';
import { openPostgres, type Database } from '../src/db/client.ts';
import { createScratchDatabase } from './services.ts';

export type Cleanups = Array<() => Promise<void> | void>;

/** What each test leaves outside the app (folders, databases): undone after it, last first. */
export function cleanupsPerTest(): Cleanups {
  const cleanups: Cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return cleanups;
}

/** A scratch PostgreSQL database, open, for one test: `cleanups` closes and drops it after. */
export async function openScratchPostgres(
  cleanups: Cleanups,
): Promise<{ url: string; database: Database }> {
  const scratch = await createScratchDatabase();
  cleanups.push(() => scratch.drop());
  const database = await openPostgres(scratch.url, 2);
  cleanups.push(() => database.close());
  return { url: scratch.url, database };
}
