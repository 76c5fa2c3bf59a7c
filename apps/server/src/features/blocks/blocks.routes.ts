import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockBodySchema, blockParamsSchema } from '@tuning/shared/safety-schemas';
import { blockResponseSchema, blocksResponseSchema } from '@tuning/shared/safety-response-schemas';
import { messageResponseSchema } from '@tuning/shared/auth-response-schemas';
import { bodyOf } from '../../lib/app-error.ts';
import { LIMITS } from '../../lib/limits.ts';
import { currentUserId } from '../auth/authenticate.ts';
import { perUser, throttle } from '../auth/auth.throttle.ts';
import type { BlocksService } from './blocks.service.ts';

/** `POST /api/blocks`, `DELETE /api/blocks/:userName`, `GET /api/blocks` (product.md §12). */
export const blocksRoutes: FastifyPluginAsyncZod<{ blocks: BlocksService }> = async (
  app,
  { blocks },
) => {
  const changes = {
    preValidation: [app.requireUser, throttle(app, [perUser('blocks', LIMITS.blocks.perUser)])],
  };

  app.post(
    '/blocks',
    {
      ...changes,
      schema: { body: bodyOf(blockBodySchema), response: { 200: blockResponseSchema } },
    },
    async (request) => blocks.block(currentUserId(request), request.body),
  );

  app.delete(
    '/blocks/:userName',
    {
      ...changes,
      schema: { params: blockParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => blocks.unblock(currentUserId(request), request.params.userName),
  );

  app.get(
    '/blocks',
    {
      preValidation: [
        app.requireUser,
        throttle(app, [perUser('safety', LIMITS.safetyCalls.perUser)]),
      ],
      schema: { response: { 200: blocksResponseSchema } },
    },
    async (request) => blocks.list(currentUserId(request)),
  );
};
