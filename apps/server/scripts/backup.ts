/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the whole database (accounts, follows,
 * chat messages, profile photos, sessions) to one file and back, for either engine.
 *
 * - Embedded (PGlite, no DATABASE_URL): a gzipped tarball of `$DATA_DIR/db` made by PGlite itself.
 *   Stop the server first: PGlite allows one process, and the data lock says so if it is running.
 *   A restore refuses to overwrite a database that exists; move `$DATA_DIR/db` aside first.
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` and `pg_restore --clean --if-exists`, which
 *   must be installed (the postgresql-client package); the server may keep running for a backup,
 *   and for a restore: it is told (NOTIFY tuning_database_restored) and drops its caches.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfigOrExit, type Config } from '../src/config.ts';
import { announceRestore } from '../src/db/client.ts';
import { acquireDataLock } from '../src/db/data-lock.ts';

export class BackupError extends Error {}

/**
 * A DATABASE_URL as the PostgreSQL tools take it without exposing the password: the URL without
 * it (for argv, which every local user can read in the process list) and the password in
 * PGPASSWORD, which only the tool's own user can read.
 */
export function pgClientConnection(databaseUrl: string): {
  url: string;
  env: Record<string, string>;
} {
  let parsed: URL;
  try {
    parsed = new URL(databaseUrl);
  } catch {
    return { url: databaseUrl, env: {} };
  }
  const password = parsed.password
    ? decodeURIComponent(parsed.password)
    : parsed.searchParams.get('password');
  parsed.password = '';
  parsed.searchParams.delete('password');
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** An empty file only its owner can read, whatever was there and whatever the umask. */
function createPrivateFile(target: string): void {
  fs.writeFileSync(target, '', { mode: 0o600 });
  fs.chmodSync(target, 0o600);
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found: install the PostgreSQL client tools (apt-get install postgresql-client), matching the server's major version`,
            )
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/** The database of `config` written to `file`. */
export async function backup(config: Config, file: string): Promise<void> {
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (config.databaseUrl) {
    // pg_dump keeps the mode of the file it opens: 0600 from the start, never world-readable.
    createPrivateFile(target);
    const { url, env } = pgClientConnection(config.databaseUrl);
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, url], env);
    fs.chmodSync(target, 0o600);
    return;
  }
  const dbDir = path.join(config.dataDir, 'db');
  if (!fs.existsSync(dbDir)) throw new BackupError(`No embedded database at ${dbDir}`);
  const lock = acquireDataLock(path.join(config.dataDir, 'db.lock'));
  try {
    const client = new PGlite(dbDir);
    await client.waitReady;
    try {
      const tarball = await client.dumpDataDir('gzip');
      createPrivateFile(target);
      fs.writeFileSync(target, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/** The database of `config` replaced by the one in `file`. */
export async function restore(config: Config, file: string): Promise<void> {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupError(`No backup at ${source}`);
  if (config.databaseUrl) {
    const { url, env } = pgClientConnection(config.databaseUrl);
    await run(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, source],
      env,
    );
    // Servers still running on it drop their caches (sessions, users, chat pages) at once. The
    // restore is done either way: without the announcement they catch up within a minute.
    await announceRestore(config.databaseUrl).catch((error: unknown) => {
      console.warn(
        `Restored, but running servers could not be told (${error instanceof Error ? error.message : String(error)}): their caches catch up within 60 s, or restart them.`,
      );
    });
    return;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const lock = acquireDataLock(path.join(config.dataDir, 'db.lock'));
  try {
    const dbDir = path.join(config.dataDir, 'db');
    if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) {
      throw new BackupError(
        `${dbDir} already holds a database: move it aside (or delete it) before restoring`,
      );
    }
    const tarball = new Blob([fs.readFileSync(source)]);
    const client = new PGlite(dbDir, { loadDataDir: tarball });
    await client.waitReady;
    await client.close();
  } finally {
    lock.release();
  }
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Usage: npm run backup -- FILE   |   npm run restore -- FILE');
    process.exit(2);
  }
  const config = loadConfigOrExit();
  try {
    await (command === 'backup' ? backup(config, file) : restore(config, file));
    process.stdout.write(
      `${command === 'backup' ? 'Backed up to' : 'Restored from'} ${path.resolve(file)}\n`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (import.meta.main) await main();
