import { PROFILE_PHOTO_FOLDER, profilePhotoUrl } from '@tuning/shared/profile';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { blocksBetween } from '../blocks/blocks.queries.ts';
import { findPhotoVersion } from '../users/users.queries.ts';
import { findPhoto, removePhoto, savePhoto } from './media.queries.ts';
import { normalizePhoto } from './photo.ts';

/** Profile photos: checked and re-encoded on upload, stored in the database, served by version. */
export function createMediaService(deps: { db: Db; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const ownerBlocks = async (ownerId: string, viewerId: string) =>
    ownerId !== viewerId && (await blocksBetween(db, viewerId, ownerId)).ownerBlocksViewer;
  return {
    /**
     * product.md §7 profile-image: the photo's URL, or '' for none, and for a viewer the owner
     * blocks.
     */
    async photoUrl(userId: string, viewerId: string): Promise<{ imageUrl: string }> {
      const [row, blocked] = await Promise.all([
        findPhotoVersion(db, userId),
        ownerBlocks(userId, viewerId),
      ]);
      if (!row) throw new AppError('NOT_FOUND', 'No such user');
      return { imageUrl: blocked ? '' : profilePhotoUrl(userId, row.photoVersion) };
    },

    /** The photo's bytes; none for a signed-in viewer the owner blocks. */
    async photo(userId: string, viewerId: string | undefined) {
      const [photo, blocked] = await Promise.all([
        findPhoto(db, userId),
        viewerId ? ownerBlocks(userId, viewerId) : false,
      ]);
      if (!photo || blocked) throw new AppError('NOT_FOUND', 'No photo');
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
