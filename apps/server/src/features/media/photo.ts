import { decodeUpright, type ImageTexts } from '../../lib/image-upload.ts';

export const PHOTO_SIZE = 400;

/** As docs/product.md words them for `uploadprofilepic`. */
export const PHOTO_TEXTS: ImageTexts = {
  empty: 'The file is empty',
  wrongType: 'Photo must be a JPEG, PNG, WebP or GIF image',
  unreadable: 'The image could not be read',
  tooManyPixels: 'The image has too many pixels',
  tooLong: 'The image is too long or too wide',
  notEightBit: 'Photo must use 8 bits per channel; save it again as an ordinary JPEG or PNG',
  tooLarge: 'Payload too large',
  notMultipart: 'Send the photo as multipart/form-data',
  noImageField: 'No image field',
};

/**
 * Checks the real type from the magic bytes and the declared dimensions from the header, then
 * re-encodes to a 400×400 WebP. sharp writes no metadata unless asked, so EXIF (GPS) is dropped.
 */
export function normalizePhoto(input: Buffer): Promise<Buffer> {
  return decodeUpright(
    input,
    PHOTO_TEXTS,
    (upright) =>
      upright.resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
    async (webp) => webp,
  );
}
