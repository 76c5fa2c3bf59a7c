import { PROFILE_PHOTO_FOLDER, profilePhotoUrl } from '@tuning/shared/profile';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPhotoVersion } from '../users/users.queries.ts';
import { findPhoto, removePhoto, savePhoto } from './media.queries.ts';
import { normalizePhoto } from './photo.ts';

/** Profile photos: checked and re-encoded on upload, stored in the database, served by version. */
export function createMediaService(deps: { db: Db; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  return {
    /** product.md §7 profile-image: the photo's URL, or '' for none. */
    async photoUrl(userId: string): Promise<{ imageUrl: string }> {
      const row = await findPhotoVersion(db, userId);
      if (!row) throw new AppError('NOT_FOUND', 'No such user');
      return { imageUrl: profilePhotoUrl(userId, row.photoVersion) };
    },

    async photo(userId: string) {
      const photo = await findPhoto(db, userId);
      if (!photo) throw new AppError('NOT_FOUND', 'No photo');
      return photo;
    },

    /** A new photo for `userId`; its URL carries the upload time, so it never names other bytes. */
    async upload(userId: string, file: Buffer): Promise<{ url: string }> {
      const image = await normalizePhoto(file);
      const version = now();
      await savePhoto(db, userId, image, version);
      return { url: profilePhotoUrl(userId, version) };
    },

    /** product.md §7 deleteprofilepic: only the user's own photo. */
    async remove(userId: string, publicId: string): Promise<{ removed: true }> {
      if (publicId !== `${PROFILE_PHOTO_FOLDER}/${userId}`) {
        throw new AppError('FORBIDDEN', 'You can only remove your own photo');
      }
      await removePhoto(db, userId);
      return { removed: true };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
