import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailConfirmations, passwordResets } from '../../db/schema.ts';
import { markEmailConfirmed, withUserWrites } from '../users/users.queries.ts';

/** One reset per user: a newer request replaces the older token. */
export async function upsertPasswordReset(
  db: Db,
  row: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(passwordResets)
    .values(row)
    .onConflictDoUpdate({
      target: passwordResets.userId,
      set: { tokenHash: row.tokenHash, expiresAt: row.expiresAt, createdAt: sql`now()` },
    });
}

export async function findPasswordReset(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Deletes the token and reports whether this call was the one that consumed it. */
export async function consumePasswordReset(db: Db, tokenHash: string): Promise<boolean> {
  const deleted = await db
    .delete(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .returning({ userId: passwordResets.userId });
  return deleted.length > 0;
}

export async function upsertEmailConfirmation(
  db: Db,
  row: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(emailConfirmations)
    .values(row)
    .onConflictDoUpdate({
      target: emailConfirmations.userId,
      set: { tokenHash: row.tokenHash, expiresAt: row.expiresAt },
    });
}

export async function findEmailConfirmation(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: emailConfirmations.userId, expiresAt: emailConfirmations.expiresAt })
    .from(emailConfirmations)
    .where(eq(emailConfirmations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function confirmEmail(db: Db, userId: string, now: Date): Promise<void> {
  await withUserWrites(db, [userId], async (tx) => {
    await markEmailConfirmed(tx, userId, now);
    await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
  });
}
