import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatHistoryQuerySchema } from '@tuning/shared/chat-schemas';
import { chatHistoryPageSchema } from '../../lib/response-schemas.ts';
import { currentUserId } from '../auth/authenticate.ts';
import type { ChatService } from './chat.service.ts';

/**
 * History over HTTP, the same pages as the socket's `getChatHistory`: the chat screen asks for the
 * newest page while its socket is still connecting, so the first messages do not wait for it.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.get(
    '/chat/history',
    {
      schema: { querystring: chatHistoryQuerySchema, response: { 200: chatHistoryPageSchema } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      // Without the messages of those the reader blocks or mutes; deleted ones as tombstones.
      const page = await chat.history(request.query, { userId: currentUserId(request) });
      reply.header('cache-control', 'no-store');
      return page;
    },
  );
};
