import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { testDbKind } from '../../test/test-database.ts';
import { openPglite, type Database } from './client.ts';
import { conversationMessages, ROOM_CONVERSATION_ID, users } from './schema.ts';

// PGlite runs no autovacuum: the server's PGlite keeps the conversations' statistics itself, so
// the room's newest page walks an index instead of sorting every room message (ADR 0043).

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function plan(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`explain select ${conversationMessages.seq}
    from ${conversationMessages} where ${conversationMessages.conversationId} = ${ROOM_CONVERSATION_ID}
    order by ${conversationMessages.seq} desc limit 50`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

test.runIf(testDbKind === 'pglite')(
  'a reopened PGlite reads the room’s newest page from an index, not a sort of the whole room',
  async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-statistics-'));
    folders.push(folder);
    const first = await openPglite(folder);
    const [author] = await first.db
      .insert(users)
      .values({
        email: 'a@x.edu',
        emailKey: 'a@x.edu',
        fullName: 'A',
        userName: 'a',
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    await first.db.execute(sql`insert into ${conversationMessages}
      (conversation_id, message_id, user_id, text)
      select ${ROOM_CONVERSATION_ID}::uuid, 'm' || g, ${author!.id}::uuid, 'message ' || g
      from generate_series(1, 3000) g`);
    await first.close();

    const second = await openPglite(folder);
    try {
      // Its statistics are gathered as it opens (and every few minutes after).
      await second.ping();
      const shown = await plan(second);
      expect(shown).toMatch(/Index Scan Backward/);
      expect(shown).not.toMatch(/Sort/);
    } finally {
      await second.close();
    }
  },
  60_000,
);
