/**
 * What a chat image may be (product.md §13) and what people are told about it: the server checks
 * the upload with these rules and answers with these texts, the chat screen prechecks a picked file
 * with the same ones before sending it. Constants only (no zod), like `chat-extras.ts`, because the
 * chat screen loads this before its first paint.
 */

/** The types a chat image may have, checked by the file's magic bytes on the server. */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The same as a profile photo (`PHOTO_MAX_BYTES`, which lives beside zod in `profile.ts`). */
export const CHAT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Decoded pixels: a phone's or a camera's photo passes (6000×4000), a decompression bomb not. */
export const CHAT_IMAGE_MAX_PIXELS = 24_000_000;
/**
 * The longest side an uploaded image may have: with the pixel cap, it bounds extreme shapes too
 * (a 1 × 24,000,000 PNG is under the cap yet took 3.4 s of CPU to decode).
 */
export const IMAGE_MAX_INPUT_SIDE = 12_000;
/** Bytes of chat images one account may keep stored (the server's LIMITS.chatImages). */
export const CHAT_IMAGE_STORAGE_MAX_BYTES = 200 * 1024 * 1024;

/** `POST /api/chat/images` answers with these URLs; the GET routes serve them. */
export function chatImageUrls(imageId: string): { url: string; thumbUrl: string } {
  return {
    url: `/api/chat/images/${imageId}.webp`,
    thumbUrl: `/api/chat/images/${imageId}/thumb.webp`,
  };
}

const megabytes = CHAT_IMAGE_MAX_BYTES / (1024 * 1024);
const megapixels = CHAT_IMAGE_MAX_PIXELS / 1_000_000;

export const chatImageTexts = {
  wrongType: 'Only JPEG, PNG, WebP or GIF images can be attached.',
  tooLarge: `That image is larger than ${megabytes} MB. Please choose a smaller one.`,
  tooManyPixels: `That image has too many pixels (more than ${megapixels} megapixels). Please choose a smaller one.`,
  tooLong: `That image is too long or too wide (more than ${IMAGE_MAX_INPUT_SIDE.toLocaleString('en-US')} pixels on a side). Please choose another one.`,
  notEightBit:
    'That image uses more than 8 bits per colour. Save it again as an ordinary JPEG or PNG.',
  empty: 'That file is empty.',
  unreadable: 'That image could not be read. It may be damaged; please try another one.',
  notMultipart: 'Send the image as multipart/form-data.',
  noImageField: 'No image was sent.',
  tooFast: "You're attaching images very quickly. Please wait a minute and try again.",
  signedOut: 'Your session has ended. Sign in again to attach images.',
  uploadFailed: "The image couldn't be uploaded. Please try again.",
  notFound: 'No such image',
  storageFull: `You have used all the space for your chat images (${CHAT_IMAGE_STORAGE_MAX_BYTES / (1024 * 1024)} MB). Delete some of your older image messages to attach more.`,
} as const;
