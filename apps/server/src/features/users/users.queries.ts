import { emailKeyOf } from '@tuning/shared/validation';
import { and, asc, eq, gt, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { batchLoads } from '../../db/batch.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { users } from '../../db/schema.ts';
import { userRowsChanged } from './user-cache.ts';

/**
 * The `users` table: every read other features make of it and every write to it. A write ends
 * with `userRowsChanged`, here and nowhere else, so the user caches (this instance's and, through
 * Redis, every other's) never serve a row that changed.
 */

/**
 * Writes to `users` that share a transaction with another feature's table (a follow, a photo, an
 * email confirmation): `write` runs in one transaction, then the caches forget `userIds`.
 */
export async function withUserWrites<T>(
  db: Db,
  userIds: string[],
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(write);
  userRowsChanged(db, ...userIds);
  return result;
}

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
const findUsersByIdQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('find_users_by_id'),
);

// Rows asked for together are read with one statement (db/batch.ts).
const usersById = preparedPerDatabase((db) =>
  batchLoads(async (ids: readonly string[]) => {
    const rows = await findUsersByIdQuery(db).execute({ ids });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id));
  }),
);

export async function findUserById(db: Db, id: string) {
  return usersById(db).load(id);
}

/** Returns the new row, or undefined when the email or user name is already taken (a race). */
export async function insertUser(
  db: Db,
  row: { email: string; fullName: string; userName: string; passwordHash: string },
) {
  const [inserted] = await db
    .insert(users)
    .values({ ...row, emailKey: emailKeyOf(row.email) })
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

export const profileColumns = {
  id: users.id,
  fullName: users.fullName,
  userName: users.userName,
  bio: users.bio,
  location: users.location,
  collegeName: users.collegeName,
  collegeYear: users.collegeYear,
  externalLink: users.externalLink,
  photoVersion: users.photoVersion,
  followersCount: users.followersCount,
  followingCount: users.followingCount,
};

export async function findProfileById(db: Db, id: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** User names are unique case-insensitively (index on lower(user_name)). */
export async function findProfileByUserName(db: Db, userName: string) {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return row;
}

/**
 * Whether a user name is taken, case-insensitively (index on lower(user_name)); `exceptUserId`
 * leaves the asking user's own name out, for an edit.
 */
export async function isUserNameTaken(
  db: Db,
  userName: string,
  exceptUserId?: string,
): Promise<boolean> {
  const sameName = sql`lower(${users.userName}) = lower(${userName})`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(sameName, ne(users.id, exceptUserId)) : sameName)
    .limit(1);
  return Boolean(row);
}

export async function updateProfile(
  db: Db,
  userId: string,
  fields: Partial<
    Pick<
      typeof users.$inferInsert,
      'fullName' | 'userName' | 'bio' | 'collegeName' | 'collegeYear' | 'location' | 'externalLink'
    >
  >,
): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, userId));
  userRowsChanged(db, userId);
}

export const cardColumns = {
  id: users.id,
  fullName: users.fullName,
  userName: users.userName,
  photoVersion: users.photoVersion,
};

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One page of other students, keyset-paginated on id inside a group: `sameCollege` picks the
 * students of `college` (uses the (college_name, id) index) or everyone else.
 */
export async function listCards(
  db: Db,
  options: {
    excludeId: string;
    college: string;
    sameCollege: boolean | undefined;
    afterId: string | undefined;
    limit: number;
    q: string | undefined;
  },
) {
  const conditions: (SQL | undefined)[] = [ne(users.id, options.excludeId)];
  if (options.sameCollege === true) conditions.push(eq(users.collegeName, options.college));
  if (options.sameCollege === false) conditions.push(ne(users.collegeName, options.college));
  if (options.afterId) conditions.push(gt(users.id, options.afterId));
  if (options.q) {
    const pattern = `%${escapeLike(options.q)}%`;
    conditions.push(
      or(
        ilike(users.fullName, pattern),
        ilike(users.userName, pattern),
        ilike(users.collegeName, pattern),
      ),
    );
  }
  return db
    .select(cardColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.id))
    .limit(options.limit);
}

/** Both users' counters move by `delta`, locking the rows in id order so two pairs never deadlock. */
export async function shiftFollowCounts(
  tx: Tx,
  followerId: string,
  followeeId: string,
  delta: 1 | -1,
) {
  const updates = [
    { id: followerId, column: 'following' as const },
    { id: followeeId, column: 'followers' as const },
  ].sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const update of updates) {
    if (update.column === 'following') {
      await tx
        .update(users)
        .set({ followingCount: sql`${users.followingCount} + ${delta}` })
        .where(eq(users.id, update.id));
    } else {
      await tx
        .update(users)
        .set({ followersCount: sql`${users.followersCount} + ${delta}` })
        .where(eq(users.id, update.id));
    }
  }
}

/** Inside `withUserWrites`: the photo's version (null: no photo), which names its URL. */
export async function setPhotoVersion(tx: Tx, userId: string, version: number | null) {
  await tx.update(users).set({ photoVersion: version }).where(eq(users.id, userId));
}

/** Inside `withUserWrites`: the email is confirmed now, unless it already was. */
export async function markEmailConfirmed(tx: Tx, userId: string, now: Date) {
  await tx
    .update(users)
    .set({ emailConfirmedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}

export async function findPhotoVersion(db: Db, userId: string) {
  const [row] = await db
    .select({ photoVersion: users.photoVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
