import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { readImageField, type ImageTexts } from './image-upload.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * What every image upload route shares (profile photos, chat images): one file in the multipart
 * field `image`, up to `maxBytes`; signed in before the body is read, then a per-user limit,
 * counted for refused files too. Registers multipart on the plugin it is given.
 */
export async function imageUploadRoute<R extends z.ZodType>(
  app: ZodApp,
  route: {
    path: string;
    maxBytes: number;
    response: R;
    texts: ImageTexts;
    limit: { max: number; windowMs: number; key: string; tooFast?: string };
    upload: (request: FastifyRequest, file: Buffer) => Promise<z.infer<R>>;
  },
) {
  const { limit } = route;
  const tooFast = limit.tooFast;
  await app.register(multipart, {
    limits: { fileSize: route.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  const limitUploads = app.rateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${limit.key}:${request.session?.userId ?? request.ip}`,
    ...(tooFast && { errorResponseBuilder: () => new AppError('RATE_LIMITED', tooFast) }),
  });
  app.post(
    route.path,
    {
      // Widened: the generic `R` checks what `upload` answers where the route is declared.
      schema: { response: { 200: route.response as z.ZodType } },
      onRequest: app.requireUser,
      preValidation: limitUploads,
    },
    async (request) => route.upload(request, await readImageField(request, 'image', route.texts)),
  );
}

/**
 * An image's bytes: the URL names one version of one image, so they never change and the
 * browser keeps them; private, because who may see an image depends on who asks.
 */
export function sendImage(reply: FastifyReply, contentType: string, bytes: Buffer) {
  return reply
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=31536000, immutable')
    .send(bytes);
}
