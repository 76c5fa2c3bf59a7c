import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profilePhotos } from '../../db/schema.ts';
import { setPhotoVersion, withUserWrites } from '../users/users.queries.ts';

export async function savePhoto(
  db: Db,
  userId: string,
  image: Buffer,
  version: number,
): Promise<void> {
  await withUserWrites(db, [userId], async (tx) => {
    await tx
      .insert(profilePhotos)
      .values({ userId, image, contentType: 'image/webp' })
      .onConflictDoUpdate({
        target: profilePhotos.userId,
        set: { image, contentType: 'image/webp', updatedAt: new Date() },
      });
    await setPhotoVersion(tx, userId, version);
  });
}

export async function removePhoto(db: Db, userId: string): Promise<void> {
  await withUserWrites(db, [userId], async (tx) => {
    await tx.delete(profilePhotos).where(eq(profilePhotos.userId, userId));
    await setPhotoVersion(tx, userId, null);
  });
}

export async function findPhoto(db: Db, userId: string) {
  const [row] = await db
    .select({ image: profilePhotos.image, contentType: profilePhotos.contentType })
    .from(profilePhotos)
    .where(eq(profilePhotos.userId, userId))
    .limit(1);
  return row;
}
