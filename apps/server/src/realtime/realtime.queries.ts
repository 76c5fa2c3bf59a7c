import { and, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

/** Which of these session hashes still name a live session. */
export async function findLiveSessionHashes(
  db: Db,
  hashes: string[],
  now: Date,
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(and(inArray(sessions.idHash, hashes), gt(sessions.expiresAt, now)));
  return new Set(rows.map((row) => row.idHash));
}
