import type { FastifyPluginAsync } from 'fastify';
import type { ChatHistoryPage } from '@tuning/shared/chat';
import { chatHistoryQuerySchema } from '@tuning/shared/chat-schemas';
import { parseInput } from '../../lib/app-error.ts';
import type { ChatService } from './chat.service.ts';

/**
 * History over HTTP, the same pages as the socket's `getChatHistory`: the chat screen asks for the
 * newest page while its socket is still connecting, so the first messages do not wait for it.
 */
export const chatRoutes: FastifyPluginAsync<{ chat: ChatService }> = async (app, { chat }) => {
  app.get('/chat/history', { preHandler: app.requireUser }, async (request, reply) => {
    const page: ChatHistoryPage = await chat.history(
      parseInput(chatHistoryQuerySchema, request.query),
    );
    reply.header('cache-control', 'no-store');
    return page;
  });
};
