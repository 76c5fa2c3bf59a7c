import { fileTypeFromBuffer } from 'file-type';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/**
 * 24 megapixels (6000×4000): a phone's or a camera's photo passes, and decoding one for a 400×400
 * avatar stays cheap; a decompression bomb, or a 6300×6300 PNG, does not.
 */
export const MAX_INPUT_PIXELS = 24_000_000;
export const PHOTO_SIZE = 400;
/** Photos decoded at once in this process, whoever sent them: one per core on this machine. */
export const DECODE_CONCURRENCY = 2;

/**
 * Runs at most `limit` of the given tasks at once, the rest in arrival order: a queue of
 * uploads waits instead of all decoding together and starving every other request.
 */
export function createConcurrencyLimit(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

const decodeSlot = createConcurrencyLimit(DECODE_CONCURRENCY);

let sharpLoaded: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
/**
 * sharp (libvips) is loaded by the first upload, not at start: a server nobody uploads to never
 * holds it (docs/benchmarks.md, memory). Its operation cache is off: each photo is decoded once.
 */
function loadSharp() {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return (input: Buffer, options: SharpOptions) => sharp(input, options);
  });
  return sharpLoaded;
}

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
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', 'The image could not be read');
  }
  const { width, height, depth } = metadata;
  if (!width || !height) throw new AppError('BAD_REQUEST', 'The image could not be read');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The image has too many pixels');
  }
  // 16 bits a channel doubles the decode's memory and time for nothing an avatar can show.
  if (depth !== undefined && depth !== 'uchar' && depth !== 'char') {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Photo must use 8 bits per channel; save it again as an ordinary JPEG or PNG',
    );
  }
  return decodeSlot(async () => {
    try {
      return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
        .rotate()
        .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new AppError('BAD_REQUEST', 'The image could not be read');
    }
  });
}
