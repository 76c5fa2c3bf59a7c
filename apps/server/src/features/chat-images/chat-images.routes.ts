import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_IMAGE_MAX_BYTES, chatImageTexts } from '@tuning/shared/chat-images';
import { chatImageUploadSchema } from '@tuning/shared/chat-response-schemas';
import { AppError } from '../../lib/app-error.ts';
import { readImageField } from '../../lib/image-upload.ts';
import { LIMITS } from '../../lib/limits.ts';
import { currentUserId } from '../auth/authenticate.ts';
import type { ChatImagesService } from './chat-images.service.ts';
import { CHAT_IMAGE_TEXTS } from './encode-chat-image.ts';

/** Any string: an id that is not well formed names no image, so it is a 404 (the service's). */
const imageParams = z.object({ id: z.string() });

/** One image's bytes never change (a new upload is a new id), so the browser keeps them. */
function sendWebp(reply: FastifyReply, bytes: Buffer) {
  return reply
    .header('content-type', 'image/webp')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=31536000, immutable')
    .send(bytes);
}

/**
 * `POST /api/chat/images` (multipart, field `image`) answers a ChatImageUpload; the image and its
 * thumbnail are `GET /api/chat/images/:id.webp` and `/api/chat/images/:id/thumb.webp`, for
 * signed-in people only, like the chat itself.
 */
export const chatImagesRoutes: FastifyPluginAsyncZod<{ chatImages: ChatImagesService }> = async (
  app,
  { chatImages },
) => {
  await app.register(multipart, {
    limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  const limitUploads = app.rateLimit({
    max: LIMITS.chatImages.uploads.max,
    timeWindow: LIMITS.chatImages.uploads.windowMs,
    keyGenerator: (request) => `chat-image:${request.session?.userId ?? request.ip}`,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', chatImageTexts.tooFast),
  });

  // Signed in before the body is read; then the per-user limit, counted for refused files too.
  app.post(
    '/chat/images',
    {
      schema: { response: { 200: chatImageUploadSchema } },
      onRequest: app.requireUser,
      preValidation: limitUploads,
    },
    async (request) => {
      const userId = currentUserId(request);
      const file = await readImageField(request, 'image', CHAT_IMAGE_TEXTS);
      return chatImages.upload(userId, file);
    },
  );

  // The answers are the image's bytes, so they have no response schema.
  app.get(
    '/chat/images/:id.webp',
    { schema: { params: imageParams }, onRequest: app.requireUser },
    async (request, reply) =>
      sendWebp(reply, await chatImages.read(request.params.id, currentUserId(request), 'image')),
  );
  app.get(
    '/chat/images/:id/thumb.webp',
    { schema: { params: imageParams }, onRequest: app.requireUser },
    async (request, reply) =>
      sendWebp(reply, await chatImages.read(request.params.id, currentUserId(request), 'thumb')),
  );
};
