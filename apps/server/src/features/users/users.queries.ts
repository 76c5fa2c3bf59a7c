import type { UserRole } from '@tuning/shared/safety';
import { emailKeyOf } from '@tuning/shared/validation';
import { and, asc, eq, gt, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { batchLoads } from '../../db/batch.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { blocks, conversationMessages, follows, users } from '../../db/schema.ts';
import { hasDatabaseCode } from '../../lib/database-errors.ts';
import { userRowsChanged } from './user-cache.ts';

/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01';

/**
 * The `users` table: every read other features make of it and every write to it. A write ends
 * with `userRowsChanged`, here and nowhere else, so the user caches (this instance's and, through
 * Redis, every other's) never serve a row that changed.
 */

/**
 * Writes to `users` that share a transaction with another feature's table (a follow, a photo, an
 * email confirmation): `write` runs in one transaction, then the caches forget `userIds`. A
 * deadlock (an account deletion locking the same rows in another order) is retried, as the
 * deletion retries its own: `write` is all database work, so running it again is safe.
 */
export async function withUserWrites<T>(
  db: Db,
  userIds: string[],
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await db.transaction(write);
      userRowsChanged(db, ...userIds);
      return result;
    } catch (error) {
      if (attempt < 3 && hasDatabaseCode(error, DEADLOCK)) continue;
      throw error;
    }
  }
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
  fields: { dateOfBirth: string; pronouns: string; collegeName?: string },
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
  const conditions: (SQL | undefined)[] = [
    ne(users.id, options.excludeId),
    // Someone who blocked the viewer is not offered to them (product.md §12: no profile details).
    sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${users.id}
      and ${blocks.blockedId} = ${options.excludeId} and ${blocks.kind} = 'block')`,
  ];
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
    .select({
      ...cardColumns,
      collegeName: users.collegeName,
      followersCount: users.followersCount,
    })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.id))
    .limit(options.limit);
}

/**
 * Students to suggest to the viewer, best first: same college (when the viewer has
 * one), then how many of the people the viewer follows follow them (friends of friends), then
 * whether they follow the viewer already, then their follower count. Never the viewer, anyone the
 * viewer follows, blocks or mutes, anyone who blocks the viewer, nor a suspended account.
 * The friends-of-friends counts come from one grouped pass over the viewer's follows' follows
 * (primary-key lookups); the ordering then touches each student once, so a school of 10,000 is a
 * few milliseconds.
 */
export async function listSuggestions(
  db: Db,
  options: { viewerId: string; college: string; limit: number; now: Date },
) {
  const { viewerId, college } = options;
  const viewerFollows = alias(follows, 'viewer_follows');
  const theirFollows = alias(follows, 'their_follows');
  const fof = db
    .select({
      id: sql<string>`${theirFollows.followeeId}`.as('fof_id'),
      mutual: sql<number>`count(*)::int`.as('mutual'),
    })
    .from(viewerFollows)
    .innerJoin(theirFollows, eq(theirFollows.followerId, viewerFollows.followeeId))
    .where(eq(viewerFollows.followerId, viewerId))
    .groupBy(theirFollows.followeeId)
    .as('fof');
  // A viewer without a college has no classmates: '' never matches (a constant would not sort).
  const sameCollege = sql<boolean>`(${users.collegeName} <> '' and ${users.collegeName} = ${college})`;
  const mutual = sql<number>`coalesce(${fof.mutual}, 0)`;
  const followsViewer = sql<boolean>`exists (select 1 from ${follows} where
    ${follows.followerId} = ${users.id} and ${follows.followeeId} = ${viewerId})`;
  return db
    .select({
      ...cardColumns,
      collegeName: users.collegeName,
      followersCount: users.followersCount,
      sameCollege,
      mutual,
    })
    .from(users)
    .leftJoin(fof, eq(fof.id, users.id))
    .where(
      and(
        ne(users.id, viewerId),
        or(isNull(users.suspendedUntil), lte(users.suspendedUntil, options.now)),
        sql`not exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId}
          and ${follows.followeeId} = ${users.id})`,
        sql`not exists (select 1 from ${blocks} where
          (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id})
          or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId}
            and ${blocks.kind} = 'block'))`,
      ),
    )
    .orderBy(
      sql`${sameCollege} desc`,
      sql`${mutual} desc`,
      sql`${followsViewer} desc`,
      sql`${users.followersCount} desc`,
      asc(users.id),
    )
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

// --- Safety (product.md §12): account lookups by Gmail key, roles, suspensions, account deletion

/**
 * The account an address signs in to: the row with exactly this email, else the one with its
 * Gmail key (`a.b+x@gmail.com` reaches `ab@gmail.com`'s account). Exact first, so twins made
 * before keys existed (migration 0003 kept both) still reach their own account.
 */
export async function findUserForLogin(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      suspendedUntil: users.suspendedUntil,
    })
    .from(users)
    .where(or(eq(users.email, email), eq(users.emailKey, emailKeyOf(email))))
    .orderBy(sql`${users.email} = ${email} desc`)
    .limit(1);
  return row;
}

/** Whether an account already takes this address, as Gmail routes it. */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, email), eq(users.emailKey, emailKeyOf(email))))
    .limit(1);
  return Boolean(row);
}

/** A person as moderation shows them: who they are, their role and any suspension. */
export const personColumns = {
  id: users.id,
  userName: users.userName,
  fullName: users.fullName,
  photoVersion: users.photoVersion,
  role: users.role,
  suspendedUntil: users.suspendedUntil,
};

export async function findPersonByUserName(db: Db | Tx, userName: string) {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return row;
}

/** Moderators and admins, admins first, then by user name. */
export async function listStaff(db: Db) {
  return db
    .select(personColumns)
    .from(users)
    .where(ne(users.role, 'member'))
    .orderBy(sql`${users.role} = 'admin' desc`, sql`lower(${users.userName})`);
}

/** Inside `withUserWrites`. Returns the row's id, or undefined when there is no such user. */
export async function setUserRole(tx: Tx, userId: string, role: UserRole) {
  const [row] = await tx
    .update(users)
    .set({ role })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return row;
}

/** Inside `withUserWrites`: suspended until `until` (null lifts it), with why. */
export async function setSuspension(
  tx: Tx,
  userId: string,
  until: Date | null,
  reason: string | null,
) {
  const [row] = await tx
    .update(users)
    .set({ suspendedUntil: until, suspensionReason: reason })
    .where(eq(users.id, userId))
    .returning(personColumns);
  return row;
}

/**
 * The advisory locks that stand for "who an account follows and is followed by" (two-key form,
 * apart from the migrations' one-key lock): whoever changes a pair's follows (`lockUserPair`)
 * shares both accounts' before locking any row; an account deletion takes its own alone, first.
 * So the deletion waits until the follows of the account in flight are over and no new one starts
 * before it reads whom to lock, and a follow waiting for it holds no row meanwhile (ADR 0014).
 */
const FOLLOWS_LOCK_SPACE = 727_274_002;

/**
 * Locks the pair's rows, in id order (as `shiftFollowCounts` does, so nothing deadlocks): a block
 * and a follow of one pair take turns, and a follow never slips in beside a block. Returns how
 * many of the two exist.
 */
export async function lockUserPair(tx: Tx, a: string, b: string): Promise<number> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(${FOLLOWS_LOCK_SPACE}, hashtext(${low})),
      pg_advisory_xact_lock_shared(${FOLLOWS_LOCK_SPACE}, hashtext(${high}))`,
  );
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, a), eq(users.id, b)))
    .orderBy(asc(users.id))
    .for('no key update');
  return rows.length;
}

/**
 * Thrown inside the deletion's transaction, to roll it back and start again, when a follow of the
 * account committed while its locks were being taken (see `deleteUserAccount`).
 */
class FollowedWhileLocking extends Error {}

/** Tries of an account deletion: deadlocks and follows made while it waited for its locks. */
const DELETION_ATTEMPTS = 5;

/**
 * Deletes the account in one transaction: its follows first, moving the other side's counters
 * (ADR 0005), then the row, whose foreign keys remove or unlink everything else (ADR 0014). The
 * account's row and those of everyone it follows or is followed by are locked in id order, as a
 * follow locks its pair, so a follow cannot slip in and counters stay exact. False when there was
 * no such user.
 *
 * Who those people are is read after the account's follows lock (FOLLOWS_LOCK_SPACE) is held
 * alone: no follow of it is in flight then, and none starts until the deletion is over, so the set
 * is whole and nothing waits in a cycle. A writer that changes follows without `lockUserPair` (a
 * script, an operator's SQL) is still caught: who the set is was read when the locking statement
 * started, so a follow of the account that commits while the statement waits for a row is not
 * among them. Once the account's row is held no follow of it can change, so the deletion of its
 * follows sees them all: if one names someone not locked, locking them now would be out of id
 * order and deadlock with a follow holding them and waiting for the account (a second's wait for
 * PostgreSQL's deadlock check, with every connection of the pool held meanwhile). The transaction
 * starts again instead, with them in the set. The last try goes on anyway; a deadlock, rare then,
 * runs it again.
 */
export async function deleteUserAccount(db: Db, userId: string): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      const changed = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${FOLLOWS_LOCK_SPACE}, hashtext(${userId}))`,
        );
        const lockedRows = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            sql`${users.id} = ${userId} or ${users.id} in (
              select ${follows.followerId} from ${follows} where ${follows.followeeId} = ${userId}
              union select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${userId})`,
          )
          .orderBy(asc(users.id))
          .for('no key update');
        const locked = new Set(lockedRows.map((row) => row.id));
        const ended = await tx
          .delete(follows)
          .where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)))
          .returning({ followerId: follows.followerId, followeeId: follows.followeeId });
        const unlocked = ended.some((f) => !locked.has(f.followerId) || !locked.has(f.followeeId));
        if (unlocked && attempt < DELETION_ATTEMPTS) throw new FollowedWhileLocking();
        const followed = ended.filter((f) => f.followerId === userId).map((f) => f.followeeId);
        const followers = ended.filter((f) => f.followeeId === userId).map((f) => f.followerId);
        if (followed.length > 0) {
          await tx
            .update(users)
            .set({ followersCount: sql`${users.followersCount} - 1` })
            .where(inArray(users.id, followed));
        }
        if (followers.length > 0) {
          await tx
            .update(users)
            .set({ followingCount: sql`${users.followingCount} - 1` })
            .where(inArray(users.id, followers));
        }
        // Others' messages that mention the account, the room's and private ones, keep their
        // words, not its id (ADR 0014).
        await tx
          .update(conversationMessages)
          .set({ mentions: sql`array_remove(${conversationMessages.mentions}, ${userId}::uuid)` })
          .where(
            sql`${conversationMessages.mentions} @> array[${userId}::uuid]
              and ${conversationMessages.mentions} <> '{}'::uuid[]`,
          );
        const deleted = await tx
          .delete(users)
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        return deleted.length > 0 ? [userId, ...followed, ...followers] : undefined;
      });
      if (!changed) return false;
      userRowsChanged(db, ...changed);
      return true;
    } catch (error) {
      const again = error instanceof FollowedWhileLocking || hasDatabaseCode(error, DEADLOCK);
      if (again && attempt < DELETION_ATTEMPTS) continue;
      throw error;
    }
  }
}
