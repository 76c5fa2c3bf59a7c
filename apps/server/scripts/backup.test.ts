import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite, type Database } from '../src/db/client.ts';
import {
  conversationMessages as chatMessages,
  follows,
  profilePhotos,
  users,
  ROOM_CONVERSATION_ID,
} from '../src/db/schema.ts';
import { userRowsChanged } from '../src/features/users/user-cache.ts';
import { createAppEvents } from '../src/lib/events.ts';
import { createMemoryTransport } from '../src/mail/mail-transport.ts';
import { createUser } from '../test/fixtures.ts';
import { cleanupsPerTest, openScratchPostgres } from '../test/cleanups.ts';
import { runScript } from '../test/server-process.ts';
import { testDbKind } from '../test/test-database.ts';
import { call } from '../test/http.ts';

const cleanups = cleanupsPerTest();

/** `npm run backup|restore -- FILE` as a user runs it, with the given environment. */
const npmRun = (command: 'backup' | 'restore', file: string, env: Record<string, string>) =>
  runScript('backup.ts', [command, file], env);

/** Two students who follow each other, a chat message and a profile photo. */
async function fill(database: Database) {
  const ana = await createUser(database.db);
  const ben = await createUser(database.db);
  await database.db.insert(follows).values([
    { followerId: ana.id, followeeId: ben.id },
    { followerId: ben.id, followeeId: ana.id },
  ]);
  await database.db.insert(chatMessages).values({
    conversationId: ROOM_CONVERSATION_ID,
    messageId: `${ana.id}-1-abc`,
    userId: ana.id,
    text: 'see you at the quad',
  });
  await database.db.insert(profilePhotos).values({
    userId: ben.id,
    image: Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]),
    contentType: 'image/webp',
  });
}

async function counts(database: Database) {
  const tally = async (
    table: typeof users | typeof follows | typeof chatMessages | typeof profilePhotos,
  ) => (await database.db.select({ n: count() }).from(table))[0]!.n;
  const [photo] = await database.db.select({ image: profilePhotos.image }).from(profilePhotos);
  return {
    users: await tally(users),
    follows: await tally(follows),
    messages: await tally(chatMessages),
    photos: await tally(profilePhotos),
    photoBytes: photo ? [...photo.image] : [],
  };
}

const expected = {
  users: 2,
  follows: 2,
  messages: 1,
  photos: 1,
  photoBytes: [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4],
};

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test.runIf(testDbKind === 'pglite')(
  'embedded: backup, wipe, restore finds every user, follow, message and photo',
  async () => {
    const dataDir = tempDir('tuning-backup-');
    const file = path.join(tempDir('tuning-backup-file-'), 'tuning.tar.gz');
    const original = await openPglite(dataDir);
    await fill(original);
    await original.close();

    // A file left world-readable before is not reused as it was.
    fs.writeFileSync(file, 'old', { mode: 0o644 });
    const backedUp = await npmRun('backup', file, { DATA_DIR: dataDir });
    expect(backedUp.code, backedUp.output).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    // A restore never overwrites a database that is there.
    const refused = await npmRun('restore', file, { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already holds a database');

    fs.rmSync(path.join(dataDir, 'db'), { recursive: true, force: true });
    const restored = await npmRun('restore', file, { DATA_DIR: dataDir });
    expect(restored.code, restored.output).toBe(0);
    const reopened = await openPglite(dataDir);
    try {
      expect(await counts(reopened)).toEqual(expected);
    } finally {
      await reopened.close();
    }
  },
  120_000,
);

test.runIf(testDbKind === 'postgres')(
  'PostgreSQL: backup, wipe, restore finds every user, follow, message and photo',
  async () => {
    const scratch = await openScratchPostgres(cleanups);
    const file = path.join(tempDir('tuning-backup-file-'), 'tuning.dump');
    const original = scratch.database;
    await fill(original);

    const backedUp = await npmRun('backup', file, { DATABASE_URL: scratch.url });
    expect(backedUp.code, backedUp.output).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    // Wiped: every row gone.
    await original.db.delete(users);
    expect((await counts(original)).users).toBe(0);
    const restored = await npmRun('restore', file, { DATABASE_URL: scratch.url });
    expect(restored.code, restored.output).toBe(0);
    expect(await counts(original)).toEqual(expected);
  },
  120_000,
);

test.runIf(testDbKind === 'postgres')(
  'PostgreSQL: a restore under a running server leaves no cached session or user row behind',
  async () => {
    const scratch = await openScratchPostgres(cleanups);
    const { database } = scratch;
    const kept = await createUser(database.db, { fullName: 'Kept As Backed Up' });
    const file = path.join(tempDir('tuning-live-restore-'), 'tuning.dump');
    const backedUp = await npmRun('backup', file, { DATABASE_URL: scratch.url });
    expect(backedUp.code, backedUp.output).toBe(0);

    const app = await buildApp({
      config: loadConfig({ DATA_DIR: '/nonexistent', WEB_DIST: '/nonexistent' }),
      database,
      mail: createMemoryTransport(),
      events: createAppEvents(),
    });
    await app.ready();
    cleanups.push(() => app.close());
    const current = (user: { cookie: string }, url = '/api/currentuser') =>
      call(app, 'GET', url, { cookie: user.cookie });
    // Made after the backup: a session (cached for 60 s) and a renamed row (cached for 5 s). The
    // chat history needs the session only, not the user's row.
    const later = await createUser(database.db);
    expect((await current(later, '/api/chat/history')).statusCode).toBe(200);
    await database.db.update(users).set({ fullName: 'Renamed Later' }).where(eq(users.id, kept.id));
    userRowsChanged(database.db, kept.id);
    expect((await current(kept)).json().currentUserData.userFullName).toBe('Renamed Later');

    const restored = await npmRun('restore', file, { DATABASE_URL: scratch.url });
    expect(restored.code, restored.output).toBe(0);
    // The restore's NOTIFY reaches the running app: well inside either cache's lifetime.
    await expect
      .poll(async () => (await current(later, '/api/chat/history')).statusCode, {
        timeout: 3000,
        interval: 50,
      })
      .toBe(401);
    expect((await current(kept)).json().currentUserData.userFullName).toBe('Kept As Backed Up');
  },
  120_000,
);

test('PostgreSQL tools get the password in PGPASSWORD, never on their command line; the file is 0600', async () => {
  // Stand-ins for pg_dump and pg_restore that write down what they were given.
  const bin = tempDir('tuning-fake-pg-');
  const seen = tempDir('tuning-fake-pg-seen-');
  for (const tool of ['pg_dump', 'pg_restore']) {
    const script = `#!/bin/sh\nprintf '%s\\n' "$@" > "${seen}/${tool}.args"\nprintf '%s' "$PGPASSWORD" > "${seen}/${tool}.password"\n`;
    fs.writeFileSync(path.join(bin, tool), script, { mode: 0o755 });
  }
  const file = path.join(tempDir('tuning-backup-file-'), 'tuning.dump');
  const env = {
    DATABASE_URL: 'postgres://tuning:s3cr%40t@127.0.0.1:5999/tuning?sslmode=disable',
    PATH: `${bin}:${process.env.PATH ?? ''}`,
  };
  const backedUp = await npmRun('backup', file, env);
  expect(backedUp.code, backedUp.output).toBe(0);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const restored = await npmRun('restore', file, env);
  expect(restored.code, restored.output).toBe(0);
  for (const tool of ['pg_dump', 'pg_restore']) {
    const args = fs.readFileSync(path.join(seen, `${tool}.args`), 'utf8');
    expect(args).toContain('postgres://tuning@127.0.0.1:5999/tuning?sslmode=disable');
    expect(args).not.toContain('s3cr');
    expect(fs.readFileSync(path.join(seen, `${tool}.password`), 'utf8')).toBe('s3cr@t');
  }
});
