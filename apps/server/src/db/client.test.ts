import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { openPglite } from './client.ts';

test('the embedded database keeps 32 MB of shared buffers, not PostgreSQL’s 128 MB', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuning-pglite-'));
  const database = await openPglite(dataDir);
  try {
    const result = (await database.db.execute(
      sql`select current_setting('shared_buffers') as shared_buffers`,
    )) as unknown as { rows: { shared_buffers: string }[] };
    expect(result.rows[0]?.shared_buffers).toBe('32MB');
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
