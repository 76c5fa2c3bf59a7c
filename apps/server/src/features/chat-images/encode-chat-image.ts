import type { Channels } from 'sharp';
import { CHAT_IMAGE_MAX_SIDE, CHAT_THUMB_MAX_SIDE } from '@tuning/shared/chat-extras';
import { chatImageTexts } from '@tuning/shared/chat-images';
import { decodeUpright, type ImageTexts } from '../../lib/image-upload.ts';

export const CHAT_IMAGE_TEXTS: ImageTexts = {
  empty: chatImageTexts.empty,
  wrongType: chatImageTexts.wrongType,
  unreadable: chatImageTexts.unreadable,
  tooManyPixels: chatImageTexts.tooManyPixels,
  tooLong: chatImageTexts.tooLong,
  notEightBit: chatImageTexts.notEightBit,
  tooLarge: chatImageTexts.tooLarge,
  notMultipart: chatImageTexts.notMultipart,
  noImageField: chatImageTexts.noImageField,
};

export interface EncodedChatImage {
  /** WebP, at most CHAT_IMAGE_MAX_SIDE on its long side. */
  image: Buffer;
  /** WebP, at most CHAT_THUMB_MAX_SIDE on its long side. */
  thumb: Buffer;
  /** The stored image's size, upright. */
  width: number;
  height: number;
}

const inside = (side: number) =>
  ({ width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const;

/**
 * Checks the real type and the header, then decodes once (the first frame of a GIF or an animated
 * WebP), turns the picture upright by its EXIF orientation, shrinks it to fit 1600 px (never
 * enlarged) and encodes it and its thumbnail as WebP. sharp writes no metadata unless asked, so
 * EXIF (GPS, camera), XMP and the colour profile are gone; the pixels come out in sRGB.
 */
export function encodeChatImage(input: Buffer): Promise<EncodedChatImage> {
  return decodeUpright(
    input,
    CHAT_IMAGE_TEXTS,
    (upright) =>
      upright.resize(inside(CHAT_IMAGE_MAX_SIDE)).raw().toBuffer({ resolveWithObject: true }),
    async (decoded, sharp) => {
      // Both sizes come from these pixels: the large original is decoded only once.
      const { width, height, channels } = decoded.info;
      const raw = { raw: { width, height, channels: channels as Channels } };
      const [image, thumb] = await Promise.all([
        sharp(decoded.data, raw).webp({ quality: 82 }).toBuffer(),
        sharp(decoded.data, raw)
          .resize(inside(CHAT_THUMB_MAX_SIDE))
          .webp({ quality: 78 })
          .toBuffer(),
      ]);
      return { image, thumb, width, height };
    },
  );
}
