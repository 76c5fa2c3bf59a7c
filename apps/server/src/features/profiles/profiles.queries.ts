import { and, asc, eq, gt, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRowsChanged } from '../../db/user-cache.ts';
import { users } from '../../db/schema.ts';

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

export async function isUserNameTakenByOther(
  db: Db,
  userName: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, ne(users.id, userId)))
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
