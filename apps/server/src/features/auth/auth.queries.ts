import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailConfirmations, passwordResets } from '../../db/schema.ts';
import { markEmailConfirmed, withUserWrites } from '../users/users.queries.ts';

/**
 * A new reset link. Earlier links of the user stay usable until they expire or one link is used
 * (product.md §12: a stranger's request must not cancel the link the owner is about to open); the
 * user's expired ones are cleared on the way.
 */
export async function insertPasswordReset(
  db: Db,
  row: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, row.userId), lte(passwordResets.expiresAt, sql`now()`)));
    await tx.insert(passwordResets).values(row);
  });
}

/** Whose a link's token is and until when, from either table of links (they share the shape). */
async function findLink(
  db: Db,
  links: typeof passwordResets | typeof emailConfirmations,
  tokenHash: string,
) {
  const [row] = await db
    .select({ userId: links.userId, expiresAt: links.expiresAt })
    .from(links)
    .where(eq(links.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export function findPasswordReset(db: Db, tokenHash: string) {
  return findLink(db, passwordResets, tokenHash);
}

/**
 * Deletes every reset link of the token's user, in one statement, and reports whether this call
 * was the one that consumed the token: using any link ends them all, and of two links used at
 * once only one wins.
 */
export async function consumePasswordReset(db: Db, tokenHash: string): Promise<boolean> {
  const deleted = await db
    .delete(passwordResets)
    .where(
      inArray(
        passwordResets.userId,
        db
          .select({ userId: passwordResets.userId })
          .from(passwordResets)
          .where(eq(passwordResets.tokenHash, tokenHash)),
      ),
    )
    .returning({ tokenHash: passwordResets.tokenHash });
  return deleted.some((row) => row.tokenHash === tokenHash);
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

export function findEmailConfirmation(db: Db, tokenHash: string) {
  return findLink(db, emailConfirmations, tokenHash);
}

export async function confirmEmail(db: Db, userId: string, now: Date): Promise<void> {
  await withUserWrites(db, [userId], async (tx) => {
    await markEmailConfirmed(tx, userId, now);
    await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
  });
}
