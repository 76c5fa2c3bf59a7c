import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRowsChanged } from '../../db/user-cache.ts';
import { profilePhotos, users } from '../../db/schema.ts';

export async function savePhoto(
  db: Db,
  userId: string,
  image: Buffer,
  version: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(profilePhotos)
      .values({ userId, image, contentType: 'image/webp' })
      .onConflictDoUpdate({
        target: profilePhotos.userId,
        set: { image, contentType: 'image/webp', updatedAt: new Date() },
      });
    await tx.update(users).set({ photoVersion: version }).where(eq(users.id, userId));
  });
  userRowsChanged(db, userId);
}

export async function removePhoto(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(profilePhotos).where(eq(profilePhotos.userId, userId));
    await tx.update(users).set({ photoVersion: null }).where(eq(users.id, userId));
  });
  userRowsChanged(db, userId);
}

export async function findPhoto(db: Db, userId: string) {
  const [row] = await db
    .select({ image: profilePhotos.image, contentType: profilePhotos.contentType })
    .from(profilePhotos)
    .where(eq(profilePhotos.userId, userId))
    .limit(1);
  return row;
}

export async function findPhotoVersion(db: Db, userId: string) {
  const [row] = await db
    .select({ photoVersion: users.photoVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
