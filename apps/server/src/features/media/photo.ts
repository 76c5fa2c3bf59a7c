import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** 40 megapixels: any phone photo passes, a decompression bomb does not. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const PHOTO_SIZE = 400;

/**
 * Checks the real type from the magic bytes and the declared dimensions from the header, then
 * re-encodes to a 400×400 WebP. sharp writes no metadata unless asked, so EXIF (GPS) is dropped.
 */
export async function normalizePhoto(input: Buffer): Promise<Buffer> {
  if (input.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty');
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED.has(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Photo must be a JPEG, PNG, WebP or GIF image');
  }
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw new AppError('BAD_REQUEST', 'The image could not be read');
  }
  if (!width || !height) throw new AppError('BAD_REQUEST', 'The image could not be read');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The image has too many pixels');
  }
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', 'The image could not be read');
  }
}
