import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletePhotoSchema, PHOTO_MAX_BYTES } from '@tuning/shared/profile';
import {
  deletePhotoResponseSchema,
  profileImageResponseSchema,
  uploadPhotoResponseSchema,
} from '@tuning/shared/profile-response-schemas';
import { LIMITS } from '../../lib/limits.ts';
import { AppError, bodyOf } from '../../lib/app-error.ts';
import { readImageField } from '../../lib/image-upload.ts';
import { currentUserId } from '../auth/authenticate.ts';
import type { MediaService } from './media.service.ts';
import { PHOTO_TEXTS } from './photo.ts';

/** Each upload costs a decode and an encode: a person never needs more than this. */
export const UPLOADS_PER_MINUTE = LIMITS.photoUploads.perUser.max;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any string: a user id that is not a UUID names no user, so it is a 404 (below), not a 400. */
const userIdParams = z.object({ userId: z.string() });

function userIdParam(value: string): string {
  if (!UUID.test(value)) throw new AppError('NOT_FOUND', 'No such user');
  return value.toLowerCase();
}

export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (
  app,
  { media },
) => {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  const auth = { preValidation: app.requireUser };
  const limitUploads = app.rateLimit({
    max: UPLOADS_PER_MINUTE,
    timeWindow: LIMITS.photoUploads.perUser.windowMs,
    keyGenerator: (request) => `photo:${request.session?.userId ?? request.ip}`,
  });

  app.get(
    '/profile-image/:userId',
    { ...auth, schema: { params: userIdParams, response: { 200: profileImageResponseSchema } } },
    async (request) => media.photoUrl(userIdParam(request.params.userId), currentUserId(request)),
  );

  // The URL carries ?v=<upload time>, so the bytes behind one URL never change. The answer is the
  // image's bytes, so it has no response schema. Public, but a signed-in reader whom the owner
  // blocks is told there is no photo: the answer depends on who asks, so only the reader's own
  // browser may keep it, never a shared cache.
  app.get(
    '/profile-image/:userId/photo.webp',
    { schema: { params: userIdParams }, preValidation: app.readUser },
    async (request, reply) => {
      const photo = await media.photo(userIdParam(request.params.userId), request.session?.userId);
      return reply
        .header('content-type', photo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(photo.image);
    },
  );

  // Signed in before the body is read; then the per-user limit.
  app.post(
    '/uploadprofilepic',
    {
      schema: { response: { 200: uploadPhotoResponseSchema } },
      onRequest: app.requireUser,
      preValidation: limitUploads,
    },
    async (request) => {
      const userId = currentUserId(request);
      const file = await readImageField(request, 'image', PHOTO_TEXTS);
      return media.upload(userId, file);
    },
  );

  app.delete(
    '/deleteprofilepic',
    {
      ...auth,
      schema: { body: bodyOf(deletePhotoSchema), response: { 200: deletePhotoResponseSchema } },
    },
    async (request) => media.remove(currentUserId(request), request.body.publicId),
  );
};
