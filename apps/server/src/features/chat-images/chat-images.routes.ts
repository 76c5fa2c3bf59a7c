import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_IMAGE_MAX_BYTES, chatImageTexts } from '@tuning/shared/chat-images';
import { chatImageUploadSchema } from '@tuning/shared/chat-response-schemas';
import { imageUploadRoute, sendImage } from '../../lib/image-routes.ts';
import { LIMITS } from '../../lib/limits.ts';
import { currentUserId } from '../auth/authenticate.ts';
import type { ChatImagesService } from './chat-images.service.ts';
import { CHAT_IMAGE_TEXTS } from './encode-chat-image.ts';

/** Any string: an id that is not well formed names no image, so it is a 404 (the service's). */
const imageParams = z.object({ id: z.string() });

/**
 * `POST /api/chat/images` (multipart, field `image`) answers a ChatImageUpload; the image and its
 * thumbnail are `GET /api/chat/images/:id.webp` and `/api/chat/images/:id/thumb.webp`, for
 * signed-in people only, like the chat itself.
 */
export const chatImagesRoutes: FastifyPluginAsyncZod<{ chatImages: ChatImagesService }> = async (
  app,
  { chatImages },
) => {
  // Signed in before the body is read; then the per-user limit, counted for refused files too.
  await imageUploadRoute(app, {
    path: '/chat/images',
    maxBytes: CHAT_IMAGE_MAX_BYTES,
    response: chatImageUploadSchema,
    texts: CHAT_IMAGE_TEXTS,
    limit: { ...LIMITS.chatImages.uploads, key: 'chat-image', tooFast: chatImageTexts.tooFast },
    upload: (request, file) => chatImages.upload(currentUserId(request), file),
  });

  // The answers are the image's bytes, so they have no response schema.
  const sizes = [
    ['/chat/images/:id.webp', 'image'],
    ['/chat/images/:id/thumb.webp', 'thumb'],
  ] as const;
  for (const [path, size] of sizes) {
    app.get(
      path,
      { schema: { params: imageParams }, onRequest: app.requireUser },
      async (request, reply) =>
        sendImage(
          reply,
          'image/webp',
          await chatImages.read(request.params.id, currentUserId(request), size),
        ),
    );
  }
};
