import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestUser } from './fixtures.ts';
import { call, multipart } from './http.ts';

/** A plain coloured picture, for a test to encode in the format it needs. */
export const colourImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

/** A valid 1×1 PNG whose header (signature + IHDR) declares `width` × `height` pixels. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/**
 * Posts a picture to `url` as a browser's form would: the text `fields`, then the file in the
 * `image` field, named `name` and typed `type` (the defaults unless told).
 */
export function imageUploader(
  url: string,
  fields: Record<string, string>,
  defaults: { name: string; type: string },
) {
  return (
    app: FastifyInstance,
    user: TestUser | undefined,
    file: Buffer,
    name = defaults.name,
    type = defaults.type,
  ) =>
    call(app, 'POST', url, {
      as: user,
      body: multipart(fields, { field: 'image', filename: name, contentType: type, data: file }),
    });
}

/**
 * `image` is a stored upload as the app serves it: a private, immutable WebP of `size` (width,
 * height) with no EXIF or XMP left, nor the test's camera maker ("SpyCam"). Returns its metadata.
 */
export async function expectCleanWebp(image: LightMyRequestResponse, size: [number, number]) {
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/webp');
  expect(image.headers['x-content-type-options']).toBe('nosniff');
  // The answer depends on who asks (a blocked reader gets 404): no shared cache may keep it.
  expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  const stored = await sharp(image.rawPayload).metadata();
  expect(stored.format).toBe('webp');
  expect([stored.width, stored.height]).toEqual(size);
  expect(stored.exif).toBeUndefined();
  expect(stored.xmp).toBeUndefined();
  expect(image.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
  return stored;
}
