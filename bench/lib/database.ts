import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import {
  openPglite,
  openPostgres,
  type Database,
  type Db,
} from '../../apps/server/src/db/client.ts';
import {
  conversationMessages,
  ROOM_CONVERSATION_ID,
  sessions,
  users,
} from '../../apps/server/src/db/schema.ts';
import { hashToken, newToken } from '../../apps/server/src/lib/tokens.ts';
import { createScratchDatabase } from '../../apps/server/test/services.ts';

export type DbKind = 'pglite' | 'postgres';

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const BENCH_PASSWORD = 'bench123!';
export const BENCH_COLLEGE = 'Bench State University';

/** `--db pglite,postgres` as a list, refusing a name that is neither. */
export function dbKinds(option: string): DbKind[] {
  const kinds = option.split(',').filter(Boolean);
  for (const kind of kinds) {
    if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`--db: unknown database ${kind}`);
  }
  return kinds as DbKind[];
}

export interface BenchDatabase {
  kind: DbKind;
  dataDir: string;
  /**
   * Environment for a Tuning server: DATA_DIR, and on PostgreSQL DATABASE_URL and `redisEnv` (a
   * PostgreSQL run is the scale-out setup).
   */
  env: Record<string, string>;
  /** REDIS_URL on PostgreSQL, nothing on PGlite: for the bare relay as for Tuning. */
  redisEnv: Record<string, string>;
  /** Opens the database from this process (PGlite: only while no server holds DATA_DIR). */
  open(): Promise<Database>;
  /** Drops the PostgreSQL database and removes DATA_DIR. */
  dispose(): Promise<void>;
}

/** A fresh database: a new PGlite folder, or a new database on the local PostgreSQL server. */
export async function createBenchDatabase(kind: DbKind): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tuning-bench-${kind}-`));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir },
      redisEnv: {},
      open: () => openPglite(dataDir),
      async dispose() {
        removeDataDir();
      },
    };
  }
  const scratch = await createScratchDatabase('tuning_bench', POSTGRES_ADMIN_URL);
  const redisEnv = { REDIS_URL: BENCH_REDIS_URL };
  return {
    kind,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url, ...redisEnv },
    redisEnv,
    open: () => openPostgres(scratch.url, 4),
    async dispose() {
      await scratch.drop();
      removeDataDir();
    },
  };
}

/**
 * A fresh database with what `seed` puts in it, written from this process and closed again before
 * any server opens it.
 */
export async function createSeededDatabase<T>(
  kind: DbKind,
  seed: (db: Db) => Promise<T>,
): Promise<{ database: BenchDatabase; seeded: T }> {
  const database = await createBenchDatabase(kind);
  try {
    const open = await database.open();
    try {
      return { database, seeded: await seed(open.db) };
    } finally {
      await open.close();
    }
  } catch (error) {
    await database.dispose();
    throw error;
  }
}

/** A fresh database with `count` students, every one signed in: a crowd of chat clients. */
export function createSignedInStudents(
  kind: DbKind,
  count: number,
): Promise<{ database: BenchDatabase; seeded: BenchUser[] }> {
  return createSeededDatabase(kind, (db) => seedStudents(db, count, count));
}

export interface BenchUser {
  id: string;
  userName: string;
  fullName: string;
  email: string;
  /** `token=<session>` when the user was given a session. */
  cookie: string;
}

/**
 * Inserts `count` confirmed students of one college (bulk, straight into the tables), and a live
 * session for the first `withSessions` of them.
 */
export async function seedStudents(
  db: Db,
  count: number,
  withSessions: number,
  prefix = 'bench',
): Promise<BenchUser[]> {
  const passwordHash = await hash(BENCH_PASSWORD);
  const created: BenchUser[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const n = String(i).padStart(5, '0');
      batch.push({
        email: `${prefix}${n}@gmail.com`,
        emailKey: `${prefix}${n}@gmail.com`,
        fullName: `Bench Student ${n}`,
        userName: `${prefix}_${n}`,
        passwordHash,
        emailConfirmedAt: new Date(),
        collegeName: BENCH_COLLEGE,
        collegeYear: 'Sophomore',
        bio: 'Load generator persona.',
      });
    }
    const rows = await db.insert(users).values(batch).returning({
      id: users.id,
      userName: users.userName,
      fullName: users.fullName,
      email: users.email,
    });
    for (const row of rows) created.push({ ...row, cookie: '' });
  }
  const expiresAt = new Date(Date.now() + 7 * 86_400_000);
  for (let start = 0; start < Math.min(withSessions, created.length); start += 1000) {
    const slice = created.slice(start, Math.min(withSessions, start + 1000));
    const values = slice.map((user) => {
      const token = newToken();
      user.cookie = `token=${token}`;
      return { idHash: hashToken(token), userId: user.id, expiresAt };
    });
    await db.insert(sessions).values(values);
  }
  return created;
}

/** `count` chat messages spread over the given authors, oldest first. */
export async function seedChatMessages(db: Db, authors: BenchUser[], count: number): Promise<void> {
  const base = Date.now() - count * 1000;
  for (let start = 0; start < count; start += 1000) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const author = authors[i % authors.length];
      if (!author) throw new Error('seedChatMessages needs at least one author');
      batch.push({
        conversationId: ROOM_CONVERSATION_ID,
        messageId: `${author.id}-${base + i * 1000}-seed${i.toString(36)}`,
        userId: author.id,
        text: `Seeded message number ${i + 1}`,
        createdAt: new Date(base + i * 1000),
      });
    }
    await db.insert(conversationMessages).values(batch);
  }
}
