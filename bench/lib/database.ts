import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import {
  openPglite,
  openPostgres,
  type Database,
  type Db,
} from '../../apps/server/src/db/client.ts';
import { chatMessages, sessions, users } from '../../apps/server/src/db/schema.ts';
import { hashToken, newToken } from '../../apps/server/src/lib/tokens.ts';

export type DbKind = 'pglite' | 'postgres';

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const BENCH_PASSWORD = 'bench123!';
export const BENCH_COLLEGE = 'Bench State University';

export interface BenchDatabase {
  kind: DbKind;
  dataDir: string;
  /** Environment for the server process: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** Opens the database from this process (PGlite: only while no server holds DATA_DIR). */
  open(): Promise<Database>;
  /** Drops the PostgreSQL database and removes DATA_DIR. */
  dispose(): Promise<void>;
}

/** A fresh database: a new PGlite folder, or a new database on the local PostgreSQL server. */
export async function createBenchDatabase(kind: DbKind): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tuning-bench-${kind}-`));
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openPglite(dataDir),
      async dispose() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `tuning_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openPostgres(url.toString(), 4),
    async dispose() {
      await adminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
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
        email: `${prefix}.${n}@gmail.com`,
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
        messageId: `${author.id}-${base + i * 1000}-seed${i.toString(36)}`,
        userId: author.id,
        text: `Seeded message number ${i + 1}`,
        createdAt: new Date(base + i * 1000),
      });
    }
    await db.insert(chatMessages).values(batch);
  }
}
