import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PushKind } from '@tuning/shared/push';
import type { Db } from '../../db/client.ts';
import { pushSettings, pushSubscriptions, users } from '../../db/schema.ts';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Stores a device's subscription; the same endpoint again moves it to this person. */
export async function upsertSubscription(
  db: Db,
  userId: string,
  subscription: StoredSubscription,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...subscription })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: sql`now()` },
    });
}

/** Removes this person's device; answers whether there was one. */
export async function deleteSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ endpoint: pushSubscriptions.endpoint });
  return gone.length > 0;
}

/** The push service said the subscription is gone (404/410). */
export async function forgetEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** The kinds this person switched off. */
export async function readOffKinds(db: Db, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ off: pushSettings.off })
    .from(pushSettings)
    .where(eq(pushSettings.userId, userId));
  return row?.off ?? [];
}

export async function writeOffKinds(db: Db, userId: string, off: string[]): Promise<void> {
  await db
    .insert(pushSettings)
    .values({ userId, off })
    .onConflictDoUpdate({ target: pushSettings.userId, set: { off, updatedAt: sql`now()` } });
}

/**
 * The devices of these people that want `kind`: people who did not switch it off, and who are not
 * suspended.
 */
export function subscriptionsWanting(db: Db, userIds: readonly string[], kind: PushKind) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .leftJoin(pushSettings, eq(pushSettings.userId, pushSubscriptions.userId))
    .where(
      and(
        inArray(pushSubscriptions.userId, [...userIds]),
        sql`not (${kind} = any(coalesce(${pushSettings.off}, '{}'::text[])))`,
        sql`(${users.suspendedUntil} is null or ${users.suspendedUntil} <= now())`,
      ),
    );
}

/** Moderators and admins: who hears of new reports. */
export async function staffIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ['moderator', 'admin']));
  return rows.map((row) => row.id);
}
