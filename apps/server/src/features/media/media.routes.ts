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
import { imageUploadRoute, sendImage } from '../../lib/image-routes.ts';
import { currentUserId } from '../auth/authenticate.ts';
import type { MediaService } from './media.service.ts';
import { PHOTO_TEXTS } from './photo.ts';

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
  const auth = { preValidation: app.requireUser };

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
      return sendImage(reply, photo.contentType, photo.image);
    },
  );

  // Signed in before the body is read; then the per-user limit.
  await imageUploadRoute(app, {
    path: '/uploadprofilepic',
    maxBytes: PHOTO_MAX_BYTES,
    response: uploadPhotoResponseSchema,
    texts: PHOTO_TEXTS,
    limit: { ...LIMITS.photoUploads.perUser, key: 'photo' },
    upload: (request, file) => media.upload(currentUserId(request), file),
  });

  app.delete(
    '/deleteprofilepic',
    {
      ...auth,
      schema: { body: bodyOf(deletePhotoSchema), response: { 200: deletePhotoResponseSchema } },
    },
    async (request) => media.remove(currentUserId(request), request.body.publicId),
  );
};
