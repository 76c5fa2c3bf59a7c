/**
 * Creates and migrates a new PGlite folder in a child process: initdb leaves ~170 MB behind in the
 * WebAssembly memory, which never shrinks, and a process's memory goes back when it ends
 * (docs/benchmarks.md, idle memory). The server then opens the folder as a restart would.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { SERVER_ROOT } from '../server-root.ts';

interface CreateJob {
  folder: string;
  options: PGliteOptions;
  migrationsFolder: string;
}

async function create(job: CreateJob): Promise<void> {
  const client = new PGlite(job.folder, job.options);
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: job.migrationsFolder });
  await client.close();
}

const JOB_ARG = '--create-pglite';

/** Resolves once the folder holds a migrated database; rejects with the child's error output. */
export function createPgliteInChild(job: CreateJob): Promise<void> {
  // The source file itself, also when the server runs bundled (its own job check is at the end).
  const script = path.join(SERVER_ROOT, 'src', 'db', 'pglite-create.ts');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [script, JOB_ARG, JSON.stringify(job)],
      { timeout: 120_000 },
      (error, _stdout, stderr) =>
        error
          ? reject(new Error(`creating the database failed: ${stderr || error.message}`))
          : resolve(),
    );
  });
}

if (process.argv[2] === JOB_ARG) await create(JSON.parse(process.argv[3]!) as CreateJob);
