import { randomBytes } from 'node:crypto';
import type { ChatImageUpload } from '@tuning/shared/chat-extras';
import { chatImageIdSchema } from '@tuning/shared/chat-schemas';
import { chatImageTexts, chatImageUrls } from '@tuning/shared/chat-images';
import { safetyTexts } from '@tuning/shared/safety';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { LIMITS } from '../../lib/limits.ts';
import { encodeChatImage } from './encode-chat-image.ts';
import { findVisibleChatImage, insertChatImage, storedImageBytes } from './chat-images.queries.ts';

/** 16 random bytes: 22 base64url characters, not guessable, within `chatImageIdSchema`. */
function newImageId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Chat images (product.md §13): uploaded first, checked and re-encoded, stored in the database; the
 * chat's send attaches one to a message (`imageId`), and from then on everyone who sees the
 * message may load it.
 */
export function createChatImagesService(deps: {
  db: Db;
  /** LIMITS.chatImages.storagePerUser unless a test wants it smaller. */
  storagePerUser?: number;
}) {
  const { db } = deps;
  const quota = deps.storagePerUser ?? LIMITS.chatImages.storagePerUser;
  return {
    async upload(userId: string, file: Buffer): Promise<ChatImageUpload> {
      // Checked before the decode, so a full account costs no CPU. Not in the insert's
      // statement: uploads racing each other may pass it together, each at most 8 MB.
      if ((await storedImageBytes(db, userId)) >= quota) {
        throw new AppError('PAYLOAD_TOO_LARGE', chatImageTexts.storageFull);
      }
      const encoded = await encodeChatImage(file);
      const imageId = newImageId();
      const stored = await insertChatImage(
        db,
        { id: imageId, userId, ...encoded },
        { max: LIMITS.chatImages.pendingPerUser, ms: LIMITS.chatImages.pendingMs },
      );
      // Sessions of a suspended account are revoked; this covers a request already under way.
      if (!stored) throw new AppError('FORBIDDEN', safetyTexts.suspended(null));
      return {
        imageId,
        ...chatImageUrls(imageId),
        width: encoded.width,
        height: encoded.height,
      };
    },

    /** The bytes `viewer` may load; an id that names nothing they may see is a 404. */
    async read(imageId: string, viewer: string, size: 'image' | 'thumb'): Promise<Buffer> {
      const bytes = chatImageIdSchema.safeParse(imageId).success
        ? await findVisibleChatImage(db, imageId, viewer, size)
        : undefined;
      if (!bytes) throw new AppError('NOT_FOUND', chatImageTexts.notFound);
      return bytes;
    },
  };
}

export type ChatImagesService = ReturnType<typeof createChatImagesService>;
