import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Sharp, SharpOptions } from 'sharp';
import { IMAGE_MAX_INPUT_SIDE } from '@tuning/shared/chat-images';
import { AppError } from './app-error.ts';

/**
 * What every image upload shares (profile photos, chat images): reading the one file of a
 * multipart request, checking its real type and its header before anything is decoded, and the
 * decodes themselves, a few at a time. Each feature re-encodes to its own sizes.
 */

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/**
 * 24 megapixels (6000×4000): a phone's or a camera's photo passes, and decoding one stays cheap;
 * a decompression bomb, or a 6300×6300 PNG, does not.
 */
export const MAX_INPUT_PIXELS = 24_000_000;
/** Images decoded at once in this process, whoever sent them: one per core on this machine. */
export const DECODE_CONCURRENCY = 2;

/** What a person is told when their file is refused; each upload words it for its own screen. */
export interface ImageTexts {
  empty: string;
  wrongType: string;
  unreadable: string;
  tooManyPixels: string;
  /** Longer or wider than IMAGE_MAX_INPUT_SIDE. */
  tooLong: string;
  notEightBit: string;
  /** The file is larger than the route's multipart limit. */
  tooLarge: string;
  notMultipart: string;
  noImageField: string;
}

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

/** One queue for every kind of upload: together they never decode more than the cores can. */
export const decodeSlot = createConcurrencyLimit(DECODE_CONCURRENCY);

let sharpLoaded: Promise<(input: Buffer | Uint8Array, options?: SharpOptions) => Sharp> | undefined;
/**
 * sharp (libvips) is loaded by the first upload, not at start: a server nobody uploads to never
 * holds it (docs/benchmarks.md, memory). Its operation cache is off: each image is decoded once.
 */
export function loadSharp() {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return (input: Buffer | Uint8Array, options?: SharpOptions) => sharp(input, options);
  });
  return sharpLoaded;
}

type SharpFactory = Awaited<ReturnType<typeof loadSharp>>;

/**
 * An upload's one decode: checks the real type and the header (`inspectImage`), then in a decode
 * slot hands `decode` the picture (capped at MAX_INPUT_PIXELS, a truncated file refused) turned
 * upright by its EXIF orientation; a picture sharp cannot read is refused with `texts.unreadable`.
 * `encode`, in the same slot, makes what is stored from what `decode` gave.
 */
export async function decodeUpright<D, R>(
  input: Buffer,
  texts: ImageTexts,
  decode: (upright: Sharp) => Promise<D>,
  encode: (decoded: D, sharp: SharpFactory) => Promise<R>,
): Promise<R> {
  await inspectImage(input, texts);
  const sharp = await loadSharp();
  return decodeSlot(async () => {
    let decoded: D;
    try {
      decoded = await decode(
        sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate(),
      );
    } catch {
      throw new AppError('BAD_REQUEST', texts.unreadable);
    }
    return encode(decoded, sharp);
  });
}

/**
 * Checks the real type from the magic bytes and the declared dimensions and depth from the header,
 * without decoding the pixels: what passes is safe to hand to sharp with `limitInputPixels`.
 */
export async function inspectImage(
  input: Buffer,
  texts: ImageTexts,
): Promise<{ width: number; height: number }> {
  if (input.length === 0) throw new AppError('BAD_REQUEST', texts.empty);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED.has(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', texts.wrongType);
  }
  const sharp = await loadSharp();
  let metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', texts.unreadable);
  }
  const { width, height, depth } = metadata;
  if (!width || !height) throw new AppError('BAD_REQUEST', texts.unreadable);
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', texts.tooManyPixels);
  }
  // A decode's cost grows with the rows and columns too, not only the area: a 1 × 24,000,000
  // PNG is under the area cap and took 3.4 s of CPU.
  if (width > IMAGE_MAX_INPUT_SIDE || height > IMAGE_MAX_INPUT_SIDE) {
    throw new AppError('PAYLOAD_TOO_LARGE', texts.tooLong);
  }
  // 16 bits a channel doubles the decode's memory and time for nothing a screen can show.
  if (depth !== undefined && depth !== 'uchar' && depth !== 'char') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', texts.notEightBit);
  }
  return { width, height };
}

/**
 * The file in the multipart field `field`, read into memory up to the limit @fastify/multipart was
 * registered with; other fields and files are drained and ignored.
 */
export async function readImageField(
  request: FastifyRequest,
  field: string,
  texts: ImageTexts,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', texts.notMultipart);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || file) {
        part.file.resume();
        continue;
      }
      // toBuffer throws once the stream passes the size limit.
      file = await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', texts.tooLarge);
    }
    throw error;
  }
  if (!file) throw new AppError('BAD_REQUEST', texts.noImageField);
  return file;
}
