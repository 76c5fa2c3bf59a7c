import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatExtrasTexts } from '@tuning/shared/chat-extras';
import {
  chatHistoryQuerySchema,
  markReadSchema,
  mentionQuerySchema,
} from '@tuning/shared/chat-schemas';
import {
  chatHistoryPageSchema,
  chatReadStateSchema,
  mentionSuggestionsResponseSchema,
} from '@tuning/shared/chat-response-schemas';
import { bodyOf } from '../../lib/app-error.ts';
import { LIMITS } from '../../lib/limits.ts';
import { currentUserId } from '../auth/authenticate.ts';
import { perUser, throttle } from '../auth/auth.throttle.ts';
import type { ChatExtrasService } from './chat-extras.service.ts';
import type { ChatService } from './chat.service.ts';

/**
 * History over HTTP, the same pages as the socket's `getChatHistory`: the chat screen asks for the
 * newest page while its socket is still connecting, so the first messages do not wait for it.
 * product.md §13: the read position (`/chat/read`) and the `@` autocomplete (`/chat/mentions`).
 */
export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  extras: ChatExtrasService;
}> = async (app, { chat, extras }) => {
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

  const readPosition = [
    app.requireUser,
    throttle(app, [perUser('chat-read', LIMITS.chatReadPosition.perUser)], chatExtrasTexts.tooFast),
  ];

  app.get(
    '/chat/read',
    { preValidation: readPosition, schema: { response: { 200: chatReadStateSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return extras.readState(currentUserId(request));
    },
  );

  app.put(
    '/chat/read',
    {
      preValidation: readPosition,
      schema: { body: bodyOf(markReadSchema), response: { 200: chatReadStateSchema } },
    },
    async (request) => extras.markRead(currentUserId(request), request.body.seq),
  );

  app.get(
    '/chat/mentions',
    {
      preValidation: [
        app.requireUser,
        throttle(
          app,
          [perUser('mentions', LIMITS.mentionLookups.perUser)],
          chatExtrasTexts.tooFast,
        ),
      ],
      schema: {
        querystring: mentionQuerySchema,
        response: { 200: mentionSuggestionsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { users: await extras.mentionSuggestions(currentUserId(request), request.query.q) };
    },
  );
};
