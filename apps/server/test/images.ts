import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { TestUser } from './fixtures.ts';
import { call, multipart } from './http.ts';

/** A plain coloured picture, for a test to encode in the format it needs. */
export const colourImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

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
