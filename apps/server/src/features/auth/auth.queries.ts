import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRowsChanged } from '../../db/user-cache.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { emailConfirmations, passwordResets, users } from '../../db/schema.ts';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

// Behind every GET /api/currentuser.
const findUserByIdQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_user_by_id'),
);

export async function findUserById(db: Db, id: string) {
  const [row] = await findUserByIdQuery(db).execute({ id });
  return row;
}

export async function userNameExists(db: Db, userName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return Boolean(row);
}

/** Returns the new row, or undefined when the email or user name is already taken (a race). */
export async function insertUser(
  db: Db,
  row: { email: string; fullName: string; userName: string; passwordHash: string },
) {
  const [inserted] = await db
    .insert(users)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  return inserted;
}

export async function updateUserDetails(
  db: Db,
  userId: string,
  fields: { dateOfBirth: string; pronouns: string },
): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, userId));
  userRowsChanged(db, userId);
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  userRowsChanged(db, userId);
}

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
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ emailConfirmedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
  });
  userRowsChanged(db, userId);
}
